/**
 * The v2 filter calls the management screens and the FILTER modal make (src/services/api/filters.ts):
 * list, create, update (PUT v2/filters/{id}), remove (DELETE v2/filters/{id}) and addStatus.
 */
import type { Api } from '../api';
import type { ApiFilter, ApiFilterAction, ApiFilterContext, ApiFilterStatus } from '../../domain/entities/api-types';

export interface FilterKeywordAttribute {
  /** an existing keyword (edit, or destroy with `_destroy`) */
  id?: string;
  keyword: string;
  whole_word: boolean;
  _destroy?: boolean;
}

export interface FilterWriteFields {
  title: string;
  context: readonly ApiFilterContext[];
  filter_action: ApiFilterAction;
  /** seconds from now; null never expires; absent keeps the current expiry (update only) */
  expires_in?: number | null;
  keywords_attributes?: readonly FilterKeywordAttribute[];
}

export interface FilterCalls {
  list(): Promise<ApiFilter[]>;
  create(fields: FilterWriteFields): Promise<ApiFilter>;
  update(id: string, fields: FilterWriteFields): Promise<ApiFilter>;
  remove(id: string): Promise<unknown>;
  addStatus(filterId: string, statusId: string): Promise<ApiFilterStatus>;
}

export function filterCalls(api: Api): FilterCalls {
  return {
    list: () => api.filters.list(),
    create: (fields) => api.filters.create(fields),
    update: (id, fields) => api.filters.update(id, fields),
    remove: (id) => api.filters.delete(id),
    addStatus: (filterId, statusId) => api.filters.addStatus(filterId, statusId),
  };
}
