/**
 * What the client relies on in a post and its author: the post's id, its time and an author with an id, an
 * acct and a username; a boost's boosted post the same. Everything else is read leniently by the entity
 * normalisers (entities/status.ts, entities/account.ts).
 */
import { id, listOf, object, text, type Guard } from './shapes';

export const account = object({ id, acct: text, username: text });

export const status: Guard = object({
  id,
  created_at: text,
  account,
  reblog: (value) => (value == null ? null : status(value)),
});

/** a page of posts (a timeline, an account's posts, bookmarks...) */
export const posts = listOf('status', status);
