// @vitest-environment jsdom
/**
 * The languages the composer and Settings' posting language offer, against the sandbox (contract-checked): the
 * server's list (GET /api/v1/instance/languages) once it is in, so a language the client's own copy lacks
 * (Mohawk) is offered and one the server no longer lists (kmr) is not; on a server without the call (404, before
 * Mastodon 4.0) the client's own copy stays, without an alert.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../src/i18n';
import { LANGUAGE_CODES } from '../../../src/services/locale-data/post-languages';
import ComposeScreen from '../../../src/views/compose/ComposeScreen';
import SettingsScreen from '../../../src/views/settings/SettingsScreen';
import { LayoutProvider } from '../../../src/views/shell/layout-context';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { keyDown, openByKeyboard, picker } from '../compose/compose-form-harness';
import { until } from '../../support/wait-for-state';
import { fakeServices, mount, type FakeServices, type Mounted } from '../timelines/support/fake-app-services';

const contract = useContractSandbox();
let alice: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  setUpI18n(['en']);
  alice = await signIn(contract, { username: 'alice' });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  contract.sandbox.ctx.options.noInstanceLanguages = 0;
  document.body.innerHTML = '';
  localStorage.clear();
});

const layout = { mode: 'single-column' as const, advancedInterface: false, setAdvancedInterface: vi.fn() };

function services(): FakeServices {
  return fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
}

function openComposer(given: FakeServices): HTMLElement {
  mounted = mount(given, <ComposeScreen />, { path: '/publish' });
  return mounted.container;
}

function openSettings(given: FakeServices): HTMLElement {
  mounted = mount(
    given,
    <LayoutProvider value={layout}>
      <SettingsScreen />
    </LayoutProvider>,
    { path: '/settings' },
  );
  return mounted.container;
}

/** The codes of the open list's options. */
const offeredCodes = () =>
  [...document.body.querySelectorAll('[role="listbox"] [role="option"]')].map(
    (option) => option.getAttribute('data-key') ?? '',
  );

/** Opens the picker labelled `label`, waits until `ready` holds for its codes, and gives them. */
async function offeredBy(container: HTMLElement, label: string, ready: (codes: string[]) => boolean) {
  const trigger = await until(() => {
    try {
      return picker(container, label);
    } catch {
      return null;
    }
  }, `the ${label} picker`);
  await openByKeyboard(trigger);
  await until(() => ready(offeredCodes()), `the ${label} list`);
  const codes = offeredCodes();
  keyDown(document.activeElement ?? document.body, 'Escape');
  return codes;
}

const calls = () => contract.observed.get('instance.languages') ?? [];

describe('the languages offered follow the server’s list', () => {
  it('in the composer: a language only the server lists is offered, one it does not list is not', async () => {
    const container = openComposer(services());
    const codes = await offeredBy(container, 'Language', (shown) => shown.includes('moh'));
    expect(codes).not.toContain('kmr');
    expect(codes).toContain('zh-TW');
    expect(codes).toContain('en');
    expect(calls()).toContain(200);
  });

  it('in Settings’ posting language, the same list', async () => {
    const container = openSettings(services());
    const codes = await offeredBy(container, 'Posting language', (shown) => shown.includes('moh'));
    expect(codes).not.toContain('kmr');
    expect(codes).toContain('zh-TW');
  });
});

describe('a server without the list (404, before Mastodon 4.0)', () => {
  it('leaves the composer its own list, and says nothing', async () => {
    contract.sandbox.ctx.options.noInstanceLanguages = 1;
    const before = calls().filter((status) => status === 404).length;
    const given = services();
    const container = openComposer(given);
    await until(() => calls().filter((status) => status === 404).length > before || null, 'the 404');
    const codes = await offeredBy(container, 'Language', (shown) => shown.length > 0);
    expect([...codes].sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(given.alerts.getSnapshot()).toEqual([]);
  });
});
