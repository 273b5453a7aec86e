import { beforeEach, expect, vi } from 'vitest';
import {
  SETTINGS_SAVE_WINDOW_MS,
  settingsSaveMachine,
  type SettingsSaveSnapshot,
} from '../../src/machines/settings-save.machine';
import { describeModel } from './model-harness';

/**
 * The client settings save throttle's model: changes arriving in every state, the 2000 ms window closing with
 * and without a change waiting, and a refusal from the server. Each step checks the throttle's rules against
 * the saves the chart asked for so far in that path.
 */
interface Save {
  at: number;
  cause: string;
}
let saves: Save[] = [];
let savesAtRefusal: number | null = null;

const save = vi.fn(({ event }: { event: { type: string } }) => {
  saves.push({ at: Date.now(), cause: event.type });
});

// every path starts from nothing saved
beforeEach(() => {
  saves = [];
  savesAtRefusal = null;
});

function throttleRulesHold() {
  saves.forEach((s, i) => {
    // one save per window: never two within 2000 ms
    if (i > 0) expect(s.at - saves[i - 1]!.at).toBeGreaterThanOrEqual(SETTINGS_SAVE_WINDOW_MS);
    // a save is either the leading one (a change with no window open) or the trailing one (the window closing)
    expect(s.cause === 'CHANGED' || s.cause.startsWith('xstate.after.')).toBe(true);
  });
}

describeModel({
  name: 'settings-save',
  machine: settingsSaveMachine.provide({ actions: { save } }),
  events: [{ type: 'CHANGED' }, { type: 'REFUSED' }],
  expectations: {
    idle: () => {
      throttleRulesHold();
      // no window open: nothing waits, and the next change goes at once
      expect(vi.getTimerCount()).toBe(0);
    },
    open: (snapshot: SettingsSaveSnapshot) => {
      throttleRulesHold();
      // a window is open because a save went out, and it closes by itself
      expect(saves.length).toBeGreaterThan(0);
      expect(vi.getTimerCount()).toBe(1);
      expect(snapshot.hasTag('localOnly')).toBe(false);
    },
    'open.clean': () => {
      // the last thing that happened to the settings has been sent
      expect(saves.length).toBeGreaterThan(0);
    },
    refused: (snapshot: SettingsSaveSnapshot) => {
      // after a refusal nothing more is sent: the settings stay on this device
      savesAtRefusal ??= saves.length;
      expect(saves.length).toBe(savesAtRefusal);
      expect(vi.getTimerCount()).toBe(0);
      expect(snapshot.hasTag('localOnly')).toBe(true);
    },
  },
});
