/**
 * The account's posting defaults changed on the server (the settings screen saved them through
 * update_credentials): the composer of that account, if it is running, takes the new defaults from the answer
 * (compose-runtime.ts) instead of the ones it read when it started. Keyed by the account's API object, as the
 * composers are. A tiny module of its own, so neither side downloads the other.
 */
type Listener = (credentials: unknown) => void;

const listeners = new WeakMap<object, Set<Listener>>();

/** Follows the account's posting defaults; returns the way to stop. */
export function onPostingDefaultsChanged(api: object, listener: Listener): () => void {
  let set = listeners.get(api);
  if (!set) listeners.set(api, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells the account's composer: `credentials` is update_credentials' answer (an account with `source`). */
export function postingDefaultsChanged(api: object, credentials: unknown): void {
  for (const listener of [...(listeners.get(api) ?? [])]) listener(credentials);
}
