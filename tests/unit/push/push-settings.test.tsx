// @vitest-environment jsdom
/**
 * The push settings panel: the browser support message, enabling (permission asked then) with one checkbox per
 * alert type the server knows, an alert change saved on the server, disabling, and the messages for a server
 * without a push key (a warning) and with an invalid one (an error). The browser's push objects are faked; the
 * server is the simulated one (contract-checked) or a stub. No axe violation.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PushSettings } from '../../../src/views/push/PushSettings';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import {
  clickButton,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { fakeBrowser } from './fake-browser';
import { until } from '../../support/wait-for-state';

const contract = useContractSandbox({ name: 'unit-push-settings' });
let alice: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  alice = await signIn(contract);
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.unstubAllGlobals();
});

function installBrowser(browser = fakeBrowser('default', 'granted')) {
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: browser.env.serviceWorker });
  vi.stubGlobal('PushManager', browser.env.PushManager);
  vi.stubGlobal('Notification', browser.env.Notification);
  return browser;
}

const checkbox = (root: ParentNode, label: string) =>
  [...root.querySelectorAll('label')].find((l) => l.textContent === label)?.querySelector('input') ?? null;

describe('push settings panel', () => {
  it('says push is not supported by a browser without it, with no button', async () => {
    vi.stubGlobal('PushManager', undefined);
    mounted = mount(fakeServices({ me: '1', api: {} }), <PushSettings />);
    await settle();
    expect(mounted.container.textContent).toContain('Push notifications are not supported by this browser.');
    expect(mounted.container.querySelector('button')).toBeNull();
    await expectNoAxeViolations(mounted.container);
  });

  it('turns push on, shows every alert type the server knows, saves a change and turns push off', async () => {
    const browser = installBrowser();
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    mounted = mount(services, <PushSettings />);
    await settle();
    expect(mounted.container.textContent).toContain('Push notifications are off.');
    expect(browser.Notification.asked).toBe(0);
    clickButton(mounted.container, 'Turn on push notifications');
    await until(() => mounted!.container.textContent!.includes('Push notifications are on.'));
    // permission is asked when the reader turns push on
    expect(browser.Notification.asked).toBe(1);
    expect(mounted.container.textContent).toContain('Push notifications are on.');
    for (const label of ['New followers', 'Follow requests', 'Favourites', 'Boosts', 'Mentions', 'Poll results']) {
      expect(checkbox(mounted.container, label)?.checked).toBe(true);
    }
    // a kmyblue alert type the server answered with
    expect(checkbox(mounted.container, 'Emoji reactions')).not.toBeNull();
    await expectNoAxeViolations(mounted.container);

    act(() => checkbox(mounted!.container, 'Favourites')!.click());
    expect(checkbox(mounted.container, 'Favourites')?.checked).toBe(false);
    const saved = () =>
      [...contract.sandbox.db.pushSubscriptions.values()].find((s) => s.account_id === alice.accountId);
    await until(() => saved()?.alerts.favourite === false && !mounted!.container.textContent!.includes('Saving'));

    clickButton(mounted.container, 'Turn off push notifications');
    await until(() => mounted!.container.textContent!.includes('Push notifications are off.'));
    expect(checkbox(mounted.container, 'Favourites')).toBeNull();
  });

  it('warns when the server has no push key', async () => {
    installBrowser();
    const services = fakeServices({ me: '1', api: { instance: { get: async () => ({ configuration: {} }) } } });
    mounted = mount(services, <PushSettings />);
    await settle();
    clickButton(mounted.container, 'Turn on push notifications');
    await until(() => mounted!.container.textContent!.includes('This server does not support'));
    expect(mounted.container.querySelector('[role="status"]')?.textContent).toBe(
      'This server does not support push notifications.',
    );
    // no alert: the panel says it
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('shows an error when the server key is invalid', async () => {
    installBrowser();
    const api = { instance: { get: async () => ({ configuration: { vapid: { public_key: 'not a key!' } } }) } };
    mounted = mount(fakeServices({ me: '1', api }), <PushSettings />);
    await settle();
    clickButton(mounted.container, 'Turn on push notifications');
    await until(() => mounted!.container.querySelector('[role="alert"]') !== null);
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toContain(
      "This server's push key is invalid",
    );
    await expectNoAxeViolations(mounted.container);
  });
});
