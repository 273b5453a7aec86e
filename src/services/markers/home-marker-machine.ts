/**
 * The home marker chart (machines/home-marker.machine.ts) wired to the account's marker: the server's position
 * from `marker.load()`, the post seen through the throttled `marker.seen`, `flush` when the page is hidden or
 * left (pagehide, or visibilitychange to hidden), and the once-per-account restore flag kept on the marker so
 * it outlives the view. Scrolling stays with the view, which passes how.
 */
import { fromCallback, fromPromise } from 'xstate';
import {
  homeMarkerMachine,
  unreadAbove,
  type HomeMarkerEvent,
  type HomeMarkerInput,
} from '../../machines/home-marker.machine';
import { flushOnPageHide, type HomeMarker } from './home-marker';
import type { EntityStore } from '../store';

export interface HomeMarkerChartEffects {
  /** moves the feed so row `index` is at the top */
  scrollTo(index: number): void;
  /** the window whose hiding flushes the marker (the browser's by default) */
  target?: Window;
  /** whether a post is the reader's own (read by them: no restore for those alone); none when not given */
  isOwn?: (statusId: string) => boolean;
}

/** The chart for `marker`, with its effects. */
export function homeMarkerMachineFor(marker: HomeMarker, effects: HomeMarkerChartEffects) {
  return homeMarkerMachine.provide({
    actors: {
      lastRead: fromPromise(() => marker.load()),
      // the marker's page-hide listener, reporting to the chart instead of flushing itself
      pageHide: fromCallback<HomeMarkerEvent>(({ sendBack }) =>
        flushOnPageHide({ flush: () => sendBack({ type: 'PAGE_HIDDEN' }) }, effects.target ?? window),
      ),
    },
    guards: {
      lastReadBelowTop: ({ context }) => !context.movedAway && unreadAbove(context, effects.isOwn),
    },
    actions: {
      seen: (_, { statusId }) => {
        if (statusId !== null) marker.seen(statusId);
      },
      flush: () => marker.flush(),
      markRestored: () => {
        marker.restored = true;
      },
      scrollTo: (_, { index }) => effects.scrollTo(index),
    },
  });
}

/** The chart's input for `marker`. */
export function homeMarkerInput(marker: Pick<HomeMarker, 'restored'>): HomeMarkerInput {
  return { restored: marker.restored };
}

/** Whether a stored post is the reader's own: written or boosted by `me` (none signed out). */
export function ownPostOf(store: EntityStore, me: string | null): (statusId: string) => boolean {
  return (statusId) => me !== null && store.get('statuses', statusId)?.accountId === me;
}
