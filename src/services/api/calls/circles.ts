/** Circles: the `circles.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('circles.list', 'GET', '/api/v1/circles'),
  c('circles.create', 'POST', '/api/v1/circles'),
  c('circles.get', 'GET', '/api/v1/circles/{id}'),
  c('circles.update', 'PUT', '/api/v1/circles/{id}'),
  c('circles.delete', 'DELETE', '/api/v1/circles/{id}'),
  c('circles.accounts', 'GET', '/api/v1/circles/{id}/accounts'),
  c('circles.addAccounts', 'POST', '/api/v1/circles/{id}/accounts'),
  c('circles.removeAccounts', 'DELETE', '/api/v1/circles/{id}/accounts'),
  c('circles.statuses', 'GET', '/api/v1/circles/{id}/statuses'),
];
