import { assign, fromPromise, setup } from 'xstate';
import * as step from './timeline-steps';
import type {
  TimelineCachedPage,
  TimelineContext,
  TimelineEvent,
  TimelineFetchInput,
  TimelineFetchOutput,
  TimelineInput,
  TimelineStep,
} from './timeline-types';

export type * from './timeline-types';

/**
 * One timeline: its rows of status ids, gaps and the follow-suggestions row; the posts waiting above (pending, unread);
 * the live connection's effect. Records live in the store.
 *
 *   idle --LOAD--> warming --saved rows--> ready (a gap at the top, filled at once) | --none--> loading
 *   idle --LOAD with saved rows at hand--> ready (the same, without reading them)
 *   loading --done--> ready.loaded        loading --error--> failed --RETRY--> loading
 *   ready.loaded --EXPAND (has more)--> expanding --done--> loaded
 *                --REFRESH (has items)--> refreshing --done--> loaded   (REFRESH with no items: loading)
 *                --FILL_GAP (gap held) / queued gaps--> fillingGap --done--> loaded (next queued gap)
 *                --POLL (disconnected)--> polling --done/error--> loaded (a failed poll is silent)
 *   expanding / refreshing / fillingGap --error--> ready.failed --RETRY--> the step that failed (loaded when
 *   the gap to fill is gone)
 *
 * A link-paged timeline (`paging: 'link'`, timeline-link-paging.ts) follows the next link as given, refreshes by
 * asking its first page again and is never cut; it has no stream: live posts and disconnections are ignored.
 *
 * While loaded, VIEWED (the row in view, and the focused one) cuts rows far from them (timeline-window.ts): a
 * reader far down keeps a few pages around the viewport, not every post read; what was cut comes back through a
 * gap (above) or the older page (below). Past 40 pending posts the oldest are let go (`pendingOverflow`) and a gap
 * under the pending ones loads them once applied.
 *
 * Once the first page is in (the registry subscribes to the stream only then): SCROLLED, STREAM_UPDATE,
 * APPLY_PENDING, STATUS_DELETED, DISCONNECTED (a gap at the top), CONNECTED (after a drop: queues up to 2
 * gaps, filled one after the other from `loaded`). Before that they are ignored. Cuts (above 40 at the top cut to 20; applying pending
 * keeps 40) never happen while an older page is on its way, so the page still joins where it was asked.
 *
 * `fetchPage` (injected) calls the server, imports the statuses into the store and returns `{ ids, times,
 * next, fetchedAt }`. `reportFailure` (injected, a no-op by default) raises the alert the call's policy asks for.
 * Tags say what the feed shows: `loading` (no page yet), `expanding`, `refreshing`, `filling` (a gap),
 * `failed` (a step failed; `failure.during` says which). A background poll has no tag: it is not shown busy.
 */
/** The saved rows an event brings: at hand with LOAD, or read (the reader's answer). */
const savedOf = (event: object): TimelineCachedPage | null | undefined => {
  const brought = event as { saved?: TimelineCachedPage; output?: TimelineCachedPage | null };
  return brought.saved ?? brought.output;
};

export const timelineMachine = setup({
  types: {} as { context: TimelineContext; events: TimelineEvent; input: TimelineInput },
  actors: {
    fetchPage: fromPromise<TimelineFetchOutput, TimelineFetchInput>(() =>
      Promise.reject(new Error('timelineMachine: provide a fetchPage actor')),
    ),
    /** the rows saved from an earlier visit, imported into the store; null when there are none */
    readCachedPage: fromPromise<TimelineCachedPage | null, { timeline: string }>(() => Promise.resolve(null)),
  },
  guards: {
    hasMore: ({ context }) => step.hasOlder(context),
    cacheUsable: ({ context, event }) => step.usableCache(context, savedOf(event)),
    hasItems: ({ context }) => context.items.length > 0,
    hasQueuedGap: ({ context }) => step.hasQueuedGap(context),
    isDisconnected: ({ context }) => !context.connected,
    /** live posts and connection changes reach only a timeline paged by status ids (a link-paged one has no stream) */
    isLive: ({ context }) => context.paging === 'id',
    outsideWindow: ({ context, event }) =>
      event.type === 'VIEWED' && step.viewed(context, event.key, event.focusedKey) !== null,
    gapHeld: ({ context, event }) =>
      event.type === 'FILL_GAP' && context.items.some((e) => e.kind === 'gap' && e.key === event.key),
    failedDuring: ({ context }, during: TimelineStep) => context.failure?.during === during,
  },
  actions: {
    /** Provided by the app: raises the call's alert (reportError with the call's policy). */
    reportFailure: () => {},
    clearFailure: assign({ failure: null }),
    showSaved: assign(({ context, event }) => {
      const saved = savedOf(event);
      return saved ? step.cachedPage(context, saved) : {};
    }),
    scrolled: assign(({ context, event }, params: { trim: boolean }) =>
      event.type === 'SCROLLED' ? step.scrolled(context, event.atTop, params.trim) : {},
    ),
    streamed: assign(({ context, event }, params: { trim: boolean }) =>
      event.type === 'STREAM_UPDATE' ? step.streamed(context, event.id, params.trim) : {},
    ),
    applyPending: assign(({ context }, params: { keepAll: boolean }) => step.pendingApplied(context, params.keepAll)),
    keepWindow: assign(({ context, event }) =>
      event.type === 'VIEWED' ? (step.viewed(context, event.key, event.focusedKey) ?? {}) : {},
    ),
    deleted: assign(({ context, event }) => (event.type === 'STATUS_DELETED' ? step.deleted(context, event.ids) : {})),
    disconnected: assign(({ context }) => step.disconnected(context)),
    queueGaps: assign(({ context }) => step.reconnected(context)),
    queueGap: assign(({ context, event }) => (event.type === 'FILL_GAP' ? step.gapRequested(context, event.key) : {})),
    pruneGapQueue: assign(({ context }) => step.queueOfLiveGaps(context)),
  },
}).createMachine({
  id: 'timeline',
  context: ({ input }) => ({
    timeline: input.timeline,
    paging: input.paging ?? 'id',
    items: [],
    pending: [],
    unread: 0,
    pendingOverflow: false,
    next: null,
    gapQueue: [],
    atTop: true,
    connected: true,
    failure: null,
    savedAt: null,
    lastChange: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['loading'],
      on: {
        LOAD: [{ guard: 'cacheUsable', target: 'ready', actions: 'showSaved' }, { target: 'warming' }],
      },
    },
    /**
     * the rows saved from an earlier visit, read first: shown at once if there are some (a timeline paged by status
     * ids only), else the first page is asked for; with nothing saved the reader answers null at once
     */
    warming: {
      tags: ['loading'],
      invoke: {
        id: 'cachedPage',
        src: 'readCachedPage',
        input: ({ context }) => ({ timeline: context.timeline }),
        onDone: [{ guard: 'cacheUsable', target: 'ready', actions: 'showSaved' }, { target: 'loading' }],
        // an unreadable cache is no cache
        onError: { target: 'loading' },
      },
    },
    loading: {
      tags: ['loading'],
      entry: 'clearFailure',
      invoke: {
        id: 'loadPage',
        src: 'fetchPage',
        input: ({ context }) => ({ timeline: context.timeline }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => step.firstPage(context, event.output)),
        },
        onError: {
          target: 'failed',
          actions: [assign(({ event }) => step.failed('load', event.error)), 'reportFailure'],
        },
      },
    },
    /** the first page failed */
    failed: {
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'loaded',
      on: {
        SCROLLED: { actions: { type: 'scrolled', params: { trim: true } } },
        STREAM_UPDATE: { guard: 'isLive', actions: { type: 'streamed', params: { trim: true } } },
        APPLY_PENDING: { actions: { type: 'applyPending', params: { keepAll: false } } },
        STATUS_DELETED: { actions: 'deleted' },
        DISCONNECTED: { guard: 'isLive', actions: 'disconnected' },
        CONNECTED: { guard: 'isDisconnected', actions: 'queueGaps' },
      },
      states: {
        loaded: {
          always: { guard: 'hasQueuedGap', target: 'fillingGap' },
          on: {
            EXPAND: { guard: 'hasMore', target: 'expanding' },
            REFRESH: [{ guard: 'hasItems', target: 'refreshing' }, { target: '#timeline.loading' }],
            FILL_GAP: { guard: 'gapHeld', target: 'fillingGap', actions: 'queueGap' },
            POLL: { guard: 'isDisconnected', target: 'polling' },
            // (only here: a page on its way joins where it was asked)
            VIEWED: { guard: 'outsideWindow', actions: 'keepWindow' },
          },
        },
        expanding: {
          tags: ['expanding'],
          entry: 'clearFailure',
          // no cuts while the older page is on its way: it joins below the rows it was asked for
          on: {
            STREAM_UPDATE: { guard: 'isLive', actions: { type: 'streamed', params: { trim: false } } },
            SCROLLED: { actions: { type: 'scrolled', params: { trim: false } } },
            APPLY_PENDING: { actions: { type: 'applyPending', params: { keepAll: true } } },
          },
          invoke: {
            id: 'expandPage',
            src: 'fetchPage',
            input: ({ context }) => step.expandInput(context),
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event }) => step.olderPage(context, event.output)),
            },
            onError: {
              target: 'failed',
              actions: [assign(({ event }) => step.failed('expand', event.error)), 'reportFailure'],
            },
          },
        },
        refreshing: {
          tags: ['refreshing'],
          entry: 'clearFailure',
          invoke: {
            id: 'refreshPage',
            src: 'fetchPage',
            input: ({ context }) => step.newerInput(context),
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event }) => step.newerPage(context, event.output)),
            },
            onError: {
              target: 'failed',
              actions: [assign(({ event }) => step.failed('refresh', event.error)), 'reportFailure'],
            },
          },
        },
        fillingGap: {
          tags: ['filling'],
          entry: ['clearFailure', 'pruneGapQueue'],
          on: {
            FILL_GAP: { guard: 'gapHeld', actions: 'queueGap' },
          },
          invoke: {
            id: 'gapPage',
            src: 'fetchPage',
            input: ({ context }) => step.gapInput(context),
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event }) => step.gapPage(context, event.output)),
            },
            onError: {
              target: 'failed',
              actions: [assign(({ event }) => step.failed('gap', event.error)), 'reportFailure'],
            },
          },
        },
        polling: {
          invoke: {
            id: 'pollPage',
            src: 'fetchPage',
            input: ({ context }) => step.newerInput(context),
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event }) => step.polledPage(context, event.output)),
            },
            // the connection banner already says live updates are paused: a failed poll raises nothing
            onError: { target: 'loaded' },
          },
        },
        /** an expand, refresh or gap fill failed; the rows stay */
        failed: {
          tags: ['failed'],
          on: {
            RETRY: [
              { guard: { type: 'failedDuring', params: 'expand' }, target: 'expanding' },
              { guard: { type: 'failedDuring', params: 'refresh' }, target: 'refreshing' },
              { guard: 'hasQueuedGap', target: 'fillingGap' },
              // the gap is gone (cut away, or the queue emptied by a drop): nothing left to retry
              { target: 'loaded', actions: 'clearFailure' },
            ],
          },
        },
      },
    },
  },
});

export type TimelineMachine = typeof timelineMachine;

export type TimelinePhase =
  'idle' | 'warming' | 'loading' | 'failed' | 'loaded' | 'expanding' | 'refreshing' | 'fillingGap' | 'polling';

/** The one word for a snapshot's state, for views: `failed` covers both the first page and later steps (see `failure.during`). */
export function timelinePhase(snapshot: { value: unknown }): TimelinePhase {
  const value = snapshot.value;
  if (typeof value === 'string') return value as TimelinePhase;
  return (value as { ready: TimelinePhase }).ready;
}
