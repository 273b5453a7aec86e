import { describe, expect, it } from 'vitest';
import {
  clampTime,
  clampVolume,
  CONTROLS_AUTO_HIDE_MS,
  DEFAULT_FRAME_RATE,
  DEFAULT_MUTED,
  DEFAULT_VOLUME,
  DOUBLE_CLICK_WINDOW_MS,
  formatTime,
  frameRateOf,
  frameStep,
  isSilent,
  keyCommand,
  restorePreferences,
  SCROLL_CHECK_THROTTLE_MS,
  SEEK_STEP_SECONDS,
  seekBy,
  setVolume,
  stepVolume,
  toggleMute,
  UNMUTED_MIN_VOLUME,
  VOLUME_STEP,
} from '../../../src/machines/video-player-rules';

describe('video player constants (spec 9)', () => {
  it('DOUBLE_CLICK_WINDOW_MS is 250 ms', () => expect(DOUBLE_CLICK_WINDOW_MS).toBe(250));
  it('CONTROLS_AUTO_HIDE_MS is 4000 ms', () => expect(CONTROLS_AUTO_HIDE_MS).toBe(4000));
  it('SCROLL_CHECK_THROTTLE_MS is 150 ms', () => expect(SCROLL_CHECK_THROTTLE_MS).toBe(150));
  it('DEFAULT_VOLUME is 0.5', () => expect(DEFAULT_VOLUME).toBe(0.5));
  it('DEFAULT_MUTED is false', () => expect(DEFAULT_MUTED).toBe(false));
  it('VOLUME_STEP is 0.15', () => expect(VOLUME_STEP).toBe(0.15));
  it('UNMUTED_MIN_VOLUME is 0.05', () => expect(UNMUTED_MIN_VOLUME).toBe(0.05));
  it('SEEK_STEP_SECONDS is 5', () => expect(SEEK_STEP_SECONDS).toBe(5));
  it('DEFAULT_FRAME_RATE is 25 fps', () => expect(DEFAULT_FRAME_RATE).toBe(25));
});

describe('stored player preferences', () => {
  it('nothing stored gives volume 0.5, not muted', () => {
    expect(restorePreferences(null)).toEqual({ volume: 0.5, muted: false });
    expect(restorePreferences(undefined)).toEqual({ volume: 0.5, muted: false });
    expect(restorePreferences({})).toEqual({ volume: 0.5, muted: false });
  });

  it('valid stored values are kept, invalid ones fall back one by one', () => {
    expect(restorePreferences({ volume: 0, muted: true })).toEqual({ volume: 0, muted: true });
    expect(restorePreferences({ volume: 1.5, muted: true })).toEqual({ volume: 0.5, muted: true });
    expect(restorePreferences({ volume: Number.NaN, muted: 'yes' as never })).toEqual({ volume: 0.5, muted: false });
    expect(restorePreferences({ volume: -0.1 })).toEqual({ volume: 0.5, muted: false });
  });
});

describe('volume rules', () => {
  it('up steps 0.15 and stops at 1; turning it up unmutes', () => {
    expect(stepVolume({ volume: 0.5, muted: false }, 1)).toEqual({ volume: 0.65, muted: false });
    expect(stepVolume({ volume: 0.95, muted: false }, 1)).toEqual({ volume: 1, muted: false });
    expect(stepVolume({ volume: 0.5, muted: true }, 1)).toEqual({ volume: 0.65, muted: false });
  });

  it('down steps 0.15 and stops at 0; the mute switch stays as it was', () => {
    expect(stepVolume({ volume: 0.5, muted: false }, -1)).toEqual({ volume: 0.35, muted: false });
    expect(stepVolume({ volume: 0.1, muted: false }, -1)).toEqual({ volume: 0, muted: false });
    expect(stepVolume({ volume: 0.5, muted: true }, -1)).toEqual({ volume: 0.35, muted: true });
  });

  it('repeated steps land on two-decimal volumes', () => {
    let volume = { volume: 0.5, muted: false };
    for (let i = 0; i < 3; i += 1) volume = stepVolume(volume, 1);
    expect(volume.volume).toBe(0.95);
    for (let i = 0; i < 5; i += 1) volume = stepVolume(volume, -1);
    expect(volume.volume).toBe(0.2);
  });

  it('a slider volume is kept within 0..1 and unmutes when audible', () => {
    expect(setVolume({ volume: 0.5, muted: true }, 0.8)).toEqual({ volume: 0.8, muted: false });
    expect(setVolume({ volume: 0.5, muted: false }, 3)).toEqual({ volume: 1, muted: false });
    expect(setVolume({ volume: 0.5, muted: true }, -1)).toEqual({ volume: 0, muted: true });
    expect(clampVolume(Number.NaN)).toBe(0.5);
  });

  it('muting keeps the volume for later', () => {
    expect(toggleMute({ volume: 0.7, muted: false })).toEqual({ volume: 0.7, muted: true });
    expect(toggleMute({ volume: 0.7, muted: true })).toEqual({ volume: 0.7, muted: false });
  });

  it('unmuting at volume 0 sets 0.05; a player at volume 0 counts as silent even unmuted', () => {
    expect(toggleMute({ volume: 0, muted: true })).toEqual({ volume: 0.05, muted: false });
    expect(isSilent({ volume: 0, muted: false })).toBe(true);
    expect(toggleMute({ volume: 0, muted: false })).toEqual({ volume: 0.05, muted: false });
  });
});

describe('seeking and frame steps', () => {
  it('seeks by 5 s within 0..duration', () => {
    expect(seekBy(10, SEEK_STEP_SECONDS, 60)).toBe(15);
    expect(seekBy(58, SEEK_STEP_SECONDS, 60)).toBe(60);
    expect(seekBy(3, -SEEK_STEP_SECONDS, 60)).toBe(0);
  });

  it('an unknown duration bounds only below', () => {
    expect(seekBy(10, SEEK_STEP_SECONDS, 0)).toBe(15);
    expect(clampTime(-2, Number.NaN)).toBe(0);
    expect(clampTime(Number.NaN, 60)).toBe(0);
  });

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

describe('time format', () => {
  it('mm:ss below one hour', () => {
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(5.9)).toBe('00:05');
    expect(formatTime(249)).toBe('04:09');
    expect(formatTime(3599)).toBe('59:59');
  });

  it('hours added from one hour', () => {
    expect(formatTime(3600)).toBe('1:00:00');
    expect(formatTime(3723)).toBe('1:02:03');
    expect(formatTime(36_000)).toBe('10:00:00');
  });

  it('anything that is not a time shows 00:00', () => {
    expect(formatTime(-4)).toBe('00:00');
    expect(formatTime(Number.NaN)).toBe('00:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('00:00');
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
