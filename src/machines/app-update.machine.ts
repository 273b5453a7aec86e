import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * The "a new version is available" offer. The app's service worker keeps the shell of the build the page runs;
 * when a newer build's worker has installed, it waits, and the reader is offered to reload into it.
 *
 *   idle --UPDATE_READY--> available --RELOAD--> reloading --CONTROLLER_CHANGED--> reloaded (final)
 *                          available --DISMISS--> dismissed --UPDATE_READY--> available (a newer build again)
 *
 * The new worker takes over only when the reader asks (it could otherwise serve this page's files from another
 * build): RELOAD tells it to (`activateUpdate`), and once it controls the page the page reloads (`reloadPage`).
 * A change of worker the reader did not ask for (the first worker taking control of the page) reloads nothing.
 * Both effects are injected. Tags: `offered` (the prompt shows), `reloading`.
 */
export type AppUpdateEvent =
  { type: 'UPDATE_READY' } | { type: 'RELOAD' } | { type: 'DISMISS' } | { type: 'CONTROLLER_CHANGED' };

export const appUpdateMachine = setup({
  types: {} as { events: AppUpdateEvent },
  actions: {
    activateUpdate: () => {},
    reloadPage: () => {},
  },
}).createMachine({
  id: 'appUpdate',
  initial: 'idle',
  states: {
    idle: {
      on: { UPDATE_READY: 'available' },
    },
    available: {
      tags: ['offered'],
      on: {
        RELOAD: 'reloading',
        DISMISS: 'dismissed',
      },
    },
    dismissed: {
      on: { UPDATE_READY: 'available' },
    },
    reloading: {
      tags: ['offered', 'reloading'],
      entry: 'activateUpdate',
      on: { CONTROLLER_CHANGED: { target: 'reloaded', actions: 'reloadPage' } },
    },
    reloaded: { type: 'final' },
  },
});

export type AppUpdateMachine = typeof appUpdateMachine;
export type AppUpdateActor = ActorRefFrom<AppUpdateMachine>;
export type AppUpdateSnapshot = SnapshotFrom<AppUpdateMachine>;
