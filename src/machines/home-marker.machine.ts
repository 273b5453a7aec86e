import { assign, fromCallback, fromPromise, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { FeedEntry } from './timeline-types';

/**
 * The home timeline's read marker while home is shown (v1/markers, throttled).
 *
 *   idle --OPEN [not restored yet, no kept place]--> asking (GET the server's last_read_id, alongside the first page)
 *        \-OPEN (otherwise)--> starting --ROWS (first rows)--> tracking
 *   asking.noRows --ROWS (first rows)--> asking.rowsIn
 *   asking --answer--> placing (rows in) | waitingForRows --ROWS (first rows)--> placing
 *   placing --> tracking, scrolling to the last read post first when it is among the rows (below the top) and
 *               the reader has not left the top meanwhile
 *   (an ask that fails is an answer without a position: the reader starts at the top, as without a marker)
 *   (every state but idle is inside `active`, which listens for the page being hidden)
 *
 * A timeline that is not home (or a reader signed out) never sends OPEN and stays idle. The position is
 * restored once per account: the first load marks it restored (`markRestored`), later visits keep the feed's
 * own place. While tracking, the post the reader sees is the newest one at the top of the viewport: the first
 * post at or below the reported top row, and the newest post when the reader is at the top; it goes to the
 * injected `seen` action (the account's throttled marker, which only ever moves forward). When the page is
 * hidden (the injected `pageHide` actor reports it) the waiting position is sent at once (`flush`).
 * Effects are injected: `lastRead` (the server's marker), `pageHide`, and the actions `seen`, `flush`,
 * `markRestored` and `scrollTo` (the view moves the feed).
 */

export interface HomeMarkerInput {
  /** this account's position has already been restored once (by an earlier visit of home) */
  restored: boolean;
}

export interface HomeMarkerContext {
  restored: boolean;
  /** the feed's rows as shown */
  entries: readonly FeedEntry[];
  /** the reader is at the top of the feed */
  atTop: boolean;
  /** the reader has left the top since home opened (a restore must not move them then) */
  movedAway: boolean;
  /** the server's last read post, once it answered (null: none) */
  lastReadId: string | null;
}

/**
 * Whether the feed should be moved to the last read post: it is below the top, and something above it is unread. The
 * reader's own posts are read by them (they just wrote or boosted them): with only those above, the feed stays at the
 * top, where the post they just published is.
 */
export function unreadAbove(context: HomeMarkerContext, isOwn: (statusId: string) => boolean = () => false): boolean {
  const row = rowOf(context.entries, context.lastReadId);
  return context.entries.slice(0, Math.max(row, 0)).some((entry) => entry.kind === 'status' && !isOwn(entry.id));
}

export type HomeMarkerEvent =
  /** home is shown; `kept`: the feed keeps a place from an earlier visit */
  | { type: 'OPEN'; kept: boolean }
  /** the rows shown changed; `loaded`: the first page is in */
  | { type: 'ROWS'; entries: readonly FeedEntry[]; loaded: boolean }
  | { type: 'AT_TOP'; atTop: boolean }
  /** the row at the top of the viewport */
  | { type: 'VIEWPORT_TOP'; index: number }
  | { type: 'PAGE_HIDDEN' };

/** The first post at or below row `index`. */
export function firstStatusFrom(entries: readonly FeedEntry[], index: number): string | null {
  for (let i = Math.max(0, index); i < entries.length; i += 1) {
    const entry = entries[i]!;
    if (entry.kind === 'status') return entry.id;
  }
  return null;
}

function rowOf(entries: readonly FeedEntry[], statusId: string | null): number {
  return statusId === null ? -1 : entries.findIndex((entry) => entry.kind === 'status' && entry.id === statusId);
}

const rowsEvent = (event: HomeMarkerEvent) => (event.type === 'ROWS' ? event : null);

/** What the reader sees: with `seen` (null: nothing to save), `scrollTo` (the last read post's row). */
const seeNewestAtTop = {
  type: 'seen',
  params: ({ context }: { context: HomeMarkerContext }) => ({
    statusId: context.atTop ? firstStatusFrom(context.entries, 0) : null,
  }),
} as const;
const seeViewportTop = {
  type: 'seen',
  params: ({ context, event }: { context: HomeMarkerContext; event: HomeMarkerEvent }) => ({
    statusId: event.type === 'VIEWPORT_TOP' ? firstStatusFrom(context.entries, event.index) : null,
  }),
} as const;
const scrollToLastRead = {
  type: 'scrollTo',
  params: ({ context }: { context: HomeMarkerContext }) => ({ index: rowOf(context.entries, context.lastReadId) }),
} as const;

export const homeMarkerMachine = setup({
  types: {} as { context: HomeMarkerContext; events: HomeMarkerEvent; input: HomeMarkerInput },
  actors: {
    lastRead: fromPromise<string | null, void>(() => Promise.resolve(null)),
    // reports PAGE_HIDDEN when the page is hidden or left
    pageHide: fromCallback<HomeMarkerEvent>(() => () => {}),
  },
  guards: {
    restoreWanted: ({ context, event }) => event.type === 'OPEN' && !context.restored && !event.kept,
    firstRows: ({ event }) => {
      const rows = rowsEvent(event);
      return rows !== null && rows.loaded && rows.entries.length > 0;
    },
    // (the app provides it with the account's own posts: `unreadAbove(context, isOwn)`)
    lastReadBelowTop: ({ context }) => !context.movedAway && unreadAbove(context),
  },
  actions: {
    keepRows: assign({ entries: ({ context, event }) => rowsEvent(event)?.entries ?? context.entries }),
    keepAtTop: assign(({ context, event }) =>
      event.type === 'AT_TOP' ? { atTop: event.atTop, movedAway: context.movedAway || !event.atTop } : {},
    ),
    keepLastRead: assign({ lastReadId: ({ event }) => (event as { output?: string | null }).output ?? null }),
    // Provided by the app: the account's throttled marker, its flush, the once-per-account flag, the feed.
    seen: (_, _params: { statusId: string | null }) => {},
    flush: () => {},
    markRestored: () => {},
    scrollTo: (_, _params: { index: number }) => {},
  },
}).createMachine({
  id: 'homeMarker',
  context: ({ input }) => ({
    restored: input.restored,
    entries: [],
    atTop: true,
    movedAway: false,
    lastReadId: null,
  }),
  initial: 'idle',
  on: {
    ROWS: { actions: 'keepRows' },
    AT_TOP: { actions: 'keepAtTop' },
  },
  states: {
    idle: {
      on: {
        OPEN: [{ guard: 'restoreWanted', target: 'active.asking' }, { target: 'active.starting' }],
      },
    },
    active: {
      invoke: { id: 'pageHide', src: 'pageHide' },
      on: { PAGE_HIDDEN: { actions: 'flush' } },
      initial: 'starting',
      states: {
        starting: {
          on: {
            ROWS: [
              { guard: 'firstRows', target: 'tracking', actions: ['keepRows', 'markRestored', seeNewestAtTop] },
              { actions: 'keepRows' },
            ],
          },
        },
        asking: {
          tags: ['asking'],
          invoke: {
            id: 'lastRead',
            src: 'lastRead',
            onDone: [
              { guard: stateIn('#homeMarker.active.asking.rowsIn'), target: 'placing', actions: 'keepLastRead' },
              { target: 'waitingForRows', actions: 'keepLastRead' },
            ],
            // no position to restore: the reader starts at the top, as without a marker
            onError: [
              { guard: stateIn('#homeMarker.active.asking.rowsIn'), target: 'placing' },
              { target: 'waitingForRows' },
            ],
          },
          initial: 'noRows',
          states: {
            noRows: {
              on: {
                ROWS: [
                  { guard: 'firstRows', target: 'rowsIn', actions: ['keepRows', 'markRestored'] },
                  { actions: 'keepRows' },
                ],
              },
            },
            rowsIn: {},
          },
        },
        waitingForRows: {
          on: {
            ROWS: [
              { guard: 'firstRows', target: 'placing', actions: ['keepRows', 'markRestored'] },
              { actions: 'keepRows' },
            ],
          },
        },
        placing: {
          always: [
            { guard: 'lastReadBelowTop', target: 'tracking', actions: scrollToLastRead },
            { target: 'tracking' },
          ],
        },
        tracking: {
          tags: ['tracking'],
          on: {
            ROWS: { actions: ['keepRows', seeNewestAtTop] },
            AT_TOP: { actions: ['keepAtTop', seeNewestAtTop] },
            VIEWPORT_TOP: { actions: seeViewportTop },
          },
        },
      },
    },
  },
});

export type HomeMarkerMachine = typeof homeMarkerMachine;
export type HomeMarkerActor = ActorRefFrom<HomeMarkerMachine>;
export type HomeMarkerSnapshot = SnapshotFrom<HomeMarkerMachine>;
