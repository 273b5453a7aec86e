/**
 * A whole small table of the store (lists, filters, antennas...) for a view. Apart from use-entity.ts: only
 * screens that load after the first one read whole tables.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { EntityTables, TableName } from './tables';
import { useEntityStore } from './use-entity';

/** The whole table as a read-only Map, re-rendering on any change in it (for small tables: lists, filters...). */
export function useTable<T extends TableName>(table: T): ReadonlyMap<string, EntityTables[T]> {
  const store = useEntityStore();
  const subscribe = useCallback((onChange: () => void) => store.subscribeTable(table, onChange), [store, table]);
  const getSnapshot = useCallback(() => store.getTable(table), [store, table]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
