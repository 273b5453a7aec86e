/**
 * The relationship batch chart on a real actor with fake timers: one request 500 ms after the last ask, ids
 * merged and split 40 at a time, known ids skipped unless refreshed, asks during a request waiting for the next
 * one, answers stored, failures reported and forgotten.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  relationshipBatchMachine,
  type RelationshipFetchInput,
  type RelationshipsAnswered,
  type RelationshipsFailed,
} from '../../../src/machines/relationship-batch.machine';
import type { ApiRelationship } from '../../../src/domain/entities/api-types';

interface Call {
  input: RelationshipFetchInput;
  /** fake time the request went out */
  at: number;
  signal: AbortSignal;
  resolve(value: ApiRelationship[]): void;
  reject(error: unknown): void;
}

const relationship = (id: string): ApiRelationship => ({
  id,
  following: false,
  showing_reblogs: false,
  notifying: false,
  followed_by: true,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  requested: false,
  requested_by: false,
  domain_blocking: false,
  endorsed: false,
  note: '',
});
const answerFor = (call: Call) => call.input.ids.map(relationship);

function start() {
  const calls: Call[] = [];
  const stored: RelationshipsAnswered[] = [];
  const failures: RelationshipsFailed[] = [];
  const fetchRelationships = fromPromise<ApiRelationship[], RelationshipFetchInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => calls.push({ input, at: Date.now(), signal, resolve, reject })),
  );
  const actor = createActor(
    relationshipBatchMachine.provide({
      actors: { fetchRelationships },
      actions: {
        store: (_, params) => void stored.push(params),
        reportFailure: (_, params) => void failures.push(params),
      },
    }),
  );
  actor.start();
  const ask = (ids: string[], refresh?: boolean) =>
    actor.send({ type: 'ASK', ids, ...(refresh === undefined ? {} : { refresh }) });
  /** answers the request `index` with a relationship for each of its ids and lets the chart take it */
  const answer = async (index: number) => {
    calls[index]!.resolve(answerFor(calls[index]!));
    await vi.advanceTimersByTimeAsync(0);
  };
  const fail = async (index: number, error: unknown) => {
    calls[index]!.reject(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, calls, stored, failures, ask, answer, fail, value: () => actor.getSnapshot().value };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('relationship batch chart', () => {
  it('two asks 300 ms apart make one request 800 ms after the first, with with_suspended', async () => {
    const { calls, ask } = start();
    ask(['1']);
    await vi.advanceTimersByTimeAsync(300);
    ask(['2']);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.at).toBe(800);
    expect(calls[0]!.input).toEqual({ ids: ['1', '2'], withSuspended: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
  });

  it('an ask adding nothing new does not postpone the request', async () => {
    const { calls, ask } = start();
    ask(['1']);
    await vi.advanceTimersByTimeAsync(300);
    ask(['1']);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.map((c) => c.at)).toEqual([500]);
  });

  it('merges duplicates within and across asks', async () => {
    const { calls, ask } = start();
    ask(['1', '2', '1']);
    ask(['2', '3']);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.input.ids)).toEqual([['1', '2', '3']]);
  });

  it('splits 45 ids into 40 then 5, the second request as soon as the first answered', async () => {
    const { calls, stored, ask, answer, value } = start();
    const ids = Array.from({ length: 45 }, (_, i) => String(100 + i));
    ask(ids);
    await vi.advanceTimersByTimeAsync(500);
    // one request at a time
    expect(calls.map((c) => c.input.ids)).toEqual([ids.slice(0, 40)]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(1);
    await answer(0);
    expect(calls.map((c) => c.input)).toEqual([
      { ids: ids.slice(0, 40), withSuspended: true },
      { ids: ids.slice(40), withSuspended: true },
    ]);
    // no new 500 ms wait for the rest: it was due already
    expect(calls[1]!.at).toBe(calls[0]!.at + 2_000);
    await answer(1);
    // every answer goes to the store as it came
    expect(stored.map((s) => s.relationships.map((r) => r.id))).toEqual([ids.slice(0, 40), ids.slice(40)]);
    expect(value()).toEqual({ gather: 'empty', request: 'idle' });
  });

  it('skips ids already known', async () => {
    const { calls, ask, answer, actor } = start();
    ask(['1', '2']);
    await vi.advanceTimersByTimeAsync(500);
    await answer(0);
    ask(['1', '2']);
    expect(actor.getSnapshot().value).toEqual({ gather: 'empty', request: 'idle' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(1);
    ask(['2', '3', '1']);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.input.ids)).toEqual([['1', '2'], ['3']]);
  });

  it('a refresh asks again for known ids', async () => {
    const { calls, stored, ask, answer } = start();
    ask(['1', '2']);
    await vi.advanceTimersByTimeAsync(500);
    await answer(0);
    ask(['1'], true);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.input.ids)).toEqual([['1', '2'], ['1']]);
    await answer(1);
    expect(stored).toHaveLength(2);
  });

  it('asks during a request wait for the next one, 500 ms after the last ask', async () => {
    const { calls, ask, answer } = start();
    ask(['1']);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    ask(['2', '1']);
    await vi.advanceTimersByTimeAsync(100);
    await answer(0);
    // the first answered at 700, yet the next waits until 500 ms after the ask at 600
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => [c.at, c.input.ids])).toEqual([
      [500, ['1']],
      [1_100, ['2']],
    ]);
  });

  it('ids whose wait ended during a request go out right after its answer', async () => {
    const { calls, ask, answer } = start();
    ask(['1']);
    await vi.advanceTimersByTimeAsync(500);
    ask(['2']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(1);
    await answer(0);
    expect(calls.map((c) => [c.at, c.input.ids])).toEqual([
      [500, ['1']],
      [1_500, ['2']],
    ]);
  });

  it('a refresh during a request for the same id asks again after it', async () => {
    const { calls, ask, answer } = start();
    ask(['1']);
    await vi.advanceTimersByTimeAsync(500);
    ask(['1']);
    ask(['1'], true);
    await vi.advanceTimersByTimeAsync(500);
    await answer(0);
    expect(calls.map((c) => c.input.ids)).toEqual([['1'], ['1']]);
  });

  it('a failure reports, forgets the ids so they can be asked again, and goes back to waiting', async () => {
    const { calls, stored, failures, ask, answer, fail, value } = start();
    ask(['1', '2']);
    await vi.advanceTimersByTimeAsync(500);
    await answer(0);
    // a refresh of a known id fails: it is forgotten too
    ask(['2', '3'], true);
    await vi.advanceTimersByTimeAsync(500);
    const error = new Error('server unavailable');
    await fail(1, error);
    expect(failures).toEqual([{ ids: ['2', '3'], error }]);
    expect(stored).toHaveLength(1);
    expect(value()).toEqual({ gather: 'empty', request: 'idle' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(2);
    ask(['1', '2', '3']);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.input.ids)).toEqual([
      ['1', '2'],
      ['2', '3'],
      ['2', '3'],
    ]);
  });

  it('a failed request does not stop the ids due after it', async () => {
    const { calls, failures, ask, fail, answer, stored } = start();
    const ids = Array.from({ length: 45 }, (_, i) => `a${i}`);
    ask(ids);
    await vi.advanceTimersByTimeAsync(500);
    await fail(0, new Error('timeout'));
    expect(failures.map((f) => f.ids)).toEqual([ids.slice(0, 40)]);
    expect(calls.map((c) => c.input.ids)).toEqual([ids.slice(0, 40), ids.slice(40)]);
    await answer(1);
    expect(stored.map((s) => s.relationships.length)).toEqual([5]);
  });

  it('stopping the chart (the reader signs out) abandons the request out', async () => {
    const { calls, ask, actor } = start();
    ask(['1']);
    await vi.advanceTimersByTimeAsync(500);
    actor.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});
