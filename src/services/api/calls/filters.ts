/** Filters: the `filters.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('filters.list', 'GET', '/api/v2/filters'),
  c('filters.create', 'POST', '/api/v2/filters'),
  c('filters.addStatus', 'POST', '/api/v2/filters/{id}/statuses'),
  // not in spec 7: the filter management screens of issue 4 edit and delete filters
  c('filters.update', 'PUT', '/api/v2/filters/{id}', false),
  c('filters.delete', 'DELETE', '/api/v2/filters/{id}', false),
];
