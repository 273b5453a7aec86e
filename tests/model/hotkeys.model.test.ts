import { beforeEach, expect } from 'vitest';
import { hotkeysMachine } from '../../src/machines/hotkeys.machine';
import type { HotkeyCommand, KeyPlace } from '../../src/machines/hotkeys-rules';
import { describeModel } from './model-harness';

/**
 * The hotkeys chart's model: idle and the `g` prefix (with its named 1 s wait); every state and transition
 * replayed on real actors. Keys: g, a destination (h), Escape, a key that acts alone (?), a post key with and
 * without a focused post, a key that means nothing (z), j with nothing focused, and a destination signed out
 * (nothing).
 */
const signedIn: KeyPlace = { signedIn: true, multiColumn: false, post: 'none', unfocused: true };
const onPost: KeyPlace = { ...signedIn, post: 'itself' };
const signedOut: KeyPlace = { ...signedIn, signedIn: false };

const performed: HotkeyCommand[] = [];
const consumed: string[] = [];
// every path starts with nothing performed or consumed
beforeEach(() => {
  performed.length = 0;
  consumed.length = 0;
});
const recording = hotkeysMachine.provide({
  actions: {
    perform: (_, params) => {
      performed.push(params.command);
    },
    consume: ({ event }) => {
      consumed.push(event.key);
    },
  },
});

describeModel({
  name: 'hotkeys',
  machine: recording,
  events: [
    { type: 'KEY', key: 'g', shift: false, place: signedIn },
    { type: 'KEY', key: 'h', shift: false, place: signedIn },
    { type: 'KEY', key: 'h', shift: false, place: signedOut },
    { type: 'KEY', key: 'h', shift: false, place: onPost },
    { type: 'KEY', key: 'Escape', shift: false, place: signedIn },
    { type: 'KEY', key: '?', shift: true, place: signedIn },
    { type: 'KEY', key: 'z', shift: false, place: signedIn },
    { type: 'KEY', key: 'j', shift: false, place: signedIn },
  ],
  expectations: {
    afterG: () => {
      // the prefix is only ever entered by g
      expect(consumed.at(-1)).toBe('g');
    },
    idle: () => {
      // whatever was performed is a command of the key table
      for (const command of performed) expect(['help', 'post', 'goTo', 'firstPostInView']).toContain(command.type);
    },
  },
});
