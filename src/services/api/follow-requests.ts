/** Follow requests (spec 7 "Accounts"): `followRequests.*` catalogue entries. */
import type { ApiClient, CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiAccount, ApiRelationship } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/follow-requests';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export function list(client: ApiClient, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiAccount>> {
  return client.callPage('followRequests.list', { ...options, query: { ...paging } });
}

export function authorize(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiRelationship> {
  return client.call('followRequests.authorize', { ...options, params: { id } });
}

export function reject(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiRelationship> {
  return client.call('followRequests.reject', { ...options, params: { id } });
}
