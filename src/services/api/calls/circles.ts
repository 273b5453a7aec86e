/** Circles: the `circles.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { anyJson, one, titled } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';
import { account, posts } from '../answers/status-guards';

const circle = one('circle', titled);

export const calls: readonly CallSpec[] = [
  c('circles.list', 'GET', '/api/v1/circles', listOf('circle', titled)),
  c('circles.create', 'POST', '/api/v1/circles', circle),
  c('circles.get', 'GET', '/api/v1/circles/{id}', circle),
  c('circles.update', 'PUT', '/api/v1/circles/{id}', circle),
  c('circles.delete', 'DELETE', '/api/v1/circles/{id}', anyJson),
  c('circles.accounts', 'GET', '/api/v1/circles/{id}/accounts', listOf('account', account)),
  c('circles.addAccounts', 'POST', '/api/v1/circles/{id}/accounts', anyJson),
  c('circles.removeAccounts', 'DELETE', '/api/v1/circles/{id}/accounts', anyJson),
  c('circles.statuses', 'GET', '/api/v1/circles/{id}/statuses', posts),
];
