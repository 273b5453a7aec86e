/**
 * Where the reader was in each timeline, per account: the virtual list's measured sizes and scroll offset,
 * plus the row at the top, kept in memory while the account's store lives (the registry keeps the
 * timeline's actor alive, so the rows are usually the same when the reader comes back).
 */
import type { CacheSnapshot } from 'virtua';
import type { EntityStore } from '../../services/store';

export interface SavedFeedPosition {
  cache: CacheSnapshot;
  offset: number;
  /** the row keys when saved: the cache is only valid for the same rows */
  keys: readonly string[];
  /** the row at the top of the viewport, to fall back on when rows changed */
  topKey: string | null;
}

const positions = new WeakMap<EntityStore, Map<string, SavedFeedPosition>>();

export function savedFeedPosition(store: EntityStore, timeline: string): SavedFeedPosition | undefined {
  return positions.get(store)?.get(timeline);
}

export function saveFeedPosition(store: EntityStore, timeline: string, position: SavedFeedPosition): void {
  let byTimeline = positions.get(store);
  if (!byTimeline) {
    byTimeline = new Map();
    positions.set(store, byTimeline);
  }
  byTimeline.set(timeline, position);
}

export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}
