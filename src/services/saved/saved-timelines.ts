/**
 * The reader's saved posts leave their lists once the server agrees they are no longer saved, never before (a
 * refused change puts the button back and the row never moved), as Mastodon's web client does:
 * - unbookmarked: out of the bookmarks timeline and every bookmark category's (a category holds bookmarks only);
 * - unfavourited: out of the favourites timeline;
 * - a reaction taken back: out of the emoji reactions timeline once the reader has no reaction left on the post.
 * Saving a post adds nothing here: those timelines ask for their first page again when the reader comes back.
 */
import type { EntityStore } from '../store';
import type { StatusActionRequest } from '../status-actions/status-actions-types';
import type { TimelineRegistry } from '../timelines/timeline-registry';

export const isBookmarksTimeline = (name: string) => name === 'bookmarks' || name.startsWith('bookmark_category:');

/** Which timelines the post leaves after `request` succeeded; null when it leaves none. */
export function timelinesLeftAfter(
  request: StatusActionRequest,
  store: EntityStore,
): ((timeline: string) => boolean) | null {
  switch (request.type) {
    case 'unbookmark':
      return isBookmarksTimeline;
    case 'unfavourite':
      return (name) => name === 'favourites';
    case 'unreact': {
      const acted = store.get('statuses', request.statusId);
      const status = acted?.reblogId ? store.get('statuses', acted.reblogId) : acted;
      const reacted = status?.emoji_reactions.some((reaction) => reaction.me) ?? false;
      return reacted ? null : (name) => name === 'emoji_reactions';
    }
    default:
      return null;
  }
}

/** The post (and the boost it was acted on through, if any) out of the timelines `request` makes it leave. */
export function leaveSavedTimelines(
  timelines: Pick<TimelineRegistry, 'removeFrom'>,
  store: EntityStore,
  request: StatusActionRequest,
): void {
  const leaves = timelinesLeftAfter(request, store);
  if (leaves === null) return;
  const reblogOf = store.get('statuses', request.statusId)?.reblogId ?? null;
  timelines.removeFrom(leaves, reblogOf === null ? [request.statusId] : [request.statusId, reblogOf]);
}
