/** The typed status a screen reads from a resource or a paged list, at each step of their charts. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pagedListStatusOf, resourceStatusOf } from '../../../src/machines/data-status';
import { pagedListMachine, type FetchedPage } from '../../../src/machines/paged-list.machine';
import { resourceMachine } from '../../../src/machines/resource.machine';

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('resource status', () => {
  it('reads loading (with the placeholder), ready, refreshing, a failed refresh, failed and gone', async () => {
    const answers: ReturnType<typeof deferred<unknown>>[] = [];
    const machine = resourceMachine.provide({
      actors: {
        load: fromPromise(() => {
          const answer = deferred<unknown>();
          answers.push(answer);
          return answer.promise;
        }),
      },
    });
    const actor = createActor(machine, { input: { key: 'k', placeholder: 'soon', goneIsState: true } }).start();
    actor.send({ type: 'LOAD' });
    expect(resourceStatusOf(actor.getSnapshot())).toEqual({ kind: 'loading', placeholder: 'soon', lastError: null });

    answers[0]!.resolve('value');
    await waitFor(actor, (s) => s.hasTag('value'));
    expect(resourceStatusOf(actor.getSnapshot())).toEqual({
      kind: 'ready',
      value: 'value',
      refreshing: false,
      refreshFailed: false,
    });

    actor.send({ type: 'REFRESH' });
    expect(resourceStatusOf(actor.getSnapshot())).toMatchObject({ kind: 'ready', value: 'value', refreshing: true });
    answers[1]!.reject(new Error('offline'));
    await waitFor(actor, (s) => s.hasTag('refreshFailed'));
    expect(resourceStatusOf(actor.getSnapshot())).toMatchObject({ kind: 'ready', refreshFailed: true });
    actor.stop();

    const failing = createActor(machine, { input: { key: 'f', goneIsState: true } }).start();
    failing.send({ type: 'LOAD' });
    const refused = new Error('refused');
    answers[2]!.reject(refused);
    await waitFor(failing, (s) => s.hasTag('failed'));
    expect(resourceStatusOf(failing.getSnapshot())).toEqual({ kind: 'failed', error: refused, placeholder: null });
    failing.send({ type: 'RETRY' });
    expect(resourceStatusOf(failing.getSnapshot())).toEqual({ kind: 'loading', placeholder: null, lastError: refused });
    answers[3]!.reject(Object.assign(new Error('gone'), { status: 404 }));
    await waitFor(failing, (s) => !s.hasTag('loading'));
    expect(resourceStatusOf(failing.getSnapshot())).toEqual({ kind: 'gone' });
    failing.stop();
  });
});

describe('paged list status', () => {
  it('reads loading, ready with an older page, loading more, more failed, the end, and empty', async () => {
    const pages: ReturnType<typeof deferred<FetchedPage>>[] = [];
    const machine = pagedListMachine.provide({
      actors: {
        fetchPage: fromPromise(() => {
          const page = deferred<FetchedPage>();
          pages.push(page);
          return page.promise;
        }),
      },
    });
    const actor = createActor(machine, { input: { key: 'l' } }).start();
    actor.send({ type: 'LOAD' });
    expect(pagedListStatusOf(actor.getSnapshot())).toEqual({ kind: 'loading' });

    pages[0]!.resolve({ items: ['a', 'b'], next: 'https://x.example/next' });
    await waitFor(actor, (s) => s.hasTag('items'));
    expect(pagedListStatusOf(actor.getSnapshot())).toEqual({
      kind: 'ready',
      items: ['a', 'b'],
      more: 'available',
      refreshing: false,
    });

    actor.send({ type: 'LOAD_MORE' });
    expect(pagedListStatusOf(actor.getSnapshot())).toMatchObject({ kind: 'ready', more: 'loading' });
    pages[1]!.reject(new Error('offline'));
    await waitFor(actor, (s) => s.hasTag('moreFailed'));
    expect(pagedListStatusOf(actor.getSnapshot())).toMatchObject({ kind: 'ready', more: 'failed' });

    actor.send({ type: 'RETRY' });
    pages[2]!.resolve({ items: ['c'], next: null });
    await waitFor(actor, (s) => !s.hasTag('loadingMore'));
    expect(pagedListStatusOf(actor.getSnapshot())).toEqual({
      kind: 'ready',
      items: ['a', 'b', 'c'],
      more: 'end',
      refreshing: false,
    });

    actor.send({ type: 'REMOVE', keys: ['a', 'b', 'c'] });
    expect(pagedListStatusOf(actor.getSnapshot())).toEqual({ kind: 'empty', refreshing: false });
    actor.stop();
  });

  it('reads a failed first page with its error', async () => {
    const refused = new Error('refused');
    const machine = pagedListMachine.provide({ actors: { fetchPage: fromPromise(() => Promise.reject(refused)) } });
    const actor = createActor(machine, { input: { key: 'l' } }).start();
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(pagedListStatusOf(actor.getSnapshot())).toEqual({ kind: 'failed', error: refused });
    actor.stop();
  });
});
