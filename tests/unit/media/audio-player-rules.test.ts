import { describe, expect, it } from 'vitest';
import {
  ANALYSER_FFT_SIZE,
  ANALYSER_SMOOTHING,
  audioColours,
  audioKeyCommand,
  clampTime,
  clampVolume,
  CONTROLS_HIDE_DELAY_MS,
  DEFAULT_AUDIO_COLOURS,
  DEFAULT_MUTED,
  DEFAULT_PLAYER_VOLUME,
  DEFAULT_VOLUME,
  formatPlayerTime,
  knownDuration,
  restoreVolume,
  SEEK_STEP_SECONDS,
  seekBy,
  setVolume,
  stepVolume,
  toggleMute,
  UNMUTE_VOLUME,
  VISUALISER_BANDS,
  VISUALISER_REFRESH_MS,
  VOLUME_STEP,
} from '../../../src/machines/audio-player-rules';

describe('audio player constants (spec 9)', () => {
  it('control auto-hide is 4000 ms', () => {
    expect(CONTROLS_HIDE_DELAY_MS).toBe(4000);
  });
  it('volume default is 0.5', () => {
    expect(DEFAULT_VOLUME).toBe(0.5);
    expect(DEFAULT_PLAYER_VOLUME.volume).toBe(0.5);
  });
  it('muted default is false', () => {
    expect(DEFAULT_MUTED).toBe(false);
    expect(DEFAULT_PLAYER_VOLUME.muted).toBe(false);
  });
  it('volume step on up/down keys is 0.15', () => {
    expect(VOLUME_STEP).toBe(0.15);
  });
  it('unmuting at 0 sets 0.05', () => {
    expect(UNMUTE_VOLUME).toBe(0.05);
  });
  it('seek on left/right arrows, j and l is 5 s', () => {
    expect(SEEK_STEP_SECONDS).toBe(5);
  });
  it('audio visualiser has 3 bands', () => {
    expect(VISUALISER_BANDS).toBe(3);
  });
  it('audio visualiser analyser size is 2048', () => {
    expect(ANALYSER_FFT_SIZE).toBe(2048);
  });
  it('audio visualiser smoothing is 0.6', () => {
    expect(ANALYSER_SMOOTHING).toBe(0.6);
  });
  it('audio visualiser refresh is 15 ms', () => {
    expect(VISUALISER_REFRESH_MS).toBe(15);
  });
  it('audio colours default to a black background, white foreground and white accent', () => {
    expect(DEFAULT_AUDIO_COLOURS).toEqual({ background: '#000000', foreground: '#ffffff', accent: '#ffffff' });
  });
});

describe('volume and mute', () => {
  it('the up key raises the volume by 0.15 and the down key lowers it by 0.15', () => {
    expect(stepVolume({ volume: 0.5, muted: false }, VOLUME_STEP)).toEqual({ volume: 0.65, muted: false });
    expect(stepVolume({ volume: 0.5, muted: false }, -VOLUME_STEP)).toEqual({ volume: 0.35, muted: false });
  });

  it('steps land on the same levels (no floating-point drift)', () => {
    let level = { volume: 0.5, muted: false };
    for (let i = 0; i < 3; i += 1) level = stepVolume(level, VOLUME_STEP);
    for (let i = 0; i < 3; i += 1) level = stepVolume(level, -VOLUME_STEP);
    expect(level.volume).toBe(0.5);
  });

  it('the volume stays within 0 and 1', () => {
    expect(stepVolume({ volume: 0.95, muted: false }, VOLUME_STEP).volume).toBe(1);
    expect(stepVolume({ volume: 0.1, muted: false }, -VOLUME_STEP).volume).toBe(0);
    expect(clampVolume(Number.NaN)).toBe(0);
    expect(clampVolume(3)).toBe(1);
  });

  it('m mutes and keeps the level', () => {
    expect(toggleMute({ volume: 0.65, muted: false })).toEqual({ volume: 0.65, muted: true });
  });

  it('unmuting keeps a level above 0', () => {
    expect(toggleMute({ volume: 0.65, muted: true })).toEqual({ volume: 0.65, muted: false });
  });

  it('unmuting at volume 0 sets the volume to 0.05', () => {
    expect(toggleMute({ volume: 0, muted: true })).toEqual({ volume: 0.05, muted: false });
  });

  it('choosing a level above 0 turns the sound on; choosing 0 keeps the mute switch', () => {
    expect(setVolume({ volume: 0.5, muted: true }, 0.8)).toEqual({ volume: 0.8, muted: false });
    expect(setVolume({ volume: 0.5, muted: false }, 0)).toEqual({ volume: 0, muted: false });
    expect(setVolume({ volume: 0.5, muted: true }, 0)).toEqual({ volume: 0, muted: true });
  });

  it('stored preferences read back with defaults for missing or broken values', () => {
    expect(restoreVolume(null)).toEqual({ volume: 0.5, muted: false });
    expect(restoreVolume({ volume: Number.NaN })).toEqual({ volume: 0.5, muted: false });
    expect(restoreVolume({ volume: 0.2, muted: true })).toEqual({ volume: 0.2, muted: true });
    expect(restoreVolume({ volume: 7 })).toEqual({ volume: 1, muted: false });
  });
});

describe('seeking', () => {
  it('seeks move by the given seconds within the audio', () => {
    expect(seekBy(10, SEEK_STEP_SECONDS, 60)).toBe(15);
    expect(seekBy(10, -SEEK_STEP_SECONDS, 60)).toBe(5);
    expect(seekBy(3, -SEEK_STEP_SECONDS, 60)).toBe(0);
    expect(seekBy(58, SEEK_STEP_SECONDS, 60)).toBe(60);
  });

  it('a duration is known only when finite and above 0', () => {
    expect(knownDuration(12.5)).toBe(12.5);
    expect(knownDuration(Number.NaN)).toBeNull();
    expect(knownDuration(Number.POSITIVE_INFINITY)).toBeNull();
    expect(knownDuration(0)).toBeNull();
    expect(knownDuration(undefined)).toBeNull();
  });

  it('an unknown duration only bounds the position below', () => {
    expect(seekBy(58, SEEK_STEP_SECONDS, null)).toBe(63);
    expect(clampTime(Number.NaN, 10)).toBe(0);
  });
});

describe('keys', () => {
  it('k or space play and pause', () => {
    expect(audioKeyCommand('k')).toEqual({ type: 'TOGGLE' });
    expect(audioKeyCommand('K')).toEqual({ type: 'TOGGLE' });
    expect(audioKeyCommand(' ')).toEqual({ type: 'TOGGLE' });
  });
  it('m mutes', () => {
    expect(audioKeyCommand('m')).toEqual({ type: 'TOGGLE_MUTE' });
  });
  it('j and the left arrow seek back 5 s; l and the right arrow seek forward 5 s', () => {
    expect(audioKeyCommand('j')).toEqual({ type: 'SEEK_BY', seconds: -5 });
    expect(audioKeyCommand('ArrowLeft')).toEqual({ type: 'SEEK_BY', seconds: -5 });
    expect(audioKeyCommand('l')).toEqual({ type: 'SEEK_BY', seconds: 5 });
    expect(audioKeyCommand('ArrowRight')).toEqual({ type: 'SEEK_BY', seconds: 5 });
  });
  it('the up and down arrows change the volume by 0.15', () => {
    expect(audioKeyCommand('ArrowUp')).toEqual({ type: 'VOLUME_BY', delta: 0.15 });
    expect(audioKeyCommand('ArrowDown')).toEqual({ type: 'VOLUME_BY', delta: -0.15 });
  });
  it('other keys and keys held with a modifier are not the player’s', () => {
    expect(audioKeyCommand('f')).toBeNull();
    expect(audioKeyCommand('Escape')).toBeNull();
    expect(audioKeyCommand('Tab')).toBeNull();
    expect(audioKeyCommand('k', true)).toBeNull();
  });
});

describe('colours', () => {
  it('a hex colour given is used, lowercased; others fall back to their default', () => {
    expect(audioColours({ background: '#1E2030', foreground: '#abc', accent: 'red; background:url(x)' })).toEqual({
      background: '#1e2030',
      foreground: '#abc',
      accent: '#ffffff',
    });
  });
  it('no colours at all are the defaults', () => {
    expect(audioColours(undefined)).toEqual(DEFAULT_AUDIO_COLOURS);
    expect(audioColours({ background: null, foreground: '', accent: '#12345' })).toEqual(DEFAULT_AUDIO_COLOURS);
  });
});

describe('time format', () => {
  it('time format is mm:ss below one hour', () => {
    expect(formatPlayerTime(0)).toBe('00:00');
    expect(formatPlayerTime(5.9)).toBe('00:05');
    expect(formatPlayerTime(65)).toBe('01:05');
    expect(formatPlayerTime(3599)).toBe('59:59');
  });
  it('hours are added from one hour', () => {
    expect(formatPlayerTime(3600)).toBe('1:00:00');
    expect(formatPlayerTime(3600 * 12 + 61)).toBe('12:01:01');
  });
  it('a time that is not a finite positive number shows as 00:00', () => {
    expect(formatPlayerTime(Number.NaN)).toBe('00:00');
    expect(formatPlayerTime(-4)).toBe('00:00');
    expect(formatPlayerTime(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});
