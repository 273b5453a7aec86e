/**
 * Trending posts (GET v1/trends/statuses), readable signed out on most servers: a paged list of the data layer
 * (one per account, or per server read signed out), 20 posts a page, paged by offset (trend-paging.ts). The
 * posts go into the store and the chart keeps their ids. A failure raises no alert (the trends calls' policy):
 * the screen says so itself, with a Retry. Coming back to the screen asks again, as trends move.
 */
import { definePagedList } from '../data/define-paged-list';
import { importStatuses } from '../store';
import { nextOffsetPage, offsetPageOf, offsetQuery } from './trend-paging';

export const TREND_POSTS_PAGE_SIZE = 20;

/** The filter context the explore screen's posts are shown in (filters made for "Explore"). */
export const EXPLORE_CONTEXT = 'explore';

export const trendingPosts = definePagedList<null, string>({
  name: 'explore.posts',
  callId: 'discovery.trendStatuses',
  keyOf: () => '',
  revisit: 'refresh',
  async fetchPage({ api, store }, _params, next, signal) {
    const query = offsetQuery(offsetPageOf(next), TREND_POSTS_PAGE_SIZE);
    const page = await api.discovery.trendStatuses(query, { signal });
    const ids = importStatuses(store, page.items);
    return { items: ids, next: nextOffsetPage(query, page.items.length, page.next) };
  },
});
