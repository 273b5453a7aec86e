/** Lists: the `lists.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('lists.list', 'GET', '/api/v1/lists'),
  c('lists.create', 'POST', '/api/v1/lists'),
  c('lists.get', 'GET', '/api/v1/lists/{id}'),
  c('lists.update', 'PUT', '/api/v1/lists/{id}'),
  c('lists.delete', 'DELETE', '/api/v1/lists/{id}'),
  c('lists.accounts', 'GET', '/api/v1/lists/{id}/accounts'),
  c('lists.addAccounts', 'POST', '/api/v1/lists/{id}/accounts'),
  c('lists.removeAccounts', 'DELETE', '/api/v1/lists/{id}/accounts'),
];
