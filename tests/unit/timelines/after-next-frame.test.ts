/**
 * afterNextFrame: the work runs in a task after the browser's next frame (not in the frame's own callbacks, so
 * what was changed before it is laid out and painted first); a cancel before then stops it; where there is no
 * rendering loop it runs at once. A feed's first rows take one step each this way.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from '../../../src/services/after-paint';

let frameCallbacks: FrameRequestCallback[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frameCallbacks = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const withFrames = () =>
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
const drawFrame = () => {
  for (const callback of frameCallbacks.splice(0)) callback(0);
};

describe('afterNextFrame', () => {
  it('runs in a task after the next frame', () => {
    withFrames();
    const run = vi.fn();
    afterNextFrame(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    drawFrame();
    // the frame itself does not run it: the task after it does
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, before the frame or between the frame and its task', () => {
    withFrames();
    const early = vi.fn();
    const late = vi.fn();
    afterNextFrame(early)();
    const cancelLate = afterNextFrame(late);
    drawFrame();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('runs at once where there is no rendering loop', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const run = vi.fn();
    afterNextFrame(run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
