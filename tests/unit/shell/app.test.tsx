// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createTestRouter, type TestRouter } from '../../support/test-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App';
import { isOwnHistoryState } from '../../../src/services/routing/app-navigation';
import type { ActiveSession } from '../../../src/services/app-services/session-types';
import { setUpI18n } from '../../../src/i18n';
import { ADVANCED_INTERFACE_STORAGE_KEY } from '../../../src/machines/layout-settings';
import type { AlertQueue } from '../../../src/services/alerts';
import { pushPublishedNotice } from '../../../src/services/compose/published-notice';
import { fakeSession, probe } from '../routes/render-routes';

vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('../routes/probe-screens')).TimelineProbe,
}));
vi.mock('../../../src/views/status-page/StatusPage', async () => ({
  default: (await import('../routes/probe-screens')).StatusProbe,
}));
vi.mock('../../../src/views/profile/ProfilePage', async () => ({
  default: (await import('../routes/probe-screens')).ProfileProbe,
}));

/** What the gate was given, and the session it hands to its children. */
const gate: { alerts: AlertQueue | null; defaultServer: string | null; session: ActiveSession | null } = {
  alerts: null,
  defaultServer: null,
  session: null,
};
vi.mock('../../../src/app/session/SessionGate', () => ({
  SessionGate: (props: {
    defaultServer: string;
    alerts: AlertQueue;
    children: (session: ActiveSession) => ReactNode;
  }) => {
    gate.alerts = props.alerts;
    gate.defaultServer = props.defaultServer;
    return gate.session ? props.children(gate.session) : <p>sign-in screen</p>;
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let router: TestRouter;

// the account menu's code downloads once the first rows have painted: the last test may leave it on its way,
// and it must have arrived before the test environment goes
afterAll(async () => {
  await import('../../../src/views/accounts/AccountMenuPopover');
});

async function settle(ticks = 10) {
  for (let i = 0; i < ticks; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

async function renderApp(session: ActiveSession | null) {
  gate.session = session;
  router = createTestRouter(['/']);
  await act(async () => root.render(<App defaultServer="https://social.example" Router={router.Router} />));
  await settle();
}

const layoutName = () => container.querySelector('[data-layout]')?.getAttribute('data-layout');

beforeEach(() => {
  setUpI18n(['en']);
  localStorage.clear();
  setWidth(1024);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('App', () => {
  it('shows the gate (sign-in) until a session exists, with the alert area already in the page', async () => {
    await renderApp(null);
    expect(container.textContent).toContain('sign-in screen');
    expect(gate.defaultServer).toBe('https://social.example');
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    // nothing focusable before the sign-in form
    expect(container.querySelectorAll('a, button, input')).toHaveLength(0);
  });

  it('mounts the router inside the gate with the session and the one alert queue', async () => {
    await renderApp(fakeSession(true));
    expect(layoutName()).toBe('single-column');
    expect(router.state.location.pathname).toBe('/home');
    act(() => {
      gate.alerts!.push({
        title: { key: 'alert.unexpected.title', defaultMessage: 'Oops!' },
        message: { key: 'alert.unexpected.message', defaultMessage: 'An unexpected error occurred' },
      });
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Oops!');
  });

  it('switching to another account starts the screens afresh with its services', async () => {
    await renderApp(fakeSession(true));
    await act(async () => router.navigate('/public'));
    await settle();
    const before = container.querySelector('main [data-screen]');
    expect(probe.services?.me).toBe('1');
    const bob = { ...fakeSession(true), me: '2' };
    bob.current = { ...bob.current!, key: 'https://social.example|2', accountId: '2', acct: 'bob' };
    gate.session = bob;
    await act(async () => root.render(<App defaultServer="https://social.example" Router={router.Router} />));
    await settle();
    const after = container.querySelector('main [data-screen]');
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(probe.services?.me).toBe('2');
    expect(probe.services?.store).toBe(bob.store);
    expect(router.state.location.pathname).toBe('/public');
  });

  it('the published notice links to the post through the router', async () => {
    await renderApp(fakeSession(true));
    act(() => {
      pushPublishedNotice(gate.alerts!, '/@alice/109');
    });
    const link = container.querySelector('[role="status"] a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/@alice/109');
    await act(async () => link.click());
    await settle();
    expect(router.state.location.pathname).toBe('/@alice/109');
    expect(isOwnHistoryState(router.state.location.state)).toBe(true);
    expect(container.querySelector('main [data-screen]')?.getAttribute('data-screen')).toBe('status');
  });

  it('the advanced interface switch turns on the deck, remembers it, and navigation gets /deck', async () => {
    await renderApp(fakeSession(true));
    // the switch comes with the navigation's places, downloaded on their own: wait for them
    for (let tries = 0; tries < 100 && container.querySelector('input[role="switch"]') === null; tries += 1) {
      await settle(1);
    }
    const toggle = container.querySelector<HTMLInputElement>('input[role="switch"]')!;
    await act(async () => toggle.click());
    await settle();
    expect(layoutName()).toBe('multi-column');
    expect(localStorage.getItem(ADVANCED_INTERFACE_STORAGE_KEY)).toBe('true');
    const federated = [...container.querySelectorAll('nav a')].find(
      (a) => a.textContent === 'Federated',
    ) as HTMLAnchorElement;
    expect(federated.getAttribute('href')).toBe('/deck/public');
    await act(async () => federated.click());
    await settle();
    expect(router.state.location.pathname).toBe('/deck/public');
    // and the published notice's link follows the layout
    act(() => {
      pushPublishedNotice(gate.alerts!, '/@alice/109');
    });
    expect(container.querySelector('[role="status"] a')?.getAttribute('href')).toBe('/deck/@alice/109');
  });

  it('starts in the deck when the setting is stored, and follows window resizes to mobile', async () => {
    localStorage.setItem(ADVANCED_INTERFACE_STORAGE_KEY, 'true');
    await renderApp(fakeSession(true));
    expect(layoutName()).toBe('multi-column');
    setWidth(630);
    await act(async () => window.dispatchEvent(new Event('resize')));
    await settle();
    expect(layoutName()).toBe('mobile');
    setWidth(631);
    await act(async () => window.dispatchEvent(new Event('resize')));
    await settle();
    expect(layoutName()).toBe('multi-column');
  });
});
