/**
 * The outcomes of one account's calls, as they come: the server answered (whatever the status) or could not be
 * reached at all. The API client tells it; the account's connectivity chart listens (connectivity.ts).
 */
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

export interface ReachSignal {
  tell(reached: boolean): void;
  /** returns the way to stop listening */
  listen(listener: (reached: boolean) => void): () => void;
}

export function createReachSignal(): ReachSignal {
  const listeners = new Set<(reached: boolean) => void>();
  return {
    tell(reached) {
      for (const listener of [...listeners]) listener(reached);
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const REACH = definePart<ReachSignal>('reach-signal');

/** Hands the account's signal (the one its API client tells) to its scope. */
export function keepReachSignal(store: EntityStore, signal: ReachSignal): void {
  store.scope.use(REACH, () => signal);
}

/** The account's signal; one that never tells anything when its API was made without one (tests). */
export function reachSignalOf(store: EntityStore): ReachSignal {
  return store.scope.use(REACH, createReachSignal);
}
