/**
 * The management screens' view of the account's v2 filters: the store's table, and how the data layer's
 * filters resource (src/services/filters/filters-data.ts) stands: asked again whenever a screen comes back,
 * failed (a first load or a refresh) with a retry, or in.
 */
import { useCallback } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { useResource } from '../../services/data/use-data';
import { filtersListData } from '../../services/filters/filters-data';
import { useFiltersTable } from '../../services/filters/use-filters-table';
import type { Filter } from '../../domain/entities/filter';

export type FiltersLoad = 'loading' | 'failed' | 'ready';

export function useFiltersList(): { filters: ReadonlyMap<string, Filter>; load: FiltersLoad; retry(): void } {
  const { store } = useAppServices();
  const filters = useFiltersTable(store);
  const { snapshot, send } = useResource(filtersListData, null);
  // a failed first load and a failed refresh (the list still shown) both offer a retry
  const load: FiltersLoad = snapshot.hasTag('busy')
    ? 'loading'
    : snapshot.hasTag('failed') || snapshot.hasTag('refreshFailed')
      ? 'failed'
      : 'ready';
  const retry = useCallback(() => send({ type: 'RETRY' }), [send]);
  return { filters, load, retry };
}
