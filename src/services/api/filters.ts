/** Content filters: `filters.*` on the v2 API. */
import type { CallOptions } from './client';
import type { ApiFilter, ApiFilterAction, ApiFilterContext, ApiFilterStatus } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { anyJson, one, titled, withId } from './answers/more-shapes';
import { listOf } from './answers/shapes';

const filter = one('filter', titled);

export interface FilterFields {
  title: string;
  context: readonly ApiFilterContext[];
  filter_action?: ApiFilterAction;
  /** Seconds until the filter expires; absent or null never expires. */
  expires_in?: number | null;
  keywords_attributes?: readonly { id?: string; keyword: string; whole_word?: boolean; _destroy?: boolean }[];
}

export const list = defineCall(
  entry('filters.list', 'GET', '/api/v2/filters', listOf('filter', titled)),
  (call, options: CallOptions = {}): Promise<ApiFilter[]> => call.answer(options),
);

export const create = defineCall(
  entry('filters.create', 'POST', '/api/v2/filters', filter),
  (call, fields: FilterFields, options: CallOptions = {}): Promise<ApiFilter> =>
    call.answer({ ...options, body: { ...fields } }),
);

/** Adds one status to the filter `filterId`. */
export const addStatus = defineCall(
  entry('filters.addStatus', 'POST', '/api/v2/filters/{id}/statuses', one('filtered post', withId)),
  (call, filterId: string, statusId: string, options: CallOptions = {}): Promise<ApiFilterStatus> =>
    call.answer({ ...options, params: { id: filterId }, body: { status_id: statusId } }),
);

/** Changes a filter: its fields, and keywords by id (`_destroy` removes one); `expires_in: null` clears the expiry. */
export const update = defineCall(
  // not a core call: the filter management screens edit and delete filters
  entry('filters.update', 'PUT', '/api/v2/filters/{id}', filter, false),
  (call, id: string, fields: FilterFields, options: CallOptions = {}): Promise<ApiFilter> =>
    call.answer({ ...options, params: { id }, body: { ...fields } }),
);

export const remove = defineCall(
  entry('filters.delete', 'DELETE', '/api/v2/filters/{id}', anyJson, false),
  (call, id: string, options: CallOptions = {}): Promise<Record<string, never>> =>
    call.answer({ ...options, params: { id } }),
);
export { remove as delete };
