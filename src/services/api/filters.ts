/** Content filters (spec 7 "Filters"): `filters.*` on the v2 API. */
import type { ApiClient, CallOptions } from './client';
import type { ApiFilter, ApiFilterAction, ApiFilterContext, ApiFilterStatus } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/filters';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export interface FilterFields {
  title: string;
  context: readonly ApiFilterContext[];
  filter_action?: ApiFilterAction;
  /** Seconds until the filter expires; absent or null never expires. */
  expires_in?: number | null;
  keywords_attributes?: readonly { id?: string; keyword: string; whole_word?: boolean; _destroy?: boolean }[];
}

export function list(client: ApiClient, options: CallOptions = {}): Promise<ApiFilter[]> {
  return client.call('filters.list', options);
}

export function create(client: ApiClient, fields: FilterFields, options: CallOptions = {}): Promise<ApiFilter> {
  return client.call('filters.create', { ...options, body: { ...fields } });
}

/** Adds one status to the filter `filterId`. */
export function addStatus(
  client: ApiClient,
  filterId: string,
  statusId: string,
  options: CallOptions = {},
): Promise<ApiFilterStatus> {
  return client.call('filters.addStatus', { ...options, params: { id: filterId }, body: { status_id: statusId } });
}

/** Changes a filter: its fields, and keywords by id (`_destroy` removes one); `expires_in: null` clears the expiry. */
export function update(
  client: ApiClient,
  id: string,
  fields: FilterFields,
  options: CallOptions = {},
): Promise<ApiFilter> {
  return client.call('filters.update', { ...options, params: { id }, body: { ...fields } });
}

export function remove(client: ApiClient, id: string, options: CallOptions = {}): Promise<Record<string, never>> {
  return client.call('filters.delete', { ...options, params: { id } });
}
export { remove as delete };
