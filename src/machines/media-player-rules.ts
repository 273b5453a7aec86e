/**
 * The rules the video and the audio player share: the stored volume and mute switch, how the slider, the up/down keys
 * and the mute switch change them, where a seek lands and how a playback time is written. Pure functions, no DOM:
 * video-player-rules.ts and audio-player-rules.ts re-export them next to what only their own player has.
 */

/** A reader who never chose a volume hears this level (0..1). */
export const DEFAULT_VOLUME = 0.5;
/** A reader who never chose otherwise hears the sound. */
export const DEFAULT_MUTED = false;
/** The up and down arrow keys move the volume by this much. */
export const VOLUME_STEP = 0.15;
/** Unmuting a player whose volume is 0 raises it to this level, so unmuting is always heard. */
export const UNMUTE_VOLUME = 0.05;
/** The left and right arrow keys, j and l move the playback position by this many seconds. */
export const SEEK_STEP_SECONDS = 5;
/** While the media plays, the controls hide after this long without pointer, key or focus activity. */
export const CONTROLS_AUTO_HIDE_MS = 4000;

const SECONDS_PER_HOUR = 3600;

/** The player's volume and mute switch, as stored between sessions. */
export interface PlayerPreferences {
  volume: number;
  muted: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A level asked for, kept within 0..1 and to hundredths so repeated steps land on the same values
 * (0.5 + 0.15 - 0.15 is 0.5 again). A level that is not a number is 0: silence rather than a guess.
 */
export function clampVolume(volume: number): number {
  return Number.isFinite(volume) ? Math.round(clamp(volume, 0, 1) * 100) / 100 : 0;
}

/**
 * Stored preferences read back: a volume that is not a number within 0..1 falls back to DEFAULT_VOLUME, a mute
 * switch that is not a boolean to DEFAULT_MUTED; each valid value is kept as stored.
 */
export function restorePreferences(stored: Partial<PlayerPreferences> | null | undefined): PlayerPreferences {
  const volume = stored?.volume;
  const muted = stored?.muted;
  return {
    volume:
      typeof volume === 'number' && Number.isFinite(volume) && volume >= 0 && volume <= 1 ? volume : DEFAULT_VOLUME,
    muted: typeof muted === 'boolean' ? muted : DEFAULT_MUTED,
  };
}

/** Nothing is heard: the player is muted, or its volume is all the way down. */
export function isSilent(preferences: PlayerPreferences): boolean {
  return preferences.muted || preferences.volume === 0;
}

/**
 * A level chosen on the slider, kept within 0..1. Choosing a level above 0 unmutes (the reader wants to hear
 * it); choosing 0 leaves the mute switch as it was.
 */
export function setVolume(preferences: PlayerPreferences, volume: number): PlayerPreferences {
  const next = clampVolume(volume);
  return { volume: next, muted: next > 0 ? false : preferences.muted };
}

/**
 * The up/down keys: the level moves by `delta` (the keys send +VOLUME_STEP or -VOLUME_STEP), within 0..1.
 * Raising it unmutes like the slider; lowering it leaves the mute switch as it was.
 */
export function stepVolume(preferences: PlayerPreferences, delta: number): PlayerPreferences {
  const volume = clampVolume(preferences.volume + delta);
  return { volume, muted: delta > 0 && volume > 0 ? false : preferences.muted };
}

/**
 * The mute switch (m, or the mute button). A player that is heard is muted and keeps its level for later. A
 * silent one (muted, or at level 0) is unmuted, and a level of 0 comes up to UNMUTE_VOLUME so the unmute is heard.
 */
export function toggleMute(preferences: PlayerPreferences): PlayerPreferences {
  if (!isSilent(preferences)) return { volume: preferences.volume, muted: true };
  return { volume: preferences.volume === 0 ? UNMUTE_VOLUME : preferences.volume, muted: false };
}

/**
 * A length in seconds worth keeping: finite and above 0, else null (an element reports NaN or Infinity for
 * media it has not measured yet, and live media has no end).
 */
export function knownDuration(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** A playback position kept within 0..duration; while the duration is unknown only 0 bounds it. Not a number: 0. */
export function clampTime(time: number, duration: number | null | undefined): number {
  if (!Number.isFinite(time)) return 0;
  const end = knownDuration(duration);
  return end === null ? Math.max(0, time) : clamp(time, 0, end);
}

/** Where a seek of `seconds` (negative: backwards) from `current` lands, within the media. */
export function seekBy(current: number, seconds: number, duration: number | null | undefined): number {
  return clampTime(current + seconds, duration);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A playback time as the players show it: whole seconds as mm:ss below one hour (00:05, 59:59), with the hours
 * in front from one hour on (1:00:00). Anything that is not a finite time above 0 shows as 00:00.
 */
export function formatPlayerTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / SECONDS_PER_HOUR);
  const minutes = Math.floor((whole % SECONDS_PER_HOUR) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${twoDigits(minutes)}:${twoDigits(rest)}`;
}
