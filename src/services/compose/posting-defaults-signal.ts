/**
 * The account's posting defaults changed on the server (the settings screen saved them through
 * update_credentials): the composer of that account, if it is running, takes the new defaults from the answer
 * (compose-runtime.ts) instead of the ones it read when it started. The listeners are a part of the account's
 * scope, as the composer is (dropped when the account is let go). A tiny module of its own, so neither side
 * downloads the other.
 */
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

type Listener = (credentials: unknown) => void;

/** The account's composers following its posting defaults. */
export const POSTING_DEFAULTS_LISTENERS = definePart<Set<Listener>>('posting-defaults-listeners', (listeners) =>
  listeners.clear(),
);

/** Follows the account's posting defaults; returns the way to stop. */
export function onPostingDefaultsChanged(store: EntityStore, listener: Listener): () => void {
  const listeners = store.scope.use(POSTING_DEFAULTS_LISTENERS, () => new Set());
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the account's composer: `credentials` is update_credentials' answer (an account with `source`). */
export function postingDefaultsChanged(store: EntityStore, credentials: unknown): void {
  for (const listener of [...(store.scope.peek(POSTING_DEFAULTS_LISTENERS) ?? [])]) listener(credentials);
}
