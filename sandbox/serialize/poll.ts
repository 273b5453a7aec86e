import type { SandboxDb } from '../kernel/db';
import type { PollRecord } from '../kernel/records';
import { serializeEmojiList, shortcodesIn, type CustomEmojiJson } from './emoji';

export interface PollJson {
  id: string;
  expires_at: string | null;
  expired: boolean;
  multiple: boolean;
  votes_count: number;
  voters_count: number | null;
  voted?: boolean;
  own_votes?: number[];
  options: Array<{ title: string; votes_count: number | null }>;
  emojis: CustomEmojiJson[];
}

export function isPollExpired(poll: PollRecord, now: number): boolean {
  return poll.expires_at !== null && Date.parse(poll.expires_at) <= now;
}

/**
 * A poll for a viewer: hide_totals hides per-option counts (null) until it expires, except from its author;
 * voters_count is given for multiple-choice polls only; voted/own_votes only for a signed-in viewer
 * (the author counts as having voted).
 */
export function serializePoll(
  db: SandboxDb,
  poll: PollRecord,
  viewerId: string | null,
  now: number = db.now(),
): PollJson {
  const expired = isPollExpired(poll, now);
  const tallies = poll.options.map(() => 0);
  let votesCount = 0;
  for (const choices of poll.votes.values()) {
    for (const index of choices) {
      if (index >= 0 && index < tallies.length) {
        tallies[index] = tallies[index]! + 1;
        votesCount += 1;
      }
    }
  }
  const status = db.statuses.get(poll.status_id);
  const authorId = status?.account_id ?? null;
  const author = authorId ? db.accounts.get(authorId) : undefined;
  const showTotals = !poll.hide_totals || expired || (viewerId !== null && viewerId === authorId);
  const json: PollJson = {
    id: poll.id,
    expires_at: poll.expires_at,
    expired,
    multiple: poll.multiple,
    votes_count: votesCount,
    voters_count: poll.multiple ? poll.votes.size : null,
    options: poll.options.map((title, i) => ({ title, votes_count: showTotals ? tallies[i]! : null })),
    emojis: serializeEmojiList(db, poll.options.flatMap(shortcodesIn), author?.domain ?? null),
  };
  if (viewerId !== null) {
    const own = poll.votes.get(viewerId);
    json.voted = own !== undefined || viewerId === authorId;
    json.own_votes = own ? [...own] : [];
  }
  return json;
}
