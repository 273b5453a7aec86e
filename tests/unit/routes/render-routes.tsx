/**
 * Renders the app's route table in jsdom with a memory router, a fake session and a fixed layout, and with the
 * screens other parts own replaced by probes that show what the route gave them.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { AppRoutes } from '../../../src/app/routes/AppRoutes';
import { createTestRouter, type TestRouter } from '../../support/test-router';
import type { AppServices } from '../../../src/services/app-services/app-services';
import type { ActiveSession } from '../../../src/services/app-services/session-types';
import type { StoredAccount } from '../../../src/domain/auth/auth-types';
import { LayoutProvider, type LayoutState } from '../../../src/views/shell/layout-context';
import { ShellEnvironmentProvider } from '../../../src/app/shell/shell-environment';
import { setUpI18n } from '../../../src/i18n';
import type { LayoutMode } from '../../../src/machines/layout-mode';
import type { Api } from '../../../src/services/api';
import { createAlertQueue, type AlertQueue } from '../../../src/services/alerts';
import { createEntityStore } from '../../../src/services/store';
import { testLiveServices } from '../../support/live-services-fixture';
import '../../support/jsdom-css-escape';
import { turnUntil } from '../../support/wait-for-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** jsdom has no scrolling: the root layout's scroll restoration calls this. */
export const scrollTo = vi.fn();
if (typeof window !== 'undefined') Object.defineProperty(window, 'scrollTo', { configurable: true, value: scrollTo });

/** The AppServices the last rendered probe screen saw. */
export const probe: { services: AppServices | null } = { services: null };

export const ALICE: StoredAccount = {
  key: 'https://social.example|1',
  server: 'https://social.example',
  accountId: '1',
  acct: 'alice',
  displayName: 'Alice',
  avatar: 'https://social.example/avatars/alice.png',
};

/** A real server for the session (the contract sandbox): its origin, the signed-in account's API and id. */
export interface SessionServer {
  server: string;
  api: Api;
  accountId: string;
}

export function fakeSession(signedIn: boolean, real?: SessionServer): ActiveSession {
  const me = signedIn ? (real?.accountId ?? '1') : null;
  const api = real?.api ?? ({} as Api);
  const store = createEntityStore({ currentAccountId: me });
  const current = signedIn ? { ...ALICE, ...(real ? { server: real.server, accountId: real.accountId } : {}) } : null;
  return {
    server: real?.server ?? 'https://social.example',
    api,
    store,
    ...testLiveServices(api, store),
    me,
    accounts: current ? [current] : [],
    current,
    switchAccount: vi.fn(),
    addAccount: vi.fn(),
    signOut: vi.fn(),
    promptSignIn: vi.fn(),
  };
}

export interface Rendered {
  container: HTMLDivElement;
  router: TestRouter;
  session: ActiveSession;
  alerts: AlertQueue;
  layout: LayoutState;
  /** waits until `find` returns something (lazy screens load asynchronously) */
  waitFor<T>(find: () => T | null | undefined, what?: string): Promise<T>;
  path(): string;
  unmount(): void;
}

export interface RenderOptions {
  mode?: LayoutMode;
  signedIn?: boolean;
  advancedInterface?: boolean;
  /** talk to this server (the contract sandbox) instead of a fake API that answers nothing */
  server?: SessionServer;
}

export async function renderRoutes(path: string, options: RenderOptions = {}): Promise<Rendered> {
  setUpI18n(['en']);
  probe.services = null;
  const mode = options.mode ?? 'single-column';
  const session = fakeSession(options.signedIn ?? true, options.server);
  const alerts = createAlertQueue();
  const layout: LayoutState = {
    mode,
    advancedInterface: options.advancedInterface ?? mode === 'multi-column',
    setAdvancedInterface: vi.fn(),
  };
  const router = createTestRouter([path]);
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  await act(async () => {
    root.render(
      <LayoutProvider value={layout}>
        <ShellEnvironmentProvider value={{ session, alerts }}>
          <router.Router>
            <AppRoutes />
          </router.Router>
        </ShellEnvironmentProvider>
      </LayoutProvider>,
    );
  });

  async function waitFor<T>(find: () => T | null | undefined, what = 'element'): Promise<T> {
    // a lazy screen's first import (module and catalogue) is slow on a busy machine
    let found: T | null | undefined = null;
    const turn = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 5))));
    if (await turnUntil(() => (found = find()) !== null && found !== undefined, turn)) return found!;
    throw new Error(`timed out waiting for ${what}; page: ${container.innerHTML.slice(0, 600)}`);
  }

  return {
    container,
    router,
    session,
    alerts,
    layout,
    waitFor,
    path: () => `${router.state.location.pathname}${router.state.location.search}`,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** The probe screen the route rendered, once loaded. */
export function screenIn(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>('[data-screen]');
}
