/**
 * What the feed view needs from a timeline machine's snapshot: the rows, the new-post count, the paging
 * cursor and which step runs or failed (the chart's own reader, so the view does not depend on its layout).
 */
import { feedPhaseOf, type FeedPhase, type TimelineSnapshot } from '../../machines/timeline-status';
import type { FeedEntry, TimelineContext, TimelineFailure } from '../../machines/timeline-types';

export interface FeedState {
  items: FeedEntry[];
  unread: number;
  /** how many new posts are held above (at most 40) */
  waiting: number;
  /** more arrived than are held: the count is shown as "40+" */
  morePending: boolean;
  next: string | null;
  failure: TimelineFailure | null;
  lastChange: TimelineContext['lastChange'];
  phase: FeedPhase;
  /** when the rows shown were saved, while they are the saved ones (the server has not answered yet) */
  savedAt: number | null;
}

export function feedStateOf(snapshot: TimelineSnapshot): FeedState {
  const { items, unread, next, failure, lastChange, pending, pendingOverflow, savedAt } = snapshot.context;
  return {
    items,
    unread,
    waiting: pending.length,
    morePending: pendingOverflow,
    next,
    failure,
    lastChange,
    phase: feedPhaseOf(snapshot),
    savedAt,
  };
}

/** Any list the virtual feed shows: rows told apart by kind and a key (or, for posts, the status id). */
export type FeedRow = FeedEntry | { kind: string; key: string };

/** A row's stable key: the status id, or the kind and key of any other row (gap, suggestions, group...). */
export function entryKey(entry: FeedRow): string {
  return entry.kind === 'status' && 'id' in entry ? entry.id : `${entry.kind}:${(entry as { key: string }).key}`;
}

/** The chart's own key of a row from its entryKey: the status id, or the gap's or suggestions row's key. */
export function rowKeyOf(entryKey: string): string {
  for (const kind of ['gap', 'suggestions'])
    if (entryKey.startsWith(`${kind}:`)) return entryKey.slice(kind.length + 1);
  return entryKey;
}
