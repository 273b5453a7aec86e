/**
 * Link-paged timelines (bookmarks, favourites, emoji reactions, a bookmark category): their pages are ordered by
 * when the reader saved a post, and the Link header's cursors are the server's record ids (a bookmark's, a
 * favourite's), never status ids. So the next page is asked exactly as the next link says, and a refresh asks
 * for the first page again rather than for posts newer than the newest status. Pure functions.
 */
import { pageParamsOfLink } from './timeline-paging';
import { statusEntry, statusIds } from './timeline-items';
import type { FeedEntry, TimelineFetchInput } from './timeline-types';

/** The request for the page after the rows: the next link's parameters as given; null when it names none. */
export function linkPageInput(timeline: string, next: string | null): TimelineFetchInput | null {
  const params = pageParamsOfLink(next);
  if (params === null) return null;
  return {
    timeline,
    ...(params.max_id !== undefined ? { maxId: params.max_id } : {}),
    ...(params.since_id !== undefined ? { sinceId: params.since_id } : {}),
    ...(params.min_id !== undefined ? { minId: params.min_id } : {}),
    ...(params.limit !== undefined ? { limit: params.limit } : {}),
  };
}

export interface ReloadedRows {
  items: FeedEntry[];
  next: string | null;
  /** how many of the page's posts were not among the rows */
  added: number;
}

/**
 * The first page asked again, over the rows held. When the page reaches a post the rows hold (and more follows
 * it), the page takes the place of the rows down to that post and the rows below it stay, with the cursor that
 * follows them; posts of that part missing from the page have left the list (unsaved elsewhere). Otherwise (the
 * page is the whole list, or holds none of the rows' posts at its end) the page replaces every row, with its
 * own next link.
 */
export function reloadedRows(
  items: readonly FeedEntry[],
  next: string | null,
  page: { ids: readonly string[]; next: string | null },
): ReloadedRows {
  const pageIds = [...new Set(page.ids)];
  const held = statusIds(items);
  const heldSet = new Set(held);
  const added = pageIds.filter((id) => !heldSet.has(id)).length;
  const last = pageIds.at(-1);
  const at = last === undefined || page.next === null ? -1 : held.indexOf(last);
  if (at === -1) return { items: pageIds.map(statusEntry), next: page.next, added };
  const onPage = new Set(pageIds);
  const below = held.slice(at + 1).filter((id) => !onPage.has(id));
  return { items: [...pageIds, ...below].map(statusEntry), next, added };
}
