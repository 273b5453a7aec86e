/**
 * The account's count of unread notification groups, for the navigation, the deck column and the page title.
 * Kept apart from the notifications runtime (which sets it once it runs, after the first posts have painted) so
 * the navigation reads it without downloading that runtime.
 */
import { useSyncExternalStore } from 'react';
import type { EntityStore } from '../store';

const counters = new WeakMap<EntityStore, { value: number; listeners: Set<() => void> }>();

function counterOf(store: EntityStore) {
  let counter = counters.get(store);
  if (!counter) counters.set(store, (counter = { value: 0, listeners: new Set() }));
  return counter;
}

export function setUnreadNotifications(store: EntityStore, value: number): void {
  const counter = counterOf(store);
  counter.value = value;
  counter.listeners.forEach((listener) => listener());
}

export function useUnreadNotifications(store: EntityStore): number {
  const counter = counterOf(store);
  return useSyncExternalStore(
    (listener) => {
      counter.listeners.add(listener);
      return () => counter.listeners.delete(listener);
    },
    () => counter.value,
  );
}
