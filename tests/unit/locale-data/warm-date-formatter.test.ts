/**
 * The date formatter is made first in a worker, and the page waits for it (or for its failure) before making
 * its own; without a worker the page goes on at once.
 */
import { describe, expect, it } from 'vitest';
import { warmDateFormatter, type StartWorker } from '../../../src/services/locale-data/warm-date-formatter';

const FULL: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

function fakeWorker() {
  const worker = {
    posted: [] as unknown[],
    terminated: false,
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: Event) => void) | null,
    postMessage(message: unknown) {
      this.posted.push(message);
    },
    terminate() {
      this.terminated = true;
    },
  };
  return worker;
}

/** whether `promise` has settled once pending callbacks have run */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('warmDateFormatter', () => {
  it('asks the worker for the formatter and waits for its answer, then stops the worker', async () => {
    const worker = fakeWorker();
    const warmed = warmDateFormatter('ja', FULL, () => worker as unknown as ReturnType<StartWorker>);
    expect(worker.posted).toEqual([{ language: 'ja', options: FULL }]);
    expect(await settled(warmed)).toBe(false);
    expect(worker.terminated).toBe(false);
    worker.onmessage?.(new MessageEvent('message', { data: 'ready' }));
    expect(await settled(warmed)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('goes on when the worker fails (its script not loaded)', async () => {
    const worker = fakeWorker();
    const warmed = warmDateFormatter('en', FULL, () => worker as unknown as ReturnType<StartWorker>);
    expect(await settled(warmed)).toBe(false);
    worker.onerror?.(new Event('error'));
    expect(await settled(warmed)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('goes on at once where no worker can start or one is refused', async () => {
    expect(await settled(warmDateFormatter('en', FULL, () => null))).toBe(true);
    const refused = () => {
      throw new DOMException('refused', 'SecurityError');
    };
    expect(await settled(warmDateFormatter('en', FULL, refused))).toBe(true);
  });

  it('goes on at once by default where the page has no Worker (Node)', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await settled(warmDateFormatter('en', FULL))).toBe(true);
  });
});
