import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
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
 * A refresh that fails keeps the value shown (the alert says what happened) and a retry asks again; a
 * refresh answered 404/410 means the thing is gone now. SET replaces the value (an optimistic change or a
 * streamed update). Tags: `loading` (nothing to show yet), `busy` (a request runs), `value` (the value can
 * be shown), `refreshFailed`, `failed`, `gone`.
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
  { type: 'LOAD' } | { type: 'REFRESH' } | { type: 'RETRY' } | { type: 'SET'; value: T };

export const resourceMachine = setup({
  types: {} as { context: ResourceContext; events: ResourceEvent; input: ResourceInput },
  actors: {
    load: fromPromise<unknown, ResourceLoadInput>(() =>
      Promise.reject(new Error('resourceMachine: provide a load actor')),
    ),
  },
  guards: {
    gone: ({ context, event }) => context.goneIsState && isGoneFailure((event as { error?: unknown }).error),
  },
  actions: {
    keepValue: assign({ value: ({ event }) => (event as { output?: unknown }).output ?? null, error: null }),
    setValue: assign({ value: ({ context, event }) => (event.type === 'SET' ? event.value : context.value) }),
    keepError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    forgetValue: assign({ value: null }),
    // Provided by the registry: the spec-8 alert for context.error under the call's policy.
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
      on: { RETRY: 'loading' },
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
