/** Cached number formatters per language (Intl constructors are costly; a timeline formats many counts). */
const formatters = new Map<string, Intl.NumberFormat>();

/** "1,500" (plain) or "1.5K" (compact) in the language. */
export function formatNumber(value: number, language: string, compact = false): string {
  const key = `${language}|${compact ? 'compact' : 'plain'}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(language, compact ? { notation: 'compact' } : {});
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
