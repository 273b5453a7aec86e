/** Fetches a page of a timeline and imports its statuses into the store; the caller keeps only ids. */
import type { Api } from '../api';
import type { EntityStore } from '../store';
import { importStatuses } from '../store';
import { timelineRequest, type TimelinePaging } from './timeline-request';

export interface TimelinePageResult {
  /** ids of the imported statuses, newest first, each once */
  ids: string[];
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
  return { ids: importStatuses(store, page.items), next: page.next };
}
