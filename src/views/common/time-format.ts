/**
 * Time texts of posts: relative ("now", "12s", "5m", "2h", then the date "Mar 3", with the year when it
 * is not the current one) and absolute (full date and time, for tooltips and the detailed view).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeAge =
  { unit: 'now' } | { unit: 'seconds' | 'minutes' | 'hours'; count: number } | { unit: 'date'; withYear: boolean };

/** Parses an ISO time; null when it is not a valid date. */
export function parseTime(iso: string | null | undefined): Date | null {
  if (typeof iso !== 'string' || iso === '') return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** How old a time is at `now`. Times slightly in the future (clock skew) count as now. */
export function relativeAge(date: Date, now: number): RelativeAge {
  const delta = now - date.getTime();
  if (delta < 10 * SECOND) return { unit: 'now' };
  if (delta < MINUTE) return { unit: 'seconds', count: Math.floor(delta / SECOND) };
  if (delta < HOUR) return { unit: 'minutes', count: Math.floor(delta / MINUTE) };
  if (delta < DAY) return { unit: 'hours', count: Math.floor(delta / HOUR) };
  return { unit: 'date', withYear: date.getFullYear() !== new Date(now).getFullYear() };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The full date and time: "Mar 3, 2025, 10:30 AM". */
export const FULL_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

function format(language: string, kind: 'short' | 'shortYear' | 'full'): Intl.DateTimeFormat {
  const key = `${language}|${kind}`;
  let formatter = formats.get(key);
  if (formatter === undefined) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'full'
        ? FULL_DATE_TIME
        : kind === 'shortYear'
          ? { year: 'numeric', month: 'short', day: 'numeric' }
          : { month: 'short', day: 'numeric' };
    formatter = new Intl.DateTimeFormat(language, options);
    formats.set(key, formatter);
  }
  return formatter;
}

/** "Mar 3" or "Mar 3, 2023" in the language. */
export function shortDate(date: Date, language: string, withYear: boolean): string {
  return format(language, withYear ? 'shortYear' : 'short').format(date);
}

/** "Mar 3, 2025, 10:30 AM" in the language. */
export function fullDateTime(date: Date, language: string): string {
  return format(language, 'full').format(date);
}
