import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { OptimisticChange } from '../services/status-actions/optimistic';
import type { StatusActionOutcome, StatusActionRequest } from '../services/status-actions/status-actions-types';

/**
 * One status action while it is in flight (spec 4 "Status actions"). The runner
 * (src/services/status-actions/status-action-runner.ts) makes one actor per request and stops it when it
 * reaches a final state; there is never an actor per status.
 *
 *   applying --done--> requesting --done--> done
 *      |                  |--error [applied]--> reverting --done/error--> failed
 *      |                  \--error-----------------------------------> failed
 *      \--error--------------------------------------------------------> failed
 *
 * `apply` makes the optimistic store change (favourite, bookmark, reblog and their undo, reactions) and
 * answers what it changed, or null (pin, delete, translate... have nothing optimistic). `perform` is the API
 * call and its effect on the store (import the answer; delete removes the post from every timeline; redraft
 * hands the source to compose). `revert` undoes the optimistic change field by field. Entering `failed` runs
 * the injected `reportFailure` action (the spec-8 alert with the call's policy). No DOM, no network here.
 */

export interface StatusActionInput {
  request: StatusActionRequest;
}

export interface StatusActionContext {
  request: StatusActionRequest;
  /** what `apply` changed (null: nothing optimistic) */
  applied: OptimisticChange | null;
  error: unknown;
  /** what `perform` answered (delete & redraft: whether the draft was saved) */
  performed: PerformOutput | null;
}

export interface PerformOutput {
  redraftSaved?: boolean;
}

export const statusActionMachine = setup({
  types: {} as {
    context: StatusActionContext;
    input: StatusActionInput;
    output: StatusActionOutcome;
  },
  actors: {
    apply: fromPromise<OptimisticChange | null, { request: StatusActionRequest }>(() =>
      Promise.reject(new Error('statusActionMachine: provide an apply actor'))),
    perform: fromPromise<PerformOutput, { request: StatusActionRequest }>(() =>
      Promise.reject(new Error('statusActionMachine: provide a perform actor'))),
    revert: fromPromise<void, { change: OptimisticChange }>(() =>
      Promise.reject(new Error('statusActionMachine: provide a revert actor'))),
  },
  guards: {
    applied: ({ context }) => context.applied !== null,
  },
  actions: {
    rememberApplied: assign({ applied: ({ event }) => (event as { output?: OptimisticChange | null }).output ?? null }),
    rememberPerformed: assign({ performed: ({ event }) => (event as { output?: PerformOutput }).output ?? {} }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    // Provided by the runner: the spec-8 alert for context.error under the call's policy.
    reportFailure: () => {},
  },
}).createMachine({
  id: 'statusAction',
  context: ({ input }) => ({ request: input.request, applied: null, error: null, performed: null }),
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
        onDone: { target: 'done', actions: 'rememberPerformed' },
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
        input: ({ context }) => ({ change: context.applied as OptimisticChange }),
        onDone: { target: 'failed' },
        // a revert that throws leaves the store as the stream next says; the failure is still reported
        onError: { target: 'failed' },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final', entry: 'reportFailure' },
  },
  output: ({ context }): StatusActionOutcome =>
    context.performed !== null
      ? { ok: true, ...(context.performed.redraftSaved ? { redraftSaved: true } : {}) }
      : { ok: false, error: context.error },
});

export type StatusActionMachine = typeof statusActionMachine;
export type StatusActionActor = ActorRefFrom<StatusActionMachine>;
