/**
 * Rendering the audio player in jsdom: English strings, play() and pause() stubbed on every media element (jsdom
 * plays nothing), the canvas without a drawing context, media events dispatched as a browser would, and pointer
 * and key helpers.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi, type Mock } from 'vitest';
import { setUpI18n } from '../../../src/i18n';
import { AudioPlayer, type AudioPlayerProps } from '../../../src/views/media/player/AudioPlayer';
import '../../support/jsdom-css-escape';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let i18nReady = false;
const mounted: Array<{ root: Root; container: HTMLElement }> = [];

export interface MediaStubs {
  play: Mock<() => Promise<void>>;
  pause: Mock<() => void>;
}

/** play() resolves (and fires `playing`, as a browser does) unless the test says otherwise; pause() fires `pause`. */
export function stubMedia(): MediaStubs {
  const play = vi.fn(function (this: HTMLMediaElement) {
    queueMicrotask(() => this.dispatchEvent(new Event('playing')));
    return Promise.resolve();
  });
  const pause = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
  return { play, pause };
}

export const SRC = 'https://files.example/song.mp3';

export function renderPlayer(props: Partial<AudioPlayerProps> = {}) {
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
      <AudioPlayer
        src={SRC}
        poster="https://files.example/cover.png"
        alt="A song about rain"
        duration={480}
        colours={null}
        {...props}
      />,
    ),
  );
  const audio = container.querySelector('audio')!;
  const group = container.querySelector<HTMLElement>('[role="group"]')!;
  const button = (name: string) => {
    const found = [...container.querySelectorAll<HTMLElement>('button, a')].find(
      (element) => element.getAttribute('aria-label') === name,
    );
    if (!found) throw new Error(`no control named ${name}`);
    return found;
  };
  // a slider is a group named by its label, holding the range input (the focusable slider) in its track
  const slider = (name: string) =>
    container.querySelector<HTMLInputElement>(`[role="group"][aria-label="${name}"] input[type="range"]`)!;
  /** where the pointer presses and drags a slider */
  const sliderTrack = (name: string) =>
    container.querySelector<HTMLElement>(`[role="group"][aria-label="${name}"] .player-slider__track`)!;
  return { container, audio, group, button, slider, sliderTrack };
}

export function cleanUp(): void {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  localStorage.clear();
  vi.restoreAllMocks();
}

/** The element's own event, with its position and length as the browser reports them. */
export function mediaEvent(
  audio: HTMLAudioElement,
  type: string,
  state: { currentTime?: number; duration?: number } = {},
): void {
  if (state.duration !== undefined)
    Object.defineProperty(audio, 'duration', { value: state.duration, configurable: true });
  if (state.currentTime !== undefined) audio.currentTime = state.currentTime;
  act(() => {
    audio.dispatchEvent(new Event(type));
  });
}

/** Lets promises (play()) and the events they fire settle. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** A key pressed on `target`; returns whether the page's default was stopped. */
export function press(target: HTMLElement, key: string, modifiers: { ctrlKey?: boolean } = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  act(() => {
    target.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

export function click(target: HTMLElement): void {
  act(() => target.click());
}

/** A pointer event at `clientX` on a slider whose track spans 0..width pixels. */
export function pointer(target: HTMLElement, type: string, clientX: number, width = 400): void {
  target.getBoundingClientRect = () => ({ left: 0, top: 0, width, height: 20, right: width, bottom: 20 }) as DOMRect;
  act(() => {
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, pointerId: 1, button: 0 }));
  });
}
