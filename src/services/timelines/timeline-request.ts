/** One function from a timeline name to the call that fetches a page of it. */
import type { Api, CallOptions, Page } from '../api';
import type { AccountStatusesParams } from '../api/accounts';
import type { ApiStatus } from '../../domain/entities/api-types';
import { parseTimelineName, type TimelineSpec } from './timeline-name';

export interface TimelinePaging {
  /** older than this id (next page) */
  maxId?: string;
  /** newer than this id, newest first (refresh) */
  sinceId?: string;
  /** newer than this id, oldest first (filling from below) */
  minId?: string;
  limit?: number;
  signal?: AbortSignal;
}

export class UnknownTimelineError extends Error {
  constructor(readonly timeline: string) {
    super(`unknown timeline name: ${timeline}`);
    this.name = 'UnknownTimelineError';
  }
}

function pagingQuery(paging: TimelinePaging) {
  return {
    ...(paging.maxId !== undefined ? { max_id: paging.maxId } : {}),
    ...(paging.sinceId !== undefined ? { since_id: paging.sinceId } : {}),
    ...(paging.minId !== undefined ? { min_id: paging.minId } : {}),
    ...(paging.limit !== undefined ? { limit: paging.limit } : {}),
  };
}

/** Sends only the flags that are set, as the server's defaults are all false. */
const onlyTrue = <K extends string>(flags: Record<K, boolean>): Partial<Record<K, true>> =>
  Object.fromEntries(Object.entries(flags).filter(([, on]) => on === true)) as Partial<Record<K, true>>;

export function requestFor(api: Api, spec: TimelineSpec, paging: TimelinePaging = {}): Promise<Page<ApiStatus>> {
  const query = pagingQuery(paging);
  const options: CallOptions = paging.signal ? { signal: paging.signal } : {};
  switch (spec.kind) {
    case 'home':
      return api.timelines.home(query, options);
    case 'public':
      return api.timelines.public(
        { ...query, ...onlyTrue({ remote: spec.remote, only_media: spec.onlyMedia }) },
        options,
      );
    case 'community':
      return api.timelines.public({ ...query, local: true, ...onlyTrue({ only_media: spec.onlyMedia }) }, options);
    case 'account': {
      const params: AccountStatusesParams = { ...query };
      if (spec.pinned) params.pinned = true;
      if (spec.onlyMedia) params.only_media = true;
      if (spec.excludeReblogs) params.exclude_reblogs = true;
      if (!spec.pinned && !spec.onlyMedia) params.exclude_replies = !spec.withReplies;
      if (spec.tagged !== null) params.tagged = spec.tagged;
      return api.accounts.statuses(spec.accountId, params, options);
    }
    case 'list':
      return api.timelines.list(spec.listId, query, options);
    case 'antenna':
      return api.timelines.antenna(spec.antennaId, query, options);
    case 'link':
      return api.timelines.link(spec.url, query, options);
    case 'hashtag': {
      // an empty list of more tags is sent as nothing at all (no `any[]`)
      const params = { ...query, ...onlyTrue({ local: spec.local }), any: spec.any, all: spec.all, none: spec.none };
      return api.timelines.tag(spec.tag, params, options);
    }
    case 'bookmarks':
      return api.statuses.bookmarks(query, options);
    case 'favourites':
      return api.statuses.favourites(query, options);
    case 'emoji_reactions':
      return api.statuses.emojiReactions(query, options);
    case 'bookmark_category':
      return api.bookmarkCategories.statuses(spec.categoryId, query, options);
  }
}

/** A page of the named timeline; an unknown name rejects with UnknownTimelineError. */
export function timelineRequest(api: Api, name: string, paging: TimelinePaging = {}): Promise<Page<ApiStatus>> {
  const spec = parseTimelineName(name);
  if (spec === null) return Promise.reject(new UnknownTimelineError(name));
  return requestFor(api, spec, paging);
}
