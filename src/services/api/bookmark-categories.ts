/** kmyblue bookmark categories (spec 7 "Bookmark categories"): `bookmarkCategories.*`. */
import type { ApiClient, CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiBookmarkCategory, ApiStatus } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/bookmark-categories';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export function list(client: ApiClient, options: CallOptions = {}): Promise<ApiBookmarkCategory[]> {
  return client.call('bookmarkCategories.list', options);
}

export function create(client: ApiClient, title: string, options: CallOptions = {}): Promise<ApiBookmarkCategory> {
  return client.call('bookmarkCategories.create', { ...options, body: { title } });
}

export function get(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiBookmarkCategory> {
  return client.call('bookmarkCategories.get', { ...options, params: { id } });
}

export function update(
  client: ApiClient,
  id: string,
  title: string,
  options: CallOptions = {},
): Promise<ApiBookmarkCategory> {
  return client.call('bookmarkCategories.update', { ...options, params: { id }, body: { title } });
}

export function remove(client: ApiClient, id: string, options: CallOptions = {}): Promise<unknown> {
  return client.call('bookmarkCategories.delete', { ...options, params: { id } });
}
export { remove as delete };

export function statuses(
  client: ApiClient,
  id: string,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiStatus>> {
  return client.callPage('bookmarkCategories.statuses', { ...options, params: { id }, query: { ...paging } });
}

/** Adds statuses to the category (the server also bookmarks them). */
export function addStatuses(
  client: ApiClient,
  id: string,
  statusIds: readonly string[],
  options: CallOptions = {},
): Promise<unknown> {
  return client.call('bookmarkCategories.addStatuses', { ...options, params: { id }, body: { status_ids: statusIds } });
}

export function removeStatuses(
  client: ApiClient,
  id: string,
  statusIds: readonly string[],
  options: CallOptions = {},
): Promise<unknown> {
  return client.call('bookmarkCategories.removeStatuses', {
    ...options,
    params: { id },
    body: { status_ids: statusIds },
  });
}
