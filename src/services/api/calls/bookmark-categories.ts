/** Bookmark categories: the `bookmarkCategories.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('bookmarkCategories.list', 'GET', '/api/v1/bookmark_categories'),
  c('bookmarkCategories.create', 'POST', '/api/v1/bookmark_categories'),
  c('bookmarkCategories.get', 'GET', '/api/v1/bookmark_categories/{id}'),
  c('bookmarkCategories.update', 'PUT', '/api/v1/bookmark_categories/{id}'),
  c('bookmarkCategories.delete', 'DELETE', '/api/v1/bookmark_categories/{id}'),
  c('bookmarkCategories.statuses', 'GET', '/api/v1/bookmark_categories/{id}/statuses'),
  c('bookmarkCategories.addStatuses', 'POST', '/api/v1/bookmark_categories/{id}/statuses'),
  c('bookmarkCategories.removeStatuses', 'DELETE', '/api/v1/bookmark_categories/{id}/statuses'),
];
