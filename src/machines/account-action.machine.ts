import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  countDeltas,
  isDomainKind,
  NO_CHANGE,
  normaliseSettings,
  optimisticPatch,
  outcomeOf,
  subtractDeltas,
  targetFits,
} from './account-action-rules';
import type {
  AccountActionBefore,
  AccountActionCommit,
  AccountActionInput,
  AccountActionKind,
  AccountActionOutput,
  AccountActionRequest,
  CountDeltas,
  OptimisticPatch,
  Relationship,
} from './account-action-types';

/**
 * One account action while it is in flight: follow, unfollow, block, unblock, mute, unmute, pin (endorse),
 * unpin, note, remove from followers, authorise or reject a follow request, block or unblock a domain. The
 * change shows at once and is taken back when the server refuses it, with an alert.
 *
 *   requesting ──done──> settling ──[a follow now following]──> following
 *        │                    ├──[a follow left pending]───> requested
 *        │                    └──────────────────────────────> done
 *        └──error──> reverting ──> failed
 *
 * - requesting: on entry the injected `apply` action gets the optimistic patch (account-action-rules.ts):
 *   the relationship fields the action changes, with their old values, and what to add to the counts. (The
 *   patch is applied on entering the first state rather than in a transient state of its own: a transient
 *   initial state is never seen by an inspector attached to the actor.) Then the injected `request` promise
 *   actor makes the call (kind, target, completed options) and answers the server's relationship, or null
 *   for calls that answer none (domain blocks).
 * - settling: the injected `commit` action gets the relationship to keep and the count correction: the final
 *   counts from the answer minus what `apply` already added (a locked account answering "requested" takes the
 *   optimistic +1 back). A follow then ends as `following` or `requested`; any other action as `done`.
 * - reverting: the injected `revert` action gets the same patch and undoes exactly it; `failed` then runs the
 *   injected `reportFailure` action (the alert) once.
 *
 * A runner makes one short-lived actor per action and stops it when it ends; nothing keeps an actor per
 * account. A second action of the same kind on the same account while one is in flight is the runner's to
 * refuse or queue: this chart knows only its own action.
 */

export interface AccountActionContext {
  kind: AccountActionKind;
  before: AccountActionBefore;
  /** the call the `request` actor makes */
  request: AccountActionRequest;
  /** the change `apply` made and `revert` undoes */
  patch: OptimisticPatch;
  /** the whole relationship as shown meanwhile (null: none to show) */
  optimistic: Relationship | null;
  /** the relationship kept once the server agreed: its answer, or the optimistic one when it answered none */
  settled: Relationship | null;
  /** what `commit` adds to the counts on top of the patch */
  correction: CountDeltas | null;
  error: unknown;
  succeeded: boolean;
}

function initialContext(input: AccountActionInput): AccountActionContext {
  if (!targetFits(input.kind, input.target)) {
    const needs = isDomainKind(input.kind) ? 'a domain' : 'an account id';
    throw new Error(`accountActionMachine: ${input.kind} needs ${needs} as its target`);
  }
  const { patch, optimistic } = optimisticPatch(input);
  return {
    kind: input.kind,
    before: input.before,
    request: {
      kind: input.kind,
      target: input.target,
      settings: normaliseSettings(input.kind, input.options, input.before.relationship ?? undefined),
    },
    patch,
    optimistic,
    settled: null,
    correction: null,
    error: null,
    succeeded: false,
  };
}

export const accountActionMachine = setup({
  types: {} as {
    context: AccountActionContext;
    input: AccountActionInput;
    output: AccountActionOutput;
  },
  actors: {
    request: fromPromise<Relationship | null, AccountActionRequest>(() =>
      Promise.reject(new Error('accountActionMachine: provide a request actor')),
    ),
  },
  guards: {
    nowFollowing: ({ context }) => outcomeOf(context.kind, context.settled) === 'following',
    leftRequested: ({ context }) => outcomeOf(context.kind, context.settled) === 'requested',
  },
  actions: {
    // Provided by the runner: write the patch to the store (relationship fields, counts).
    apply: (_, _patch: OptimisticPatch) => {},
    // Provided by the runner: keep the settled relationship and add the count correction.
    commit: (_, _commit: AccountActionCommit) => {},
    // Provided by the runner: undo exactly the patch `apply` got.
    revert: (_, _patch: OptimisticPatch) => {},
    // Provided by the runner: the alert for the failed call.
    reportFailure: (_, _failure: { kind: AccountActionKind; error: unknown }) => {},
    settle: assign(({ context, event }) => {
      const answer = (event as { output?: Relationship | null }).output ?? null;
      const settled = answer ?? context.optimistic;
      const final = countDeltas(context.kind, context.before, settled);
      return { settled, correction: subtractDeltas(final, context.patch.counts), succeeded: true };
    }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
  },
}).createMachine({
  id: 'accountAction',
  context: ({ input }) => initialContext(input),
  initial: 'requesting',
  states: {
    requesting: {
      // the change shows at once, as the call starts
      entry: { type: 'apply', params: ({ context }) => context.patch },
      invoke: {
        id: 'request',
        src: 'request',
        input: ({ context }) => context.request,
        onDone: { target: 'settling', actions: 'settle' },
        onError: { target: 'reverting', actions: 'rememberError' },
      },
    },
    settling: {
      entry: {
        type: 'commit',
        params: ({ context }) => ({
          target: context.patch.target,
          relationship: context.settled,
          correction: context.correction ?? NO_CHANGE,
        }),
      },
      always: [
        { guard: 'nowFollowing', target: 'following' },
        { guard: 'leftRequested', target: 'requested' },
        { target: 'done' },
      ],
    },
    reverting: {
      entry: { type: 'revert', params: ({ context }) => context.patch },
      always: { target: 'failed' },
    },
    following: { type: 'final' },
    requested: { type: 'final' },
    done: { type: 'final' },
    failed: {
      type: 'final',
      entry: { type: 'reportFailure', params: ({ context }) => ({ kind: context.kind, error: context.error }) },
    },
  },
  output: ({ context }): AccountActionOutput =>
    context.succeeded
      ? { ok: true, outcome: outcomeOf(context.kind, context.settled), relationship: context.settled }
      : { ok: false, error: context.error },
});

export type AccountActionMachine = typeof accountActionMachine;
export type AccountActionActor = ActorRefFrom<AccountActionMachine>;
export type AccountActionSnapshot = SnapshotFrom<AccountActionMachine>;
