import { describe, expect, it } from 'vitest';
import {
  clampTime,
  clampVolume,
  CONTROLS_AUTO_HIDE_MS,
  DEFAULT_MUTED,
  DEFAULT_VOLUME,
  formatPlayerTime,
  isSilent,
  knownDuration,
  restorePreferences,
  SEEK_STEP_SECONDS,
  seekBy,
  setVolume,
  stepVolume,
  toggleMute,
  UNMUTE_VOLUME,
  VOLUME_STEP,
} from '../../../src/machines/media-player-rules';

describe('media player constants shared by the video and audio players', () => {
  it('DEFAULT_VOLUME is 0.5', () => expect(DEFAULT_VOLUME).toBe(0.5));
  it('DEFAULT_MUTED is false', () => expect(DEFAULT_MUTED).toBe(false));
  it('VOLUME_STEP is 0.15', () => expect(VOLUME_STEP).toBe(0.15));
  it('UNMUTE_VOLUME is 0.05', () => expect(UNMUTE_VOLUME).toBe(0.05));
  it('SEEK_STEP_SECONDS is 5', () => expect(SEEK_STEP_SECONDS).toBe(5));
  it('CONTROLS_AUTO_HIDE_MS is 4000 ms', () => expect(CONTROLS_AUTO_HIDE_MS).toBe(4000));
});

describe('stored player preferences', () => {
  it('nothing stored gives volume 0.5, not muted', () => {
    expect(restorePreferences(null)).toEqual({ volume: 0.5, muted: false });
    expect(restorePreferences(undefined)).toEqual({ volume: 0.5, muted: false });
    expect(restorePreferences({})).toEqual({ volume: 0.5, muted: false });
  });

  it('valid stored values are kept, invalid ones fall back to the default one by one', () => {
    expect(restorePreferences({ volume: 0, muted: true })).toEqual({ volume: 0, muted: true });
    expect(restorePreferences({ volume: 0.2, muted: true })).toEqual({ volume: 0.2, muted: true });
    expect(restorePreferences({ volume: 1.5, muted: true })).toEqual({ volume: 0.5, muted: true });
    expect(restorePreferences({ volume: 7 })).toEqual({ volume: 0.5, muted: false });
    expect(restorePreferences({ volume: -0.1 })).toEqual({ volume: 0.5, muted: false });
    expect(restorePreferences({ volume: Number.NaN, muted: 'yes' as never })).toEqual({ volume: 0.5, muted: false });
  });
});

describe('volume', () => {
  it('the up key raises the volume by 0.15 and the down key lowers it by 0.15, within 0..1', () => {
    expect(stepVolume({ volume: 0.5, muted: false }, VOLUME_STEP)).toEqual({ volume: 0.65, muted: false });
    expect(stepVolume({ volume: 0.5, muted: false }, -VOLUME_STEP)).toEqual({ volume: 0.35, muted: false });
    expect(stepVolume({ volume: 0.95, muted: false }, VOLUME_STEP)).toEqual({ volume: 1, muted: false });
    expect(stepVolume({ volume: 0.1, muted: false }, -VOLUME_STEP)).toEqual({ volume: 0, muted: false });
  });

  it('steps land on two-decimal volumes (no floating-point drift)', () => {
    let level = { volume: 0.5, muted: false };
    for (let i = 0; i < 3; i += 1) level = stepVolume(level, VOLUME_STEP);
    expect(level.volume).toBe(0.95);
    for (let i = 0; i < 3; i += 1) level = stepVolume(level, -VOLUME_STEP);
    expect(level.volume).toBe(0.5);
  });

  it('a slider volume is kept within 0..1; a level that is not a number is 0', () => {
    expect(setVolume({ volume: 0.5, muted: false }, 3)).toEqual({ volume: 1, muted: false });
    expect(clampVolume(3)).toBe(1);
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume(Number.NaN)).toBe(0);
  });

  it('setting a volume above 0 (slider or up key) unmutes', () => {
    expect(setVolume({ volume: 0.5, muted: true }, 0.8)).toEqual({ volume: 0.8, muted: false });
    expect(stepVolume({ volume: 0.5, muted: true }, VOLUME_STEP)).toEqual({ volume: 0.65, muted: false });
    expect(stepVolume({ volume: 0, muted: true }, VOLUME_STEP)).toEqual({ volume: 0.15, muted: false });
  });

  it('setting the volume to 0 or lowering it leaves the mute switch as it was', () => {
    expect(setVolume({ volume: 0.5, muted: true }, 0)).toEqual({ volume: 0, muted: true });
    expect(setVolume({ volume: 0.5, muted: false }, 0)).toEqual({ volume: 0, muted: false });
    expect(setVolume({ volume: 0.5, muted: true }, -1)).toEqual({ volume: 0, muted: true });
    expect(stepVolume({ volume: 0.5, muted: true }, -VOLUME_STEP)).toEqual({ volume: 0.35, muted: true });
    expect(stepVolume({ volume: 0.5, muted: true }, 0)).toEqual({ volume: 0.5, muted: true });
  });
});

describe('mute', () => {
  it('muting a player that is heard keeps its volume for later', () => {
    expect(isSilent({ volume: 0.7, muted: false })).toBe(false);
    expect(toggleMute({ volume: 0.7, muted: false })).toEqual({ volume: 0.7, muted: true });
  });

  it('toggling mute on a silent player unmutes it, keeping a volume above 0', () => {
    expect(isSilent({ volume: 0.7, muted: true })).toBe(true);
    expect(toggleMute({ volume: 0.7, muted: true })).toEqual({ volume: 0.7, muted: false });
  });

  it('toggling mute on a silent player at volume 0 unmutes it at 0.05, whether it was muted or not', () => {
    expect(isSilent({ volume: 0, muted: false })).toBe(true);
    expect(toggleMute({ volume: 0, muted: true })).toEqual({ volume: 0.05, muted: false });
    expect(toggleMute({ volume: 0, muted: false })).toEqual({ volume: 0.05, muted: false });
  });
});

describe('duration and seeking', () => {
  it('a duration is known only when finite and above 0', () => {
    expect(knownDuration(12.5)).toBe(12.5);
    expect(knownDuration(Number.NaN)).toBeNull();
    expect(knownDuration(Number.POSITIVE_INFINITY)).toBeNull();
    expect(knownDuration(0)).toBeNull();
    expect(knownDuration(null)).toBeNull();
    expect(knownDuration(undefined)).toBeNull();
  });

  it('seeks move by 5 s within 0..duration', () => {
    expect(seekBy(10, SEEK_STEP_SECONDS, 60)).toBe(15);
    expect(seekBy(10, -SEEK_STEP_SECONDS, 60)).toBe(5);
    expect(seekBy(3, -SEEK_STEP_SECONDS, 60)).toBe(0);
    expect(seekBy(58, SEEK_STEP_SECONDS, 60)).toBe(60);
  });

  it('an unknown duration bounds the position only below; a position that is not a number is 0', () => {
    expect(seekBy(58, SEEK_STEP_SECONDS, null)).toBe(63);
    expect(seekBy(10, SEEK_STEP_SECONDS, 0)).toBe(15);
    expect(clampTime(-2, Number.NaN)).toBe(0);
    expect(clampTime(Number.NaN, 60)).toBe(0);
  });
});

describe('time format', () => {
  it('time format is mm:ss below one hour', () => {
    expect(formatPlayerTime(0)).toBe('00:00');
    expect(formatPlayerTime(5.9)).toBe('00:05');
    expect(formatPlayerTime(65)).toBe('01:05');
    expect(formatPlayerTime(249)).toBe('04:09');
    expect(formatPlayerTime(3599)).toBe('59:59');
  });

  it('hours are added from one hour', () => {
    expect(formatPlayerTime(3600)).toBe('1:00:00');
    expect(formatPlayerTime(3723)).toBe('1:02:03');
    expect(formatPlayerTime(36_000)).toBe('10:00:00');
  });

  it('a time that is not a finite positive number shows as 00:00', () => {
    expect(formatPlayerTime(-4)).toBe('00:00');
    expect(formatPlayerTime(Number.NaN)).toBe('00:00');
    expect(formatPlayerTime(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});
