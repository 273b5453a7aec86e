/**
 * What the feed view needs from a timeline machine's snapshot: the rows, the new-post count, the paging
 * cursor and which step runs or failed. Reads state names wherever they sit in the chart (flat or nested),
 * so the view does not depend on the chart's layout.
 */
import type { FeedEntry, TimelineContext, TimelineFailure } from '../../machines/timeline-types';

export type FeedPhase = 'loading' | 'loaded' | 'expanding' | 'refreshing' | 'filling' | 'failed';

export interface FeedState {
  items: FeedEntry[];
  unread: number;
  next: string | null;
  failure: TimelineFailure | null;
  lastChange: TimelineContext['lastChange'];
  phase: FeedPhase;
}

export interface SnapshotLike {
  value: unknown;
  context: TimelineContext;
}

function stateNames(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      stateNames(inner, into);
    }
  }
  return into;
}

const PHASES: [FeedPhase, string[]][] = [
  ['failed', ['failed']],
  ['loading', ['idle', 'loading']],
  ['expanding', ['expanding']],
  // a background poll (while the live connection is down) is not shown as busy
  ['refreshing', ['refreshing']],
  ['filling', ['fillingGap', 'fillingGaps', 'filling', 'gapFilling']],
];

export function phaseOf(value: unknown): FeedPhase {
  const names = stateNames(value);
  for (const [phase, candidates] of PHASES) if (candidates.some((name) => names.has(name))) return phase;
  return 'loaded';
}

export function feedStateOf(snapshot: SnapshotLike): FeedState {
  const { items, unread, next, failure, lastChange } = snapshot.context;
  return { items, unread, next, failure, lastChange, phase: phaseOf(snapshot.value) };
}

/** A row's stable key: the status id, or the gap's / suggestions' key. */
export function entryKey(entry: FeedEntry): string {
  return entry.kind === 'status' ? entry.id : `${entry.kind}:${entry.key}`;
}
