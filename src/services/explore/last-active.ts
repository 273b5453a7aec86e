/**
 * When an account last posted, as the directory says it: the server gives the day only (`last_status_at`, a
 * date such as 2026-03-10, in the server's calendar, read as UTC) or null when the account has not posted. The
 * day is told as today, yesterday, a number of days ago within the past month, and as the date itself after that.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Within this many days the directory says "n days ago"; older days are shown as dates. */
export const RECENT_DAYS = 30;

export type LastActive =
  | { kind: 'never' }
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'daysAgo'; days: number }
  | { kind: 'date'; date: Date };

/** The day `lastStatusAt` names, told relative to `now` (ms since the epoch); never for null or an unreadable day. */
export function lastActive(lastStatusAt: string | null, now: number): LastActive {
  const match = lastStatusAt === null ? null : /^(\d{4})-(\d{2})-(\d{2})/.exec(lastStatusAt);
  if (match === null) return { kind: 'never' };
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(day)) return { kind: 'never' };
  const today = new Date(now);
  const days = Math.round((Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - day) / DAY_MS);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days <= RECENT_DAYS) return { kind: 'daysAgo', days };
  return { kind: 'date', date: new Date(day) };
}
