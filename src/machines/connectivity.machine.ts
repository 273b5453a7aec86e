/**
 * Whether the account's server can be reached: the screens show what is saved, with a calm offline line, while it
 * cannot. The browser's own word (online / offline events) and the calls' outcomes (an answer of any status: reached;
 * no answer at all: unreachable) drive it; while offline and the browser says it is online, a light request asks the
 * server again now and then.
 *
 *   online --BROWSER_OFFLINE | UNREACHABLE--> offline
 *   offline --REACHED--> online;  --BROWSER_ONLINE, or every PROBE_EVERY_MS while the browser says online--> probing
 *   probing --answered--> online;  --no answer--> offline;  --BROWSER_OFFLINE--> offline;  --REACHED--> online
 *
 * It starts online; whoever starts it sends BROWSER_OFFLINE at once when the browser says it is offline. `probe`
 * (injected) resolves when the server answers and rejects when it cannot be reached. The `offline` tag is on every
 * state in which the server is taken as unreachable.
 */
import { assign, fromPromise, setup } from 'xstate';

/** How often an offline account asks its server again while the browser says it is online. */
export const PROBE_EVERY_MS = 15_000;

export interface ConnectivityContext {
  /** what the browser said last (an answer from the server counts as online) */
  browserOnline: boolean;
}

export type ConnectivityEvent =
  | { type: 'BROWSER_ONLINE' }
  | { type: 'BROWSER_OFFLINE' }
  /** a call got an answer from the server (whatever its status) */
  | { type: 'REACHED' }
  /** a call got no answer at all (no network, refused connection, DNS) */
  | { type: 'UNREACHABLE' };

export const connectivityMachine = setup({
  types: {} as { context: ConnectivityContext; events: ConnectivityEvent },
  actors: {
    probe: fromPromise<void>(() => Promise.reject(new Error('connectivityMachine: provide a probe actor'))),
  },
  guards: {
    browserOnline: ({ context }) => context.browserOnline,
  },
  actions: {
    browserOnline: assign({ browserOnline: true }),
    browserOffline: assign({ browserOnline: false }),
  },
  delays: { probeEvery: PROBE_EVERY_MS },
}).createMachine({
  id: 'connectivity',
  context: { browserOnline: true },
  initial: 'online',
  states: {
    online: {
      on: {
        BROWSER_OFFLINE: { target: 'offline', actions: 'browserOffline' },
        BROWSER_ONLINE: { actions: 'browserOnline' },
        UNREACHABLE: 'offline',
      },
    },
    offline: {
      tags: ['offline'],
      after: { probeEvery: { guard: 'browserOnline', target: 'probing' } },
      on: {
        // an answer is the truth, whatever the browser said last
        REACHED: { target: 'online', actions: 'browserOnline' },
        BROWSER_ONLINE: { target: 'probing', actions: 'browserOnline' },
        BROWSER_OFFLINE: { actions: 'browserOffline' },
      },
    },
    probing: {
      tags: ['offline'],
      invoke: {
        id: 'probe',
        src: 'probe',
        onDone: 'online',
        onError: 'offline',
      },
      on: {
        REACHED: { target: 'online', actions: 'browserOnline' },
        BROWSER_OFFLINE: { target: 'offline', actions: 'browserOffline' },
      },
    },
  },
});

/** Whether a snapshot of the chart takes the server as unreachable. */
export function isOffline(snapshot: { hasTag(tag: 'offline'): boolean }): boolean {
  return snapshot.hasTag('offline');
}
