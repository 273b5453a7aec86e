/**
 * Waiting for a state in the Vitest suite. The suite must hold on a busy two-core machine, where a state that
 * arrives in a few milliseconds on an idle one can take seconds: a test waits for the state it needs and never
 * for a length of time. `vi.waitFor` gives up after 1 s unless told otherwise, which a loaded machine overruns;
 * these waits give up only after STATE_WAIT_MS, well inside the test's own timeout (vitest.config.ts), so a
 * state that never comes still fails the test with the last assertion's message.
 */
import { vi } from 'vitest';

/** How long a test waits for a state before it fails: half the test's own timeout. */
export const STATE_WAIT_MS = 30_000;

/**
 * Calls `check` until it returns without throwing (and, when it returns a promise, that promise resolves), then
 * answers its result; fails with its last error after STATE_WAIT_MS.
 */
export function waitForState<T>(check: () => T | Promise<T>, timeout: number = STATE_WAIT_MS): Promise<T> {
  return vi.waitFor(check, { timeout, interval: 20 });
}

/**
 * Runs `turn` (one turn of the event loop, e.g. a zero timeout inside React's act) until `check` holds or
 * STATE_WAIT_MS have passed on the real clock (performance.now: some tests fake Date), and answers whether it
 * holds. A count of turns is no measure: a busy machine runs through a hundred turns before a lazily loaded part
 * or a sandbox answer arrives. The caller asserts what it waited for, with its own message.
 */
export async function turnUntil(
  check: () => unknown,
  turn: () => Promise<unknown>,
  timeout: number = STATE_WAIT_MS,
): Promise<boolean> {
  const deadline = performance.now() + timeout;
  while (!check()) {
    if (performance.now() > deadline) return false;
    await turn();
  }
  return true;
}
