// @vitest-environment jsdom
/**
 * Where the shortcuts listen: never while typing, inside a dialog or a menu, with Ctrl/Meta/Alt held, for a
 * held key or a key a control already handled; and the first-path listener hands keys pressed before the
 * runtime arrived over to it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openHotkeysListener, type StartHotkeysRuntime } from '../../../src/services/hotkeys/hotkeys-listener';
import { startHotkeysRuntime } from '../../../src/services/hotkeys/hotkeys-runtime';
import { mayBeShortcut } from '../../../src/services/hotkeys/hotkey-filter';
import { createHarness, type Harness } from '../status/status-harness';
import { focus, keysWorld, press, type KeysWorld } from './hotkeys-support';

let world: KeysWorld | null = null;
afterEach(() => {
  world?.stop();
  world = null;
  document.body.replaceChildren();
});

const NEW_POST = ['/publish', { state: { compose: { type: 'new' } } }];

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

describe('keys never fire', () => {
  it('keys do nothing while typing', () => {
    world = keysWorld({ me: '99' });
    const fields = element(
      '<input aria-label="a"><textarea aria-label="b"></textarea><select aria-label="c"><option>x</option></select>' +
        '<div contenteditable="true" aria-label="d" tabindex="0"></div><div role="textbox" tabindex="0" aria-label="e"></div>',
    );
    for (const field of fields.children) {
      focus(field);
      expect(press('n').defaultPrevented, field.tagName).toBe(false);
      press('g');
      press('h');
    }
    expect(world.h.navigate).not.toHaveBeenCalled();
  });

  it('keys do nothing inside a dialog or a menu', () => {
    world = keysWorld({ me: '99' });
    const overlays = element(
      '<div role="dialog" aria-label="d"><button>ok</button></div>' +
        '<div role="alertdialog" aria-label="a"><button>ok</button></div>' +
        '<div role="menu" aria-label="m"><div role="menuitem" tabindex="-1">item</div></div>',
    );
    for (const control of overlays.querySelectorAll('button, [role="menuitem"]')) {
      focus(control);
      press('n');
      press('?', { shiftKey: true });
    }
    expect(world.h.navigate).not.toHaveBeenCalled();
    expect(world.openHelp).not.toHaveBeenCalled();
  });

  it('keys do nothing with Ctrl, Meta or Alt held', () => {
    world = keysWorld({ me: '99' });
    for (const held of ['ctrlKey', 'metaKey', 'altKey'] as const) {
      expect(press('n', { [held]: true }).defaultPrevented, held).toBe(false);
    }
    expect(world.h.navigate).not.toHaveBeenCalled();
  });

  it('a key held down acts once', () => {
    world = keysWorld({ me: '99' });
    press('n');
    press('n', { repeat: true });
    press('n', { repeat: true });
    expect(world.h.navigate.mock.calls).toEqual([NEW_POST]);
  });

  it('a key a control already handled is left alone', () => {
    world = keysWorld({ me: '99' });
    const button = element('<button>own</button>').querySelector('button')!;
    button.addEventListener('keydown', (event) => event.preventDefault());
    focus(button);
    press('n');
    expect(world.h.navigate).not.toHaveBeenCalled();
  });

  it('Shift alone between g and its key does not end the prefix', () => {
    world = keysWorld({ me: '99' });
    press('g');
    press('Shift', { shiftKey: true });
    press('h');
    expect(world.h.navigate.mock.calls).toEqual([['/home']]);
  });

  it('the filter lets a plain key on a link or the page through', () => {
    const link = element('<a href="/x">x</a>').querySelector('a')!;
    const key = (target: EventTarget | null, init: Partial<KeyboardEvent> = {}) =>
      mayBeShortcut({
        key: 'n',
        target,
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        repeat: false,
        isComposing: false,
        defaultPrevented: false,
        ...init,
      });
    expect(key(link)).toBe(true);
    expect(key(document.body)).toBe(true);
    expect(key(null)).toBe(true);
    expect(key(link, { isComposing: true })).toBe(false);
  });
});

describe('the first-path listener', () => {
  let h: Harness;
  afterEach(() => h.unmount());

  it('keys pressed before the runtime arrives are handed over when it does', async () => {
    h = createHarness({ me: '99' });
    let arrive: (start: StartHotkeysRuntime) => void = () => {};
    const load = vi.fn(() => new Promise<StartHotkeysRuntime>((resolve) => (arrive = resolve)));
    const loader = openHotkeysListener({
      target: document,
      deps: { document, services: () => h.services, back: vi.fn(), openHelp: vi.fn() },
      load,
      downloaded: null,
      whenIdle: () => new Promise<void>(() => {}),
    });
    press('g', {}, document.body);
    press('h', {}, document.body);
    press('z', {}, document.body);
    expect(load).toHaveBeenCalledOnce();
    expect(h.navigate).not.toHaveBeenCalled();
    arrive(startHotkeysRuntime);
    await loader.preload();
    expect(h.navigate.mock.calls).toEqual([['/home']]);
    press('n', {}, document.body);
    expect(h.navigate.mock.calls.at(-1)).toEqual(NEW_POST);
    loader.stop();
    press('n', {}, document.body);
    expect(h.navigate).toHaveBeenCalledTimes(2);
  });

  it('the runtime downloads after the first paint without waiting for a key', async () => {
    h = createHarness({ me: '99' });
    const load = vi.fn(async () => startHotkeysRuntime);
    let painted: () => void = () => {};
    const loader = openHotkeysListener({
      target: document,
      deps: { document, services: () => h.services, back: vi.fn(), openHelp: vi.fn() },
      load,
      downloaded: null,
      whenIdle: () => new Promise<void>((resolve) => (painted = resolve)),
    });
    expect(load).not.toHaveBeenCalled();
    painted();
    await loader.preload();
    expect(load).toHaveBeenCalledOnce();
    press('n', {}, document.body);
    expect(h.navigate.mock.calls).toEqual([NEW_POST]);
    loader.stop();
  });

  it('a failed download is tried again at the next key', async () => {
    h = createHarness({ me: '99' });
    const load = vi
      .fn<() => Promise<StartHotkeysRuntime>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(startHotkeysRuntime);
    const loader = openHotkeysListener({
      target: document,
      deps: { document, services: () => h.services, back: vi.fn(), openHelp: vi.fn() },
      load,
      downloaded: null,
      whenIdle: () => new Promise<void>(() => {}),
    });
    press('n', {}, document.body);
    await loader.preload();
    expect(h.navigate).not.toHaveBeenCalled();
    press('n', {}, document.body);
    await loader.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(h.navigate.mock.calls).toEqual([NEW_POST]);
    loader.stop();
  });
});
