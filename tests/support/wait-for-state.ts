/**
 * Waiting for a state in the Vitest suite. The suite must hold on a busy two-core machine, where a state that
 * arrives in a few milliseconds on an idle one can take seconds: a test waits for the state it needs and never
 * for a length of time. `vi.waitFor` gives up after 1 s unless told otherwise, which a loaded machine overruns;
 * these waits give up only after STATE_WAIT_MS, well inside the test's own timeout (vitest.config.ts), so a
 * state that never comes still fails the test with the last assertion's message.
 */
import { act } from 'react';
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

/** What `until` waits on: nothing yet while null, undefined or false. */
export type Found<T> = T | null | undefined | false;

/**
 * One turn of the event loop between two looks at the state: inside React's act when the test renders with React
 * (it set IS_REACT_ACT_ENVIRONMENT), so the updates the turn causes are applied before the next look.
 */
async function oneTurn(): Promise<void> {
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) await act(pause);
  else await pause();
}

/**
 * Lets the test's services, charts and page run until `find` gives something (not null, undefined or false; a
 * boolean condition gives true) and answers it; `find` may ask a server and answer later, and a throw from it fails
 * at once. It waits for that state and never for a length of time: the bound is STATE_WAIT_MS on the real clock
 * (performance.now: some tests fake Date), after which it fails saying what it waited for (`what`, by default the
 * source of `find`) and, when a page is rendered, how the page starts.
 */
export async function until<T>(
  find: () => Found<T> | Promise<Found<T>>,
  what: string = String(find),
  timeout: number = STATE_WAIT_MS,
): Promise<T> {
  const deadline = performance.now() + timeout;
  for (;;) {
    const found = await find();
    if (found !== null && found !== undefined && found !== false) return found;
    if (performance.now() > deadline) {
      const page = typeof document === 'undefined' ? '' : document.body.innerHTML.slice(0, 1000);
      throw new Error(`timed out after ${timeout} ms waiting for ${what}${page ? `; the page: ${page}` : ''}`);
    }
    await oneTurn();
  }
}
