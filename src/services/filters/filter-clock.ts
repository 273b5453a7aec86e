/**
 * The time filters are judged at. A filter stops applying once its expiry has passed, so verdicts change at
 * those moments and at no others: the clock reads the time when the filters table changes, and again when
 * the soonest future expiry passes (one timer per account, while someone listens). Between those moments
 * every verdict uses the same time, so memoised verdicts stay valid. The clock is a part of the account's scope:
 * its timer and table listener stop with the account.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  stop?: () => void;
}

const CLOCK = definePart<Clock>('filter-clock', (clock) => {
  clock.listeners.clear();
  clock.stop?.();
  clock.stop = undefined;
});

const clockOf = (store: EntityStore): Clock =>
  store.scope.use(CLOCK, () => ({ now: Date.now(), listeners: new Set() }));

/** Starts the clock's table listener and expiry timer; returns what stops both. */
function run(store: EntityStore, clock: Clock): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    clock.now = Date.now();
    clearTimeout(timer);
    let soonest = Infinity;
    for (const { expires_at } of store.getTable('filters').values()) {
      const at = expires_at === null ? NaN : Date.parse(expires_at);
      if (at > clock.now && at < soonest) soonest = at;
    }
    // setTimeout's longest delay; a later expiry re-arms when it fires
    if (soonest < Infinity) timer = setTimeout(tick, Math.min(soonest - clock.now + 1, 2 ** 31 - 1));
    for (const listener of clock.listeners) listener();
  };
  const unsubscribe = store.subscribeTable('filters', tick);
  tick();
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

export function subscribeFilterClock(store: EntityStore, listener: () => void): () => void {
  const clock = clockOf(store);
  clock.listeners.add(listener);
  clock.stop ??= run(store, clock);
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size > 0) return;
    clock.stop?.();
    clock.stop = undefined;
  };
}

export const filterClockNow = (store: EntityStore): number => clockOf(store).now;

/** The time this store's filters are judged at (see above). */
export function useFilterClock(store: EntityStore): number {
  const subscribe = useCallback((onChange: () => void) => subscribeFilterClock(store, onChange), [store]);
  const read = useCallback(() => filterClockNow(store), [store]);
  return useSyncExternalStore(subscribe, read, read);
}
