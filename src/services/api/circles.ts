/** kmyblue circles: `circles.*`. */
import type { CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiAccount, ApiCircle, ApiStatus } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { anyJson, one, titled } from './answers/more-shapes';
import { listOf } from './answers/shapes';
import { account, posts } from './answers/status-guards';

const circle = one('circle', titled);

export const list = defineCall(
  entry('circles.list', 'GET', '/api/v1/circles', listOf('circle', titled)),
  (call, options: CallOptions = {}): Promise<ApiCircle[]> => call.answer(options),
);

export const create = defineCall(
  entry('circles.create', 'POST', '/api/v1/circles', circle),
  (call, title: string, options: CallOptions = {}): Promise<ApiCircle> => call.answer({ ...options, body: { title } }),
);

export const get = defineCall(
  entry('circles.get', 'GET', '/api/v1/circles/{id}', circle),
  (call, id: string, options: CallOptions = {}): Promise<ApiCircle> => call.answer({ ...options, params: { id } }),
);

export const update = defineCall(
  entry('circles.update', 'PUT', '/api/v1/circles/{id}', circle),
  (call, id: string, title: string, options: CallOptions = {}): Promise<ApiCircle> =>
    call.answer({ ...options, params: { id }, body: { title } }),
);

export const remove = defineCall(
  entry('circles.delete', 'DELETE', '/api/v1/circles/{id}', anyJson),
  (call, id: string, options: CallOptions = {}): Promise<unknown> => call.answer({ ...options, params: { id } }),
);
export { remove as delete };

export const accounts = defineCall(
  entry('circles.accounts', 'GET', '/api/v1/circles/{id}/accounts', listOf('account', account)),
  (call, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiAccount>> =>
    call.page({ ...options, params: { id }, query: { ...paging } }),
);

export const addAccounts = defineCall(
  entry('circles.addAccounts', 'POST', '/api/v1/circles/{id}/accounts', anyJson),
  (call, id: string, accountIds: readonly string[], options: CallOptions = {}): Promise<unknown> =>
    call.answer({ ...options, params: { id }, body: { account_ids: accountIds } }),
);

export const removeAccounts = defineCall(
  entry('circles.removeAccounts', 'DELETE', '/api/v1/circles/{id}/accounts', anyJson),
  (call, id: string, accountIds: readonly string[], options: CallOptions = {}): Promise<unknown> =>
    call.answer({ ...options, params: { id }, body: { account_ids: accountIds } }),
);

export const statuses = defineCall(
  entry('circles.statuses', 'GET', '/api/v1/circles/{id}/statuses', posts),
  (call, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    call.page({ ...options, params: { id }, query: { ...paging } }),
);
