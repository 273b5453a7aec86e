import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * One optimistic change while it is in flight: a status action (favourite, bookmark, reblog, a reaction...),
 * a bookmark category toggled on a post, and any other change to accounts, lists or categories that the
 * screen shows at once and takes back when the server refuses it. A runner makes one actor per request and
 * stops it when it reaches a final state (src/services/mutations/optimistic-runner.ts); nothing keeps an
 * actor per record.
 *
 *   applying --done--> requesting --done--> done
 *      |                  |--error [applied]--> reverting --done/error--> failed
 *      |                  \--error-----------------------------------> failed
 *      \--error--------------------------------------------------------> failed
 *
 * `apply` makes the optimistic change (in the store, or a SET on the chart that shows the data) and answers
 * a description of what it changed, or null when there was nothing to change (or the action has nothing
 * optimistic). `perform` is the server call and its effect (importing the answer...). `revert` undoes
 * exactly what `apply` described. Entering `failed` runs the injected `reportFailure` action (the alert the call's
 * policy asks for), after the revert. No DOM, no network here: the three are injected.
 */

export interface OptimisticActionInput {
  /** what is asked (the runner's request: its kind, ids, values) */
  request: unknown;
}

export interface OptimisticActionContext {
  request: unknown;
  /** what `apply` changed; null: nothing optimistic to undo */
  applied: unknown;
  error: unknown;
  /** what `perform` answered (only meaningful once `succeeded`) */
  result: unknown;
  succeeded: boolean;
}

export type OptimisticActionOutput = { ok: true; result: unknown } | { ok: false; error: unknown };

export const optimisticActionMachine = setup({
  types: {} as {
    context: OptimisticActionContext;
    input: OptimisticActionInput;
    output: OptimisticActionOutput;
  },
  actors: {
    apply: fromPromise<unknown, { request: unknown }>(() =>
      Promise.reject(new Error('optimisticActionMachine: provide an apply actor')),
    ),
    perform: fromPromise<unknown, { request: unknown }>(() =>
      Promise.reject(new Error('optimisticActionMachine: provide a perform actor')),
    ),
    revert: fromPromise<void, { change: unknown }>(() =>
      Promise.reject(new Error('optimisticActionMachine: provide a revert actor')),
    ),
  },
  guards: {
    applied: ({ context }) => context.applied !== null && context.applied !== undefined,
  },
  actions: {
    rememberApplied: assign({ applied: ({ event }) => (event as { output?: unknown }).output ?? null }),
    rememberResult: assign({ result: ({ event }) => (event as { output?: unknown }).output ?? null, succeeded: true }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    // Provided by the runner: the alert the failed call's policy asks for, for context.error.
    reportFailure: () => {},
  },
}).createMachine({
  id: 'optimisticAction',
  context: ({ input }) => ({ request: input.request, applied: null, error: null, result: null, succeeded: false }),
  initial: 'applying',
  states: {
    applying: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'requesting', actions: 'rememberApplied' },
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    requesting: {
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'done', actions: 'rememberResult' },
        onError: [
          { guard: 'applied', target: 'reverting', actions: 'rememberError' },
          { target: 'failed', actions: 'rememberError' },
        ],
      },
    },
    reverting: {
      invoke: {
        id: 'revert',
        src: 'revert',
        input: ({ context }) => ({ change: context.applied }),
        onDone: { target: 'failed' },
        // a revert that throws leaves the data as the server next says; the failure is still reported
        onError: { target: 'failed' },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final', entry: 'reportFailure' },
  },
  output: ({ context }): OptimisticActionOutput =>
    context.succeeded ? { ok: true, result: context.result } : { ok: false, error: context.error },
});

export type OptimisticActionMachine = typeof optimisticActionMachine;
export type OptimisticActionActor = ActorRefFrom<OptimisticActionMachine>;
export type OptimisticActionSnapshot = SnapshotFrom<OptimisticActionMachine>;
