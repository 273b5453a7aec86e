/** Content filters (spec 7 "Filters"): `filters.*` on the v2 API. */
import type { ApiClient, CallOptions } from './client';
import type { ApiFilter, ApiFilterAction, ApiFilterContext, ApiFilterStatus } from '../entities/api-types';

export interface FilterFields {
  title: string;
  context: readonly ApiFilterContext[];
  filter_action?: ApiFilterAction;
  /** Seconds until the filter expires; absent or null never expires. */
  expires_in?: number | null;
  keywords_attributes?: readonly { keyword: string; whole_word?: boolean }[];
}

export function list(client: ApiClient, options: CallOptions = {}): Promise<ApiFilter[]> {
  return client.call('filters.list', options);
}

export function create(client: ApiClient, fields: FilterFields, options: CallOptions = {}): Promise<ApiFilter> {
  return client.call('filters.create', { ...options, body: { ...fields } });
}

/** Adds one status to the filter `filterId`. */
export function addStatus(client: ApiClient, filterId: string, statusId: string, options: CallOptions = {}): Promise<ApiFilterStatus> {
  return client.call('filters.addStatus', { ...options, params: { id: filterId }, body: { status_id: statusId } });
}
