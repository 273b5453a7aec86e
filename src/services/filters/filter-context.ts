/**
 * Filter application: which server filter context a client context type belongs to, and the contexts where a `hide`
 * filter warns instead of removing the post.
 */
import type { ApiFilterContext } from '../../domain/entities/api-types';

/** Client context types that are server contexts already. */
const DIRECT: ReadonlySet<string> = new Set(['home', 'notifications', 'public', 'thread', 'account', 'explore']);

/** Timeline-name prefixes and the server context they belong to. */
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
 * detailed -> thread; the reader's saved posts (bookmarks, favourites, emoji_reactions, bookmark_category:*) ->
 * home; list:* and antenna:* -> home; account:* -> account; public, community, hashtag and link timelines ->
 * public; the server contexts map to themselves; anything else -> public.
 */
export function filterContextOf(contextType: string): ApiFilterContext {
  if (DIRECT.has(contextType)) return contextType as ApiFilterContext;
  if (contextType === 'detailed') return 'thread';
  if (isSavedPosts(contextType)) return 'home';
  for (const [prefix, context] of BY_PREFIX) if (contextType.startsWith(prefix)) return context;
  return 'public';
}

const SAVED_POSTS: ReadonlySet<string> = new Set(['bookmarks', 'favourites', 'emoji_reactions']);

/** The reader's saved posts: what they chose to keep is never taken away by a filter, only warned about. */
function isSavedPosts(contextType: string): boolean {
  return SAVED_POSTS.has(contextType) || contextType.startsWith('bookmark_category:');
}

/** Contexts where a `hide` filter does not remove the post (it shows the warning instead): a post, saved posts. */
export function hideRemovesPostIn(contextType: string): boolean {
  return contextType !== 'detailed' && !isSavedPosts(contextType);
}
