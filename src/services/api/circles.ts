/** kmyblue circles (spec 7 "Circles"): `circles.*`. */
import type { ApiClient, CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiAccount, ApiCircle, ApiStatus } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/circles';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export function list(client: ApiClient, options: CallOptions = {}): Promise<ApiCircle[]> {
  return client.call('circles.list', options);
}

export function create(client: ApiClient, title: string, options: CallOptions = {}): Promise<ApiCircle> {
  return client.call('circles.create', { ...options, body: { title } });
}

export function get(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiCircle> {
  return client.call('circles.get', { ...options, params: { id } });
}

export function update(client: ApiClient, id: string, title: string, options: CallOptions = {}): Promise<ApiCircle> {
  return client.call('circles.update', { ...options, params: { id }, body: { title } });
}

export function remove(client: ApiClient, id: string, options: CallOptions = {}): Promise<unknown> {
  return client.call('circles.delete', { ...options, params: { id } });
}
export { remove as delete };

export function accounts(
  client: ApiClient,
  id: string,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiAccount>> {
  return client.callPage('circles.accounts', { ...options, params: { id }, query: { ...paging } });
}

export function addAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
  options: CallOptions = {},
): Promise<unknown> {
  return client.call('circles.addAccounts', { ...options, params: { id }, body: { account_ids: accountIds } });
}

export function removeAccounts(
  client: ApiClient,
  id: string,
  accountIds: readonly string[],
  options: CallOptions = {},
): Promise<unknown> {
  return client.call('circles.removeAccounts', { ...options, params: { id }, body: { account_ids: accountIds } });
}

export function statuses(
  client: ApiClient,
  id: string,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiStatus>> {
  return client.callPage('circles.statuses', { ...options, params: { id }, query: { ...paging } });
}
