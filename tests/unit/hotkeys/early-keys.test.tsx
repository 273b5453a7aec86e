// @vitest-environment jsdom
/**
 * Key presses made before the keyboard shortcuts' code is there: the app keeps them from its start and hands
 * them to the shortcuts when their runtime starts, where the runtime's own rules decide (a key typed into a
 * field, inside a dialog or with Ctrl held does nothing); the keeping stops once the shortcuts are open, so no
 * press acts twice; and a key pressed before the first posts painted brings the shortcuts in at once.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyKeys, onEarlyKey, stopKeepingKeys } from '../../../src/services/hotkeys/early-keys';
import { openHotkeysListener, type StartHotkeysRuntime } from '../../../src/services/hotkeys/hotkeys-listener';
import { startHotkeysRuntime } from '../../../src/services/hotkeys/hotkeys-runtime';
import { createHarness, type Harness } from '../status/status-harness';
import { renderRoutes, type Rendered } from '../routes/render-routes';
import { focus, press } from './hotkeys-support';

// the first posts never paint in this file unless a test says so: only a key press can bring the shortcuts in
const paint = vi.hoisted(() => {
  let open: () => void = () => {};
  const painted = new Promise<void>((resolve) => (open = resolve));
  return { painted, open: () => open() };
});
vi.mock('../../../src/services/after-paint', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/services/after-paint')>()),
  afterPaintAndIdle: () => paint.painted,
}));
vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('../routes/probe-screens')).TimelineProbe,
}));

const NEW_POST = ['/publish', { state: { compose: { type: 'new' } } }];
const never = () => new Promise<void>(() => {});

let h: Harness | null = null;
let rendered: Rendered | null = null;
afterEach(() => {
  stopKeepingKeys().length = 0;
  onEarlyKey(() => {});
  h?.unmount();
  h = null;
  rendered?.unmount();
  rendered = null;
  document.body.replaceChildren();
});

/** Opens the shortcuts' loader with a runtime that arrives when the test says. */
function openListener(harness: Harness) {
  let arrive: (start: StartHotkeysRuntime) => void = () => {};
  const load = vi.fn(() => new Promise<StartHotkeysRuntime>((resolve) => (arrive = resolve)));
  const loader = openHotkeysListener({
    target: document,
    deps: { document, services: () => harness.services, back: vi.fn(), openHelp: vi.fn() },
    load,
    downloaded: null,
    whenIdle: never,
  });
  return { loader, load, arrive: (start: StartHotkeysRuntime) => arrive(start) };
}

describe('keys pressed before the shortcuts are there', () => {
  it('a key pressed before the shortcuts opened asks for their runtime and acts once it starts', async () => {
    keepEarlyKeys();
    h = createHarness({ me: '99' });
    press('n', {}, document.body);
    const { loader, load, arrive } = openListener(h);
    expect(load).toHaveBeenCalledOnce();
    expect(h.navigate).not.toHaveBeenCalled();
    arrive(startHotkeysRuntime);
    await loader.preload();
    expect(h.navigate.mock.calls).toEqual([NEW_POST]);
    loader.stop();
  });

  it('a key typed into a field, inside a dialog or with Ctrl held is not acted on', async () => {
    keepEarlyKeys();
    h = createHarness({ me: '99' });
    const holder = document.createElement('div');
    holder.innerHTML = '<input aria-label="a"><div role="dialog" aria-label="d"><button>ok</button></div>';
    document.body.append(holder);
    focus(holder.querySelector('input'));
    press('n');
    focus(holder.querySelector('button'));
    press('n');
    press('n', { ctrlKey: true }, document.body);
    const { loader, load, arrive } = openListener(h);
    // none of them may be a shortcut: the runtime is not asked for before its time
    expect(load).not.toHaveBeenCalled();
    void loader.preload();
    arrive(startHotkeysRuntime);
    await loader.preload();
    expect(h.navigate).not.toHaveBeenCalled();
    loader.stop();
  });

  it('the keeping stops once the shortcuts open: every later key acts once, not twice', () => {
    keepEarlyKeys();
    h = createHarness({ me: '99' });
    const wanted = vi.fn();
    onEarlyKey(wanted);
    press('g', {}, document.body);
    expect(wanted).toHaveBeenCalledOnce();
    const loader = openHotkeysListener({
      target: document,
      deps: { document, services: () => h!.services, back: vi.fn(), openHelp: vi.fn() },
      downloaded: startHotkeysRuntime,
      whenIdle: never,
    });
    // the `g` kept before is the first half of `g h`
    press('h', {}, document.body);
    press('n', {}, document.body);
    expect(h.navigate.mock.calls).toEqual([['/home'], NEW_POST]);
    expect(wanted).toHaveBeenCalledOnce();
    expect(stopKeepingKeys()).toEqual([]);
    loader.stop();
  });

  it('asks at once for the shortcuts when a key was kept before anyone asked to be told', () => {
    keepEarlyKeys();
    press('j', {}, document.body);
    const wanted = vi.fn();
    onEarlyKey(wanted);
    expect(wanted).toHaveBeenCalledOnce();
  });
});

describe('a key pressed before the first posts painted', () => {
  it('brings the shortcuts in at once and is acted on; they stay as they are once the posts paint', async () => {
    keepEarlyKeys();
    rendered = await renderRoutes('/');
    await rendered.waitFor(() => rendered!.container.querySelector('[data-screen]'), 'the home screen');
    press('?', { shiftKey: true }, document.body);
    const dialog = await rendered.waitFor(() => document.querySelector('[role="dialog"]'), 'the help dialog');
    await act(async () => paint.open());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(document.querySelector('[role="dialog"]')).toBe(dialog);
  });
});
