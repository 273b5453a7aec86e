/** Lists (spec 7 "Lists"): `lists.*`. */
import type { ApiClient, CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiAccount, ApiList, ApiRepliesPolicy } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/lists';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export interface ListFields {
  title?: string;
  replies_policy?: ApiRepliesPolicy;
  exclusive?: boolean;
  // kmyblue
  notify?: boolean;
  favourite?: boolean;
}

export function list(client: ApiClient, options: CallOptions = {}): Promise<ApiList[]> {
  return client.call('lists.list', options);
}

export function create(
  client: ApiClient,
  fields: ListFields & { title: string },
  options: CallOptions = {},
): Promise<ApiList> {
  return client.call('lists.create', { ...options, body: { ...fields } });
}

export function get(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiList> {
  return client.call('lists.get', { ...options, params: { id } });
}

export function update(client: ApiClient, id: string, fields: ListFields, options: CallOptions = {}): Promise<ApiList> {
  return client.call('lists.update', { ...options, params: { id }, body: { ...fields } });
}

export function remove(client: ApiClient, id: string, options: CallOptions = {}): Promise<unknown> {
  return client.call('lists.delete', { ...options, params: { id } });
}
export { remove as delete };

/** Members; limit 0 (the default here) asks for all of them at once. */
export function accounts(
  client: ApiClient,
  id: string,
  paging: PageParams = { limit: 0 },
  options: CallOptions = {},
): Promise<Page<ApiAccount>> {
  return client.callPage('lists.accounts', { ...options, params: { id }, query: { ...paging } });
}

export function addAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
  options: CallOptions = {},
): Promise<unknown> {
  return client.call('lists.addAccounts', { ...options, params: { id }, body: { account_ids: accountIds } });
}

export function removeAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
  options: CallOptions = {},
): Promise<unknown> {
  return client.call('lists.removeAccounts', { ...options, params: { id }, body: { account_ids: accountIds } });
}
