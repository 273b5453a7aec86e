/**
 * What a feed shows of a timeline chart's state, read from its tags so the view does not depend on the
 * chart's layout: the first page loading, a step failed, an older page or a refresh or a gap on its way,
 * or nothing running.
 */
import type { SnapshotFrom } from 'xstate';
import type { TimelineMachine } from './timeline.machine';

export type TimelineSnapshot = SnapshotFrom<TimelineMachine>;

export type FeedPhase = 'loading' | 'loaded' | 'expanding' | 'refreshing' | 'filling' | 'failed';

/** The phases in the order they win (a failed refresh is failed, not refreshing); each is the chart's tag. */
const PHASES: readonly Exclude<FeedPhase, 'loaded'>[] = ['failed', 'loading', 'expanding', 'refreshing', 'filling'];

export function feedPhaseOf(snapshot: TimelineSnapshot): FeedPhase {
  return PHASES.find((phase) => snapshot.hasTag(phase)) ?? 'loaded';
}
