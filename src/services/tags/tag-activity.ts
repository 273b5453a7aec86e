/**
 * What a tag's history says, for its header, the followed tags and the trends. The server sends one entry per
 * day, newest first (usually 7); each counts the posts that used the tag that day and the accounts that posted
 * them.
 * - The week's activity adds up the last 7 days: posts, and people (an account posting on two days counts on
 *   each, as Mastodon counts).
 * - Trends show the people of the last 2 days, as Mastodon's explore tab does.
 * - The daily posts for a chart run oldest first, always 7 values (days the server did not send count 0).
 */
import type { TagHistoryDay } from '../../domain/entities/tag';

export const HISTORY_DAYS = 7;

export interface TagActivity {
  posts: number;
  people: number;
}

/** The posts and people of the last `days` days (7 unless given). */
export function tagActivity(history: readonly TagHistoryDay[], days = HISTORY_DAYS): TagActivity {
  let posts = 0;
  let people = 0;
  for (const day of history.slice(0, days)) {
    posts += day.uses;
    people += day.accounts;
  }
  return { posts, people };
}

/** Posts per day over the last 7 days, oldest first. */
export function dailyUses(history: readonly TagHistoryDay[]): number[] {
  const uses = history.slice(0, HISTORY_DAYS).map((day) => day.uses);
  while (uses.length < HISTORY_DAYS) uses.push(0);
  return uses.reverse();
}
