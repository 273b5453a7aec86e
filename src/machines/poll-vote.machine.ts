import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { toggleChoice } from '../services/poll/poll-rules';

/**
 * Voting in one poll, while its view is mounted (spec 4, 5, 7).
 *
 *   selecting --VOTE [something selected]--> voting --done--> voted
 *      ^   TOGGLE                               \--error--> failed --VOTE [something selected]--> voting
 *      +---------------------TOGGLE-----------------------------+
 *
 * TOGGLE follows the choice rule: multiple-choice options toggle, single choice keeps exactly one. The request
 * is the injected `submitVote` actor (POST v1/polls/{id}/votes, then the answer re-imported into the store);
 * a failure keeps the selection so the person can retry, and runs the injected `reportFailure` action (the
 * app reports it to the alert queue). Signed-out visitors never reach VOTE: the view prompts them to sign in.
 */

export interface SubmitVoteInput {
  pollId: string;
  choices: number[];
}

export interface PollVoteContext {
  pollId: string;
  multiple: boolean;
  selected: number[];
  error: unknown;
}

export type PollVoteEvent = { type: 'TOGGLE'; index: number } | { type: 'VOTE' };

export interface PollVoteInput {
  pollId: string;
  multiple: boolean;
}

export const pollVoteMachine = setup({
  types: {} as { context: PollVoteContext; events: PollVoteEvent; input: PollVoteInput },
  actors: {
    submitVote: fromPromise<void, SubmitVoteInput>(() =>
      Promise.reject(new Error('pollVoteMachine: provide a submitVote actor')),
    ),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
  },
  actions: {
    toggle: assign(({ context, event }) =>
      event.type === 'TOGGLE' ? { selected: toggleChoice(context.selected, event.index, context.multiple) } : {}),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    // Provided by the app: report the failure to the alert queue.
    reportFailure: () => {},
  },
}).createMachine({
  id: 'pollVote',
  context: ({ input }) => ({ pollId: input.pollId, multiple: input.multiple, selected: [], error: null }),
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        TOGGLE: { actions: 'toggle' },
        VOTE: { guard: 'hasSelection', target: 'voting' },
      },
    },
    voting: {
      invoke: {
        id: 'submitVote',
        src: 'submitVote',
        input: ({ context }) => ({ pollId: context.pollId, choices: context.selected }),
        onDone: { target: 'voted' },
        onError: { target: 'failed', actions: ['rememberError', 'reportFailure'] },
      },
    },
    voted: {},
    failed: {
      on: {
        TOGGLE: { target: 'selecting', actions: ['toggle', 'clearError'] },
        VOTE: { guard: 'hasSelection', target: 'voting', actions: 'clearError' },
      },
    },
  },
});

export type PollVoteMachine = typeof pollVoteMachine;
export type PollVoteActor = ActorRefFrom<PollVoteMachine>;
