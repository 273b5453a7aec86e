/**
 * A timeline's rows saved on an earlier visit, for its first paint: the saved posts (the server's JSON as it came)
 * go through the same checks and importers as a fresh page, so a saved post that is not readable is left out as a
 * malformed one from the server would be. A timeline with nothing saved answers at once, without touching storage.
 */
import type { TimelineCachedPage } from '../../machines/timeline.machine';
import { status as readablePost } from '../api/answers/status-guards';
import type { EntityStore } from '../store';
import { importStatuses } from '../store';

type SavedPage = { savedAt: number; items: readonly unknown[] };

/** What the account's saved data offers a timeline (services/offline-cache). */
export interface SavedTimelines {
  /** at once: whether anything may be saved under this key */
  mayHave(key: `timeline:${string}`): boolean;
  /** the saved items, newest first, and when they were saved; null when there are none or they cannot be read */
  read(key: `timeline:${string}`): Promise<SavedPage | null>;
  /** at once: the saved items if they were read already (by the first screen), once; null otherwise */
  atHand(key: `timeline:${string}`): SavedPage | null;
}

function imported(store: EntityStore, page: SavedPage | null): TimelineCachedPage | null {
  if (page === null) return null;
  const ids = importStatuses(
    store,
    page.items.filter((item) => readablePost(item) === null),
  );
  return ids.length === 0 ? null : { ids, savedAt: page.savedAt };
}

export async function readSavedTimeline(
  saved: SavedTimelines | undefined,
  store: EntityStore,
  timeline: string,
): Promise<TimelineCachedPage | null> {
  const key = `timeline:${timeline}` as const;
  if (saved === undefined || !saved.mayHave(key)) return null;
  return imported(store, await saved.read(key));
}

/** The timeline's saved rows, imported, when they are at hand already; null otherwise (then readSavedTimeline). */
export function savedTimelineAtHand(
  saved: SavedTimelines | undefined,
  store: EntityStore,
  timeline: string,
): TimelineCachedPage | null {
  return saved === undefined ? null : imported(store, saved.atHand(`timeline:${timeline}`));
}
