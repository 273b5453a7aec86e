/** Cached number formatters per language (Intl constructors are costly; a timeline formats many counts). */
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The interface languages whose plain numbers below a thousand are their ASCII digits (no grouping, Latin
 * digits): such a count needs no formatter, and the first posts then create none (the first number formatter
 * costs the page a noticeable moment).
 */
const ASCII_DIGIT_LANGUAGES = new Set(['en', 'ja']);

/** "1,500" (plain) or "1.5K" (compact) in the language. */
export function formatNumber(value: number, language: string, compact = false): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000 && ASCII_DIGIT_LANGUAGES.has(language.split('-')[0]!))
    return String(value);
  const key = `${language}|${compact ? 'compact' : 'plain'}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(language, compact ? { notation: 'compact' } : {});
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
