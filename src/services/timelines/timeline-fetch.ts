/**
 * Fetches a page of a timeline and imports its statuses into the store; the caller keeps only ids. A kept
 * timeline's newest page (and a refresh on top of it) is handed to the account's offline cache as the server gave it.
 */
import type { Api } from '../api';
import type { EntityStore } from '../store';
import { yieldToPage } from '../after-paint';
import { importStatuses } from '../store';
import { importInSlices } from '../store/import-in-slices';
import { offlineCacheIn } from '../offline-cache/offline-cache';
import { timelineRequest, type TimelinePaging } from './timeline-request';

export interface TimelinePageResult {
  /** ids of the imported statuses, newest first, each once */
  ids: string[];
  /** created_at of each id (ms since the epoch, NaN when the stored record has none), same order */
  times: number[];
  /** the next (older) page's URL from the Link header, null at the end */
  next: string | null;
}

export async function fetchTimelinePage(
  api: Api,
  store: EntityStore,
  timeline: string,
  paging: TimelinePaging = {},
): Promise<TimelinePageResult> {
  const page = await timelineRequest(api, timeline, paging);
  // the account's cache keeps the newest pages of the timelines it keeps (its rules decide, once it has come)
  const { signal: _signal, ...cursors } = paging;
  offlineCacheIn(store).rememberPage(timeline, cursors, page.items);
  // reading the answer, storing its posts (a few per task) and drawing their rows each wait for a later task
  // than the one before
  const ids = await importInSlices(page.items, (slice) => importStatuses(store, slice), yieldToPage);
  await yieldToPage();
  // the store keeps created_at as the server's ISO string
  const times = ids.map((id) => Date.parse(store.get('statuses', id)?.created_at ?? ''));
  return { ids, times, next: page.next };
}
