/**
 * The server data about hashtags, as data-layer definitions. Every answer is imported into the store's `tags`
 * table; the charts keep keys (tag-record.ts).
 * - One tag by name (GET v1/tags/{name}, with `following` and `featuring` for a signed-in reader): its page's
 *   header. A tag the server does not know (404: nobody used or followed it) is shown as an unknown tag with no
 *   activity, which can still be followed; that answer raises no alert. Coming back asks again.
 * - The reader's followed tags (GET v1/followed_tags), paged by the Link header's next URL. Coming back asks again.
 * - Trending tags (GET v1/trends/tags), `limit` of them (10 unless given). A failure raises no alert (the call's
 *   policy): trends are shown in passing.
 */
import { isGoneFailure } from '../../machines/load-failure';
import { pageParamsOfLink } from '../../machines/timeline-paging';
import { defineResource } from '../data/define-resource';
import { definePagedList } from '../data/define-paged-list';
import { importTags, tagKey, unknownTag } from './tag-record';

export const tagByName = defineResource<string, string>({
  name: 'tags.tag',
  callId: 'discovery.tag',
  keyOf: tagKey,
  revisit: 'refresh',
  placeholder: ({ store }, name) => (store.has('tags', tagKey(name)) ? tagKey(name) : null),
  async load({ api, store }, name, signal) {
    try {
      const [key] = importTags(store, await api.discovery.tag(name, { signal }));
      if (key !== undefined) return key;
    } catch (error) {
      if (!isGoneFailure(error)) throw error;
    }
    // an unknown tag: what is already stored (a follow made meanwhile) stays
    const known = store.get('tags', tagKey(name));
    return known === undefined ? store.set('tags', unknownTag(name)).id : known.id;
  },
});

export const followedTagsList = definePagedList<null, string>({
  name: 'tags.followed',
  callId: 'discovery.followedTags',
  keyOf: () => '',
  revisit: 'refresh',
  async fetchPage({ api, store }, _params, next, signal) {
    const paging = next === null ? {} : (pageParamsOfLink(next) ?? {});
    const page = await api.discovery.followedTags(paging, { signal });
    // a next URL the API cannot page by means there is no further page
    const usableNext = pageParamsOfLink(page.next) === null ? null : page.next;
    return { items: importTags(store, page.items), next: usableNext };
  },
});

/** How many trending tags are shown unless the view asks for another number. */
export const TRENDING_TAGS_LIMIT = 10;

export const trendingTags = defineResource<number, readonly string[]>({
  name: 'tags.trending',
  callId: 'discovery.trendTags',
  keyOf: (limit) => String(limit),
  revisit: 'refresh',
  async load({ api, store }, limit, signal) {
    return importTags(store, await api.discovery.trendTags({ limit }, { signal }));
  },
});
