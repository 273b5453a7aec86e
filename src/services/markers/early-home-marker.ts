/**
 * The server's home position asked for early, alongside the first page, before the marker and its chart
 * (which arrive after the first posts have painted) exist. Asked once per account (keyed by its entity store)
 * and only when the feed keeps no place of its own: the first load of home is the only one that restores the
 * position. The marker adopts the answer when it is made (home-marker.ts).
 */
import type { Api } from '../api';
import type { EntityStore } from '../store';

const asked = new WeakSet<EntityStore>();
const answers = new WeakMap<EntityStore, Promise<string | null>>();

/** GET v1/markers for home; a failure is no position (the reader starts at the top), never an alert. */
export function askHomeMarker(api: Pick<Api, 'markers'>): Promise<string | null> {
  return Promise.resolve()
    .then(() => api.markers.get(['home']))
    .then(
      (markers) => markers.home?.last_read_id ?? null,
      () => null,
    );
}

export function prefetchHomeMarker(store: EntityStore, api: Pick<Api, 'markers'>, feedKeepsPlace: boolean): void {
  // only home's first opening per account may restore the position
  if (asked.has(store)) return;
  asked.add(store);
  if (!feedKeepsPlace) answers.set(store, askHomeMarker(api));
}

/** The early answer for this account, handed over once. */
export function takeEarlyHomeMarker(store: EntityStore): Promise<string | null> | undefined {
  const answer = answers.get(store);
  answers.delete(store);
  return answer;
}
