/**
 * The generic optimistic runner: the change is made at once, the server asked, the change taken back and the
 * call's alert raised when the server refuses; the same change twice joins the one in flight; views can follow
 * what is in flight.
 */
import { describe, expect, it, vi } from 'vitest';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import {
  createOptimisticRunner,
  RunnerStoppedError,
  type OptimisticMutation,
} from '../../../src/services/mutations/optimistic-runner';
import { waitForState } from '../../support/wait-for-state';

interface Rename {
  listId: string;
  title: string;
}
interface Renamed {
  listId: string;
  before: string;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A list title renamed optimistically (lists are one of the things the runner is for). */
function setUp(perform: (request: Rename) => Promise<string>) {
  const titles = new Map([
    ['1', 'Friends'],
    ['2', 'Work'],
  ]);
  const alerts = createAlertQueue();
  const mutation: OptimisticMutation<Rename, Renamed, string> = {
    apply: ({ listId, title }) => {
      const before = titles.get(listId)!;
      if (before === title) return null;
      titles.set(listId, title);
      return { listId, before };
    },
    perform: vi.fn(perform),
    revert: ({ listId, before }) => {
      titles.set(listId, before);
    },
    callId: () => 'lists.update',
    keyOf: ({ listId }) => listId,
  };
  const runner = createOptimisticRunner(mutation, { alerts });
  return { titles, alerts, runner, mutation };
}

const refused = () => new ApiError({ kind: 'response', status: 422, message: '422', serverMessage: 'Title taken' });

describe('optimistic runner', () => {
  it('changes at once, asks the server, and answers with what the server said', async () => {
    const answer = deferred<string>();
    const { titles, runner, alerts } = setUp(() => answer.promise);
    const outcome = runner.run({ listId: '1', title: 'Family' });
    expect(titles.get('1')).toBe('Family');
    expect(runner.isRunning('1')).toBe(true);
    answer.resolve('saved');
    expect(await outcome).toEqual({ ok: true, result: 'saved' });
    expect(titles.get('1')).toBe('Family');
    expect(runner.isRunning('1')).toBe(false);
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it("takes the change back and raises the call's alert when the server refuses", async () => {
    const { titles, runner, alerts } = setUp(() => Promise.reject(refused()));
    const outcome = await runner.run({ listId: '2', title: 'Office' });
    expect(outcome).toEqual({ ok: false, error: expect.any(ApiError) });
    expect(titles.get('2')).toBe('Work');
    expect(alerts.getSnapshot()).toHaveLength(1);
    expect(JSON.stringify(alerts.getSnapshot()[0])).toContain('Title taken');
  });

  it('with nothing to change, still asks the server and takes nothing back on failure', async () => {
    const { titles, runner, alerts, mutation } = setUp(() => Promise.reject(refused()));
    const revert = vi.spyOn(mutation, 'revert');
    expect((await runner.run({ listId: '1', title: 'Friends' })).ok).toBe(false);
    expect(mutation.perform).toHaveBeenCalledTimes(1);
    expect(revert).not.toHaveBeenCalled();
    expect(titles.get('1')).toBe('Friends');
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('joins a second request of the same key; others run side by side', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<string>>>();
    const { runner, mutation } = setUp(({ listId }) => {
      const answer = deferred<string>();
      answers.set(listId, answer);
      return answer.promise;
    });
    const first = runner.run({ listId: '1', title: 'A' });
    expect(runner.run({ listId: '1', title: 'B' })).toBe(first);
    const other = runner.run({ listId: '2', title: 'C' });
    expect(runner.inFlight()).toEqual([
      { listId: '1', title: 'A' },
      { listId: '2', title: 'C' },
    ]);
    await waitForState(() => expect(answers.size).toBe(2));
    answers.get('1')!.resolve('one');
    answers.get('2')!.resolve('two');
    expect(await first).toEqual({ ok: true, result: 'one' });
    expect(await other).toEqual({ ok: true, result: 'two' });
    expect(mutation.perform).toHaveBeenCalledTimes(2);
    expect(runner.inFlight()).toEqual([]);
  });

  it('tells subscribers when a request starts and ends', async () => {
    const { runner } = setUp(async () => 'ok');
    const seen: boolean[] = [];
    const unsubscribe = runner.subscribe(() => seen.push(runner.isRunning('1')));
    await runner.run({ listId: '1', title: 'New' });
    expect(seen).toEqual([true, false]);
    unsubscribe();
    await runner.run({ listId: '1', title: 'Newer' });
    expect(seen).toEqual([true, false]);
  });

  it('stops with its account: the request in flight ends there (no revert, no alert), a later one fails at once', async () => {
    const answer = deferred<string>();
    const { titles, runner, alerts, mutation } = setUp(() => answer.promise);
    const outcome = runner.run({ listId: '1', title: 'Family' });
    await waitForState(() => expect(mutation.perform).toHaveBeenCalled());
    runner.stop();
    const stopped = await outcome;
    expect(stopped.ok).toBe(false);
    expect(!stopped.ok && stopped.error).toBeInstanceOf(RunnerStoppedError);
    answer.reject(refused());
    await Promise.resolve();
    // the account is gone: what it changed stays as it was, and nothing is said about it
    expect(titles.get('1')).toBe('Family');
    expect(alerts.getSnapshot()).toEqual([]);
    expect(runner.inFlight()).toEqual([]);
    const later = await runner.run({ listId: '2', title: 'Office' });
    expect(later.ok).toBe(false);
    expect(mutation.perform).toHaveBeenCalledTimes(1);
    expect(titles.get('2')).toBe('Work');
  });

  it('stopped (its account let go): nothing in flight calls, reverts or alerts, and nothing starts after', async () => {
    const answer = deferred<string>();
    const { titles, runner, alerts, mutation } = setUp(() => answer.promise);
    const revert = vi.spyOn(mutation, 'revert');
    const seen = vi.fn();
    runner.subscribe(seen);
    // stopped before the change reached the server: the call is never made
    const early = runner.run({ listId: '1', title: 'Family' });
    runner.stop();
    expect(await early).toEqual({ ok: false, error: expect.any(RunnerStoppedError) });
    expect(runner.inFlight()).toEqual([]);
    expect(runner.isRunning('1')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mutation.perform).not.toHaveBeenCalled();
    // a request after the stop is refused without a change
    expect(await runner.run({ listId: '2', title: 'Office' })).toEqual({
      ok: false,
      error: expect.any(RunnerStoppedError),
    });
    expect(titles.get('2')).toBe('Work');
    expect(revert).not.toHaveBeenCalled();
    expect(alerts.getSnapshot()).toEqual([]);
    const calls = seen.mock.calls.length;
    runner.stop();
    expect(seen).toHaveBeenCalledTimes(calls);
  });

  it('stopped while the server is asked: its answer (or refusal) is not followed up', async () => {
    const answer = deferred<string>();
    const { runner, alerts, mutation } = setUp(() => answer.promise);
    const revert = vi.spyOn(mutation, 'revert');
    const outcome = runner.run({ listId: '1', title: 'Family' });
    await waitForState(() => expect(mutation.perform).toHaveBeenCalledTimes(1));
    runner.stop();
    answer.reject(refused());
    expect(await outcome).toEqual({ ok: false, error: expect.any(RunnerStoppedError) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revert).not.toHaveBeenCalled();
    expect(alerts.getSnapshot()).toEqual([]);
  });
});
