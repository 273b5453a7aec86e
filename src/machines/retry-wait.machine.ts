/**
 * The wait before "Try again" after the server said how long to wait (a 429 answer with its reset time): the
 * button counts down the seconds left and only then lets the reader try again, so a retry is not refused again.
 *
 *   waiting --after 1 s (left - 1)--> waiting ... --left is 0--> ready (final)
 *
 * The seconds come in as input (the reset time less the time now, read once by whoever shows the button): the
 * chart holds no clock of its own, only its one-second step.
 */
import { assign, setup } from 'xstate';

export interface RetryWaitInput {
  /** seconds until the server takes requests again */
  seconds: number;
}

export interface RetryWaitContext {
  /** whole seconds left to wait */
  left: number;
}

export const RETRY_WAIT_STEP_MS = 1000;

/** Whole seconds from `now` until `until` (epoch ms), never below 0: the input of a wait that starts now. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export const retryWaitMachine = setup({
  types: {} as { context: RetryWaitContext; input: RetryWaitInput },
  guards: { over: ({ context }) => context.left <= 0 },
  actions: { countDown: assign({ left: ({ context }) => context.left - 1 }) },
  delays: { step: RETRY_WAIT_STEP_MS },
}).createMachine({
  id: 'retryWait',
  context: ({ input }) => ({ left: Math.max(0, Math.ceil(Number.isFinite(input.seconds) ? input.seconds : 0)) }),
  initial: 'waiting',
  states: {
    waiting: {
      always: { guard: 'over', target: 'ready' },
      after: { step: { target: 'waiting', reenter: true, actions: 'countDown' } },
    },
    ready: { type: 'final' },
  },
});
