/** Lists: the `lists.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { anyJson, one, titled } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';
import { account } from '../answers/status-guards';

const list = one('list', titled);

export const calls: readonly CallSpec[] = [
  c('lists.list', 'GET', '/api/v1/lists', listOf('list', titled)),
  c('lists.create', 'POST', '/api/v1/lists', list),
  c('lists.get', 'GET', '/api/v1/lists/{id}', list),
  c('lists.update', 'PUT', '/api/v1/lists/{id}', list),
  c('lists.delete', 'DELETE', '/api/v1/lists/{id}', anyJson),
  c('lists.accounts', 'GET', '/api/v1/lists/{id}/accounts', listOf('account', account)),
  c('lists.addAccounts', 'POST', '/api/v1/lists/{id}/accounts', anyJson),
  c('lists.removeAccounts', 'DELETE', '/api/v1/lists/{id}/accounts', anyJson),
];
