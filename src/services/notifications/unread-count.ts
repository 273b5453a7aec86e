/**
 * The account's count of unread notification groups, for the navigation, the deck column and the page title.
 * Kept apart from the notifications runtime (which sets it once it runs, after the first posts have painted) so
 * the navigation reads it without downloading that runtime.
 */
import { useSyncExternalStore } from 'react';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

interface Counter {
  value: number;
  listeners: Set<() => void>;
}

/** The account's counter, a part of its scope. */
const UNREAD = definePart<Counter>('unread-notifications', (counter) => counter.listeners.clear());

const counterOf = (store: EntityStore): Counter => store.scope.use(UNREAD, () => ({ value: 0, listeners: new Set() }));

export function setUnreadNotifications(store: EntityStore, value: number): void {
  // a count arriving for an account let go is nobody's
  if (store.scope.disposed) return;
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
