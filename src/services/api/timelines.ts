/** Timelines: `timelines.*`, paged by max_id / since_id and the Link header. */
import type { CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiStatus } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { posts } from './answers/status-guards';

export const home = defineCall(
  entry('timelines.home', 'GET', '/api/v1/timelines/home', posts),
  (call, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    call.page({ ...options, query: { ...paging } }),
);

export interface PublicTimelineParams extends PageParams {
  local?: boolean;
  remote?: boolean;
  only_media?: boolean;
}

export const publicTimeline = defineCall(
  entry('timelines.public', 'GET', '/api/v1/timelines/public', posts),
  (call, params: PublicTimelineParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    call.page({ ...options, query: { ...params } }),
);
export { publicTimeline as public };

export const list = defineCall(
  entry('timelines.list', 'GET', '/api/v1/timelines/list/{id}', posts),
  (call, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    call.page({ ...options, params: { id }, query: { ...paging } }),
);

export const antenna = defineCall(
  entry('timelines.antenna', 'GET', '/api/v1/timelines/antenna/{id}', posts),
  (call, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    call.page({ ...options, params: { id }, query: { ...paging } }),
);

/** Posts sharing a link (trending link timeline). */
export const link = defineCall(
  entry('timelines.link', 'GET', '/api/v1/timelines/link', posts),
  (call, url: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    call.page({ ...options, query: { url, ...paging } }),
);

export interface TagTimelineParams extends PageParams {
  any?: readonly string[];
  all?: readonly string[];
  none?: readonly string[];
  local?: boolean;
  only_media?: boolean;
}

export const tag = defineCall(
  entry('timelines.tag', 'GET', '/api/v1/timelines/tag/{tag}', posts),
  (call, tagName: string, params: TagTimelineParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    call.page({ ...options, params: { tag: tagName }, query: { ...params } }),
);
