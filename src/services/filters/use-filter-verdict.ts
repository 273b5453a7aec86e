/**
 * A post's filter verdict in a context, for the views: the shown post (for a boost, the boosted one) checked against
 * its server results and the store's filters. Re-computed when the post or the filters change.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAppServices } from '../app-services/app-services';
import type { Status } from '../../domain/entities/status';
import type { EntityStore } from '../store';
import { useFilterClock } from './filter-clock';
import { ensureFiltersLoadedAfterPaint } from './filters-loader';
import { NOT_FILTERED, type FilterVerdict } from './filter-rules';
import { useFiltersComplete, useFiltersTable } from './use-filters-table';
import { cachedFilterVerdict } from './verdict-cache';

function useStoredStatus(store: EntityStore, id: string | null): Status | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => (id === null ? () => {} : store.subscribe('statuses', id, onChange)),
    [store, id],
  );
  const read = useCallback(() => (id === null ? undefined : store.get('statuses', id)), [store, id]);
  return useSyncExternalStore(subscribe, read, read);
}

export function useFilterVerdict(statusId: string, contextType: string): FilterVerdict {
  const { api, store, me } = useAppServices();
  const wrapper = useStoredStatus(store, statusId);
  const reblog = useStoredStatus(store, wrapper?.reblogId ?? null);
  const shown = wrapper?.reblogId == null ? wrapper : (reblog ?? wrapper);
  const filters = useFiltersTable(store);
  const complete = useFiltersComplete(store);
  const now = useFilterClock(store);

  useEffect(() => {
    if (me !== null) ensureFiltersLoadedAfterPaint(api, store);
  }, [api, store, me]);

  return useMemo(
    () =>
      shown === undefined
        ? NOT_FILTERED
        : cachedFilterVerdict(shown, { me, contextType, now, filters, filtersComplete: complete }),
    [shown, me, contextType, filters, complete, now],
  );
}
