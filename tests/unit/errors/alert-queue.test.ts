import { describe, expect, it } from 'vitest';
import { createAlertQueue, type AlertQueueTimers } from '../../../src/services/alerts/alert-queue';
import { ApiError } from '../../../src/domain/errors/api-error';
import { reportError } from '../../../src/services/alerts/report-error';

const content = (text: string) => ({
  title: { key: 't', defaultMessage: text },
  message: { key: 'm', defaultMessage: text },
});

function manualTimers() {
  const due: { handle: number; ms: number; callback: () => void }[] = [];
  let next = 1;
  const timers: AlertQueueTimers = {
    setTimeout(callback, ms) {
      const handle = next++;
      due.push({ handle, ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      const i = due.findIndex((entry) => entry.handle === handle);
      if (i >= 0) due.splice(i, 1);
    },
  };
  return { timers, due };
}

describe('alert queue', () => {
  it('pushes alerts in order with unique keys and dismisses by key', () => {
    const queue = createAlertQueue();
    const a = queue.push(content('a'));
    const b = queue.push(content('b'));
    expect(a).not.toBe(b);
    expect(queue.getSnapshot().map((alert) => alert.key)).toEqual([a, b]);
    queue.dismiss(a);
    expect(queue.getSnapshot().map((alert) => alert.key)).toEqual([b]);
    queue.clear();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('keeps the same snapshot until something changes, and notifies subscribers on change', () => {
    const queue = createAlertQueue();
    let calls = 0;
    const unsubscribe = queue.subscribe(() => {
      calls += 1;
    });
    const empty = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(empty);
    queue.push(content('a'));
    const one = queue.getSnapshot();
    expect(one).not.toBe(empty);
    expect(queue.getSnapshot()).toBe(one);
    queue.dismiss('no-such-key');
    expect(queue.getSnapshot()).toBe(one);
    expect(calls).toBe(1);
    unsubscribe();
    queue.clear();
    expect(calls).toBe(1);
    expect(Object.isFrozen(queue.getSnapshot())).toBe(true);
  });

  it('replaces an alert pushed again with the same key', () => {
    const queue = createAlertQueue();
    queue.push({ ...content('a'), key: 'published' });
    queue.push({ ...content('b'), key: 'published' });
    expect(queue.getSnapshot()).toHaveLength(1);
    expect(queue.getSnapshot()[0]?.title.defaultMessage).toBe('b');
  });

  it('auto-dismisses after dismissAfterMs (e.g. the 10000 ms published alert)', () => {
    const clock = manualTimers();
    const queue = createAlertQueue({ timers: clock.timers });
    const key = queue.push({ ...content('Published'), dismissAfterMs: 10_000 });
    expect(clock.due.map((entry) => entry.ms)).toEqual([10_000]);
    clock.due[0]!.callback();
    expect(queue.getSnapshot().find((alert) => alert.key === key)).toBeUndefined();
    queue.push({ ...content('x'), dismissAfterMs: 10_000 });
    queue.clear();
    expect(clock.due).toHaveLength(0);
  });

  it('reportError pushes what the catalogue gives and nothing for silent failures', () => {
    const queue = createAlertQueue();
    const failure = new ApiError({
      kind: 'response',
      message: 'x',
      status: 500,
      statusText: 'Internal Server Error',
      serverMessage: 'boom',
    });
    const key = reportError(queue, failure);
    expect(key).not.toBeNull();
    expect(queue.getSnapshot()[0]).toMatchObject({
      key,
      title: { values: { status: 500 } },
      message: { values: { message: 'boom' } },
      dismissAfterMs: null,
    });
    expect(reportError(queue, new ApiError({ kind: 'abort', message: 'x' }))).toBeNull();
    expect(reportError(queue, failure, { skipAlert: true })).toBeNull();
    expect(queue.getSnapshot()).toHaveLength(1);
  });
});
