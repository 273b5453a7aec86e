// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { LayoutProvider } from '../../../src/views/shell/layout-context';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveSession } from '../../../src/services/app-services/session-types';
import type { StoredAccount } from '../../../src/domain/auth/auth-types';
import { setUpI18n } from '../../../src/i18n';
import { createApi, createApiClient } from '../../../src/services/api';
import { createEntityStore } from '../../../src/services/store';
import { AccountSwitcher } from '../../../src/views/accounts/AccountSwitcher';
import { testLiveServices } from '../../support/live-services-fixture';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const alice: StoredAccount = {
  key: 'https://social.example|1',
  server: 'https://social.example',
  accountId: '1',
  acct: 'alice@social.example',
  displayName: 'Alice',
  avatar: 'https://social.example/a.png',
};
const hana: StoredAccount = {
  key: 'https://xn--r8jz45g.example|5',
  server: 'https://xn--r8jz45g.example',
  accountId: '5',
  acct: 'hana@xn--r8jz45g.example',
  displayName: 'Hana',
  avatar: '',
};

function sessionOf(current: StoredAccount | null, accounts: StoredAccount[]): ActiveSession {
  const server = current?.server ?? 'https://social.example';
  const api = createApi(createApiClient({ server }));
  const store = createEntityStore({ currentAccountId: current?.accountId ?? null });
  return {
    server,
    api,
    store,
    ...testLiveServices(api, store),
    me: current?.accountId ?? null,
    accounts,
    current,
    switchAccount: vi.fn(),
    addAccount: vi.fn(),
    signOut: vi.fn(),
    promptSignIn: vi.fn(),
  };
}

let container: HTMLDivElement;
let root: Root;

const render = async (session: ActiveSession) => {
  // the switcher links to the account's filters: a router and a layout (for /deck prefixing) are around it
  await act(async () =>
    root.render(
      <MemoryRouter>
        <LayoutProvider value={{ mode: 'single-column', advancedInterface: false, setAdvancedInterface: vi.fn() }}>
          <AccountSwitcher session={session} />
        </LayoutProvider>
      </MemoryRouter>,
    ),
  );
};
const buttons = () => [...container.querySelectorAll('button')];
const byText = (text: string) => {
  const found = buttons().find((b) => b.textContent === text);
  if (!found) throw new Error(`no button "${text}" in ${container.textContent}`);
  return found;
};

beforeAll(() => {
  setUpI18n(['en']);
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('AccountSwitcher', () => {
  it('lists accounts with avatar and decoded handle, marking the current one', async () => {
    await render(sessionOf(alice, [alice, hana]));
    const rows = [...container.querySelectorAll('li button')];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');
    expect(rows[0]!.getAttribute('aria-label')).toBe('Alice @alice@social.example, Current account');
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe('https://social.example/a.png');
    expect(rows[0]!.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(rows[1]!.hasAttribute('aria-current')).toBe(false);
    expect(rows[1]!.textContent).toContain('@hana@例え.example');
    expect(rows[1]!.getAttribute('aria-label')).toBe('Switch to Hana @hana@例え.example');
  });

  it('marks an account its server signed out, in its row and its label; switching to it stays possible', async () => {
    const refused: StoredAccount = { ...hana, refused: true };
    const session = sessionOf(alice, [alice, refused]);
    await render(session);
    const rows = [...container.querySelectorAll<HTMLButtonElement>('li button')];
    expect(rows[0]!.textContent).not.toContain('Signed out by its server');
    expect(rows[1]!.querySelector('.account-switcher__refused')?.textContent).toBe('Signed out by its server');
    expect(rows[1]!.getAttribute('aria-label')).toBe('Switch to Hana @hana@例え.example, Signed out by its server');
    await act(async () => rows[1]!.click());
    expect(session.switchAccount).toHaveBeenCalledWith(hana.key);
  });

  it('shows custom emoji of a display name as images, and no javascript: emoji', async () => {
    const emoji: StoredAccount = {
      ...alice,
      displayName: 'Alice :tsubame: :evil:',
      emojis: [
        {
          shortcode: 'tsubame',
          url: 'https://social.example/e/tsubame.png',
          static_url: 'https://social.example/e/tsubame_s.png',
        },
        { shortcode: 'evil', url: 'javascript:alert(1)', static_url: 'javascript:alert(1)' },
      ],
    };
    await render(sessionOf(emoji, [emoji]));
    const name = container.querySelector('.account-switcher__name')!;
    const images = [...name.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([':tsubame:']);
    expect(images[0]!.getAttribute('src')).toMatch(/^https:\/\/social\.example\/e\/tsubame/);
    expect(name.textContent).toContain(':evil:');
    expect(container.innerHTML).not.toContain('javascript:');
    // the label keeps the visible text: the image's shortcode is left out, the unrendered one stays
    expect(container.querySelector('li button')?.getAttribute('aria-label')).toBe(
      'Alice :evil: @alice@social.example, Current account',
    );
  });

  it('switches to another account, not to the current one', async () => {
    const session = sessionOf(alice, [alice, hana]);
    await render(session);
    const rows = [...container.querySelectorAll<HTMLButtonElement>('li button')];
    await act(async () => rows[0]!.click());
    expect(session.switchAccount).not.toHaveBeenCalled();
    await act(async () => rows[1]!.click());
    expect(session.switchAccount).toHaveBeenCalledWith(hana.key);
  });

  it('adds an account, and signs out only after confirming', async () => {
    const session = sessionOf(alice, [alice, hana]);
    await render(session);
    await act(async () => byText('Add an account').click());
    expect(session.addAccount).toHaveBeenCalledTimes(1);

    await act(async () => byText('Sign out').click());
    expect(session.signOut).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Sign out of @alice@social.example in this browser?');
    // focus moves to the confirming button
    expect(document.activeElement?.textContent).toBe('Sign out');
    await act(async () => byText('Cancel').click());
    expect(container.textContent).not.toContain('Sign out of');
    expect(document.activeElement?.textContent).toBe('Sign out');

    await act(async () => byText('Sign out').click());
    await act(async () => byText('Sign out').click());
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('offers to sign in while reading signed out', async () => {
    const session = sessionOf(null, []);
    await render(session);
    expect(container.textContent).toContain('Reading social.example without signing in');
    expect(buttons().map((b) => b.textContent)).toEqual(['Sign in']);
    await act(async () => byText('Sign in').click());
    expect(session.addAccount).toHaveBeenCalledTimes(1);
  });
});
