/**
 * Rendering the media overlays and the media grid in jsdom: the fake app services (a real entity store), a fixed
 * layout, posts with media imported into the store, play() and pause() stubbed on every media element (jsdom
 * plays nothing) and canvases without a drawing context. The viewer is a portalled dialog: look for it in
 * document.body.
 */
import { act, type ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import type { LayoutMode } from '../../../src/machines/layout-mode';
import type { ApiMediaAttachment } from '../../../src/domain/entities/api-types';
import { importStatus } from '../../../src/services/store';
import { LayoutProvider } from '../../../src/views/shell/layout-context';
import { apiStatus } from '../entities/fixtures';
import { apiMedia } from '../status/media/attachment-fixtures';
import { fakeServices, mount, type FakeServices, type Mounted } from '../timelines/support/fake-app-services';

export { apiMedia };

export interface MediaStubs {
  play: Mock<() => Promise<void>>;
  pause: Mock<() => void>;
}

/** play() resolves, pause() fires `pause`; canvases draw nothing. */
export function stubMediaElements(): MediaStubs {
  const play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  const pause = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
  return { play, pause };
}

/** A video attachment of 12 s. */
export const apiVideo = (id: string, overrides: Partial<ApiMediaAttachment> = {}) =>
  apiMedia(id, {
    type: 'video',
    url: `https://files.example/media/${id}.mp4`,
    meta: { original: { width: 1280, height: 720, duration: 12, frame_rate: '25/1' } },
    ...overrides,
  });

/** An audio attachment of 30 s. */
export const apiAudio = (id: string, overrides: Partial<ApiMediaAttachment> = {}) =>
  apiMedia(id, {
    type: 'audio',
    url: `https://files.example/media/${id}.mp3`,
    meta: { original: { duration: 30 } },
    ...overrides,
  });

/** Services whose store holds post `statusId` with these attachments. */
export function servicesWithPost(statusId: string, media: ApiMediaAttachment[]): FakeServices {
  const services = fakeServices();
  importStatus(services.store, apiStatus(statusId, { media_attachments: media, language: 'en' }));
  return services;
}

const mountedViews: Mounted[] = [];

export function render(services: FakeServices, element: ReactNode, mode: LayoutMode = 'single-column'): Mounted {
  const layout = { mode, advancedInterface: false, setAdvancedInterface: () => {} };
  const view = mount(services, <LayoutProvider value={layout}>{element}</LayoutProvider>);
  mountedViews.push(view);
  return view;
}

export function cleanUpViews(): void {
  for (const view of mountedViews.splice(0)) view.unmount();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
}

/** The open dialog (portalled into document.body), or null. */
export const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]');
export const heading = () => dialog()?.querySelector('h1, h2, h3')?.textContent ?? null;

/** A control inside the dialog by its accessible name (aria-label, else its text). */
export function control(name: string): HTMLElement | null {
  const root = dialog();
  if (!root) return null;
  return (
    [...root.querySelectorAll<HTMLElement>('button, a')].find(
      (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
    ) ?? null
  );
}

export function click(target: HTMLElement | null): void {
  if (!target) throw new Error('nothing to click');
  act(() => target.click());
}

/** A key pressed on `target` (bubbling as a browser's would); returns whether the default was stopped. */
export function press(target: Element, key: string): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  act(() => {
    target.dispatchEvent(event);
  });
  return event.defaultPrevented;
}
