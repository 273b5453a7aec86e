// @vitest-environment jsdom
/**
 * Trends follow the reader's setting: turned off, Explore's trend tabs (posts, hashtags, news) say so calmly with
 * the way to the setting and ask the server nothing; the other tabs stay; signed out, trends are always offered.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi, createApiClient, type Api } from '../../../src/services/api';
import { clientSettingsStorageKey } from '../../../src/services/settings/web-settings-blob';
import ExploreScreen from '../../../src/views/explore/ExploreScreen';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';

const contract = useContractSandbox();
let bob: SignedIn;
let anonymous: Api;
let mounted: Mounted | null = null;
let layout: FakeLayout;

beforeAll(async () => {
  bob = await signIn(contract, { username: 'bob' });
  anonymous = createApi(createApiClient({ server: contract.origin }));
  localStorage.setItem(
    clientSettingsStorageKey(`${contract.origin}|${bob.accountId}`),
    JSON.stringify({ trends: { show: false } }),
  );
});
beforeEach(() => {
  layout = installFakeLayout({ viewport: 10_000, rowHeight: 100 });
});
afterEach(() => {
  layout.restore();
  mounted?.unmount();
  mounted = null;
  document.body.innerHTML = '';
});

function open(path: string, signedIn: boolean) {
  const services = signedIn
    ? fakeServices({ me: bob.accountId, realApi: bob.api, server: contract.origin })
    : fakeServices({ realApi: anonymous, server: contract.origin });
  mounted = mount(services, <ExploreScreen />, { path });
  return mounted.container;
}

describe('trends turned off in the settings', () => {
  it.each(['/explore', '/explore/tags', '/explore/links'])('%s says so, with a link to the settings', (path) => {
    const container = open(path, true);
    const note = container.querySelector('[role="tabpanel"] [role="status"]');
    expect(note?.textContent).toContain('Trends are hidden in your settings.');
    expect(note?.querySelector('a')?.getAttribute('href')).toBe('/settings');
    expect(container.querySelector('[role="feed"]')).toBeNull();
  });

  it('asks the server for no trends, and the directory tab still shows', async () => {
    const before = contract.observed.get('discovery.trendStatuses')?.length ?? 0;
    open('/explore', true);
    mounted?.unmount();
    const container = open('/explore/directory', true);
    await until(() => container.querySelector('[role="tabpanel"] a[href^="/@"]'));
    expect(container.textContent).not.toContain('Trends are hidden');
    expect(contract.observed.get('discovery.trendStatuses')?.length ?? 0).toBe(before);
  });

  it('signed out, trends are offered whatever an account chose', async () => {
    const container = open('/explore', false);
    await until(() => container.querySelector('[role="feed"]'));
    expect(container.textContent).not.toContain('Trends are hidden');
  });
});
