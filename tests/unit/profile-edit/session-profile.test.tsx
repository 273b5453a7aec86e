// @vitest-environment jsdom
/**
 * A saved profile reaches the session: through SessionGate's `profileChanged`, the account switcher shows the new
 * name and avatar at once, and the stored sign-in keeps them for the next page load (the token untouched).
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionGate } from '../../../src/app/session/SessionGate';
import { setUpI18n } from '../../../src/i18n';
import type { ActiveSession } from '../../../src/services/app-services/session-types';
import { createAuthStorage } from '../../../src/services/auth/auth-storage';
import type { SessionAccount } from '../../../src/domain/auth/auth-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { AccountSwitcher } from '../../../src/views/accounts/AccountSwitcher';
import { LayoutProvider } from '../../../src/views/shell/layout-context';
import { createTestEnvironment, type TestEnvironment } from '../session/session-test-env';
import { rawAccount } from '../status/status-fixtures';
import { turnUntil } from '../../support/wait-for-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SERVER = 'https://social.example';
const stored = (id: string, name: string): SessionAccount => ({
  key: `${SERVER}|${id}`,
  server: SERVER,
  accountId: id,
  acct: `${name.toLowerCase()}@social.example`,
  displayName: name,
  avatar: `${SERVER}/avatars/${id}.png`,
  token: `token-${id}`,
});

let container: HTMLDivElement;
let root: Root;
let env: TestEnvironment;
let session: ActiveSession | null;

beforeAll(() => setUpI18n(['en']));
beforeEach(() => {
  env = createTestEnvironment();
  createAuthStorage({ local: env.local, session: env.session }).saveAccounts(
    [stored('1', 'Alice'), stored('2', 'Bob')],
    `${SERVER}|1`,
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  session = null;
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

async function mount() {
  await act(async () => {
    root.render(
      <MemoryRouter>
        <LayoutProvider value={{ mode: 'single-column', advancedInterface: false, setAdvancedInterface: vi.fn() }}>
          <SessionGate defaultServer="social.example" alerts={createAlertQueue()} environment={env}>
            {(active) => {
              session = active;
              return <AccountSwitcher session={active} />;
            }}
          </SessionGate>
        </LayoutProvider>
      </MemoryRouter>,
    );
  });
  // the session comes from storage a few turns later, and the switcher's code after it
  await turnUntil(
    () => names().length > 0,
    () => act(async () => new Promise((resolve) => setTimeout(resolve, 0))),
  );
}

const names = () => [...container.querySelectorAll('.account-switcher__name')].map((n) => n.textContent);

describe('a changed profile in the session', () => {
  it('shows the new name and avatar in the account switcher and keeps them for the next page load', async () => {
    await mount();
    expect(names()).toEqual(['Alice', 'Bob']);
    const saved = rawAccount('1', {
      username: 'alice',
      acct: 'alice',
      display_name: 'Alice in Wonderland',
      avatar: `${SERVER}/system/media/uploads/new.png`,
      avatar_static: `${SERVER}/system/media/uploads/new.png`,
    });
    await act(async () => session!.profileChanged!(saved));
    expect(names()).toEqual(['Alice in Wonderland', 'Bob']);
    const avatar = container.querySelector<HTMLImageElement>('[aria-current="true"] img');
    expect(avatar?.getAttribute('src')).toBe(`${SERVER}/system/media/uploads/new.png`);

    const kept = createAuthStorage({ local: env.local, session: env.session }).accounts();
    expect(kept.find((a) => a.accountId === '1')).toEqual({
      ...stored('1', 'Alice'),
      displayName: 'Alice in Wonderland',
      avatar: `${SERVER}/system/media/uploads/new.png`,
    });
  });

  it('changes nothing for an account not signed in here', async () => {
    await mount();
    await act(async () => session!.profileChanged!(rawAccount('77', { acct: 'carol', display_name: 'Carol' })));
    expect(names()).toEqual(['Alice', 'Bob']);
  });
});
