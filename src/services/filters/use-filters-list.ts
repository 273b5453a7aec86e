/**
 * The management screens' view of the account's v2 filters: the store's table, and how the data layer's
 * filters resource (filters-data.ts) stands: asked again whenever a screen comes back, failed (a first load or
 * a refresh) with a retry, or in.
 */
import type { Filter } from '../../domain/entities/filter';
import { useAppServices } from '../app-services/app-services';
import { useResource } from '../data/use-data';
import { filtersListData } from './filters-data';
import { useFiltersTable } from './use-filters-table';

export type FiltersLoad = 'loading' | 'failed' | 'ready';

export function useFiltersList(): { filters: ReadonlyMap<string, Filter>; load: FiltersLoad; retry(): void } {
  const { store } = useAppServices();
  const filters = useFiltersTable(store);
  const { status, busy, retry } = useResource(filtersListData, null);
  // a failed first load and a failed refresh (the list still shown) both offer a retry
  const failed = status.kind === 'failed' || (status.kind === 'ready' && status.refreshFailed);
  const load: FiltersLoad = busy ? 'loading' : failed ? 'failed' : 'ready';
  return { filters, load, retry };
}
