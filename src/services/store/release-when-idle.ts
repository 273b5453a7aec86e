/**
 * Starts letting go of what no live thing holds in an account's store (store-release.ts, a chunk of its own that
 * downloads after the first screen) and returns how to stop it (the account is forgotten).
 */
import { afterFirstScreen } from '../after-paint';
import type { EntityStore } from './entity-store';

export function releaseWhenIdle(store: EntityStore): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void afterFirstScreen()
    .then(() => import('./store-release'))
    .then((release) => {
      if (!stopped) stop = release.startStoreRelease(store, { schedule: release.idleReleaseScheduler }).stop;
    });
  return () => {
    stopped = true;
    stop?.();
  };
}
