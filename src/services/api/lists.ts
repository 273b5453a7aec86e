/** Lists: `lists.*`. */
import type { CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiAccount, ApiList, ApiRepliesPolicy } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { anyJson, one, titled } from './answers/more-shapes';
import { listOf } from './answers/shapes';
import { account } from './answers/status-guards';

const oneList = one('list', titled);

export interface ListFields {
  title?: string;
  replies_policy?: ApiRepliesPolicy;
  exclusive?: boolean;
  // kmyblue
  notify?: boolean;
  favourite?: boolean;
}

export const list = defineCall(
  entry('lists.list', 'GET', '/api/v1/lists', listOf('list', titled)),
  (call, options: CallOptions = {}): Promise<ApiList[]> => call.answer(options),
);

export const create = defineCall(
  entry('lists.create', 'POST', '/api/v1/lists', oneList),
  (call, fields: ListFields & { title: string }, options: CallOptions = {}): Promise<ApiList> =>
    call.answer({ ...options, body: { ...fields } }),
);

export const get = defineCall(
  entry('lists.get', 'GET', '/api/v1/lists/{id}', oneList),
  (call, id: string, options: CallOptions = {}): Promise<ApiList> => call.answer({ ...options, params: { id } }),
);

export const update = defineCall(
  entry('lists.update', 'PUT', '/api/v1/lists/{id}', oneList),
  (call, id: string, fields: ListFields, options: CallOptions = {}): Promise<ApiList> =>
    call.answer({ ...options, params: { id }, body: { ...fields } }),
);

export const remove = defineCall(
  entry('lists.delete', 'DELETE', '/api/v1/lists/{id}', anyJson),
  (call, id: string, options: CallOptions = {}): Promise<unknown> => call.answer({ ...options, params: { id } }),
);
export { remove as delete };

/** Members; limit 0 (the default here) asks for all of them at once. */
export const accounts = defineCall(
  entry('lists.accounts', 'GET', '/api/v1/lists/{id}/accounts', listOf('account', account)),
  (call, id: string, paging: PageParams = { limit: 0 }, options: CallOptions = {}): Promise<Page<ApiAccount>> =>
    call.page({ ...options, params: { id }, query: { ...paging } }),
);

export const addAccounts = defineCall(
  entry('lists.addAccounts', 'POST', '/api/v1/lists/{id}/accounts', anyJson),
  (call, id: string, accountIds: readonly string[], options: CallOptions = {}): Promise<unknown> =>
    call.answer({ ...options, params: { id }, body: { account_ids: accountIds } }),
);

export const removeAccounts = defineCall(
  entry('lists.removeAccounts', 'DELETE', '/api/v1/lists/{id}/accounts', anyJson),
  (call, id: string, accountIds: readonly string[], options: CallOptions = {}): Promise<unknown> =>
    call.answer({ ...options, params: { id }, body: { account_ids: accountIds } }),
);
