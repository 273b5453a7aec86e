/** Filters: the `filters.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { anyJson, one, titled, withId } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';

const filter = one('filter', titled);

export const calls: readonly CallSpec[] = [
  c('filters.list', 'GET', '/api/v2/filters', listOf('filter', titled)),
  c('filters.create', 'POST', '/api/v2/filters', filter),
  c('filters.addStatus', 'POST', '/api/v2/filters/{id}/statuses', one('filtered post', withId)),
  // not in spec 7: the filter management screens of issue 4 edit and delete filters
  c('filters.update', 'PUT', '/api/v2/filters/{id}', filter, false),
  c('filters.delete', 'DELETE', '/api/v2/filters/{id}', anyJson, false),
];
