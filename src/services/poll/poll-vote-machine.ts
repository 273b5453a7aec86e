/**
 * The poll chart (machines/poll-vote.machine.ts) with its effects: a vote is POST v1/polls/{id}/votes and a
 * refresh GET v1/polls/{id}, each answer re-imported into the store (after a vote or a refresh the poll data is
 * re-imported), and a failure reported to the alert queue under its call's policy.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../api';
import { reportError, type AlertQueue } from '../alerts';
import { importPoll, type EntityStore } from '../store';
import { pollVoteMachine, type RefreshPollInput, type SubmitVoteInput } from '../../machines/poll-vote.machine';

export interface PollChartServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export function pollVoteMachineFor({ api, store, alerts }: PollChartServices) {
  return pollVoteMachine.provide({
    actors: {
      submitVote: fromPromise<void, SubmitVoteInput>(async ({ input }) => {
        importPoll(store, await api.polls.vote(input.pollId, input.choices));
      }),
      refreshPoll: fromPromise<void, RefreshPollInput>(async ({ input }) => {
        importPoll(store, await api.polls.get(input.pollId));
      }),
    },
    actions: {
      reportFailure: ({ event }) => {
        reportError(alerts, errorOf(event), { callId: 'polls.vote' });
      },
      reportRefreshFailure: ({ event }) => {
        reportError(alerts, errorOf(event), { callId: 'polls.get' });
      },
    },
  });
}
