import { expect } from 'vitest';
import { connectivityMachine } from '../../src/machines/connectivity.machine';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The account's reach of its server: offline whenever the browser says so or a call got no answer; back online
 * only on an answer (a call's, or the probe's, asked when the browser comes back or every 15 s while it says online).
 */
const EVENTS = [
  { type: 'BROWSER_ONLINE' },
  { type: 'BROWSER_OFFLINE' },
  { type: 'REACHED' },
  { type: 'UNREACHABLE' },
  doneEvent('probe', undefined),
  errorEvent('probe', new TypeError('Failed to fetch')),
];

describeModel({
  name: 'connectivity',
  machine: connectivityMachine,
  scriptedActors: ['probe'],
  events: EVENTS,
  expectations: {
    online: (snapshot) => {
      expect(snapshot.hasTag('offline')).toBe(false);
      // online is never taken while the browser says it is offline
      expect(snapshot.context.browserOnline).toBe(true);
    },
    offline: (snapshot) => expect(snapshot.hasTag('offline')).toBe(true),
    probing: (snapshot) => {
      // the server is asked only when the browser says it is online
      expect(snapshot.context.browserOnline).toBe(true);
      expect(snapshot.hasTag('offline')).toBe(true);
    },
  },
});
