/**
 * The time filters are judged at. A filter stops applying once its expiry has passed, so the verdicts of a
 * screen change at those moments and at no others: the clock reads the time when the filters table
 * changes, and again when the soonest future expiry passes (one timer per store, only while someone
 * listens). Between those moments every verdict uses the same time, so memoised verdicts stay valid.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { EntityStore } from '../store';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setTimeout> | null;
  unsubscribeTable: (() => void) | null;
}

/** setTimeout's longest delay; a later expiry re-arms when it fires */
const LONGEST_DELAY_MS = 2_147_483_647;

const clocks = new WeakMap<EntityStore, Clock>();

function clockOf(store: EntityStore): Clock {
  let clock = clocks.get(store);
  if (clock === undefined) {
    clock = { now: Date.now(), listeners: new Set(), timer: null, unsubscribeTable: null };
    clocks.set(store, clock);
  }
  return clock;
}

function soonestExpiry(store: EntityStore, after: number): number | null {
  let soonest: number | null = null;
  for (const filter of store.getTable('filters').values()) {
    const at = filter.expires_at === null ? NaN : Date.parse(filter.expires_at);
    if (Number.isFinite(at) && at > after && (soonest === null || at < soonest)) soonest = at;
  }
  return soonest;
}

function tick(store: EntityStore, clock: Clock): void {
  clock.now = Date.now();
  if (clock.timer !== null) clearTimeout(clock.timer);
  clock.timer = null;
  const next = soonestExpiry(store, clock.now);
  if (next !== null && clock.listeners.size > 0) {
    clock.timer = setTimeout(() => tick(store, clock), Math.min(next - clock.now + 1, LONGEST_DELAY_MS));
  }
  for (const listener of clock.listeners) listener();
}

export function subscribeFilterClock(store: EntityStore, listener: () => void): () => void {
  const clock = clockOf(store);
  clock.listeners.add(listener);
  if (clock.unsubscribeTable === null) {
    clock.unsubscribeTable = store.subscribeTable('filters', () => tick(store, clock));
    tick(store, clock);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size > 0) return;
    clock.unsubscribeTable?.();
    clock.unsubscribeTable = null;
    if (clock.timer !== null) clearTimeout(clock.timer);
    clock.timer = null;
  };
}

export function filterClockNow(store: EntityStore): number {
  return clockOf(store).now;
}

/** The time this store's filters are judged at (see above). */
export function useFilterClock(store: EntityStore): number {
  const subscribe = useCallback((onChange: () => void) => subscribeFilterClock(store, onChange), [store]);
  const read = useCallback(() => filterClockNow(store), [store]);
  return useSyncExternalStore(subscribe, read, read);
}
