/** Direct conversations (spec 7 "Conversations"): `conversations.*`. */
import type { ApiClient, CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiConversation } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/conversations';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export function list(
  client: ApiClient,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiConversation>> {
  return client.callPage('conversations.list', { ...options, query: { ...paging } });
}

export function read(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiConversation> {
  return client.call('conversations.read', { ...options, params: { id } });
}

export function remove(client: ApiClient, id: string, options: CallOptions = {}): Promise<unknown> {
  return client.call('conversations.delete', { ...options, params: { id } });
}
export { remove as delete };
