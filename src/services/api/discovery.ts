/** Discovery (spec 7 "Discovery"): trends, suggestions, tags, directory, blocks and mutes: `discovery.*`. */
import type { ApiClient, CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiAccount, ApiStatus, ApiSuggestion, ApiTag, ApiTrendLink } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/discovery';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export interface OffsetParams {
  limit?: number;
  offset?: number;
}

export function trendTags(client: ApiClient, params: OffsetParams = {}, options: CallOptions = {}): Promise<ApiTag[]> {
  return client.call('discovery.trendTags', { ...options, query: { ...params } });
}

/** Trending links; limit 20 unless given. */
export function trendLinks(
  client: ApiClient,
  params: OffsetParams = {},
  options: CallOptions = {},
): Promise<ApiTrendLink[]> {
  return client.call('discovery.trendLinks', { ...options, query: { limit: 20, ...params } });
}

export function trendStatuses(
  client: ApiClient,
  params: OffsetParams = {},
  options: CallOptions = {},
): Promise<Page<ApiStatus>> {
  return client.callPage('discovery.trendStatuses', { ...options, query: { ...params } });
}

/** Follow suggestions; limit 20 unless given. */
export function suggestions(client: ApiClient, limit = 20, options: CallOptions = {}): Promise<ApiSuggestion[]> {
  return client.call('discovery.suggestions', { ...options, query: { limit } });
}

export function removeSuggestion(client: ApiClient, accountId: string, options: CallOptions = {}): Promise<unknown> {
  return client.call('discovery.removeSuggestion', { ...options, params: { id: accountId } });
}

const tagAction =
  (callId: string) =>
  (client: ApiClient, name: string, options: CallOptions = {}): Promise<ApiTag> =>
    client.call<ApiTag>(callId, { ...options, params: { id: name } });

/** A hashtag by name (with following / featuring flags when signed in). */
export const tag = tagAction('discovery.tag');
export const followTag = tagAction('discovery.followTag');
export const unfollowTag = tagAction('discovery.unfollowTag');
export const featureTag = tagAction('discovery.featureTag');
export const unfeatureTag = tagAction('discovery.unfeatureTag');

export function followedTags(
  client: ApiClient,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiTag>> {
  return client.callPage('discovery.followedTags', { ...options, query: { ...paging } });
}

export interface DirectoryParams extends OffsetParams {
  order?: 'active' | 'new';
  local?: boolean;
}

/** The profile directory; limit 20 unless given, paged by offset. */
export function directory(
  client: ApiClient,
  params: DirectoryParams = {},
  options: CallOptions = {},
): Promise<ApiAccount[]> {
  return client.call('discovery.directory', { ...options, query: { limit: 20, ...params } });
}

export function blocks(
  client: ApiClient,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiAccount>> {
  return client.callPage('discovery.blocks', { ...options, query: { ...paging } });
}

export function mutes(
  client: ApiClient,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiAccount>> {
  return client.callPage('discovery.mutes', { ...options, query: { ...paging } });
}
