/**
 * Signals between the parts of the notifications feature of one account (one entity store): a follow request
 * was authorised or rejected, so its notification leaves the list at once. The notifications runtime listens;
 * whoever settles a request (the notification row, the follow requests screen) says so.
 */
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

type Listener = (accountId: string) => void;

/** The account's listeners, a part of its scope (forgotten with it). */
const SETTLED_LISTENERS = definePart<Set<Listener>>('follow-request-signals', (listeners) => listeners.clear());

/** Listens for settled follow requests of this account's store; returns the way to stop. */
export function onFollowRequestSettled(store: EntityStore, listener: Listener): () => void {
  const listeners = store.scope.use(SETTLED_LISTENERS, () => new Set());
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Says that the follow request of `accountId` was authorised or rejected. */
export function followRequestSettled(store: EntityStore, accountId: string): void {
  for (const listener of [...(store.scope.peek(SETTLED_LISTENERS) ?? [])]) listener(accountId);
}
