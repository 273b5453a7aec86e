/** The store's v2 filters and whether they are the complete list, as React state (small, on the first path). */
import { useCallback, useSyncExternalStore } from 'react';
import type { Filter } from '../../domain/entities/filter';
import type { EntityStore } from '../store';
import { filtersComplete, subscribeFiltersComplete } from './filters-loader';

export function useFiltersTable(store: EntityStore): ReadonlyMap<string, Filter> {
  const subscribe = useCallback((onChange: () => void) => store.subscribeTable('filters', onChange), [store]);
  const read = useCallback(() => store.getTable('filters'), [store]);
  return useSyncExternalStore(subscribe, read, read);
}

export function useFiltersComplete(store: EntityStore): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeFiltersComplete(store, onChange), [store]);
  const read = useCallback(() => filtersComplete(store), [store]);
  return useSyncExternalStore(subscribe, read, read);
}
