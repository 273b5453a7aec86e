import { assign, fromPromise, setup } from 'xstate';
import { appendOlder, countAdded, olderCursor, prependNewer, uniqueIds } from './timeline-paging';

/**
 * One timeline's list of status ids (the records live in the entity store).
 *
 *   idle --LOAD--> loading --done--> loaded --EXPAND (has more)--> expanding --done--> loaded
 *                     |                 \--REFRESH (has items)--> refreshing --done--> loaded
 *                     |                  \-REFRESH (empty)------> loading
 *                     +--error--> failed <--error-- expanding / refreshing
 *   failed --RETRY--> the step that failed (loading, expanding or refreshing)
 *
 * The page fetch is the injected `fetchPage` actor: it calls the server, imports the statuses into the
 * store and returns `{ ids, next }`. `reportFailure` (injected, a no-op by default) raises the alert of
 * spec 8 for the call. The full chart (pending items, gaps, streaming) comes with the next issue.
 */

export interface TimelineFetchInput {
  timeline: string;
  /** older than this id */
  maxId?: string;
  /** newer than this id */
  sinceId?: string;
}

export interface TimelineFetchOutput {
  ids: string[];
  next: string | null;
}

export type TimelineStep = 'load' | 'expand' | 'refresh';

export interface TimelineFailure {
  during: TimelineStep;
  error: unknown;
}

export interface TimelineContext {
  timeline: string;
  /** status ids, newest first, each once */
  ids: string[];
  /** URL of the next older page, null when there is none */
  next: string | null;
  failure: TimelineFailure | null;
  /** what the last expand or refresh added (for announcements); null after a first load */
  lastChange: { step: 'expand' | 'refresh'; added: number } | null;
}

export type TimelineEvent =
  | { type: 'LOAD' }
  | { type: 'EXPAND' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' };

export interface TimelineInput {
  timeline: string;
}

export const timelineMachine = setup({
  types: {} as { context: TimelineContext; events: TimelineEvent; input: TimelineInput },
  actors: {
    fetchPage: fromPromise<TimelineFetchOutput, TimelineFetchInput>(() =>
      Promise.reject(new Error('timelineMachine: provide a fetchPage actor')),
    ),
  },
  guards: {
    hasMore: ({ context }) => context.next !== null,
    hasItems: ({ context }) => context.ids.length > 0,
    failedDuring: ({ context }, step: TimelineStep) => context.failure?.during === step,
  },
  actions: {
    /** Provided by the app: raises the call's alert (reportError with the call's policy). */
    reportFailure: () => {},
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'timeline',
  context: ({ input }) => ({ timeline: input.timeline, ids: [], next: null, failure: null, lastChange: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { LOAD: 'loading' },
    },
    loading: {
      entry: 'clearFailure',
      invoke: {
        id: 'loadPage',
        src: 'fetchPage',
        input: ({ context }) => ({ timeline: context.timeline }),
        onDone: {
          target: 'loaded',
          actions: assign(({ event }) => ({ ids: uniqueIds(event.output.ids), next: event.output.next, lastChange: null })),
        },
        onError: {
          target: 'failed',
          actions: [assign({ failure: ({ event }) => ({ during: 'load' as const, error: event.error }) }), 'reportFailure'],
        },
      },
    },
    loaded: {
      on: {
        EXPAND: { guard: 'hasMore', target: 'expanding' },
        REFRESH: [{ guard: 'hasItems', target: 'refreshing' }, { target: 'loading' }],
      },
    },
    expanding: {
      entry: 'clearFailure',
      invoke: {
        id: 'expandPage',
        src: 'fetchPage',
        input: ({ context }) => {
          const maxId = olderCursor(context.ids, context.next);
          return maxId === undefined ? { timeline: context.timeline } : { timeline: context.timeline, maxId };
        },
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            ids: appendOlder(context.ids, event.output.ids),
            next: event.output.next,
            lastChange: { step: 'expand' as const, added: countAdded(context.ids, event.output.ids) },
          })),
        },
        onError: {
          target: 'failed',
          actions: [assign({ failure: ({ event }) => ({ during: 'expand' as const, error: event.error }) }), 'reportFailure'],
        },
      },
    },
    refreshing: {
      entry: 'clearFailure',
      invoke: {
        id: 'refreshPage',
        src: 'fetchPage',
        input: ({ context }) => ({ timeline: context.timeline, sinceId: context.ids[0] ?? '' }),
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            ids: prependNewer(context.ids, event.output.ids),
            lastChange: { step: 'refresh' as const, added: countAdded(context.ids, event.output.ids) },
          })),
        },
        onError: {
          target: 'failed',
          actions: [assign({ failure: ({ event }) => ({ during: 'refresh' as const, error: event.error }) }), 'reportFailure'],
        },
      },
    },
    failed: {
      on: {
        RETRY: [
          { guard: { type: 'failedDuring', params: 'expand' }, target: 'expanding' },
          { guard: { type: 'failedDuring', params: 'refresh' }, target: 'refreshing' },
          { target: 'loading' },
        ],
      },
    },
  },
});

export type TimelineMachine = typeof timelineMachine;
