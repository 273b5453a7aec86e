// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../src/i18n';
import AppUpdateNotice from '../../../src/views/app-update/AppUpdateNotice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A browser whose page is controlled by an older build's worker, with a new one waiting once `publish()` runs. */
function olderBuildRunning() {
  const containerListeners = new Map<string, () => void>();
  const registrationListeners = new Map<string, () => void>();
  const waiting = { state: 'installed', postMessage: vi.fn(), addEventListener: vi.fn() };
  const registration = {
    installing: null as unknown,
    waiting: null as unknown,
    addEventListener: (type: string, listener: () => void) => registrationListeners.set(type, listener),
    removeEventListener: vi.fn(),
  };
  const container = {
    controller: {},
    register: vi.fn(async () => registration),
    addEventListener: (type: string, listener: () => void) => containerListeners.set(type, listener),
    removeEventListener: vi.fn(),
  };
  const reloadPage = vi.fn();
  return {
    environment: { container: container as never, reloadPage },
    waiting,
    reloadPage,
    /** a new build's worker installs and waits */
    publish() {
      let onState: () => void = () => {};
      const worker = {
        state: 'installing',
        addEventListener: (_type: string, listener: () => void) => {
          onState = listener;
        },
      };
      registration.installing = worker;
      registrationListeners.get('updatefound')!();
      worker.state = 'installed';
      registration.waiting = waiting;
      onState();
    },
    /** the new worker now controls the page */
    takeOver: () => containerListeners.get('controllerchange')!(),
  };
}

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  setUpI18n(['en']);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const region = () => host.querySelector('[role="status"]')!;
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name);

describe('the "new version" offer', () => {
  it('is a polite status region that says nothing until a new build waits, then offers Reload and Later', async () => {
    const browser = olderBuildRunning();
    await act(async () => root.render(<AppUpdateNotice environment={browser.environment} />));
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().textContent).toBe('');
    act(() => browser.publish());
    expect(region().textContent).toContain('A new version of Tsubame is available.');
    expect(button('Reload')).toBeDefined();
    expect(button('Later')).toBeDefined();
  });

  it('Reload tells the waiting worker to take over, and reloads once it controls the page', async () => {
    const browser = olderBuildRunning();
    await act(async () => root.render(<AppUpdateNotice environment={browser.environment} />));
    act(() => browser.publish());
    act(() => button('Reload')!.click());
    expect(browser.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(browser.reloadPage).not.toHaveBeenCalled();
    expect(button('Reloading…')).toBeDefined();
    act(() => browser.takeOver());
    expect(browser.reloadPage).toHaveBeenCalledOnce();
  });

  it('Later hides the offer and reloads nothing', async () => {
    const browser = olderBuildRunning();
    await act(async () => root.render(<AppUpdateNotice environment={browser.environment} />));
    act(() => browser.publish());
    act(() => button('Later')!.click());
    expect(region().textContent).toBe('');
    act(() => browser.takeOver());
    expect(browser.reloadPage).not.toHaveBeenCalled();
  });
});
