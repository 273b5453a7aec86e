import type { SandboxDb } from '../../kernel/db';
import { compareIds } from '../../kernel/ids';
import { paginate } from '../../kernel/http';
import type { EmojiReactionRecord } from '../../kernel/records';

/**
 * The reader's saved posts as Mastodon lists them (GET v1/bookmarks, v1/favourites, a kmyblue bookmark category
 * and v1/emoji_reactions): newest saved first, paged by the saved record's own id, which the Link header names
 * (max_id in the next link, min_id in the previous one). Like Mastodon's `records_continue?`, the next link comes
 * only after a full page; the previous one after any non-empty page.
 */
export interface SavedRow<T> {
  /** the record's id (a bookmark's, a favourite's, a reaction's), not the status id */
  id: string;
  item: T;
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 40;

/** A page of `rows` (any order) with its Link header. */
export function savedPage<T>(request: Request, rows: readonly SavedRow<T>[]): { items: T[]; link: string | null } {
  const sorted = [...rows].sort((a, b) => compareIds(b.id, a.id));
  const page = paginate(request, sorted, (row) => row.id, {
    defaultLimit: DEFAULT_LIMIT,
    maxLimit: MAX_LIMIT,
    nextOnlyWhenFull: true,
  });
  return { items: page.items.map((row) => row.item), link: page.link };
}

// each reaction's record id, given in the order reactions were made (the list only grows at its end)
const reactionIds = new WeakMap<EmojiReactionRecord, string>();
const lastReactionId = new WeakMap<SandboxDb, number>();

function stampReactions(db: SandboxDb): void {
  let last = lastReactionId.get(db) ?? 0;
  for (const reaction of db.emojiReactions) {
    if (!reactionIds.has(reaction)) reactionIds.set(reaction, String(++last));
  }
  lastReactionId.set(db, last);
}

/**
 * kmyblue's v1/emoji_reactions rows: one per post the reader reacted to, its id the reader's first reaction still
 * on the post (the representative row), so a post is listed once and keeps its place while reactions are added.
 */
export function reactionRows(db: SandboxDb, readerId: string): Array<SavedRow<string>> {
  stampReactions(db);
  const first = new Map<string, string>();
  for (const reaction of db.emojiReactions) {
    if (reaction.account_id !== readerId || first.has(reaction.status_id)) continue;
    first.set(reaction.status_id, reactionIds.get(reaction)!);
  }
  return [...first].map(([statusId, id]) => ({ id, item: statusId }));
}
