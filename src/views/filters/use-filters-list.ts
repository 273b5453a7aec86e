/** The management screens' view of the account's v2 filters: loads them fresh on mount, with a retry. */
import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { loadFilters } from '../../services/filters/filters-loader';
import { useFiltersTable } from '../../services/filters/use-filters-table';
import type { Filter } from '../../services/entities/filter';

export type FiltersLoad = 'loading' | 'failed' | 'ready';

export function useFiltersList(): { filters: ReadonlyMap<string, Filter>; load: FiltersLoad; retry(): void } {
  const { api, store } = useAppServices();
  const filters = useFiltersTable(store);
  const [load, setLoad] = useState<FiltersLoad>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad('loading');
    loadFilters(api, store).then(
      () => { if (live) setLoad('ready'); },
      // spec 8: filter fetch errors skip the alert; the screen says it and offers a retry
      () => { if (live) setLoad('failed'); },
    );
    return () => { live = false; };
  }, [api, store, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { filters, load, retry };
}
