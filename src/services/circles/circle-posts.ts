/**
 * A circle's own posts (kmyblue, GET v1/circles/{id}/statuses): the reader's posts limited to the circle, newest
 * first, as a paged list of the data layer keyed by the circle's id; older pages by the Link header's next URL.
 * The posts are imported into the store and the chart keeps their ids. A 404 (or 410) means the circle was
 * deleted: a state of its own, no alert; other failures follow the call's alert policy.
 */
import { pageParamsOfLink } from '../../machines/timeline-paging';
import { definePagedList } from '../data/define-paged-list';
import { importStatuses } from '../store';

/** How many posts a page asks for. */
export const CIRCLE_POSTS_PAGE_SIZE = 20;

export const circlePosts = definePagedList<string, string>({
  name: 'circles.posts',
  callId: 'circles.statuses',
  keyOf: (circleId) => circleId,
  goneIsState: true,
  revisit: 'refresh',
  async fetchPage({ api, store }, circleId, next, signal) {
    const paging = next === null ? { limit: CIRCLE_POSTS_PAGE_SIZE } : (pageParamsOfLink(next) ?? {});
    const page = await api.circles.statuses(circleId, paging, { signal });
    // a next URL the API cannot page by means there is no further page
    const usableNext = pageParamsOfLink(page.next) === null ? null : page.next;
    return { items: importStatuses(store, page.items), next: usableNext };
  },
});
