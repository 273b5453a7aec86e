import { expect, vi } from 'vitest';
import { pollVoteMachine } from '../../src/machines/poll-vote.machine';
import { describeModel, doneEvent, errorEvent } from './model-harness';

const failure = new Error('vote rejected');
const reportFailure = vi.fn();
const refreshFailure = new Error('poll unavailable');
const reportRefreshFailure = vi.fn();

describeModel({
  name: 'poll-vote',
  machine: pollVoteMachine.provide({ actions: { reportFailure, reportRefreshFailure } }),
  input: { pollId: 'p1', multiple: true },
  scriptedActors: ['submitVote', 'refreshPoll'],
  events: [
    { type: 'TOGGLE', index: 0 },
    { type: 'TOGGLE', index: 1 },
    { type: 'VOTE' },
    doneEvent('submitVote', undefined),
    errorEvent('submitVote', failure),
    { type: 'REVEAL' },
    { type: 'HIDE' },
    { type: 'REFRESH' },
    doneEvent('refreshPoll', undefined),
    errorEvent('refreshPoll', refreshFailure),
  ],
  expectations: {
    'vote.selecting': (snapshot) => {
      expect(snapshot.context.error).toBeNull();
      // multiple choice: every selected index is distinct and sorted
      expect([...new Set(snapshot.context.selected)].sort()).toEqual(snapshot.context.selected);
    },
    'vote.voting': (snapshot, scripted) => {
      // VOTE only leaves selecting with a selection, and the request carries exactly that selection
      expect(snapshot.context.selected.length).toBeGreaterThan(0);
      expect(scripted.lastCall('submitVote')?.input).toEqual({ pollId: 'p1', choices: snapshot.context.selected });
      expect(snapshot.context.error).toBeNull();
    },
    'vote.voted': (snapshot) => {
      expect(snapshot.context.error).toBeNull();
    },
    'vote.failed': (snapshot) => {
      // the selection survives the failure, the error is kept and reported
      expect(snapshot.context.selected.length).toBeGreaterThan(0);
      expect(snapshot.context.error).toBe(failure);
      expect(reportFailure).toHaveBeenCalledWith(
        expect.objectContaining({ event: expect.objectContaining({ error: failure }) }),
        undefined,
      );
    },
    'refresh.refreshing': (snapshot, scripted) => {
      // the refresh asks for this poll, whatever the vote is doing
      expect(snapshot.hasTag('refreshing')).toBe(true);
      expect(scripted.lastCall('refreshPoll')?.input).toEqual({ pollId: 'p1' });
      expect(scripted.lastCall('refreshPoll')?.aborted()).toBe(false);
    },
    'refresh.idle': () => {
      // a failed refresh is reported with its own action, never as a failed vote
      for (const [args] of reportRefreshFailure.mock.calls) expect(args.event.error).toBe(refreshFailure);
      for (const [args] of reportFailure.mock.calls) expect(args.event.error).toBe(failure);
    },
  },
});
