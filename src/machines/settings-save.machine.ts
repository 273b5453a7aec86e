import { setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * When the reader's client settings go to the server (PUT api/web/settings): at most one save per 2000 ms
 * window, the first change at once (the leading save) and, when something changed while the window was open,
 * one more save as the window closes (the trailing save), which opens the next window.
 *
 *   idle --CHANGED / save--> open.clean
 *   open.clean --CHANGED--> open.dirty                      (the window's timer keeps running)
 *   open --after 2000 ms [clean]--> idle
 *   open --after 2000 ms [dirty] / save--> open.clean       (a new window)
 *   any --REFUSED--> refused
 *
 * Rules:
 * - Every save sends the settings as they are when it goes (the effect reads them), so a trailing save carries
 *   every change made during its window.
 * - A save that fails on the way (network, server error) loses nothing: the settings stay on this device and
 *   the next change sends them all again.
 * - A refusal (the server does not take this endpoint from this client) ends saving to the server for the
 *   page's life: `refused` takes no more changes to the server, and the settings stay local.
 *
 * The `save` action is provided by the app (services/settings/settings-sync.ts); it reports REFUSED back.
 * The window's timer runs on the actor's clock, which tests replace.
 */

/** Client settings are sent to the server at most once per this many ms. */
export const SETTINGS_SAVE_WINDOW_MS = 2000;

export type SettingsSaveEvent =
  /** a setting changed on this device */
  | { type: 'CHANGED' }
  /** the server refused the settings endpoint */
  | { type: 'REFUSED' };

export const settingsSaveMachine = setup({
  types: {} as { events: SettingsSaveEvent },
  delays: { window: SETTINGS_SAVE_WINDOW_MS },
  guards: {
    // something changed since the window's save
    dirty: stateIn('#settingsSave.open.dirty'),
  },
  actions: {
    // provided by the app: sends the current settings
    save: () => {},
  },
}).createMachine({
  id: 'settingsSave',
  initial: 'idle',
  on: {
    REFUSED: { target: '.refused' },
  },
  states: {
    idle: {
      on: { CHANGED: { target: 'open', actions: 'save' } },
    },
    open: {
      initial: 'clean',
      // the window is timed from the save that opened it, whatever happens inside it
      after: {
        window: [{ guard: 'dirty', target: 'open', reenter: true, actions: 'save' }, { target: 'idle' }],
      },
      states: {
        clean: { on: { CHANGED: { target: 'dirty' } } },
        // changed since the window's save: one trailing save as the window closes
        dirty: {},
      },
    },
    refused: {
      tags: ['localOnly'],
    },
  },
});

export type SettingsSaveMachine = typeof settingsSaveMachine;
export type SettingsSaveActor = ActorRefFrom<SettingsSaveMachine>;
export type SettingsSaveSnapshot = SnapshotFrom<SettingsSaveMachine>;
