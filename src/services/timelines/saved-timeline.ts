/**
 * A timeline's rows saved on an earlier visit, for its first paint: the saved posts (the server's JSON as it came)
 * go through the same checks and importers as a fresh page, so a saved post that is not readable is left out as a
 * malformed one from the server would be. A timeline with nothing saved answers at once, without touching storage.
 */
import type { TimelineCachedPage } from '../../machines/timeline.machine';
import { status as readablePost } from '../api/answers/status-guards';
import type { EntityStore } from '../store';
import { importStatuses } from '../store';

/** What the account's saved data offers a timeline (services/offline-cache). */
export interface SavedTimelines {
  /** at once: whether anything may be saved under this key */
  mayHave(key: `timeline:${string}`): boolean;
  /** the saved items, newest first, and when they were saved; null when there are none or they cannot be read */
  read(key: `timeline:${string}`): Promise<{ savedAt: number; items: readonly unknown[] } | null>;
}

export async function readSavedTimeline(
  saved: SavedTimelines | undefined,
  store: EntityStore,
  timeline: string,
): Promise<TimelineCachedPage | null> {
  const key = `timeline:${timeline}` as const;
  if (saved === undefined || !saved.mayHave(key)) return null;
  const page = await saved.read(key);
  if (page === null) return null;
  const ids = importStatuses(
    store,
    page.items.filter((item) => readablePost(item) === null),
  );
  return ids.length === 0 ? null : { ids, savedAt: page.savedAt };
}
