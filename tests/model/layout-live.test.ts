import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { layoutMachine, modeOfLayout } from '../../src/machines/layout.machine';
import {
  ADVANCED_INTERFACE_STORAGE_KEY,
  readAdvancedInterface,
  writeAdvancedInterface,
  type SettingStorage,
} from '../../src/machines/layout-settings';
import { liveLayout, resizeListener, type ResizeSource } from '../../src/machines/layout-window';
import { waitForState } from '../support/wait-for-state';

class FakeWindow implements ResizeSource {
  innerWidth: number;
  readonly listeners = new Set<() => void>();
  constructor(width: number) {
    this.innerWidth = width;
  }
  addEventListener(_type: 'resize', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'resize', listener: () => void) {
    this.listeners.delete(listener);
  }
  resizeTo(width: number) {
    this.innerWidth = width;
    for (const listener of this.listeners) listener();
  }
}

class MemoryStorage implements SettingStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** Animation frames run when the test says so. */
function manualFrames() {
  const queue = new Map<number, () => void>();
  let next = 1;
  return {
    request: (callback: () => void) => {
      queue.set(next, callback);
      return next++;
    },
    cancel: (handle: unknown) => void queue.delete(handle as number),
    flush: () => {
      const callbacks = [...queue.values()];
      queue.clear();
      for (const callback of callbacks) callback();
    },
    get pending() {
      return queue.size;
    },
  };
}

describe('the live layout (window listener and stored setting)', () => {
  it('starts from the window width and the stored setting, and follows resizes', async () => {
    const win = new FakeWindow(1280);
    const storage = new MemoryStorage();
    storage.setItem(ADVANCED_INTERFACE_STORAGE_KEY, 'true');
    const { machine, input } = liveLayout(win, storage);
    expect(input).toEqual({ width: 1280, advancedInterface: true });
    const actor = createActor(machine, { input }).start();
    expect(modeOfLayout(actor.getSnapshot())).toBe('multi-column');

    win.resizeTo(630);
    // the resize is read on the next frame (in Node, a 16 ms timer)
    await waitForState(() => expect(modeOfLayout(actor.getSnapshot())).toBe('mobile'));
    expect(actor.getSnapshot().context.width).toBe(630);

    actor.stop();
    expect(win.listeners.size).toBe(0);
  });

  it('remembers the advanced interface setting in storage', () => {
    const win = new FakeWindow(1000);
    const storage = new MemoryStorage();
    const { machine, input } = liveLayout(win, storage);
    expect(input.advancedInterface).toBe(false);
    const actor = createActor(machine, { input }).start();
    expect(modeOfLayout(actor.getSnapshot())).toBe('single-column');
    actor.send({ type: 'SET_ADVANCED', enabled: true });
    expect(storage.getItem(ADVANCED_INTERFACE_STORAGE_KEY)).toBe('true');
    expect(modeOfLayout(actor.getSnapshot())).toBe('multi-column');
    actor.send({ type: 'SET_ADVANCED', enabled: false });
    expect(storage.getItem(ADVANCED_INTERFACE_STORAGE_KEY)).toBe('false');
    expect(modeOfLayout(actor.getSnapshot())).toBe('single-column');
    actor.stop();
  });

  it('coalesces a burst of resize events into one RESIZE per frame, and skips unchanged widths', () => {
    const win = new FakeWindow(800);
    const frames = manualFrames();
    const sent: unknown[] = [];
    const machine = layoutMachine.provide({ actors: { windowSize: resizeListener(win, frames) } });
    const parent = createActor(machine, {
      input: { width: 800, advancedInterface: false },
      inspect: (event) => {
        if (event.type === '@xstate.event' && event.event.type === 'RESIZE') sent.push(event.event);
      },
    });
    parent.start();
    win.resizeTo(700);
    win.resizeTo(650);
    win.resizeTo(600);
    expect(frames.pending).toBe(1);
    frames.flush();
    expect(sent).toEqual([{ type: 'RESIZE', width: 600 }]);
    expect(modeOfLayout(parent.getSnapshot())).toBe('mobile');
    win.resizeTo(600);
    frames.flush();
    expect(sent).toHaveLength(1);
    win.resizeTo(900);
    parent.stop();
    expect(frames.pending).toBe(0);
    expect(win.listeners.size).toBe(0);
  });

  it('falls back to off when storage is missing or throws', () => {
    const broken: SettingStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readAdvancedInterface(broken)).toBe(false);
    expect(readAdvancedInterface(null)).toBe(false);
    expect(() => writeAdvancedInterface(broken, true)).not.toThrow();
    expect(() => writeAdvancedInterface(null, true)).not.toThrow();
  });
});
