import {
  assign,
  fromCallback,
  fromPromise,
  setup,
  stateIn,
  type ActorRefFrom,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { isGoneFailure } from './load-failure';

/**
 * One piece of server data a screen shows (a post with its thread, an account looked up by acct, the
 * bookmark categories of a post...): loaded once, kept while the account's registry keeps it, refreshed on
 * demand. No DOM, no network: `load` is the injected actor that calls the server and stores what it answers
 * (the machine keeps only what `load` returns, usually ids), and `reportFailure` is the injected action that
 * raises the alert the failed call's policy asks for.
 *
 *   idle --LOAD--> loading --done--> ready.current --REFRESH--> refreshing --done--> ready.current
 *                    |  \--error [not found or gone, and the caller treats that as a state]--> gone
 *                    \--error--> failed --RETRY--> loading      refreshing --error--> ready.refreshFailed
 *                                                                            \--error [gone]--> gone
 *   ready.refreshFailed --RETRY--> refreshing; gone --RETRY--> loading
 *
 *   failed.waiting --RETRY_CHANCE--> retrying --done--> ready.current
 *                                       \--error--> failed.resting.quiet --RETRY_CHANCE--> failed.resting.owed
 *   failed.resting --after the rest--> retrying when a chance is owed, else failed.waiting
 *
 * A refresh that fails keeps the value shown (the alert says what happened) and a retry asks again; a
 * refresh answered 404/410 means the thing is gone now. SET replaces the value (an optimistic change or a
 * streamed update).
 *
 * While failed, the injected `retryChances` actor may tell of moments worth another try without the reader
 * asking (RETRY_CHANCE: the page came back into view, the network came back); by default it tells of none.
 * The first chance after a failure is taken at once; an automatic try that fails raises no alert and rests:
 * chances in the next `retryRest` ms are gathered into one try at its end, so a window whose focus flaps
 * asks the server at most once per rest. RETRY (the reader's) is always taken while failed.
 *
 * Tags: `loading` (nothing to show yet), `busy` (a request runs), `value` (the value can be shown),
 * `refreshFailed`, `failed`, `gone`. The last failure stays in `context.error` until a success, so a view can
 * tell a first load from another try after a failure.
 */

export interface ResourceInput<T = unknown> {
  /** what this resource is, e.g. `thread:123` (the registry's key) */
  key: string;
  /** 404 and 410 answers end in `gone` instead of `failed` */
  goneIsState?: boolean;
  /** a value known before the first answer (e.g. an account already in the store), shown while loading */
  placeholder?: T | null;
}

export interface ResourceContext<T = unknown> {
  key: string;
  goneIsState: boolean;
  /** the last value loaded (or the placeholder), null before any */
  value: T | null;
  /** the last failure, null after a success */
  error: unknown;
}

export interface ResourceLoadInput {
  key: string;
}

export type ResourceEvent<T = unknown> =
  | { type: 'LOAD' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'SET'; value: T }
  /** a moment worth another try after a failure, told by the `retryChances` actor */
  | { type: 'RETRY_CHANCE' };

/** How long automatic tries rest after one failed (chances meanwhile wait for its end). */
export const RETRY_REST_MS = 30_000;

export const resourceMachine = setup({
  types: {} as { context: ResourceContext; events: ResourceEvent; input: ResourceInput },
  actors: {
    load: fromPromise<unknown, ResourceLoadInput>(() =>
      Promise.reject(new Error('resourceMachine: provide a load actor')),
    ),
    // tells of chances to try again while failed (RETRY_CHANCE); none unless a definition provides them
    retryChances: fromCallback<EventObject>(() => undefined),
  },
  delays: { retryRest: RETRY_REST_MS },
  guards: {
    gone: ({ context, event }) => context.goneIsState && isGoneFailure((event as { error?: unknown }).error),
    chanceOwed: stateIn({ failed: { resting: 'owed' } }),
  },
  actions: {
    keepValue: assign({ value: ({ event }) => (event as { output?: unknown }).output ?? null, error: null }),
    setValue: assign({ value: ({ context, event }) => (event.type === 'SET' ? event.value : context.value) }),
    keepError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    forgetValue: assign({ value: null }),
    // Provided by the registry: the alert the failed call's policy asks for, for context.error.
    reportFailure: () => {},
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({
    key: input.key,
    goneIsState: input.goneIsState ?? false,
    value: input.placeholder ?? null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { LOAD: 'loading' },
    },
    loading: {
      tags: ['loading', 'busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'ready', actions: 'keepValue' },
        onError: [
          { guard: 'gone', target: 'gone', actions: ['keepError', 'forgetValue'] },
          { target: 'failed', actions: ['keepError', 'reportFailure'] },
        ],
      },
    },
    ready: {
      tags: ['value'],
      on: {
        REFRESH: 'refreshing',
        SET: { actions: 'setValue' },
      },
      initial: 'current',
      states: {
        current: {},
        // the last refresh failed (the value shown is the one before it); a retry asks again
        refreshFailed: {
          tags: ['refreshFailed'],
          on: { RETRY: '#resource.refreshing' },
        },
      },
    },
    refreshing: {
      tags: ['value', 'busy'],
      invoke: {
        id: 'refresh',
        src: 'load',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'ready', actions: 'keepValue' },
        onError: [
          { guard: 'gone', target: 'gone', actions: ['keepError', 'forgetValue'] },
          { target: 'ready.refreshFailed', actions: ['keepError', 'reportFailure'] },
        ],
      },
      on: {
        SET: { actions: 'setValue' },
      },
    },
    failed: {
      tags: ['failed'],
      invoke: { src: 'retryChances' },
      on: { RETRY: 'loading' },
      initial: 'waiting',
      states: {
        waiting: {
          on: { RETRY_CHANCE: '#resource.retrying' },
        },
        // an automatic try has just failed: chances wait for the rest to end
        resting: {
          after: {
            retryRest: [{ guard: 'chanceOwed', target: '#resource.retrying' }, { target: 'waiting' }],
          },
          initial: 'quiet',
          states: {
            quiet: { on: { RETRY_CHANCE: 'owed' } },
            owed: {},
          },
        },
      },
    },
    // an automatic try (a chance taken): as loading, but a failure is not alerted again and rests
    retrying: {
      tags: ['loading', 'busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'ready', actions: 'keepValue' },
        onError: [
          { guard: 'gone', target: 'gone', actions: ['keepError', 'forgetValue'] },
          { target: 'failed.resting', actions: 'keepError' },
        ],
      },
    },
    gone: {
      tags: ['gone'],
      on: { RETRY: 'loading' },
    },
  },
});

export type ResourceMachine = typeof resourceMachine;
export type ResourceActor = ActorRefFrom<ResourceMachine>;
export type ResourceSnapshot = SnapshotFrom<ResourceMachine>;
