import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * One change a control asks of the server, as the control shows it: a row's Unblock or Authorize, a filter's
 * Delete after the question in place, a form's Save, a dialog's Clear. The change itself (the optimistic apply
 * and revert, the server call, the alert of the call's policy) is the injected `run` actor, which goes through
 * the account's action runners (services/mutations/optimistic-runner.ts, the account action runner...); this
 * chart only says whether the control waits, asks first, or failed.
 *
 *   idle --ASK--> confirming --CANCEL--> idle
 *   idle, confirming --RUN--> running --done--> done
 *                                \--error--> idle (the failure kept)
 *
 * Rules:
 * - One change at a time: RUN while running (a second click, the other button of the row) does nothing.
 * - Once done the control stays waiting: what it acted on goes away (the row leaves, the dialog closes, the
 *   screen moves on), and nothing may be asked twice meanwhile.
 * - A failure comes back to `idle` (the question in place closed) with what failed, until the next RUN; the
 *   alert or the form's text is the `run` actor's business.
 * - The question in place shows (tag `confirming`) from ASK until it is answered "no" or the change failed; a
 *   control that does not ask never looks at it.
 * The `run` actor gets { request } (what RUN carried) and rejects when the change failed.
 */

export interface RequestActionContext {
  /** what the running (or last) RUN asked */
  request: unknown;
  /** why the last change failed; null when it did not */
  failure: unknown;
}

export type RequestActionEvent =
  /** the control asks first (a question in place) */
  | { type: 'ASK' }
  /** the question is answered "no" */
  | { type: 'CANCEL' }
  /** the change is asked for */
  | { type: 'RUN'; request?: unknown };

export const requestActionMachine = setup({
  types: {} as { context: RequestActionContext; events: RequestActionEvent },
  actors: {
    run: fromPromise<unknown, { request: unknown }>(() =>
      Promise.reject(new Error('requestActionMachine: provide a run actor')),
    ),
  },
  actions: {
    takeRequest: assign({
      request: ({ event }) => (event as Extract<RequestActionEvent, { type: 'RUN' }>).request ?? null,
      failure: null,
    }),
    keepFailure: assign({ failure: ({ event }) => (event as { error?: unknown }).error ?? null }),
  },
}).createMachine({
  id: 'requestAction',
  context: { request: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ASK: { target: 'confirming' },
        RUN: { target: 'running', actions: 'takeRequest' },
      },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        CANCEL: { target: 'idle' },
        RUN: { target: 'running', actions: 'takeRequest' },
      },
    },
    running: {
      tags: ['busy', 'confirming'],
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'done' },
        onError: { target: 'idle', actions: 'keepFailure' },
      },
    },
    done: { type: 'final', tags: ['busy', 'confirming'] },
  },
});

export type RequestActionMachine = typeof requestActionMachine;
export type RequestActionActor = ActorRefFrom<RequestActionMachine>;
export type RequestActionSnapshot = SnapshotFrom<RequestActionMachine>;
