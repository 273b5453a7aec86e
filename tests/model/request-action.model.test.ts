import { expect } from 'vitest';
import { requestActionMachine } from '../../src/machines/request-action.machine';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * A control's request action (a row's Unblock, a filter's Delete after its question, a form's Save, a dialog's
 * Clear): asking first or not, the change on its way (scripted run), done, or failed back to idle; every state
 * and transition replayed on real actors. Requests: none, and one with a payload; answers: done, and a failure.
 */
describeModel({
  name: 'request-action',
  machine: requestActionMachine,
  scriptedActors: ['run'],
  events: [
    { type: 'ASK' },
    { type: 'CANCEL' },
    { type: 'RUN' },
    { type: 'RUN', request: { kind: 'unblock', accountId: '1' } },
    doneEvent('run', undefined),
    errorEvent('run', new Error('refused')),
  ],
  expectations: {
    idle: (snapshot) => {
      // nothing waits and no question shows; a failure stays until the next RUN
      expect(snapshot.hasTag('busy')).toBe(false);
      expect(snapshot.hasTag('confirming')).toBe(false);
    },
    confirming: (snapshot) => {
      expect(snapshot.hasTag('confirming')).toBe(true);
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    running: (snapshot, scripted) => {
      // the change asked is the one RUN carried, and what failed before is forgotten
      expect(scripted.lastCall('run')?.input).toEqual({ request: snapshot.context.request });
      expect(snapshot.context.failure).toBeNull();
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    done: (snapshot) => {
      // the control keeps waiting: what it acted on is going away
      expect(snapshot.status).toBe('done');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.failure).toBeNull();
    },
  },
});
