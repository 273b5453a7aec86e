import { expect } from 'vitest';
import { retryWaitMachine } from '../../src/machines/retry-wait.machine';
import { describeModel } from './model-harness';

/**
 * The countdown before "Try again" after a 429: from 2 seconds, one step a second, ready at 0; never below 0.
 */
describeModel({
  name: 'retry-wait',
  machine: retryWaitMachine,
  input: { seconds: 2 },
  events: [],
  expectations: {
    waiting: (snapshot) => {
      // while it waits there is time left, and never more than the server asked for
      expect(snapshot.context.left).toBeGreaterThan(0);
      expect(snapshot.context.left).toBeLessThanOrEqual(2);
    },
    ready: (snapshot) => {
      expect(snapshot.context.left).toBe(0);
      expect(snapshot.status).toBe('done');
    },
  },
});
