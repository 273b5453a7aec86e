/** Discovery: trends, suggestions, tags, directory, blocks and mutes: `discovery.*`. */
import type { CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiAccount, ApiStatus, ApiSuggestion, ApiTag, ApiTrendLink } from '../../domain/entities/api-types';
import { defineCall, entry, type CallSpec } from './calls/call-spec';
import { anyJson, card, one, suggestion, tag as tagShape } from './answers/more-shapes';
import { listOf } from './answers/shapes';
import { account, posts } from './answers/status-guards';

const tags = listOf('tag', tagShape);
const oneTag = one('tag', tagShape);
const accounts = listOf('account', account);

export interface OffsetParams {
  limit?: number;
  offset?: number;
}

export const trendTags = defineCall(
  entry('discovery.trendTags', 'GET', '/api/v1/trends/tags', tags),
  (call, params: OffsetParams = {}, options: CallOptions = {}): Promise<ApiTag[]> =>
    call.answer({ ...options, query: { ...params } }),
);

/** Trending links; limit 20 unless given. */
export const trendLinks = defineCall(
  entry('discovery.trendLinks', 'GET', '/api/v1/trends/links', listOf('link', card)),
  (call, params: OffsetParams = {}, options: CallOptions = {}): Promise<ApiTrendLink[]> =>
    call.answer({ ...options, query: { limit: 20, ...params } }),
);

export const trendStatuses = defineCall(
  entry('discovery.trendStatuses', 'GET', '/api/v1/trends/statuses', posts),
  (call, params: OffsetParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    call.page({ ...options, query: { ...params } }),
);

/** Follow suggestions; limit 20 unless given. */
export const suggestions = defineCall(
  entry('discovery.suggestions', 'GET', '/api/v2/suggestions', listOf('suggestion', suggestion)),
  (call, limit: number = 20, options: CallOptions = {}): Promise<ApiSuggestion[]> =>
    call.answer({ ...options, query: { limit } }),
);

export const removeSuggestion = defineCall(
  entry('discovery.removeSuggestion', 'DELETE', '/api/v1/suggestions/{id}', anyJson),
  (call, accountId: string, options: CallOptions = {}): Promise<unknown> =>
    call.answer({ ...options, params: { id: accountId } }),
);

const tagAction = (spec: CallSpec) =>
  defineCall(spec, (call, name: string, options: CallOptions = {}): Promise<ApiTag> =>
    call.answer<ApiTag>({ ...options, params: { id: name } }),
  );

/** A hashtag by name (with following / featuring flags when signed in). */
export const tag = tagAction(entry('discovery.tag', 'GET', '/api/v1/tags/{id}', oneTag));
export const followTag = tagAction(entry('discovery.followTag', 'POST', '/api/v1/tags/{id}/follow', oneTag));
export const unfollowTag = tagAction(entry('discovery.unfollowTag', 'POST', '/api/v1/tags/{id}/unfollow', oneTag));
export const featureTag = tagAction(entry('discovery.featureTag', 'POST', '/api/v1/tags/{id}/feature', oneTag));
export const unfeatureTag = tagAction(entry('discovery.unfeatureTag', 'POST', '/api/v1/tags/{id}/unfeature', oneTag));

export const followedTags = defineCall(
  entry('discovery.followedTags', 'GET', '/api/v1/followed_tags', tags),
  (call, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiTag>> =>
    call.page({ ...options, query: { ...paging } }),
);

export interface DirectoryParams extends OffsetParams {
  order?: 'active' | 'new';
  local?: boolean;
}

/** The profile directory; limit 20 unless given, paged by offset. */
export const directory = defineCall(
  entry('discovery.directory', 'GET', '/api/v1/directory', accounts),
  (call, params: DirectoryParams = {}, options: CallOptions = {}): Promise<ApiAccount[]> =>
    call.answer({ ...options, query: { limit: 20, ...params } }),
);

export const blocks = defineCall(
  entry('discovery.blocks', 'GET', '/api/v1/blocks', accounts),
  (call, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiAccount>> =>
    call.page({ ...options, query: { ...paging } }),
);

export const mutes = defineCall(
  entry('discovery.mutes', 'GET', '/api/v1/mutes', accounts),
  (call, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiAccount>> =>
    call.page({ ...options, query: { ...paging } }),
);
