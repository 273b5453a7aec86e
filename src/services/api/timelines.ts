/** Timelines (spec 7 "Timelines"): `timelines.*`, paged by max_id / since_id and the Link header. */
import type { ApiClient, CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiStatus } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/timelines';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export function home(client: ApiClient, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> {
  return client.callPage('timelines.home', { ...options, query: { ...paging } });
}

export interface PublicTimelineParams extends PageParams {
  local?: boolean;
  remote?: boolean;
  only_media?: boolean;
}

export function publicTimeline(
  client: ApiClient,
  params: PublicTimelineParams = {},
  options: CallOptions = {},
): Promise<Page<ApiStatus>> {
  return client.callPage('timelines.public', { ...options, query: { ...params } });
}
export { publicTimeline as public };

export function list(
  client: ApiClient,
  id: string,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiStatus>> {
  return client.callPage('timelines.list', { ...options, params: { id }, query: { ...paging } });
}

export function antenna(
  client: ApiClient,
  id: string,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiStatus>> {
  return client.callPage('timelines.antenna', { ...options, params: { id }, query: { ...paging } });
}

/** Posts sharing a link (trending link timeline). */
export function link(
  client: ApiClient,
  url: string,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiStatus>> {
  return client.callPage('timelines.link', { ...options, query: { url, ...paging } });
}

export interface TagTimelineParams extends PageParams {
  any?: readonly string[];
  all?: readonly string[];
  none?: readonly string[];
  local?: boolean;
  only_media?: boolean;
}

export function tag(
  client: ApiClient,
  tagName: string,
  params: TagTimelineParams = {},
  options: CallOptions = {},
): Promise<Page<ApiStatus>> {
  return client.callPage('timelines.tag', { ...options, params: { tag: tagName }, query: { ...params } });
}
