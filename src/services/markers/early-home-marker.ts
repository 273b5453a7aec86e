/**
 * The server's home position asked for early, alongside the first page, before the marker and its chart
 * (which arrive after the first posts have painted) exist. Asked once per account (a part of its scope) and only
 * when the feed keeps no place of its own: the first load of home is the only one that restores the position. The
 * marker adopts the answer when it is made (home-marker.ts).
 */
import type { Api } from '../api';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

interface EarlyHomeMarker {
  /** the answer, until the marker takes it (undefined: not asked, or taken) */
  answer?: Promise<string | null>;
}

/** The account's early ask: made (asked or not) on home's first opening, so it is never asked again. */
export const EARLY_HOME_MARKER = definePart<EarlyHomeMarker>('early-home-marker');

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
  if (store.scope.peek(EARLY_HOME_MARKER) !== undefined) return;
  store.scope.use(EARLY_HOME_MARKER, () => (feedKeepsPlace ? {} : { answer: askHomeMarker(api) }));
}

/** The early answer for this account, handed over once. */
export function takeEarlyHomeMarker(store: EntityStore): Promise<string | null> | undefined {
  const early = store.scope.peek(EARLY_HOME_MARKER);
  const answer = early?.answer;
  if (early) delete early.answer;
  return answer;
}
