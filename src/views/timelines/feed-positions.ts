/**
 * Where the reader was in each timeline, per account: the virtual list's measured sizes and scroll offset,
 * plus the row at the top, kept in memory for the account's life, as a part of its scope (the registry keeps
 * the timeline's actor alive, so the rows are usually the same when the reader comes back).
 */
import type { CacheSnapshot } from 'virtua';
import { definePart } from '../../services/runtime/account-scope';
import type { EntityStore } from '../../services/store';

export interface SavedFeedPosition {
  cache: CacheSnapshot;
  offset: number;
  /** the row keys when saved: the cache is only valid for the same rows */
  keys: readonly string[];
  /** the row at the top of the viewport, to fall back on when rows changed */
  topKey: string | null;
}

/** timeline name -> where the reader was */
const FEED_POSITIONS = definePart<Map<string, SavedFeedPosition>>('feed-positions', (positions) => positions.clear());

export function savedFeedPosition(store: EntityStore, timeline: string): SavedFeedPosition | undefined {
  return store.scope.peek(FEED_POSITIONS)?.get(timeline);
}

export function saveFeedPosition(store: EntityStore, timeline: string, position: SavedFeedPosition): void {
  // a feed unmounting as its account is let go keeps nothing
  if (store.scope.disposed) return;
  store.scope.use(FEED_POSITIONS, () => new Map()).set(timeline, position);
}

export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}
