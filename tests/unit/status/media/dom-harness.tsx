/**
 * Rendering helpers for the status attachment views (media, card, poll) in jsdom: the app services with a
 * real entity store and alert queue, a stubbed API, spies for navigation and the sign-in prompt, i18n in
 * English, and a recording 2D context for canvases (jsdom has none).
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi, type Mock } from 'vitest';
import { AppServicesProvider, type AppServices } from '../../../../src/services/app-services/app-services';
import { type SignInPrompt } from '../../../../src/machines/sign-in-prompt.machine';
import type { ActiveSession } from '../../../../src/services/app-services/session-types';
import { setUpI18n } from '../../../../src/i18n';
import { paintBlurhashLater } from '../../../../src/services/blurhash/paint-later';
import type { Api } from '../../../../src/services/api';
import { createAlertQueue } from '../../../../src/services/alerts';
import { createEntityStore, EntityStoreProvider } from '../../../../src/services/store';
import { testLiveServices } from '../../../support/live-services-fixture';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface TestServices extends AppServices {
  promptSignIn: Mock<(prompt: SignInPrompt) => void>;
  navigate: Mock<(path: string, options?: { replace?: boolean }) => void>;
}

export function testServices(
  options: { me?: string | null; api?: Partial<Record<keyof Api, object>> } = {},
): TestServices {
  const me = options.me ?? null;
  const api = options.api as unknown as Api;
  const store = createEntityStore({ currentAccountId: me });
  const promptSignIn = vi.fn<(prompt: SignInPrompt) => void>();
  const alerts = createAlertQueue();
  const live = testLiveServices(api, store, alerts);
  const session = {
    server: 'https://social.example',
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
  return {
    server: 'https://social.example',
    api,
    store,
    ...live,
    alerts,
    me,
    layout: 'single-column',
    session,
    promptSignIn,
    navigate: vi.fn<(path: string, options?: { replace?: boolean }) => void>(),
  };
}

export interface Rendered {
  container: HTMLElement;
  rerender(element: ReactNode): void;
  unmount(): void;
}

let i18nReady = false;

export function render(services: AppServices, element: ReactNode): Rendered {
  if (!i18nReady) {
    setUpI18n(['en']);
    i18nReady = true;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  const wrap = (node: ReactNode) => (
    <AppServicesProvider value={services}>
      <EntityStoreProvider store={services.store}>{node}</EntityStoreProvider>
    </AppServicesProvider>
  );
  act(() => root.render(wrap(element)));
  return {
    container,
    rerender: (next) => act(() => root.render(wrap(next))),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export function click(element: Element | null | undefined): void {
  if (!element) throw new Error('nothing to click');
  act(() => {
    (element as HTMLElement).click();
  });
}

/** Button by its visible text (whitespace-normalised substring). */
export function buttonNamed(container: HTMLElement, text: string): HTMLButtonElement | undefined {
  return [...container.querySelectorAll('button')].find((b) =>
    (b.textContent ?? '').replace(/\s+/g, ' ').includes(text),
  );
}

/** A minimal recording 2D context, installed on HTMLCanvasElement.prototype.getContext. */
export function installCanvasContext(): { painted: HTMLCanvasElement[]; restore(): void } {
  const painted: HTMLCanvasElement[] = [];
  const original = HTMLCanvasElement.prototype.getContext;
  const contextFor = (canvas: HTMLCanvasElement) =>
    ({
      clearRect: () => {},
      createImageData: (w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }),
      putImageData: () => {
        painted.push(canvas);
      },
    }) as unknown as CanvasRenderingContext2D;
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    return contextFor(this);
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  return {
    painted,
    restore: () => {
      HTMLCanvasElement.prototype.getContext = original;
    },
  };
}

/**
 * Loads the blurhash decoder that BlurhashCanvas fetches when the browser is first idle (paint-later.ts; jsdom
 * has no requestIdleCallback, so that takes a timer and a dynamic import). Once it is loaded a paint finishes in
 * a few microtasks, so it lands in the test that asked for it and never in a later test's recording context;
 * tests still await it (vi.waitFor) since it stays asynchronous. Paints a throwaway canvas with no context.
 */
export async function loadBlurhashDecoder(): Promise<void> {
  const scratch = { width: 1, height: 1, getContext: () => null } as unknown as HTMLCanvasElement;
  await paintBlurhashLater(scratch, '', 1, 1, () => {});
}

export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** axe-core rules that can run in jsdom (no layout, so no colour contrast); returns the violations found. */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const axe = (await import('axe-core')).default;
  const result = await axe.run(container, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
