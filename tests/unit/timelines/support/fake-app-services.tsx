/**
 * A fake AppServices for view tests: a real entity store and alert queue, a stubbed API (only the calls a
 * test gives exist; any other call fails loudly), spies for navigation, sign-in prompts and the session.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi, type Mock } from 'vitest';
import { AppServicesProvider, type AppServices } from '../../../../src/services/app-services/app-services';
import type { ActiveSession } from '../../../../src/services/app-services/session-types';
import { setUpI18n } from '../../../../src/i18n';
import type { Api } from '../../../../src/services/api';
import { createAlertQueue } from '../../../../src/services/alerts';
import { createEntityStore, EntityStoreProvider } from '../../../../src/services/store';
import { testLiveServices } from '../../../support/live-services-fixture';
import '../../../support/jsdom-css-escape';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type StubArea = Record<string, (...args: never[]) => unknown>;
export type ApiStubs = Partial<Record<keyof Api, StubArea>>;

/** An Api whose areas hold only the stubbed calls; calling anything else throws with the call's name. */
export function stubApi(stubs: ApiStubs): Api {
  return new Proxy({} as Api, {
    get(_target, area: string) {
      const calls = (stubs as Record<string, StubArea | undefined>)[area] ?? {};
      return new Proxy(calls, {
        get(target, name: string) {
          const call = target[name];
          if (call) return call;
          return () => {
            throw new Error(`unexpected API call ${area}.${name}`);
          };
        },
      });
    },
  });
}

export interface FakeServicesOptions {
  me?: string | null;
  /** stubbed calls; or `realApi` to talk to a server (the contract sandbox) */
  api?: ApiStubs;
  realApi?: Api;
  /** the server's origin (default https://social.example) */
  server?: string;
}

export type FakeServices = AppServices & {
  session: ActiveSession & { addAccount: Mock<ActiveSession['addAccount']> };
  promptSignIn: Mock<AppServices['promptSignIn']>;
  navigate: Mock<AppServices['navigate']>;
};

export function fakeServices(options: FakeServicesOptions = {}): FakeServices {
  const me = options.me ?? null;
  const server = options.server ?? 'https://social.example';
  const api = options.realApi ?? stubApi(options.api ?? {});
  const store = createEntityStore({ currentAccountId: me });
  const promptSignIn = vi.fn<AppServices['promptSignIn']>();
  const alerts = createAlertQueue();
  const live = testLiveServices(api, store, alerts);
  const session = {
    server,
    api,
    store,
    ...live,
    me,
    accounts: [],
    current: null,
    switchAccount: vi.fn(),
    addAccount: vi.fn<ActiveSession['addAccount']>(),
    signOut: vi.fn(),
    promptSignIn,
  };
  return {
    server,
    api,
    store,
    ...live,
    alerts,
    me,
    layout: 'single-column' as AppServices['layout'],
    session,
    promptSignIn,
    navigate: vi.fn<AppServices['navigate']>(),
  };
}

export interface Mounted {
  container: HTMLElement;
  unmount(): void;
}

let i18nReady = false;

/** Renders `element` at `path` (matched against `route`) inside the services, store and router. */
export function mount(
  services: AppServices,
  element: ReactNode,
  options: { path?: string; route?: string; state?: unknown } = {},
): Mounted {
  if (!i18nReady) {
    setUpI18n(['en']);
    i18nReady = true;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  act(() => {
    root.render(
      <AppServicesProvider value={services}>
        <EntityStoreProvider store={services.store}>
          <MemoryRouter
            initialEntries={[
              options.state === undefined
                ? (options.path ?? '/')
                : { pathname: options.path ?? '/', state: options.state },
            ]}
          >
            <Routes>
              <Route path={options.route ?? '*'} element={element} />
            </Routes>
          </MemoryRouter>
        </EntityStoreProvider>
      </AppServicesProvider>,
    );
  });
  return {
    container,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises and the React updates they cause finish. */
export async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Clicks the button whose text is `name`. */
export function clickButton(container: HTMLElement, name: string | RegExp): void {
  const button = [...container.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent ?? ''),
  );
  if (!button)
    throw new Error(
      `no button ${String(name)}; buttons: ${[...container.querySelectorAll('button')].map((b) => b.textContent).join(' | ')}`,
    );
  act(() => button.click());
}

/** A promise with its resolve and reject, to control when a stubbed call answers. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Runs axe-core (WCAG A/AA and best practices; contrast needs a real browser) on `root` and fails on any violation. */
export async function expectNoAxeViolations(root: Element): Promise<void> {
  const axe = (await import('axe-core')).default;
  const result = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
  if (summary.length > 0) throw new Error(`axe violations:\n${summary.join('\n')}`);
}
