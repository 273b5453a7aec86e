import { setup } from 'xstate';
import {
  ESCAPE_KEY,
  G_PREFIX_TIMEOUT_MS,
  goToCommand,
  isPrefixKey,
  singleKeyCommand,
  type HotkeyCommand,
  type KeyPress,
} from './hotkeys-rules';

/**
 * The keyboard shortcuts as a key sequence (the key table and its conditions are hotkeys-rules.ts).
 *
 *   idle --g--> afterG --a destination key--> idle (go there)
 *    ^  |        |  g again: the wait starts over
 *    |  |        +--Escape, any other key, or G_PREFIX_TIMEOUT_MS without a key--> idle (nothing happens)
 *    +--+ a key with a command where it was pressed: the command
 *
 * Effects are the injected actions: `perform` (the command, as params) for a key that acts, `consume` for a key
 * the sequence itself took (g, Escape leaving the prefix). The listener stops the browser's own handling of
 * a key exactly when one of them ran; keys that do nothing pass through untouched.
 */

export type HotkeysEvent = { type: 'KEY' } & KeyPress;

export const hotkeysMachine = setup({
  types: {} as { events: HotkeysEvent },
  delays: {
    prefix: G_PREFIX_TIMEOUT_MS,
  },
  guards: {
    startsPrefix: ({ event }) => isPrefixKey(event.key),
    acts: ({ event }) => singleKeyCommand(event) !== null,
    goesTo: ({ event }) => goToCommand(event) !== null,
    leavesPrefix: ({ event }) => event.key === ESCAPE_KEY,
  },
  actions: {
    perform: (_, _params: { command: HotkeyCommand }) => {},
    consume: () => {},
  },
}).createMachine({
  id: 'hotkeys',
  initial: 'idle',
  states: {
    idle: {
      on: {
        KEY: [
          { guard: 'startsPrefix', target: 'afterG', actions: 'consume' },
          {
            guard: 'acts',
            actions: { type: 'perform', params: ({ event }) => ({ command: singleKeyCommand(event)! }) },
          },
        ],
      },
    },
    afterG: {
      after: {
        prefix: 'idle',
      },
      on: {
        KEY: [
          { guard: 'leavesPrefix', target: 'idle', actions: 'consume' },
          { guard: 'startsPrefix', target: 'afterG', reenter: true, actions: 'consume' },
          {
            guard: 'goesTo',
            target: 'idle',
            actions: { type: 'perform', params: ({ event }) => ({ command: goToCommand(event)! }) },
          },
          { target: 'idle' },
        ],
      },
    },
  },
});
