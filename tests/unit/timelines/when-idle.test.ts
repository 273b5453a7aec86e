/**
 * whenIdle: each waiter is released by an idle callback of its own, in the order they asked, so the work that
 * waits for the browser to be idle after the first paint never shares one task; without requestIdleCallback it
 * resolves on a timer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/services/after-paint';

let idleCallbacks: Array<() => void>;

beforeEach(() => {
  idleCallbacks = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const withIdleCallbacks = () =>
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
/** Runs the idle callbacks asked for so far, each as a task: its microtasks settle before the next one. */
const runIdleCallbacks = async (count = idleCallbacks.length) => {
  for (const callback of idleCallbacks.splice(0, count)) {
    callback();
    await Promise.resolve();
    await Promise.resolve();
  }
};

describe('whenIdle', () => {
  it('releases one waiter per idle callback, in order', async () => {
    withIdleCallbacks();
    const released: string[] = [];
    void whenIdle().then(() => released.push('first'));
    void whenIdle().then(() => released.push('second'));
    void whenIdle().then(() => released.push('third'));
    // one callback asked for at a time
    expect(idleCallbacks).toHaveLength(1);
    await runIdleCallbacks(1);
    expect(released).toEqual(['first']);
    expect(idleCallbacks).toHaveLength(1);
    await runIdleCallbacks(1);
    expect(released).toEqual(['first', 'second']);
    await runIdleCallbacks(1);
    expect(released).toEqual(['first', 'second', 'third']);
    expect(idleCallbacks).toHaveLength(0);
  });

  it('asks for a new idle callback once the queue has drained and another waiter comes', async () => {
    withIdleCallbacks();
    const first = vi.fn();
    void whenIdle().then(first);
    await runIdleCallbacks();
    expect(first).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    void whenIdle().then(later);
    expect(idleCallbacks).toHaveLength(1);
    await runIdleCallbacks();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('resolves after the fallback delay where there is no requestIdleCallback', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    const done = vi.fn();
    void whenIdle(200).then(done);
    await vi.advanceTimersByTimeAsync(199);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
