/** kmyblue bookmark categories: `bookmarkCategories.*`. */
import type { CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiBookmarkCategory, ApiStatus } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { anyJson, one, titled } from './answers/more-shapes';
import { listOf } from './answers/shapes';
import { posts } from './answers/status-guards';

const category = one('bookmark category', titled);

export const list = defineCall(
  entry('bookmarkCategories.list', 'GET', '/api/v1/bookmark_categories', listOf('bookmark category', titled)),
  (call, options: CallOptions = {}): Promise<ApiBookmarkCategory[]> => call.answer(options),
);

export const create = defineCall(
  entry('bookmarkCategories.create', 'POST', '/api/v1/bookmark_categories', category),
  (call, title: string, options: CallOptions = {}): Promise<ApiBookmarkCategory> =>
    call.answer({ ...options, body: { title } }),
);

export const get = defineCall(
  entry('bookmarkCategories.get', 'GET', '/api/v1/bookmark_categories/{id}', category),
  (call, id: string, options: CallOptions = {}): Promise<ApiBookmarkCategory> =>
    call.answer({ ...options, params: { id } }),
);

export const update = defineCall(
  entry('bookmarkCategories.update', 'PUT', '/api/v1/bookmark_categories/{id}', category),
  (call, id: string, title: string, options: CallOptions = {}): Promise<ApiBookmarkCategory> =>
    call.answer({ ...options, params: { id }, body: { title } }),
);

export const remove = defineCall(
  entry('bookmarkCategories.delete', 'DELETE', '/api/v1/bookmark_categories/{id}', anyJson),
  (call, id: string, options: CallOptions = {}): Promise<unknown> => call.answer({ ...options, params: { id } }),
);
export { remove as delete };

export const statuses = defineCall(
  entry('bookmarkCategories.statuses', 'GET', '/api/v1/bookmark_categories/{id}/statuses', posts),
  (call, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    call.page({ ...options, params: { id }, query: { ...paging } }),
);

/** Adds statuses to the category (the server also bookmarks them). */
export const addStatuses = defineCall(
  entry('bookmarkCategories.addStatuses', 'POST', '/api/v1/bookmark_categories/{id}/statuses', anyJson),
  (call, id: string, statusIds: readonly string[], options: CallOptions = {}): Promise<unknown> =>
    call.answer({ ...options, params: { id }, body: { status_ids: statusIds } }),
);

export const removeStatuses = defineCall(
  entry('bookmarkCategories.removeStatuses', 'DELETE', '/api/v1/bookmark_categories/{id}/statuses', anyJson),
  (call, id: string, statusIds: readonly string[], options: CallOptions = {}): Promise<unknown> =>
    call.answer({
      ...options,
      params: { id },
      body: { status_ids: statusIds },
    }),
);
