/**
 * Signals between the parts of the notifications feature of one account (one entity store): a follow request
 * was authorised or rejected, so its notification leaves the list at once. The notifications runtime listens;
 * whoever settles a request (the notification row, the follow requests screen) says so.
 */
import type { EntityStore } from '../store';

type Listener = (accountId: string) => void;

const listenersOf = new WeakMap<EntityStore, Set<Listener>>();

/** Listens for settled follow requests of this account's store; returns the way to stop. */
export function onFollowRequestSettled(store: EntityStore, listener: Listener): () => void {
  let set = listenersOf.get(store);
  if (!set) listenersOf.set(store, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Says that the follow request of `accountId` was authorised or rejected. */
export function followRequestSettled(store: EntityStore, accountId: string): void {
  for (const listener of listenersOf.get(store) ?? []) listener(accountId);
}
