/**
 * Spec 5 "Filter application": which server filter context a client context type belongs to, and the
 * contexts where a `hide` filter warns instead of removing the post.
 */
import type { ApiFilterContext } from '../entities/api-types';

/** Client context types that are server contexts already. */
const DIRECT: ReadonlySet<string> = new Set(['home', 'notifications', 'public', 'thread', 'account', 'explore']);

/** Timeline-name prefixes (spec 2) and the server context they belong to. */
const BY_PREFIX: ReadonlyArray<readonly [string, ApiFilterContext]> = [
  ['list:', 'home'],
  ['antenna:', 'home'],
  ['account:', 'account'],
  ['public:', 'public'],
  ['community:', 'public'],
  ['hashtag:', 'public'],
  ['link:', 'public'],
];

/**
 * detailed -> thread; bookmarks and favourites -> home; list:* and antenna:* -> home; account:* -> account;
 * public, community, hashtag and link timelines -> public; the server contexts map to themselves; anything
 * else -> public.
 */
export function filterContextOf(contextType: string): ApiFilterContext {
  if (DIRECT.has(contextType)) return contextType as ApiFilterContext;
  if (contextType === 'detailed') return 'thread';
  if (contextType === 'bookmarks' || contextType === 'favourites') return 'home';
  for (const [prefix, context] of BY_PREFIX) if (contextType.startsWith(prefix)) return context;
  return 'public';
}

/** Contexts where a `hide` filter does not remove the post (it shows the warning instead). */
const KEEPS_HIDDEN_POSTS: ReadonlySet<string> = new Set(['detailed', 'bookmarks', 'favourites']);

export function hideRemovesPostIn(contextType: string): boolean {
  return !KEEPS_HIDDEN_POSTS.has(contextType);
}
