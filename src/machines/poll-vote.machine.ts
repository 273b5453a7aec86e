import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toggleChoice } from '../domain/poll/poll-rules';

/**
 * One poll while its view is mounted: voting, the reader's "See results", and refreshing, three regions that run side
 * by side.
 *
 *   vote:     selecting --VOTE [something selected]--> voting --done--> voted
 *                ^   TOGGLE                              \--error--> failed --VOTE [something selected]--> voting
 *                +---------------------TOGGLE--------------------------+
 *   results:  hidden --REVEAL--> revealed --HIDE--> hidden
 *   refresh:  idle --REFRESH--> refreshing --done / error--> idle
 *
 * TOGGLE follows the choice rule: multiple-choice options toggle, single choice keeps exactly one. The vote is
 * the injected `submitVote` actor (POST v1/polls/{id}/votes, then the answer re-imported into the store); a
 * failure keeps the selection so the person can retry, and runs the injected `reportFailure` action (the app
 * reports it to the alert queue). A refresh is the injected `refreshPoll` actor (GET v1/polls/{id}, re-imported);
 * while one runs another is not asked for, and a failure runs `reportRefreshFailure` (the poll shown stays).
 * Signed-out visitors never reach VOTE: the view prompts them to sign in.
 * Tags: `voting`, `voted`, `voteFailed`, `revealed`, `refreshing`.
 */

export interface SubmitVoteInput {
  pollId: string;
  choices: number[];
}

export interface RefreshPollInput {
  pollId: string;
}

export interface PollVoteContext {
  pollId: string;
  multiple: boolean;
  selected: number[];
  error: unknown;
}

export type PollVoteEvent =
  { type: 'TOGGLE'; index: number } | { type: 'VOTE' } | { type: 'REVEAL' } | { type: 'HIDE' } | { type: 'REFRESH' };

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
    refreshPoll: fromPromise<void, RefreshPollInput>(() =>
      Promise.reject(new Error('pollVoteMachine: provide a refreshPoll actor')),
    ),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
  },
  actions: {
    toggle: assign(({ context, event }) =>
      event.type === 'TOGGLE' ? { selected: toggleChoice(context.selected, event.index, context.multiple) } : {},
    ),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    // Provided by the app: report the failed vote, or the failed refresh, to the alert queue.
    reportFailure: () => {},
    reportRefreshFailure: () => {},
  },
}).createMachine({
  id: 'pollVote',
  context: ({ input }) => ({ pollId: input.pollId, multiple: input.multiple, selected: [], error: null }),
  type: 'parallel',
  states: {
    vote: {
      initial: 'selecting',
      states: {
        selecting: {
          on: {
            TOGGLE: { actions: 'toggle' },
            VOTE: { guard: 'hasSelection', target: 'voting' },
          },
        },
        voting: {
          tags: ['voting'],
          invoke: {
            id: 'submitVote',
            src: 'submitVote',
            input: ({ context }) => ({ pollId: context.pollId, choices: context.selected }),
            onDone: { target: 'voted' },
            onError: { target: 'failed', actions: ['rememberError', 'reportFailure'] },
          },
        },
        voted: {
          tags: ['voted'],
        },
        failed: {
          tags: ['voteFailed'],
          on: {
            TOGGLE: { target: 'selecting', actions: ['toggle', 'clearError'] },
            VOTE: { guard: 'hasSelection', target: 'voting', actions: 'clearError' },
          },
        },
      },
    },
    results: {
      initial: 'hidden',
      states: {
        hidden: { on: { REVEAL: 'revealed' } },
        revealed: { tags: ['revealed'], on: { HIDE: 'hidden' } },
      },
    },
    refresh: {
      initial: 'idle',
      states: {
        idle: { on: { REFRESH: 'refreshing' } },
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            id: 'refreshPoll',
            src: 'refreshPoll',
            input: ({ context }) => ({ pollId: context.pollId }),
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: 'reportRefreshFailure' },
          },
        },
      },
    },
  },
});

export type PollVoteMachine = typeof pollVoteMachine;
export type PollVoteActor = ActorRefFrom<PollVoteMachine>;
export type PollVoteSnapshot = SnapshotFrom<PollVoteMachine>;

/** Where the reader's vote is: choosing, on its way, counted, or refused (it may be sent again). */
export type PollVotePhase = 'selecting' | 'voting' | 'voted' | 'failed';

/** What a poll shows of its chart: the vote's phase, results shown on request, a refresh on its way. */
export interface PollVoteStatus {
  vote: PollVotePhase;
  revealed: boolean;
  refreshing: boolean;
}

function votePhaseOf(snapshot: PollVoteSnapshot): PollVotePhase {
  if (snapshot.hasTag('voting')) return 'voting';
  if (snapshot.hasTag('voted')) return 'voted';
  if (snapshot.hasTag('voteFailed')) return 'failed';
  return 'selecting';
}

export function pollVoteStatusOf(snapshot: PollVoteSnapshot): PollVoteStatus {
  return {
    vote: votePhaseOf(snapshot),
    revealed: snapshot.hasTag('revealed'),
    refreshing: snapshot.hasTag('refreshing'),
  };
}
