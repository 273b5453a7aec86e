/**
 * The accounts of a list of ids that are in the entity store, in order (ids not stored are left out),
 * re-rendering when one of them changes, so a strip of faces never holds empty places.
 */
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Account } from '../../../domain/entities';
import { useEntityStore } from '../../../services/store';

const SEPARATOR = '\u0000';

export function useStoredAccounts(ids: readonly string[]): readonly Account[] {
  const store = useEntityStore();
  // the ids by value: a new array with the same ids keeps the subscription
  const key = ids.join(SEPARATOR);
  const wanted = useMemo(() => (key === '' ? [] : key.split(SEPARATOR)), [key]);
  const last = useRef<readonly Account[]>([]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = wanted.map((id) => store.subscribe('accounts', id, onChange));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [store, wanted],
  );
  const getSnapshot = useCallback(() => {
    const found = wanted.flatMap((id) => {
      const account = store.get('accounts', id);
      return account === undefined ? [] : [account];
    });
    const previous = last.current;
    // the same records give the same array, as useSyncExternalStore requires
    if (previous.length === found.length && previous.every((account, i) => account === found[i])) return previous;
    last.current = found;
    return found;
  }, [store, wanted]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
