/**
 * How much a trend was talked about: the server sends a trend's history as one entry per day, newest first, each
 * with the posts (`uses`) and the distinct accounts (`accounts`) of that day, numbers written as strings. The
 * explore rows say how many people talked about a trend over the last two days: the accounts of the first two
 * entries, summed (an account posting on both days counts twice, as the server only gives daily figures).
 */
import { asCount, asString, isRecord, mapDefined } from '../../domain/entities/coerce';

export interface TrendDay {
  /** the day's start, in seconds since the epoch, as the server wrote it */
  day: string;
  uses: number;
  accounts: number;
}

/** How many days of history the explore rows sum. */
export const TREND_SUMMARY_DAYS = 2;

/** The server's history made safe: entries that are not objects are dropped; unreadable numbers count as 0. */
export function normaliseTrendHistory(raw: unknown): TrendDay[] {
  return mapDefined(raw, (entry) =>
    isRecord(entry) ? { day: asString(entry.day), uses: asCount(entry.uses), accounts: asCount(entry.accounts) } : null,
  );
}

/** The people (accounts) of the first `days` entries of the history, summed. */
export function peopleInPastDays(history: readonly TrendDay[], days: number = TREND_SUMMARY_DAYS): number {
  return history.slice(0, Math.max(0, days)).reduce((sum, entry) => sum + entry.accounts, 0);
}
