/** Bookmark categories: the `bookmarkCategories.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { anyJson, one, titled } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';
import { posts } from '../answers/status-guards';

const category = one('bookmark category', titled);

export const calls: readonly CallSpec[] = [
  c('bookmarkCategories.list', 'GET', '/api/v1/bookmark_categories', listOf('bookmark category', titled)),
  c('bookmarkCategories.create', 'POST', '/api/v1/bookmark_categories', category),
  c('bookmarkCategories.get', 'GET', '/api/v1/bookmark_categories/{id}', category),
  c('bookmarkCategories.update', 'PUT', '/api/v1/bookmark_categories/{id}', category),
  c('bookmarkCategories.delete', 'DELETE', '/api/v1/bookmark_categories/{id}', anyJson),
  c('bookmarkCategories.statuses', 'GET', '/api/v1/bookmark_categories/{id}/statuses', posts),
  c('bookmarkCategories.addStatuses', 'POST', '/api/v1/bookmark_categories/{id}/statuses', anyJson),
  c('bookmarkCategories.removeStatuses', 'DELETE', '/api/v1/bookmark_categories/{id}/statuses', anyJson),
];
