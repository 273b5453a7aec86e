import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FRAME_RATE,
  DOUBLE_CLICK_WINDOW_MS,
  frameRateOf,
  frameStep,
  keyCommand,
  SCROLL_CHECK_THROTTLE_MS,
} from '../../../src/machines/video-player-rules';

// The constants and rules the video player shares with the audio player are tested in media-player-rules.test.ts.
describe('video player constants', () => {
  it('DOUBLE_CLICK_WINDOW_MS is 250 ms', () => expect(DOUBLE_CLICK_WINDOW_MS).toBe(250));
  it('SCROLL_CHECK_THROTTLE_MS is 150 ms', () => expect(SCROLL_CHECK_THROTTLE_MS).toBe(150));
  it('DEFAULT_FRAME_RATE is 25 fps', () => expect(DEFAULT_FRAME_RATE).toBe(25));
});

describe('frame steps', () => {
  it('one frame is 1/frame rate seconds, 1/25 when the media gives none', () => {
    expect(frameStep(1, 1, 50, 60)).toBeCloseTo(1.02);
    expect(frameStep(1, -1, 0, 60)).toBeCloseTo(0.96);
    expect(frameStep(0, -1, 25, 60)).toBe(0);
    expect(frameStep(60, 1, 25, 60)).toBe(60);
    expect(frameRateOf(undefined)).toBe(25);
    expect(frameRateOf(null)).toBe(25);
    expect(frameRateOf(-3)).toBe(25);
    expect(frameRateOf(30)).toBe(30);
  });
});

describe('player keys', () => {
  it('k or space play, m mute, f full screen, Escape leaves full screen', () => {
    expect(keyCommand({ key: 'k' })).toEqual({ type: 'TOGGLE_PLAY' });
    expect(keyCommand({ key: ' ' })).toEqual({ type: 'TOGGLE_PLAY' });
    expect(keyCommand({ key: 'm' })).toEqual({ type: 'TOGGLE_MUTE' });
    expect(keyCommand({ key: 'f' })).toEqual({ type: 'TOGGLE_FULLSCREEN' });
    expect(keyCommand({ key: 'Escape' })).toEqual({ type: 'EXIT_FULLSCREEN' });
  });

  it('left arrow and j seek back 5 s, right arrow and l forward', () => {
    expect(keyCommand({ key: 'j' })).toEqual({ type: 'SEEK_BY', seconds: -5 });
    expect(keyCommand({ key: 'ArrowLeft' })).toEqual({ type: 'SEEK_BY', seconds: -5 });
    expect(keyCommand({ key: 'l' })).toEqual({ type: 'SEEK_BY', seconds: 5 });
    expect(keyCommand({ key: 'ArrowRight' })).toEqual({ type: 'SEEK_BY', seconds: 5 });
  });

  it('up and down step the volume; comma and period step one frame', () => {
    expect(keyCommand({ key: 'ArrowUp' })).toEqual({ type: 'VOLUME_STEP', direction: 1 });
    expect(keyCommand({ key: 'ArrowDown' })).toEqual({ type: 'VOLUME_STEP', direction: -1 });
    expect(keyCommand({ key: ',' })).toEqual({ type: 'FRAME_STEP', direction: -1 });
    expect(keyCommand({ key: '.' })).toEqual({ type: 'FRAME_STEP', direction: 1 });
  });

  it('letters count in either case; other keys and modified keys are left to the browser', () => {
    expect(keyCommand({ key: 'K' })).toEqual({ type: 'TOGGLE_PLAY' });
    expect(keyCommand({ key: 'Tab' })).toBeNull();
    expect(keyCommand({ key: 'x' })).toBeNull();
    expect(keyCommand({ key: 'toString' })).toBeNull();
    expect(keyCommand({ key: 'f', ctrlKey: true })).toBeNull();
    expect(keyCommand({ key: 'k', metaKey: true })).toBeNull();
    expect(keyCommand({ key: 'ArrowLeft', altKey: true })).toBeNull();
  });
});
