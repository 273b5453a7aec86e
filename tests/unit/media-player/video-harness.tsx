/**
 * Rendering the video player in jsdom, which plays nothing, has no full screen API and no IntersectionObserver:
 * play() and pause() are stubbed on every media element (the test decides whether play is refused), the
 * element's own events are dispatched as a browser would send them, the full screen API is faked on the
 * prototype and the document, and a fake IntersectionObserver lets a test say when the player leaves the screen.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi, type Mock } from 'vitest';
import { setUpI18n } from '../../../src/i18n';
import { VideoPlayer, type VideoPlayerProps } from '../../../src/views/media/player/VideoPlayer';
import '../../support/jsdom-css-escape';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const VIDEO_SRC = 'https://files.example/media/clip.mp4';

export interface VideoStubs {
  play: Mock<() => Promise<void>>;
  pause: Mock<() => void>;
  requestFullscreen: Mock<() => Promise<void>>;
  exitFullscreen: Mock<() => Promise<void>>;
}

/** The observers the player made; `report` tells them all whether their element is on screen. */
export class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  unobserve(): void {}
  disconnect(): void {
    this.observed.length = 0;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static report(isIntersecting: boolean): void {
    for (const observer of FakeIntersectionObserver.made) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length > 0) act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

let fullScreenElement: Element | null = null;

/** play() resolves (or is refused when `refusePlay`), pause() fires `pause`; full screen and the observer faked. */
export function stubVideo(options: { refusePlay?: boolean } = {}): VideoStubs {
  const play = vi.fn<() => Promise<void>>(() =>
    options.refusePlay ? Promise.reject(new DOMException('no gesture', 'NotAllowedError')) : Promise.resolve(),
  );
  const pause = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  const requestFullscreen = vi.fn<() => Promise<void>>(() => Promise.resolve());
  const exitFullscreen = vi.fn<() => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: requestFullscreen, configurable: true });
  Object.defineProperty(document, 'exitFullscreen', { value: exitFullscreen, configurable: true });
  Object.defineProperty(document, 'fullscreenElement', { get: () => fullScreenElement, configurable: true });
  FakeIntersectionObserver.made = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return { play, pause, requestFullscreen, exitFullscreen };
}

/** The browser's answer to a full screen request: `element` (or nothing) is full screen now. */
export function setFullScreen(element: Element | null): void {
  fullScreenElement = element;
  act(() => {
    document.dispatchEvent(new Event('fullscreenchange'));
  });
}

let i18nReady = false;
const mounted: Array<{ root: Root; container: HTMLElement }> = [];

export function renderVideo(props: Partial<VideoPlayerProps> = {}) {
  if (!i18nReady) {
    setUpI18n(['en']);
    i18nReady = true;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  act(() =>
    root.render(
      <VideoPlayer
        kind="video"
        src={VIDEO_SRC}
        poster="https://files.example/media/clip.png"
        alt="A bird on a wire"
        duration={12}
        {...props}
      />,
    ),
  );
  const video = container.querySelector('video')!;
  const box = container.querySelector<HTMLElement>('.video-player')!;
  const control = (name: string) =>
    [...container.querySelectorAll<HTMLElement>('button, input')].find(
      (element) => element.getAttribute('aria-label') === name,
    ) ?? null;
  /** the play/pause button of the control bar (the big one over the picture shows only while paused) */
  const barButton = () => container.querySelector<HTMLButtonElement>('.video-player__bar button')!;
  return { container, video, box, control, barButton };
}

export function cleanUpVideos(): void {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  fullScreenElement = null;
  delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
  delete (document as { exitFullscreen?: unknown }).exitFullscreen;
  delete (document as { fullscreenElement?: unknown }).fullscreenElement;
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** The element's own event, with its position and length as the browser reports them. */
export function videoEvent(
  video: HTMLVideoElement,
  type: string,
  state: { currentTime?: number; duration?: number } = {},
): void {
  if (state.duration !== undefined)
    Object.defineProperty(video, 'duration', { value: state.duration, configurable: true });
  if (state.currentTime !== undefined) video.currentTime = state.currentTime;
  act(() => {
    video.dispatchEvent(new Event(type));
  });
}

/** A key pressed on `target`; returns whether the page's default was stopped. */
export function press(
  target: HTMLElement,
  key: string,
  modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {},
): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  act(() => {
    target.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

export function click(target: HTMLElement | null): void {
  if (!target) throw new Error('nothing to click');
  act(() => target.click());
}

/** Lets promises (play()) and the updates they cause settle. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}
