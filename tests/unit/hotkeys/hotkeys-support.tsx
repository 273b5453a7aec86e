/**
 * The keyboard shortcuts in jsdom: a status harness (real posts, fake services) with the hotkeys listening on
 * the document, the runtime already there (so every key acts as it is pressed), and spies for going back and
 * for the help dialog.
 */
import { act } from 'react';
import { vi } from 'vitest';
import { openHotkeysListener, type HotkeysListener } from '../../../src/services/hotkeys/hotkeys-listener';
import { startHotkeysRuntime } from '../../../src/services/hotkeys/hotkeys-runtime';
import type { Api } from '../../../src/services/api';
import type { LayoutMode } from '../../../src/machines/layout-mode';
import type { StoredAccount } from '../../../src/domain/auth/auth-types';
import { createHarness, type Harness } from '../status/status-harness';

export interface KeysWorld {
  h: Harness;
  back: ReturnType<typeof vi.fn<() => void>>;
  openHelp: ReturnType<typeof vi.fn<() => void>>;
  loader: HotkeysListener;
  stop(): void;
}

export const ALICE: StoredAccount = {
  key: 'https://home.example|99',
  server: 'https://home.example',
  accountId: '99',
  acct: 'alice',
  displayName: 'Alice',
  avatar: 'https://home.example/avatars/alice.png',
};

export function keysWorld(options: { me?: string | null; layout?: LayoutMode; api?: Api } = {}): KeysWorld {
  const h = createHarness(options);
  if (options.me != null) (h.services.session as { current: StoredAccount | null }).current = ALICE;
  const back = vi.fn<() => void>();
  const openHelp = vi.fn<() => void>();
  const loader = openHotkeysListener({
    target: document,
    deps: { document, services: () => h.services, back, openHelp },
    downloaded: startHotkeysRuntime,
    whenIdle: () => new Promise<void>(() => {}),
  });
  return {
    h,
    back,
    openHelp,
    loader,
    stop() {
      loader.stop();
      h.unmount();
      document.body.replaceChildren();
    },
  };
}

/** Presses `key` where the focus is (or on `target`); returns the event (defaultPrevented tells if it acted). */
export function press(key: string, init: KeyboardEventInit = {}, target?: Element): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  const on = target ?? document.activeElement ?? document.body;
  act(() => {
    on.dispatchEvent(event);
  });
  return event;
}

/** Moves the focus to `element` (inside act, so React sees it). */
export function focus(element: Element | null | undefined): HTMLElement {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to focus');
  act(() => element.focus());
  return element;
}

/** The post's article. */
export function article(container: ParentNode, id: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`article[data-status-id="${id}"]`);
  if (found === null) throw new Error(`post ${id} not shown`);
  return found;
}

/** Something focusable inside the post (its first link), for keys pressed within a post. */
export function insidePost(container: ParentNode, id: string): HTMLElement {
  const link = article(container, id).querySelector<HTMLElement>('a[href]');
  if (link === null) throw new Error(`post ${id} has no link`);
  return link;
}
