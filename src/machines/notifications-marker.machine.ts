import { isNewerId } from './notification-groups-rules';
import {
  and,
  assign,
  fromCallback,
  fromPromise,
  raise,
  setup,
  stateIn,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';

/**
 * The notifications read marker (POST v1/markers, throttled).
 *
 * Two regions run side by side:
 *
 *   marker:  loading (GET the server's last_read_id) --answer | failure--> tracking
 *   submit:  open --advance--> cooling (save at once: the leading call)
 *            cooling --advance--> cooling (the id waits in `trailing`)
 *            cooling --after 300000 ms [an id waits]--> cooling again (save it: the trailing call)
 *            cooling --after 300000 ms [nothing waits]--> open
 *            cooling --PAGE_HIDDEN [an id waits]--> save it now, marked urgent (the page may be going away)
 *
 * The marker moves forward ("advances") to the newest notification of the top rows only while all of these
 * hold: the tab is visible, the notifications view is mounted, it is scrolled to the top, no unread gap sits
 * in the rows (notifications the reader has not been able to see), the rows reach down to the marker (while
 * older notifications remain unloaded below them, the oldest loaded one is not newer than the marker: else
 * unread notifications below would be marked read unseen; with no marker at all nothing older is known
 * unread), and that newest id is newer than the marker. It never moves back. Until the server's marker has answered nothing advances (a failure counts as
 * "no marker" and tracking starts anyway). Every change of a condition checks again (it raises MARK_READ,
 * the same event a caller sends to ask explicitly). An advance lowers the unread count at once
 * (`lastReadId`), while the server hears of it through the throttle: at most one save opens each window.
 *
 * Effects are injected with `.provide()`: the `loadMarker` promise actor (the server's last_read_id or null),
 * the `page` callback actor (reports VISIBILITY and PAGE_HIDDEN from the browser; silent by default) and the
 * `save` action ({ id, urgent }: urgent asks for a request that survives the page, keepalive or a beacon).
 */

/** The marker is sent at most once per this many ms, the first at once and the latest at the end. */
export const MARKER_SUBMIT_THROTTLE_MS = 300_000;

/** Notification ids are decimal numbers of any length: a longer one is newer, equal lengths compare as text. */
export const isNewerNotificationId = isNewerId;

export interface NotificationsMarkerInput {
  /** whether the tab is visible when the chart starts (unknown: not visible until VISIBILITY says so) */
  visible?: boolean;
}

export interface NotificationsMarkerContext {
  /** the newest notification read (null: none known); notifications newer than it are unread */
  lastReadId: string | null;
  visible: boolean;
  /** the notifications view is on screen */
  mounted: boolean;
  /** the notifications view is scrolled to its top */
  atTop: boolean;
  /** an unread gap sits among the top rows */
  unreadGap: boolean;
  /** the newest notification id of the top rows (null: no rows yet) */
  newestId: string | null;
  /** while older notifications remain unloaded below the rows: the id the rows reach down to; null at the end */
  unloadedBelow: string | null;
  /** an advance made while the throttle window is closed, waiting to be saved */
  trailing: string | null;
}

export type NotificationsMarkerEvent =
  | { type: 'VISIBILITY'; visible: boolean }
  | { type: 'MOUNTED' }
  | { type: 'UNMOUNTED' }
  | { type: 'AT_TOP'; atTop: boolean }
  /**
   * the rows changed: their newest notification, whether an unread gap is among them, and where they stop while
   * older notifications remain unloaded below (null: the rows reach the end of the list)
   */
  | { type: 'TOP'; newestId: string | null; unreadGap: boolean; unloadedBelow: string | null }
  /** the page is being hidden or left: a waiting save must go now */
  | { type: 'PAGE_HIDDEN' }
  /** advance now if the conditions hold (also raised by the chart whenever a condition changes) */
  | { type: 'MARK_READ' };

export interface MarkerSave {
  id: string;
  /** the page may be going away: the request must outlive it */
  urgent: boolean;
}

type Args = { context: NotificationsMarkerContext };

// both regions take the same decision on the same event: only once the server's marker has answered
const advancing = and([stateIn('#notificationsMarker.marker.tracking'), 'canAdvance']);

export const notificationsMarkerMachine = setup({
  types: {} as {
    context: NotificationsMarkerContext;
    events: NotificationsMarkerEvent;
  },
  actors: {
    loadMarker: fromPromise<string | null>(() => Promise.resolve(null)),
    // reports VISIBILITY and PAGE_HIDDEN from the browser
    page: fromCallback<NotificationsMarkerEvent>(() => () => {}),
  },
  guards: {
    canAdvance: ({ context: c }: Args) =>
      c.visible &&
      c.mounted &&
      c.atTop &&
      !c.unreadGap &&
      (c.unloadedBelow === null || c.lastReadId === null || !isNewerNotificationId(c.unloadedBelow, c.lastReadId)) &&
      c.newestId !== null &&
      isNewerNotificationId(c.newestId, c.lastReadId),
    hasTrailing: ({ context }: Args) => context.trailing !== null,
  },
  actions: {
    keepVisibility: assign({
      visible: ({ context, event }) => (event.type === 'VISIBILITY' ? event.visible : context.visible),
    }),
    keepMounted: assign({ mounted: ({ event }) => event.type === 'MOUNTED' }),
    keepAtTop: assign({ atTop: ({ context, event }) => (event.type === 'AT_TOP' ? event.atTop : context.atTop) }),
    keepTop: assign(({ event }) =>
      event.type === 'TOP'
        ? { newestId: event.newestId, unreadGap: event.unreadGap, unloadedBelow: event.unloadedBelow }
        : {},
    ),
    // the server's marker, unless the chart already holds a newer one
    keepLoaded: assign({
      lastReadId: ({ context, event }) => {
        const loaded = (event as { output?: string | null }).output ?? null;
        return loaded !== null && isNewerNotificationId(loaded, context.lastReadId) ? loaded : context.lastReadId;
      },
    }),
    advance: assign({ lastReadId: ({ context }) => context.newestId }),
    keepTrailing: assign({ trailing: ({ context }) => context.newestId }),
    clearTrailing: assign({ trailing: null }),
    // every change of a condition asks whether the marker can advance now
    check: raise({ type: 'MARK_READ' }),
    // Provided by the app: POST v1/markers (notifications last_read_id).
    save: (_, _params: MarkerSave) => {},
  },
}).createMachine({
  id: 'notificationsMarker',
  type: 'parallel',
  // the input is optional (a chart made without it waits for VISIBILITY), so it is not declared in `types`
  context: ({ input }: { input: unknown }) => ({
    lastReadId: null,
    visible: (input as NotificationsMarkerInput | undefined)?.visible ?? false,
    mounted: false,
    atTop: true,
    unreadGap: false,
    newestId: null,
    unloadedBelow: null,
    trailing: null,
  }),
  invoke: { id: 'page', src: 'page' },
  on: {
    VISIBILITY: { actions: ['keepVisibility', 'check'] },
    MOUNTED: { actions: ['keepMounted', 'check'] },
    UNMOUNTED: { actions: 'keepMounted' },
    AT_TOP: { actions: ['keepAtTop', 'check'] },
    TOP: { actions: ['keepTop', 'check'] },
  },
  states: {
    marker: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadMarker',
            src: 'loadMarker',
            onDone: { target: 'tracking', actions: 'keepLoaded' },
            // no marker: every notification newer than nothing is unread until the reader reaches the top
            onError: { target: 'tracking' },
          },
        },
        tracking: {
          entry: 'check',
          on: {
            MARK_READ: { guard: advancing, actions: 'advance' },
          },
        },
      },
    },
    submit: {
      initial: 'open',
      states: {
        open: {
          on: {
            MARK_READ: {
              guard: advancing,
              target: 'cooling',
              actions: { type: 'save', params: ({ context }: Args) => ({ id: context.newestId!, urgent: false }) },
            },
          },
        },
        cooling: {
          on: {
            MARK_READ: { guard: advancing, actions: 'keepTrailing' },
            PAGE_HIDDEN: {
              guard: 'hasTrailing',
              actions: [
                { type: 'save', params: ({ context }: Args) => ({ id: context.trailing!, urgent: true }) },
                'clearTrailing',
              ],
            },
          },
          after: {
            [MARKER_SUBMIT_THROTTLE_MS]: [
              {
                guard: 'hasTrailing',
                target: 'cooling',
                reenter: true,
                actions: [
                  { type: 'save', params: ({ context }: Args) => ({ id: context.trailing!, urgent: false }) },
                  'clearTrailing',
                ],
              },
              { target: 'open' },
            ],
          },
        },
      },
    },
  },
});

export type NotificationsMarkerMachine = typeof notificationsMarkerMachine;
export type NotificationsMarkerActor = ActorRefFrom<NotificationsMarkerMachine>;
export type NotificationsMarkerSnapshot = SnapshotFrom<NotificationsMarkerMachine>;
