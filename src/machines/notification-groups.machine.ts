import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { findGap } from './notification-groups-rules';
import * as step from './notification-groups-steps';
import type {
  NotificationGroupsContext,
  NotificationGroupsEvent,
  NotificationGroupsInput,
  NotificationPage,
  NotificationPageRequest,
} from './notification-groups-types';

export type * from './notification-groups-types';

/**
 * One notifications list (the full list, or one quick filter's type): its rows of group keys and gaps, newest
 * first; the groups that changed while the reader was scrolled down (pending); whether the server merged
 * notifications since (the list then needs a reload). The groups themselves live in the entity store.
 *
 *   idle --LOAD--> loading --done--> ready.idle          loading --error--> failed --RETRY--> loading
 *   ready.idle --FILL_GAP (gap held)--> fillingGap --done/error--> ready.idle
 *              --POLL--> polling --done/error--> ready.idle
 *   ready.* --LOAD_PENDING (needs reload) | REFRESH_STALE (at the top or not shown)--> refreshing --done/error--> idle
 *   ready.* --CLEARED--> ready.idle (a request on its way is dropped)
 *
 * While ready, in any substate: NEW_GROUP (on top, or to pending when the reader is away from the top or groups
 * wait there; a repeated delivery, not newer than the newest notification known of its group, changes nothing), LOAD_PENDING, REFRESH_STALE (reload now, or mark the list stale), DISCONNECTED (a gap on top),
 * REMOVE, CLEARED; SCROLLED, MOUNTED, UNMOUNTED in every state. At the top (or not shown) only 50 groups are
 * kept, never while a gap's page is on its way (the page must find its gap).
 *
 * `fetchPage` (injected) asks the server for a NotificationPageRequest, stores the groups and returns a
 * NotificationPage. `reportFailure` (injected, a no-op by default) raises the alert for `context.error`.
 * Tags: `loading` (no first page yet), `rows` (the rows can be shown), `fillingGap`, `polling`, `refreshing`,
 * `busy` (a request is on its way), `failed` (the first page failed).
 */

const pageOf = (event: unknown): NotificationPage => (event as { output: NotificationPage }).output;
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

export const notificationGroupsMachine = setup({
  types: {} as {
    context: NotificationGroupsContext;
    events: NotificationGroupsEvent;
    input: NotificationGroupsInput;
  },
  actors: {
    fetchPage: fromPromise<NotificationPage, NotificationPageRequest>(() =>
      Promise.reject(new Error('notificationGroupsMachine: provide a fetchPage actor')),
    ),
  },
  guards: {
    gapHeld: ({ context, event }) => event.type === 'FILL_GAP' && findGap(context.entries, event.key) !== undefined,
    needsReload: ({ context }) => context.mergedNotifications === 'needs-reload',
    atTopOrHidden: ({ context }) => step.atTopOrHidden(context),
    newArrival: ({ context, event }) =>
      event.type === 'NEW_GROUP' && step.isNewArrival(context, event.key, event.notificationId),
  },
  actions: {
    /** Provided by the app: raises the alert of `context.error` under the call's policy. */
    reportFailure: () => {},
    firstPageRequested: assign(() => step.firstPageRequested()),
    gapRequested: assign(({ context, event }) =>
      event.type === 'FILL_GAP' ? step.gapRequested(context, event.key) : {},
    ),
    pollRequested: assign(({ context }) => step.pollRequested(context)),
    firstPage: assign(({ context, event }) => step.firstPage(context, pageOf(event))),
    gapFilled: assign(({ context, event }) => step.gapFilled(context, pageOf(event))),
    polled: assign(({ context, event }) => step.polled(context, pageOf(event))),
    failed: assign(({ event }, params: { during: 'load' | 'gap' | 'poll' | 'refresh' }) =>
      step.failed(params.during, errorOf(event)),
    ),
    newGroup: assign(({ context, event }) =>
      event.type === 'NEW_GROUP' ? step.newGroup(context, event.key, event.notificationId) : {},
    ),
    arrivedDuringLoad: assign(({ context, event }) =>
      event.type === 'NEW_GROUP' ? step.arrivedDuringLoad(context, event.key, event.notificationId) : {},
    ),
    scrolled: assign(({ context, event }) => (event.type === 'SCROLLED' ? step.scrolled(context, event.atTop) : {})),
    noteScroll: assign({ atTop: ({ context, event }) => (event.type === 'SCROLLED' ? event.atTop : context.atTop) }),
    mounted: assign({ mounted: true }),
    unmounted: assign({ mounted: false }),
    applyPending: assign(({ context }) => step.pendingApplied(context)),
    markStale: assign({ mergedNotifications: 'needs-reload' as const }),
    reloadRequested: assign({ mergedNotifications: 'ok' as const }),
    disconnected: assign(({ context }) => step.disconnected(context)),
    remove: assign(({ context, event }) => (event.type === 'REMOVE' ? step.removed(context, event.keys) : {})),
    clear: assign(() => step.cleared()),
  },
}).createMachine({
  id: 'notificationGroups',
  context: ({ input }) => ({
    key: input.key,
    entries: [],
    pending: [],
    pendingOverflow: false,
    mergedNotifications: 'ok',
    newestId: null,
    atTop: true,
    mounted: false,
    fillingGap: null,
    error: null,
    failedDuring: null,
    request: null,
    cursorOf: {},
    arrived: [],
  }),
  initial: 'idle',
  on: {
    SCROLLED: { actions: 'noteScroll' },
    MOUNTED: { actions: 'mounted' },
    UNMOUNTED: { actions: 'unmounted' },
  },
  states: {
    idle: {
      tags: ['loading'],
      on: { LOAD: 'loading' },
    },
    loading: {
      tags: ['loading', 'busy'],
      entry: 'firstPageRequested',
      on: {
        NEW_GROUP: { guard: 'newArrival', actions: 'arrivedDuringLoad' },
        // the page on its way may already be out of date: ask again
        REFRESH_STALE: { target: 'loading', reenter: true },
        CLEARED: { target: 'loading', reenter: true, actions: 'clear' },
      },
      invoke: {
        id: 'firstPage',
        src: 'fetchPage',
        input: () => ({ maxId: null, sinceId: null }),
        onDone: { target: 'ready', actions: 'firstPage' },
        onError: { target: 'failed', actions: [{ type: 'failed', params: { during: 'load' } }, 'reportFailure'] },
      },
    },
    /** the first page failed */
    failed: {
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
    ready: {
      tags: ['rows'],
      initial: 'idle',
      on: {
        NEW_GROUP: { guard: 'newArrival', actions: 'newGroup' },
        SCROLLED: { actions: 'scrolled' },
        LOAD_PENDING: [
          { guard: 'needsReload', target: '.refreshing', actions: 'reloadRequested' },
          { actions: 'applyPending' },
        ],
        REFRESH_STALE: [{ guard: 'atTopOrHidden', target: '.refreshing' }, { actions: 'markStale' }],
        DISCONNECTED: { actions: 'disconnected' },
        REMOVE: { actions: 'remove' },
        CLEARED: { target: '.idle', actions: 'clear' },
      },
      states: {
        idle: {
          on: {
            FILL_GAP: { guard: 'gapHeld', target: 'fillingGap', actions: 'gapRequested' },
            POLL: { target: 'polling', actions: 'pollRequested' },
          },
        },
        fillingGap: {
          tags: ['fillingGap', 'busy'],
          invoke: {
            id: 'gapPage',
            src: 'fetchPage',
            input: ({ context }) => context.request ?? { maxId: null, sinceId: null },
            onDone: { target: 'idle', actions: 'gapFilled' },
            onError: { target: 'idle', actions: [{ type: 'failed', params: { during: 'gap' } }, 'reportFailure'] },
          },
        },
        polling: {
          tags: ['polling', 'busy'],
          invoke: {
            id: 'pollPage',
            src: 'fetchPage',
            input: ({ context }) => context.request ?? { maxId: null, sinceId: context.newestId },
            onDone: { target: 'idle', actions: 'polled' },
            onError: { target: 'idle', actions: [{ type: 'failed', params: { during: 'poll' } }, 'reportFailure'] },
          },
        },
        /** the first page again, replacing the rows */
        refreshing: {
          tags: ['refreshing', 'busy'],
          entry: 'firstPageRequested',
          on: {
            NEW_GROUP: { guard: 'newArrival', actions: ['newGroup', 'arrivedDuringLoad'] },
          },
          invoke: {
            id: 'refreshPage',
            src: 'fetchPage',
            input: () => ({ maxId: null, sinceId: null }),
            onDone: { target: 'idle', actions: 'firstPage' },
            onError: {
              target: 'idle',
              actions: [{ type: 'failed', params: { during: 'refresh' } }, 'reportFailure'],
            },
          },
        },
      },
    },
  },
});

export type NotificationGroupsMachine = typeof notificationGroupsMachine;
export type NotificationGroupsActor = ActorRefFrom<NotificationGroupsMachine>;
export type NotificationGroupsSnapshot = SnapshotFrom<NotificationGroupsMachine>;
