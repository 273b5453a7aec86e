/**
 * yieldToPage: where the browser has scheduler.yield, the caller resumes in the later task it gives; elsewhere
 * (Node, older browsers) at once, without a timer. A fetched timeline page waits for it between importing its
 * statuses and handing their ids on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToPage } from '../../../src/services/after-paint';

const withScheduler = globalThis as { scheduler?: unknown };
afterEach(() => {
  delete withScheduler.scheduler;
});

describe('yieldToPage', () => {
  it('waits for scheduler.yield when the browser has it', async () => {
    let release: () => void = () => {};
    const yieldFn = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    withScheduler.scheduler = { yield: yieldFn };
    let resumed = false;
    const waiting = yieldToPage().then(() => (resumed = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(yieldFn).toHaveBeenCalledTimes(1);
    expect(resumed).toBe(false);
    release();
    await waiting;
    expect(resumed).toBe(true);
  });

  it('resolves at once without it, setting no timer', async () => {
    vi.useFakeTimers();
    try {
      let resumed = false;
      await yieldToPage().then(() => (resumed = true));
      expect(resumed).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
