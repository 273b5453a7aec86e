// @vitest-environment jsdom
/**
 * The video player view on its real chart: autoplay, the player's keys (k / space, j / l / arrows, ArrowUp, m, f,
 * Escape, modified keys left alone) acting on the <video> element and the stored preferences, a gifv without
 * sound controls, the seek slider's value text, a refused play, the handover to picture-in-picture when a
 * playing video scrolls out (pausing only on mobile), the expand button and the position taken back from the
 * viewer, full screen on the box, and axe.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPlayerTime } from '../../../src/machines/media-player-rules';
import { PLAYER_PREFERENCES_KEY } from '../../../src/services/media/player-preferences';
import type { ExpandHandover } from '../../../src/views/media/player/VideoPlayer';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import {
  click,
  cleanUpVideos,
  FakeIntersectionObserver,
  press,
  renderVideo,
  setFullScreen,
  settle,
  stubVideo,
  videoEvent,
} from './video-harness';

afterEach(cleanUpVideos);

const stored = () => JSON.parse(localStorage.getItem(PLAYER_PREFERENCES_KEY) ?? 'null') as unknown;

describe('video player: playing and pausing', () => {
  it('plays the element at once with autoPlay, and not without', () => {
    const media = stubVideo();
    renderVideo({ autoPlay: true });
    expect(media.play).toHaveBeenCalledTimes(1);
    cleanUpVideos();

    const again = stubVideo();
    const { barButton } = renderVideo();
    expect(again.play).not.toHaveBeenCalled();
    expect(barButton().getAttribute('aria-label')).toBe('Play');
  });

  it('k and space toggle play; data-state follows what the element reports', () => {
    const media = stubVideo();
    const { box, video, barButton } = renderVideo();
    expect(box.dataset.state).toBe('paused');

    expect(press(box, 'k')).toBe(true);
    expect(media.play).toHaveBeenCalledTimes(1);
    videoEvent(video, 'playing');
    expect(box.dataset.state).toBe('playing');
    expect(barButton().getAttribute('aria-label')).toBe('Pause');

    expect(press(box, ' ')).toBe(true);
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(box.dataset.state).toBe('paused');
    expect(barButton().getAttribute('aria-label')).toBe('Play');

    // the browser's own play and pause (system media keys) are followed too
    videoEvent(video, 'playing');
    expect(box.dataset.state).toBe('playing');
    videoEvent(video, 'pause');
    expect(box.dataset.state).toBe('paused');
  });

  it('a refused play() leaves the player paused, with the Play button', async () => {
    const media = stubVideo({ refusePlay: true });
    const { box, barButton } = renderVideo({ autoPlay: true });
    expect(media.play).toHaveBeenCalledTimes(1);
    await settle();
    expect(box.dataset.state).toBe('paused');
    expect(barButton().getAttribute('aria-label')).toBe('Play');
  });
});

describe('video player: seeking', () => {
  it('l and ArrowRight seek 5 s forward, clamped to the duration', () => {
    stubVideo();
    const { box, video } = renderVideo({ duration: 12 });
    expect(press(box, 'l')).toBe(true);
    expect(video.currentTime).toBe(5);
    press(box, 'ArrowRight');
    expect(video.currentTime).toBe(10);
    press(box, 'l');
    expect(video.currentTime).toBe(12);
    press(box, 'ArrowRight');
    expect(video.currentTime).toBe(12);
  });

  it('j and ArrowLeft seek 5 s back, never before 0', () => {
    stubVideo();
    const { box, video } = renderVideo({ duration: 12 });
    videoEvent(video, 'timeupdate', { currentTime: 11 });
    expect(press(box, 'j')).toBe(true);
    expect(video.currentTime).toBe(6);
    press(box, 'ArrowLeft');
    expect(video.currentTime).toBe(1);
    press(box, 'ArrowLeft');
    expect(video.currentTime).toBe(0);
  });

  it('seeks while playing too, within the duration the element reports', () => {
    stubVideo();
    const { box, video } = renderVideo({ duration: undefined, autoPlay: true });
    videoEvent(video, 'durationchange', { duration: 7 });
    videoEvent(video, 'playing');
    press(box, 'l');
    expect(video.currentTime).toBe(5);
    press(box, 'l');
    expect(video.currentTime).toBe(7);
  });

  it('the seek slider says where the video is, in "mm:ss of mm:ss"', () => {
    stubVideo();
    const { box, video, control } = renderVideo({ duration: 12 });
    const seek = control('Seek')!;
    expect(seek.getAttribute('aria-valuetext')).toBe('00:00 of 00:12');
    press(box, 'l');
    expect(seek.getAttribute('aria-valuetext')).toBe('00:05 of 00:12');
    videoEvent(video, 'timeupdate', { currentTime: 9.7 });
    expect(seek.getAttribute('aria-valuetext')).toBe('00:09 of 00:12');
    // the formatter the text comes from: whole seconds, hours in front from one hour on
    expect(formatPlayerTime(3725)).toBe('1:02:05');
    expect(formatPlayerTime(Number.NaN)).toBe('00:00');
  });
});

describe('video player: volume and mute', () => {
  it('ArrowUp raises the element volume by 0.15 and stores it; ArrowDown lowers it', () => {
    stubVideo();
    const { box, video } = renderVideo();
    expect(video.volume).toBe(0.5);
    expect(press(box, 'ArrowUp')).toBe(true);
    expect(video.volume).toBeCloseTo(0.65);
    expect(stored()).toEqual({ volume: 0.65, muted: false });
    press(box, 'ArrowDown');
    press(box, 'ArrowDown');
    expect(video.volume).toBeCloseTo(0.35);
    expect(stored()).toEqual({ volume: 0.35, muted: false });
  });

  it('starts at the stored volume and mute switch', () => {
    stubVideo();
    localStorage.setItem(PLAYER_PREFERENCES_KEY, JSON.stringify({ volume: 0.2, muted: true }));
    const { video, control } = renderVideo();
    expect(video.volume).toBe(0.2);
    expect(video.muted).toBe(true);
    expect(control('Mute')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('m toggles element.muted and stores it', () => {
    stubVideo();
    const { box, video, control } = renderVideo();
    expect(video.muted).toBe(false);
    expect(press(box, 'm')).toBe(true);
    expect(video.muted).toBe(true);
    expect(control('Mute')?.getAttribute('aria-pressed')).toBe('true');
    expect(stored()).toEqual({ volume: 0.5, muted: true });
    press(box, 'M');
    expect(video.muted).toBe(false);
    expect(stored()).toEqual({ volume: 0.5, muted: false });
  });

  it('a gifv has no mute or volume control, stays muted and stores nothing', () => {
    stubVideo();
    const { box, video, control } = renderVideo({ kind: 'gifv', alt: null });
    expect(control('Mute')).toBeNull();
    expect(control('Volume')).toBeNull();
    expect(box.getAttribute('aria-label')).toBe('GIF');
    expect(video.muted).toBe(true);
    press(box, 'm');
    press(box, 'ArrowUp');
    expect(video.muted).toBe(true);
    expect(video.volume).toBe(0.5);
    expect(localStorage.getItem(PLAYER_PREFERENCES_KEY)).toBeNull();
  });
});

describe('video player: keys it leaves alone', () => {
  it('keys with Ctrl, Meta or Alt are not taken', () => {
    const media = stubVideo();
    const { box, video } = renderVideo();
    expect(press(box, 'k', { ctrlKey: true })).toBe(false);
    expect(press(box, 'f', { metaKey: true })).toBe(false);
    expect(press(box, 'ArrowRight', { altKey: true })).toBe(false);
    expect(media.play).not.toHaveBeenCalled();
    expect(media.requestFullscreen).not.toHaveBeenCalled();
    expect(video.currentTime).toBe(0);
  });

  it('a key the player does not answer to is left to the page', () => {
    stubVideo();
    const { box } = renderVideo();
    expect(press(box, 'x')).toBe(false);
    expect(press(box, 'Tab')).toBe(false);
  });

  it('Escape is not taken unless full screen, where it leaves full screen', () => {
    const media = stubVideo();
    const { box, control } = renderVideo();
    expect(press(box, 'Escape')).toBe(false);
    expect(media.exitFullscreen).not.toHaveBeenCalled();

    setFullScreen(box);
    expect(control('Exit full screen')?.getAttribute('aria-pressed')).toBe('true');
    expect(press(box, 'Escape')).toBe(true);
    expect(media.exitFullscreen).toHaveBeenCalledTimes(1);
    setFullScreen(null);
    expect(control('Full screen')?.getAttribute('aria-pressed')).toBe('false');
    expect(press(box, 'Escape')).toBe(false);
  });

  it('Space on a focused button presses the button, not the player', () => {
    const media = stubVideo();
    const { control } = renderVideo();
    const mute = control('Mute')!;
    expect(press(mute, ' ')).toBe(false);
    expect(media.play).not.toHaveBeenCalled();
  });
});

describe('video player: full screen', () => {
  it('f asks for full screen on the player box', () => {
    const media = stubVideo();
    const { box } = renderVideo();
    expect(press(box, 'f')).toBe(true);
    expect(media.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(media.requestFullscreen.mock.contexts[0]).toBe(box);
  });

  it('the full screen button asks for it too, and leaves it once full screen', () => {
    const media = stubVideo();
    const { box, control } = renderVideo();
    click(control('Full screen'));
    expect(media.requestFullscreen.mock.contexts[0]).toBe(box);
    setFullScreen(box);
    expect(box.classList.contains('video-player--full-screen')).toBe(true);
    click(control('Exit full screen'));
    expect(media.exitFullscreen).toHaveBeenCalledTimes(1);
  });
});

describe('video player: leaving the screen', () => {
  it('scrolled out while playing with picture-in-picture hands over the current time and pauses', () => {
    const media = stubVideo();
    const onHandOver = vi.fn();
    const { video, box } = renderVideo({ autoPlay: true, pictureInPicture: true, onHandOver });
    videoEvent(video, 'playing');
    videoEvent(video, 'timeupdate', { currentTime: 7 });
    FakeIntersectionObserver.report(false);
    expect(onHandOver).toHaveBeenCalledTimes(1);
    expect(onHandOver).toHaveBeenCalledWith(expect.objectContaining({ currentTime: 7, volume: 0.5, muted: false }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(box.dataset.state).toBe('paused');
  });

  it('on mobile it only pauses', () => {
    const media = stubVideo();
    const onHandOver = vi.fn();
    const { video, box } = renderVideo({ autoPlay: true, pictureInPicture: true, mobile: true, onHandOver });
    videoEvent(video, 'playing');
    FakeIntersectionObserver.report(false);
    expect(onHandOver).not.toHaveBeenCalled();
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(box.dataset.state).toBe('paused');
  });

  it('a paused video, or one still on screen, is left as it is', () => {
    const media = stubVideo();
    const onHandOver = vi.fn();
    const paused = renderVideo({ pictureInPicture: true, onHandOver });
    FakeIntersectionObserver.report(false);
    expect(paused.box.dataset.state).toBe('paused');
    cleanUpVideos();

    stubVideo();
    const playing = renderVideo({ autoPlay: true, pictureInPicture: true, onHandOver });
    FakeIntersectionObserver.report(true);
    expect(playing.box.dataset.state).toBe('playing');
    expect(onHandOver).not.toHaveBeenCalled();
    expect(media.pause).not.toHaveBeenCalled();
  });
});

describe('video player: expand and accessibility', () => {
  it('the expand button hands the current time and the playing state to onExpand (and pauses a playing video)', () => {
    const media = stubVideo();
    const onExpand = vi.fn();
    const { video, control } = renderVideo({ autoPlay: true, onExpand });
    videoEvent(video, 'playing');
    videoEvent(video, 'timeupdate', { currentTime: 4.5 });
    click(control('Expand'));
    expect(onExpand).toHaveBeenCalledWith(expect.objectContaining({ currentTime: 4.5, playing: true }));
    expect(media.pause).toHaveBeenCalledTimes(1);
  });

  it('a paused video says it was paused', () => {
    stubVideo();
    const onExpand = vi.fn();
    const { control } = renderVideo({ onExpand });
    click(control('Expand'));
    expect(onExpand).toHaveBeenCalledWith(expect.objectContaining({ currentTime: 0, playing: false }));
  });

  it('the position taken back from the viewer moves the element there, paused', () => {
    const media = stubVideo();
    let handover: ExpandHandover | undefined;
    const { video, box, control } = renderVideo({ autoPlay: true, onExpand: (given) => (handover = given) });
    videoEvent(video, 'playing');
    click(control('Expand'));
    act(() => handover!.takeBack(9.5));
    expect(video.currentTime).toBe(9.5);
    expect(box.getAttribute('data-state')).toBe('paused');
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('has no expand button without onExpand', () => {
    stubVideo();
    expect(renderVideo().control('Expand')).toBeNull();
  });

  it('has no axe violations, paused or playing', async () => {
    stubVideo();
    const { container, video } = renderVideo();
    await expectNoAxeViolations(container);
    videoEvent(video, 'playing');
    await expectNoAxeViolations(container);
  });
});
