// @vitest-environment jsdom
/**
 * The settings screen against the sandbox through the real API (contract-checked): signed out it offers only
 * what this device keeps (theme, motion, language, layout); signed in, the posting defaults are read from
 * verify_credentials and each change goes to update_credentials at once (shown at once, put back with an alert
 * when the server refuses), the composer's defaults follow, and the media display, skin tone and trends
 * choices are kept for the account and sent to the server's web settings. No accessibility violations.
 */
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, createApiClient, type Api } from '../../../src/services/api';
import { setUpI18n } from '../../../src/i18n';
import { onPostingDefaultsChanged } from '../../../src/services/compose/posting-defaults-signal';
import { readSkinTone } from '../../../src/services/compose/skin-tone';
import { clientSettingsOf } from '../../../src/services/settings/client-settings';
import { clientSettingsStorageKey } from '../../../src/services/settings/web-settings-blob';
import { LayoutProvider } from '../../../src/views/shell/layout-context';
import SettingsScreen from '../../../src/views/settings/SettingsScreen';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, type FakeServices, type Mounted } from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';

const contract = useContractSandbox();
let bob: SignedIn;
let anonymous: Api;
let mounted: Mounted | null = null;

beforeAll(async () => {
  bob = await signIn(contract, { username: 'bob' });
  anonymous = createApi(createApiClient({ server: contract.origin }));
});
beforeEach(() => {
  localStorage.clear();
  setUpI18n(['en']);
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  Object.assign(contract.sandbox.ctx.options, { faultPaths: [], errorRate: 0 });
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-motion');
});

const layout = { mode: 'single-column' as const, advancedInterface: false, setAdvancedInterface: vi.fn() };

function open(signedIn: boolean): { services: FakeServices; container: HTMLElement } {
  const services = signedIn
    ? fakeServices({ me: bob.accountId, realApi: bob.api, server: contract.origin })
    : fakeServices({ realApi: anonymous, server: contract.origin });
  mounted = mount(
    services,
    <LayoutProvider value={layout}>
      <SettingsScreen />
    </LayoutProvider>,
    { path: '/settings' },
  );
  return { services, container: mounted.container };
}

/** The option of a setting's choice whose text starts with `name`. */
function option(container: HTMLElement, setting: string, name: string): HTMLInputElement {
  const group = container.querySelector(`[data-setting="${setting}"]`);
  const label = [...(group?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim().startsWith(name));
  const input = label?.querySelector('input');
  if (!input) throw new Error(`no option ${name} in ${setting}`);
  return input;
}

const headings = (container: HTMLElement) => [...container.querySelectorAll('h2')].map((h) => h.textContent);
const user = () => contract.sandbox.db.users.get(bob.accountId)!;

async function noViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
}

describe('signed out', () => {
  it('offers the appearance only, and says what signing in adds', async () => {
    const { container } = open(false);
    expect(container.querySelector('h1')?.textContent).toBe('Preferences');
    expect(headings(container)).toEqual(['Appearance']);
    expect(container.textContent).toContain('Sign in to choose your posting defaults');
    expect(option(container, 'theme', 'Same as the system').checked).toBe(true);
    await noViolations(container);
  });

  it('a theme and motion chosen apply at once to the page and are kept on this device', () => {
    const { container } = open(false);
    act(() => option(container, 'theme', 'Dark').click());
    act(() => option(container, 'motion', 'Reduce motion').click());
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.motion).toBe('reduce');
    expect(localStorage.getItem('tsubame:theme')).toBe('dark');
    expect(option(container, 'theme', 'Dark').checked).toBe(true);
    act(() => option(container, 'theme', 'Same as the system').click());
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});

describe('signed in', () => {
  it('shows the posting defaults the server holds, then the other sections', async () => {
    const { container } = open(true);
    await until(() => container.querySelector('[data-setting="visibility"]'));
    // the sandbox is a kmyblue server: its reaction deck follows the emoji once the server's features are known
    await until(() => headings(container).includes('Reaction deck'));
    expect(headings(container)).toEqual([
      'Appearance',
      'Posting defaults',
      'Media',
      'Emoji',
      'Reaction deck',
      'Explore',
    ]);
    expect(option(container, 'visibility', 'Public').checked).toBe(user().default_privacy === 'public');
    expect(contract.observed.get('oauth.verifyCredentials')).toContain(200);
    await noViolations(container);
  });

  it('a visibility chosen is shown at once and sent alone as source[privacy]; the composer follows', async () => {
    const composer = vi.fn();
    user().default_privacy = 'public';
    const { container, services } = open(true);
    const stop = onPostingDefaultsChanged(services.store, composer);
    await until(() => container.querySelector('[data-setting="visibility"]'));
    act(() => option(container, 'visibility', 'Followers only').click());
    expect(option(container, 'visibility', 'Followers only').checked).toBe(true);
    await until(() => user().default_privacy === 'private');
    await until(() => composer.mock.calls.length === 1);
    expect(composer.mock.calls[0]![0].source.privacy).toBe('private');
    expect(services.alerts.getSnapshot()).toEqual([]);
    stop();
  });

  it('a change the server refuses goes back, and the alert says so', async () => {
    user().default_sensitive = false;
    const { container, services } = open(true);
    await until(() => container.querySelector('[data-setting="sensitive"]'));
    const sensitive = () => container.querySelector<HTMLInputElement>('[data-setting="sensitive"] input')!;
    Object.assign(contract.sandbox.ctx.options, { faultPaths: ['/update_credentials'], errorRate: 1 });
    act(() => sensitive().click());
    expect(sensitive().checked).toBe(true);
    await until(() => services.alerts.getSnapshot().length > 0);
    await until(() => !sensitive().checked);
    expect(user().default_sensitive).toBe(false);
  });

  it('media display, skin tone and trends are kept for the account and sent to the web settings', async () => {
    const { container } = open(true);
    await until(() => container.querySelector('[data-setting="display-media"]'));
    act(() => option(container, 'display-media', 'Always show media').click());
    expect(localStorage.getItem(`tsubame:display-media:${contract.origin}|${bob.accountId}`)).toBe('show_all');
    expect(option(container, 'display-media', 'Always show media').checked).toBe(true);

    act(() => option(container, 'skin-tone', '✋🏽').click());
    expect(readSkinTone()).toBe(4);

    const trends = container.querySelector<HTMLInputElement>('[data-setting="trends"] input')!;
    expect(trends.checked).toBe(true);
    act(() => trends.click());
    expect(trends.checked).toBe(false);
    const key = clientSettingsStorageKey(`${contract.origin}|${bob.accountId}`);
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ trends: { show: false } });
    await until(() => (user().settings.trends as { show?: boolean } | undefined)?.show === false);
    expect(user().settings).toMatchObject({ skinTone: 4, trends: { show: false } });
    expect(user().settings).not.toHaveProperty('saved');
  });

  it('"Keep the visibility after posting" is a posting choice kept for the account and sent to the web settings', async () => {
    const { container, services } = open(true);
    await until(() => container.querySelector('[data-setting="stay-privacy"]'));
    const stay = () => container.querySelector<HTMLInputElement>('[data-setting="stay-privacy"] input')!;
    expect(stay().closest('section')?.querySelector('h2')?.textContent).toBe('Posting defaults');
    expect(stay().checked).toBe(false);
    act(() => stay().click());
    expect(stay().checked).toBe(true);
    // the composer reads it from the account's client settings (compose-runtime.ts follows them)
    expect(clientSettingsOf(`${contract.origin}|${bob.accountId}`, services).get().stayPrivacy).toBe(true);
    await until(() => user().settings.stayPrivacy === true);
    await noViolations(container);
    act(() => stay().click());
    await until(() => user().settings.stayPrivacy === false);
  });

  it('reads naturally in Japanese too, without accessibility violations', async () => {
    setUpI18n(['ja']);
    const { container } = open(true);
    await until(() => container.querySelector('[data-setting="visibility"]'));
    expect(container.querySelector('h1')?.textContent).toBe('設定');
    await until(() => container.querySelector('[data-setting="reaction-deck-add"]'));
    expect(headings(container)).toEqual(['外観', '投稿の既定値', 'メディア', '絵文字', 'リアクションデッキ', '探索']);
    await noViolations(container);
  });
});
