import { describe, expect, it } from 'vitest';
import { pollDelayMs, progressPercent } from '../../../src/machines/upload-delay';

describe('upload numbers (poll delay, progress)', () => {
  it('progress capped at 100', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(200, 200)).toBe(100);
    // browsers count multipart overhead: more bytes than the total announced
    expect(progressPercent(260, 200)).toBe(100);
    expect(progressPercent(-5, 200)).toBe(0);
    // an unknown total shows no progress rather than a wrong one
    expect(progressPercent(100, 0)).toBe(0);
  });

  it('processing is polled with a delay of log2(attempts) x 1000 ms', () => {
    expect(pollDelayMs(1)).toBe(0);
    expect(pollDelayMs(2)).toBe(1000);
    expect(pollDelayMs(3)).toBe(1585);
    expect(pollDelayMs(4)).toBe(2000);
    expect(pollDelayMs(8)).toBe(3000);
    expect(pollDelayMs(0)).toBe(0);
  });
});
