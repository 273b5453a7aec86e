import { expect, vi } from 'vitest';
import { pollVoteMachine } from '../../src/machines/poll-vote.machine';
import { describeModel, doneEvent, errorEvent } from './model-harness';

const failure = new Error('vote rejected');
const reportFailure = vi.fn();

describeModel({
  name: 'poll-vote',
  machine: pollVoteMachine.provide({ actions: { reportFailure } }),
  input: { pollId: 'p1', multiple: true },
  scriptedActors: ['submitVote'],
  events: [
    { type: 'TOGGLE', index: 0 },
    { type: 'TOGGLE', index: 1 },
    { type: 'VOTE' },
    doneEvent('submitVote', undefined),
    errorEvent('submitVote', failure),
  ],
  expectations: {
    selecting: (snapshot) => {
      expect(snapshot.context.error).toBeNull();
      // multiple choice: every selected index is distinct and sorted
      expect([...new Set(snapshot.context.selected)].sort()).toEqual(snapshot.context.selected);
    },
    voting: (snapshot, scripted) => {
      // VOTE only leaves selecting with a selection, and the request carries exactly that selection
      expect(snapshot.context.selected.length).toBeGreaterThan(0);
      expect(scripted.lastCall('submitVote')?.input).toEqual({ pollId: 'p1', choices: snapshot.context.selected });
      expect(snapshot.context.error).toBeNull();
    },
    voted: (snapshot) => {
      expect(snapshot.context.error).toBeNull();
    },
    failed: (snapshot) => {
      // the selection survives the failure, the error is kept and reported
      expect(snapshot.context.selected.length).toBeGreaterThan(0);
      expect(snapshot.context.error).toBe(failure);
      expect(reportFailure).toHaveBeenCalledWith(expect.objectContaining({ event: expect.objectContaining({ error: failure }) }), undefined);
    },
  },
});
