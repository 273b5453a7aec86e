/**
 * The poll chart with its effects (services/poll/poll-vote-machine.ts): votes and refreshes re-import the answer, a
 * failure raises the alert of its own call, a timed-out refresh raises none.
 */
import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../../src/services/api';
import { createAlertQueue } from '../../../../src/services/alerts';
import { ApiError } from '../../../../src/domain/errors/api-error';
import { pollVoteMachineFor } from '../../../../src/services/poll/poll-vote-machine';
import { createEntityStore, importPoll } from '../../../../src/services/store';
import { apiPoll } from '../../entities/fixtures';

function setUp(polls: { vote?: () => Promise<unknown>; get?: () => Promise<unknown> }) {
  const store = createEntityStore({ currentAccountId: 'me1' });
  importPoll(store, apiPoll('p1', { voters_count: 1 }));
  const alerts = createAlertQueue();
  const api = { polls: { vote: vi.fn(polls.vote), get: vi.fn(polls.get) } } as unknown as Api;
  const actor = createActor(pollVoteMachineFor({ api, store, alerts }), {
    input: { pollId: 'p1', multiple: false },
  }).start();
  return { actor, store, alerts, api };
}

const serverError = () =>
  new ApiError({ kind: 'response', status: 503, statusText: 'Service Unavailable', message: 'HTTP 503' });

describe('poll chart', () => {
  it('a vote re-imports the answer', async () => {
    const { actor, store, api } = setUp({
      vote: () => Promise.resolve(apiPoll('p1', { voted: true, own_votes: [1], voters_count: 2 })),
    });
    actor.send({ type: 'TOGGLE', index: 1 });
    actor.send({ type: 'VOTE' });
    await waitFor(actor, (s) => s.hasTag('voted'));
    expect(api.polls.vote).toHaveBeenCalledWith('p1', [1]);
    expect(store.get('polls', 'p1')).toMatchObject({ voted: true, voters_count: 2 });
  });

  it('a refresh re-imports the poll; while it runs, no second one is asked for', async () => {
    let answer: (poll: unknown) => void = () => {};
    const { actor, store, api } = setUp({
      get: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(api.polls.get).toHaveBeenCalledTimes(1);
    answer(apiPoll('p1', { voters_count: 10 }));
    await waitFor(actor, (s) => !s.hasTag('refreshing'));
    expect(store.get('polls', 'p1')?.voters_count).toBe(10);
  });

  it('a failed refresh raises the alert of polls.get and keeps the poll; a timed-out one raises nothing', async () => {
    const { actor, store, alerts } = setUp({ get: () => Promise.reject(serverError()) });
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => !s.hasTag('refreshing'));
    expect(alerts.getSnapshot()).toHaveLength(1);
    expect(store.get('polls', 'p1')?.voters_count).toBe(1);
    expect(actor.getSnapshot().hasTag('voteFailed')).toBe(false);

    const quiet = setUp({ get: () => Promise.reject(new ApiError({ kind: 'timeout', message: 'timed out' })) });
    quiet.actor.send({ type: 'REFRESH' });
    await waitFor(quiet.actor, (s) => !s.hasTag('refreshing'));
    expect(quiet.alerts.getSnapshot()).toEqual([]);
  });

  it('a failed vote raises the alert and keeps the selection', async () => {
    const { actor, alerts } = setUp({ vote: () => Promise.reject(serverError()) });
    actor.send({ type: 'TOGGLE', index: 0 });
    actor.send({ type: 'VOTE' });
    await waitFor(actor, (s) => s.hasTag('voteFailed'));
    expect(alerts.getSnapshot()).toHaveLength(1);
    expect(actor.getSnapshot().context.selected).toEqual([0]);
  });
});
