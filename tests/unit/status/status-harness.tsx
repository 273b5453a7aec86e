/**
 * Rendering views of the status renderer in jsdom: a store, fake app services (navigate and promptSignIn
 * are spies), English i18n, and react-dom/client under act().
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { AppServicesProvider, type AppServices } from '../../../src/services/app-services/app-services';
import { type SignInPrompt } from '../../../src/machines/sign-in-prompt.machine';
import type { ActiveSession } from '../../../src/services/app-services/session-types';
import { setUpI18n } from '../../../src/i18n';
import type { Api } from '../../../src/services/api';
import { createAlertQueue } from '../../../src/services/alerts';
import { createEntityStore, EntityStoreProvider, importStatus, type EntityStore } from '../../../src/services/store';
import type { LayoutMode } from '../../../src/machines/layout-mode';
import { testLiveServices } from '../../support/live-services-fixture';
import '../../support/jsdom-css-escape';
import { STATE_WAIT_MS, turnUntil } from '../../support/wait-for-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Dates are shown in the reader's time zone: fix it so day boundaries do not depend on the machine.
process.env.TZ = 'UTC';

export interface Harness {
  store: EntityStore;
  services: AppServices;
  navigate: ReturnType<
    typeof vi.fn<(path: string, options?: { replace?: boolean; state?: Readonly<Record<string, unknown>> }) => void>
  >;
  promptSignIn: ReturnType<typeof vi.fn<(prompt: SignInPrompt) => void>>;
  container: HTMLElement;
  render(node: ReactNode): void;
  /** stores raw statuses (with their accounts) as a server answer would */
  importRaw(...raws: unknown[]): void;
  unmount(): void;
}

export interface HarnessOptions {
  me?: string | null;
  layout?: LayoutMode;
  language?: string;
  /** the API the live services (status actions) call; nothing by default */
  api?: Api;
}

export function createHarness({
  me = null,
  layout = 'single-column',
  language = 'en',
  api = {} as Api,
}: HarnessOptions = {}): Harness {
  setUpI18n([language]);
  const store = createEntityStore({ currentAccountId: me });
  const navigate =
    vi.fn<(path: string, options?: { replace?: boolean; state?: Readonly<Record<string, unknown>> }) => void>();
  const promptSignIn = vi.fn<(prompt: SignInPrompt) => void>();
  const alerts = createAlertQueue();
  const live = testLiveServices(api, store, alerts);
  const session = {
    server: 'https://home.example',
    api,
    store,
    ...live,
    me,
    accounts: [],
    current: null,
    switchAccount: vi.fn(),
    addAccount: vi.fn(),
    signOut: vi.fn(),
    promptSignIn,
  } satisfies ActiveSession;
  const services: AppServices = {
    server: 'https://home.example',
    api,
    store,
    ...live,
    alerts,
    me,
    layout,
    session,
    promptSignIn,
    navigate: (path, options) => (options === undefined ? navigate(path) : navigate(path, options)),
  };
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = createRoot(container);
  return {
    store,
    services,
    navigate,
    promptSignIn,
    container,
    render(node) {
      act(() =>
        root?.render(
          <AppServicesProvider value={services}>
            <EntityStoreProvider store={store}>{node}</EntityStoreProvider>
          </AppServicesProvider>,
        ),
      );
    },
    importRaw(...raws) {
      act(() => {
        for (const raw of raws) importStatus(store, raw);
      });
    },
    unmount() {
      act(() => root?.unmount());
      root = null;
      container.remove();
    },
  };
}

export function click(element: Element | null | undefined, init: MouseEventInit = {}): void {
  if (!element) throw new Error('nothing to click');
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
}

export function pointer(element: Element | null | undefined, type: 'pointerover' | 'pointerout'): void {
  if (!element) throw new Error('no element');
  act(() => {
    element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
  });
}

/**
 * Waits until `find` gives an element, all the while inside act() so React renders what a lazy module or a
 * promise brings without act() warnings: parts of a post that load lazily (the detailed variant's info, a
 * translation, menus and dialogs) appear a moment after it renders. Fails after `timeout` ms.
 */
export async function appears<T extends Element>(
  find: () => T | null | undefined,
  what = 'element',
  timeout = STATE_WAIT_MS,
): Promise<T> {
  let found: T | null | undefined = null;
  const turn = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 10))));
  await turn();
  if (await turnUntil(() => (found = find()), turn, timeout)) return found!;
  throw new Error(`${what} not shown within ${timeout} ms`);
}

/** The element, failing the test when it is missing. */
export function must<T extends Element>(element: T | null | undefined, what = 'element'): T {
  if (!element) throw new Error(`${what} not found`);
  return element;
}
