// @vitest-environment jsdom
/**
 * A first screen asked for before anything renders: once its code has arrived, a mount shows it in the same
 * render, never the Suspense fallback; mounted before, it shows the fallback and then the screen, as any lazy
 * screen; the code is downloaded once, and a failed download is asked for again by the next attempt.
 */
import { act, Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadableLazy } from '../../../src/i18n/lazy-with-messages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** A screen module whose download the test settles; counts downloads. */
function controlledScreen() {
  const state = { downloads: 0, settle: (_ok: boolean) => {} };
  function Screen({ name }: { name: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        screen {name} {count}
      </button>
    );
  }
  const load = () => {
    state.downloads += 1;
    return new Promise<{ default: typeof Screen }>((resolve, reject) => {
      state.settle = (ok) => (ok ? resolve({ default: Screen }) : reject(new Error('offline')));
    });
  };
  return { state, Lazy: preloadableLazy([], load) };
}

const show = (element: React.ReactNode) =>
  act(() => root.render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>));

describe('preloadableLazy', () => {
  it('renders a preloaded screen at once, without the fallback', async () => {
    const { state, Lazy } = controlledScreen();
    const ready = Lazy.preload();
    state.settle(true);
    await ready;
    // the first commit already holds the screen
    act(() => root.render(<Suspense fallback={<p>loading</p>}>{<Lazy name="home" />}</Suspense>));
    expect(container.textContent).toBe('screen home 0');
    expect(state.downloads).toBe(1);
  });

  it('mounted before its code arrives, shows the fallback then the screen, keeping its state after', async () => {
    const { state, Lazy } = controlledScreen();
    show(<Lazy name="home" />);
    expect(container.textContent).toBe('loading');
    await act(async () => state.settle(true));
    expect(container.textContent).toBe('screen home 0');
    act(() => container.querySelector('button')!.click());
    // a later render of the same mount keeps the same component (its state survives)
    show(<Lazy name="home" />);
    expect(container.textContent).toBe('screen home 1');
    expect(state.downloads).toBe(1);
  });

  it('downloads once when preloaded and mounted together', async () => {
    const { state, Lazy } = controlledScreen();
    void Lazy.preload();
    show(<Lazy name="home" />);
    await act(async () => state.settle(true));
    expect(container.textContent).toBe('screen home 0');
    expect(state.downloads).toBe(1);
  });

  it('asks again after a failed preload', async () => {
    const { state, Lazy } = controlledScreen();
    const failed = Lazy.preload();
    state.settle(false);
    await expect(failed).rejects.toThrow('offline');
    const again = Lazy.preload();
    state.settle(true);
    await again;
    expect(state.downloads).toBe(2);
    show(<Lazy name="home" />);
    expect(container.textContent).toBe('screen home 0');
  });
});
