// @vitest-environment jsdom
/**
 * The audio player view on its real chart: play and pause through the element (a play wished while loading waits
 * for the metadata; a refused play gives the Play button back), the seek slider's value text and drag, the
 * player's keys (space/k, m, arrows; other keys and Space on a button left alone), the volume written to the
 * stored preferences and read back, the controls hiding while playing, the description as the player's name,
 * the expand button and the download link, the failure text, the attachment's colours, and axe.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_PREFERENCES_KEY } from '../../../src/services/media/player-preferences';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import {
  cleanUp,
  click,
  mediaEvent,
  pointer,
  press,
  renderPlayer,
  settle,
  SRC,
  stubMedia,
  type MediaStubs,
} from './audio-harness';

let media: MediaStubs;
beforeEach(() => {
  media = stubMedia();
});
afterEach(cleanUp);

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const stored = () => JSON.parse(localStorage.getItem(PLAYER_PREFERENCES_KEY) ?? 'null');

/** A player whose metadata (8 minutes) is in. */
function loaded(props: Parameters<typeof renderPlayer>[0] = {}) {
  const view = renderPlayer(props);
  mediaEvent(view.audio, 'loadedmetadata', { duration: 480 });
  return view;
}

describe('audio player: playing', () => {
  it('plays and pauses the element through the chart', async () => {
    const { audio, button } = loaded();
    click(button('Play'));
    expect(media.play).toHaveBeenCalledTimes(1);
    await settle();
    expect(button('Pause')).toBeTruthy();

    click(button('Pause'));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(button('Play')).toBeTruthy();
    // the browser's own pause (system media keys) is followed too
    click(button('Play'));
    await settle();
    mediaEvent(audio, 'pause');
    expect(button('Play')).toBeTruthy();
  });

  it('waits for the metadata before playing a play pressed early, and autoplays with startPlaying', async () => {
    const early = renderPlayer();
    click(early.button('Play'));
    expect(media.play).not.toHaveBeenCalled();
    expect(early.button('Pause')).toBeTruthy();
    mediaEvent(early.audio, 'loadedmetadata', { duration: 480 });
    expect(media.play).toHaveBeenCalledTimes(1);
    cleanUp();

    media = stubMedia();
    const auto = renderPlayer({ startPlaying: true });
    expect(media.play).not.toHaveBeenCalled();
    mediaEvent(auto.audio, 'loadedmetadata', { duration: 480 });
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('plays audio whose metadata was in before the player listened (the file came from the cache)', async () => {
    // the element already has its metadata when it is handed to the player: no loadedmetadata will come
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(8);
    const { button, container } = renderPlayer({ startPlaying: true, duration: null });
    await settle();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(button('Pause')).toBeTruthy();
    expect(container.querySelector('[role="group"]')?.getAttribute('data-state')).toBe('playing');
    // the length the element measured
    expect(container.querySelector('.audio-player__time')?.textContent).toBe('00:00 / 00:08');
  });

  it('follows the element: a stale pause of an element that plays again changes nothing', async () => {
    const { audio, button } = loaded();
    click(button('Play'));
    await settle();
    // a pause event that arrives after the element was asked to play again (it is not paused)
    vi.spyOn(audio, 'paused', 'get').mockReturnValue(false);
    mediaEvent(audio, 'pause');
    expect(button('Pause')).toBeTruthy();
    // the element really paused: the player says so
    vi.spyOn(audio, 'paused', 'get').mockReturnValue(true);
    mediaEvent(audio, 'pause');
    expect(button('Play')).toBeTruthy();
  });

  it('reports an element that failed before the player listened', () => {
    // jsdom's elements have no `error`; this one failed (MEDIA_ERR_SRC_NOT_SUPPORTED) before it was handed over
    Object.defineProperty(HTMLMediaElement.prototype, 'error', { configurable: true, get: () => ({ code: 4 }) });
    try {
      const { container } = renderPlayer();
      expect(container.querySelector('[role="status"]')?.textContent).toBe('This audio could not be played.');
    } finally {
      delete (HTMLMediaElement.prototype as { error?: unknown }).error;
    }
  });

  it('gives the Play button back when the browser refuses to play', async () => {
    media.play.mockImplementation(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    const { button } = loaded({ startPlaying: true });
    await settle();
    expect(button('Play')).toBeTruthy();
  });

  it('says so when the audio cannot be played', () => {
    const { audio, container, button } = renderPlayer();
    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('');
    mediaEvent(audio, 'error');
    expect(status.textContent).toBe('This audio could not be played.');
    expect(button('Play').hasAttribute('disabled')).toBe(true);
  });
});

describe('audio player: seeking', () => {
  it('the seek slider tells the position in words and the time shows beside it', () => {
    const { audio, slider, container } = loaded();
    const seek = slider('Seek');
    expect(seek.getAttribute('aria-valuetext')).toBe('00:00 of 08:00');
    mediaEvent(audio, 'timeupdate', { currentTime: 12.7 });
    expect(seek.getAttribute('aria-valuetext')).toBe('00:12 of 08:00');
    // a range input: its value and maximum are the numbers announced
    expect(seek.value).toBe('12.7');
    expect(seek.max).toBe('480');
    expect(container.querySelector('.audio-player__time')!.textContent).toBe('00:12 / 08:00');
  });

  it('dragging pauses, moves the element to the pointer and resumes on release', async () => {
    const { audio, slider, sliderTrack, button } = loaded();
    click(button('Play'));
    await settle();
    const seek = slider('Seek');
    const track = sliderTrack('Seek');
    pointer(track, 'pointerdown', 100); // a quarter of 8 minutes
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(audio.currentTime).toBe(120);
    pointer(track, 'pointermove', 200);
    expect(audio.currentTime).toBe(240);
    // the element's own time lags the drag: the thumb follows the reader
    mediaEvent(audio, 'timeupdate', { currentTime: 121 });
    expect(seek.getAttribute('aria-valuetext')).toBe('04:00 of 08:00');
    media.play.mockClear();
    pointer(track, 'pointerup', 200);
    expect(media.play).toHaveBeenCalledTimes(1);
  });
});

describe('audio player: keys', () => {
  it('space and k toggle playing; the page does not get them', async () => {
    const { group, slider } = loaded();
    expect(press(slider('Seek'), ' ')).toBe(true);
    expect(media.play).toHaveBeenCalledTimes(1);
    await settle();
    expect(press(group, 'k')).toBe(true);
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(press(group, 'K')).toBe(true);
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it('leaves other keys, modified keys and Space on a button to the page', () => {
    const { group, button } = loaded();
    const outside = vi.fn();
    document.body.addEventListener('keydown', outside);
    expect(press(group, 'x')).toBe(false);
    expect(press(group, 'k', { ctrlKey: true })).toBe(false);
    expect(press(button('Mute'), ' ')).toBe(false);
    expect(media.play).not.toHaveBeenCalled();
    expect(outside).toHaveBeenCalledTimes(3);
    // an answered key stops there (the feed's own j/k and arrows must not move on)
    press(group, 'ArrowRight');
    expect(outside).toHaveBeenCalledTimes(3);
    document.body.removeEventListener('keydown', outside);
  });

  it('m mutes and unmutes the element, shown on the mute button', () => {
    const { audio, group, button } = loaded();
    expect(button('Mute').getAttribute('aria-pressed')).toBe('false');
    press(group, 'm');
    expect(audio.muted).toBe(true);
    expect(button('Mute').getAttribute('aria-pressed')).toBe('true');
    expect(stored()).toEqual({ volume: 0.5, muted: true });
    press(group, 'M');
    expect(audio.muted).toBe(false);
    expect(button('Mute').getAttribute('aria-pressed')).toBe('false');
  });

  it('left and right seek by 5 seconds, up and down change the volume', () => {
    const { audio, group, slider } = loaded();
    mediaEvent(audio, 'timeupdate', { currentTime: 30 });
    press(group, 'ArrowRight');
    expect(audio.currentTime).toBe(35);
    expect(slider('Seek').getAttribute('aria-valuetext')).toBe('00:35 of 08:00');
    press(group, 'ArrowLeft');
    press(group, 'j');
    expect(audio.currentTime).toBe(25);
    press(group, 'ArrowUp');
    expect(audio.volume).toBeCloseTo(0.65);
    expect(slider('Volume').getAttribute('aria-valuetext')).toBe('65%');
    press(group, 'ArrowDown');
    press(group, 'ArrowDown');
    expect(audio.volume).toBeCloseTo(0.35);
  });

  it('the volume slider takes its own arrows instead of seeking', () => {
    const { audio, slider } = loaded();
    const volume = slider('Volume');
    expect(press(volume, 'ArrowRight')).toBe(true);
    expect(audio.volume).toBeCloseTo(0.65);
    expect(audio.currentTime).toBe(0);
    press(volume, 'Home');
    expect(volume.value).toBe('0');
    press(volume, 'End');
    expect(volume.value).toBe('100');
  });
});

describe('audio player: the seek slider', () => {
  it('hands its arrows to the player, each answered once; Home goes to the start', () => {
    const { audio, slider, button } = loaded();
    const seek = slider('Seek');
    mediaEvent(audio, 'timeupdate', { currentTime: 30 });
    expect(press(seek, 'ArrowRight')).toBe(true);
    expect(audio.currentTime).toBe(35);
    press(seek, 'ArrowLeft');
    press(seek, 'ArrowLeft');
    expect(audio.currentTime).toBe(25);
    // up and down are the player's volume keys here too
    expect(press(seek, 'ArrowUp')).toBe(true);
    expect(audio.volume).toBeCloseTo(0.65);
    expect(press(seek, 'Home')).toBe(true);
    expect(audio.currentTime).toBe(0);
    expect(seek.getAttribute('aria-valuetext')).toBe('00:00 of 08:00');
    expect(button('Play')).toBeTruthy();
  });

  it('a value set on it without a press (assistive technology) seeks there and playing goes on', async () => {
    const { audio, slider, button } = loaded();
    click(button('Play'));
    await settle();
    const seek = slider('Seek');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(seek, '60');
      seek.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(audio.currentTime).toBe(60);
    await settle();
    expect(button('Pause')).toBeTruthy();
    expect(media.play).toHaveBeenCalledTimes(2);
  });
});

describe('audio player: volume preferences', () => {
  it('starts at the stored level and writes each change back', () => {
    localStorage.setItem(PLAYER_PREFERENCES_KEY, JSON.stringify({ volume: 0.3, muted: true }));
    const { audio, slider, sliderTrack } = loaded();
    expect(audio.volume).toBeCloseTo(0.3);
    expect(audio.muted).toBe(true);
    const volume = slider('Volume');
    expect(volume.getAttribute('aria-valuetext')).toBe('30%, muted');

    pointer(sliderTrack('Volume'), 'pointerdown', 80, 100);
    expect(stored()).toEqual({ volume: 0.8, muted: false });
    expect(audio.volume).toBeCloseTo(0.8);
    pointer(sliderTrack('Volume'), 'pointermove', 40, 100);
    pointer(sliderTrack('Volume'), 'pointerup', 40, 100);
    expect(stored()).toEqual({ volume: 0.4, muted: false });
    expect(volume.getAttribute('aria-valuetext')).toBe('40%');
  });
});

describe('audio player: look and labels', () => {
  it('hides the controls after a while of playing without activity; moving the pointer shows them', async () => {
    const { group, button } = loaded();
    click(button('Play'));
    await settle();
    expect(group.classList.contains('audio-player--controls-hidden')).toBe(false);
    vi.useFakeTimers();
    try {
      // activity starts the wait again (on the fake clock)
      pointer(group, 'pointermove', 10);
      await wait(3900);
      expect(group.classList.contains('audio-player--controls-hidden')).toBe(false);
      await wait(200);
      expect(group.classList.contains('audio-player--controls-hidden')).toBe(true);
      pointer(group, 'pointermove', 20);
      expect(group.classList.contains('audio-player--controls-hidden')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keyboard focus inside keeps the controls shown; the focus a mouse click leaves does not', async () => {
    const { group, button } = loaded();
    click(button('Play'));
    await settle();
    let keyboard = true;
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? keyboard && this === document.activeElement : matches.call(this, selector);
    });
    vi.useFakeTimers();
    try {
      act(() => button('Pause').focus());
      await wait(5000);
      expect(group.classList.contains('audio-player--controls-hidden')).toBe(false);
      keyboard = false;
      act(() => button('Mute').focus());
      await wait(4100);
      expect(group.classList.contains('audio-player--controls-hidden')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is named by the description in its language, or "Audio"; the poster is decorative', () => {
    const { group, container } = renderPlayer({ lang: 'ja', alt: '雨の歌' });
    const label = document.getElementById(group.getAttribute('aria-labelledby')!)!;
    expect(label.textContent).toBe('雨の歌');
    expect(label.getAttribute('lang')).toBe('ja');
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
    cleanUp();
    media = stubMedia();
    const unnamed = renderPlayer({ alt: null, poster: null });
    const fallback = document.getElementById(unnamed.group.getAttribute('aria-labelledby')!)!;
    expect(fallback.textContent).toBe('Audio');
    expect(fallback.hasAttribute('lang')).toBe(false);
    expect(unnamed.container.querySelector('img')).toBeNull();
  });

  it('offers expand only when asked (pausing first) and always a link to the file', async () => {
    const plain = loaded();
    expect(() => plain.button('Expand')).toThrow();
    const link = plain.button('Download file');
    expect(link.getAttribute('href')).toBe(SRC);
    cleanUp();

    media = stubMedia();
    const onExpand = vi.fn();
    const { button } = loaded({ onExpand });
    click(button('Play'));
    await settle();
    click(button('Expand'));
    expect(onExpand).toHaveBeenCalledTimes(1);
    expect(media.pause).toHaveBeenCalled();
  });

  it('paints the box in the attachment colours, falling back to the defaults for anything else', () => {
    const { group } = renderPlayer({ colours: { background: '#123456', foreground: 'red', accent: '#ABC' } });
    expect(group.style.getPropertyValue('--audio-background')).toBe('#123456');
    expect(group.style.getPropertyValue('--audio-foreground')).toBe('#ffffff');
    expect(group.style.getPropertyValue('--audio-accent')).toBe('#abc');
  });

  it('has no axe violations, paused and playing', async () => {
    const { button } = loaded({ onExpand: () => {} });
    await expectNoAxeViolations(document.body);
    click(button('Play'));
    await settle();
    await expectNoAxeViolations(document.body);
  });
});
