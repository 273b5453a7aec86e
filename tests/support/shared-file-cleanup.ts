/**
 * Vitest setup for the files that share a module graph (vitest.config.ts, project `shared`): after each file,
 * the clock, spies and fake timers it may have left are put back, so the next file in the same worker starts
 * from real time and real functions.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
