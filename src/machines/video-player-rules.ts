/**
 * Pure rules of the video player (spec 3 media props and stored player preferences, spec 9 media constants):
 * the timing constants its chart waits on, the volume and mute rules, seeking and frame steps, the keys the
 * player answers to and how a playback time is written. Nothing here touches the DOM, so the chart
 * (video-player.machine.ts) and any view can share these rules.
 */

/** A second click this soon after the first is a double click (toggles full screen instead of play). */
export const DOUBLE_CLICK_WINDOW_MS = 250;
/** While playing, the controls hide this long after the last pointer movement or key press. */
export const CONTROLS_AUTO_HIDE_MS = 4000;
/** The player's visibility on screen is checked at most this often. */
export const SCROLL_CHECK_THROTTLE_MS = 150;
/** Stored player preferences when nothing (or nothing valid) was saved. */
export const DEFAULT_VOLUME = 0.5;
export const DEFAULT_MUTED = false;
/** How much the up and down keys change the volume. */
export const VOLUME_STEP = 0.15;
/** Unmuting a player whose volume is 0 brings it up to this, so it is heard. */
export const UNMUTED_MIN_VOLUME = 0.05;
/** How far the left/right arrows and j/l seek, in seconds. */
export const SEEK_STEP_SECONDS = 5;
/** Frames per second assumed when the media does not say. */
export const DEFAULT_FRAME_RATE = 25;

const SECONDS_PER_HOUR = 3600;

/** The player's volume and mute switch, as stored between sessions. */
export interface PlayerPreferences {
  volume: number;
  muted: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Volumes are kept to two decimals so repeated steps land on the same values (0.5 + 0.15 is 0.65, not 0.6500001). */
const roundVolume = (value: number) => Math.round(value * 100) / 100;

/** Stored preferences made safe: a volume outside 0..1 (or not a number) and a non-boolean mute fall back to defaults. */
export function restorePreferences(stored: Partial<PlayerPreferences> | null | undefined): PlayerPreferences {
  const volume = stored?.volume;
  const muted = stored?.muted;
  return {
    volume:
      typeof volume === 'number' && Number.isFinite(volume) && volume >= 0 && volume <= 1 ? volume : DEFAULT_VOLUME,
    muted: typeof muted === 'boolean' ? muted : DEFAULT_MUTED,
  };
}

/** A volume asked for (a slider position) kept within 0..1. */
export function clampVolume(volume: number): number {
  return Number.isFinite(volume) ? roundVolume(clamp(volume, 0, 1)) : DEFAULT_VOLUME;
}

/** Nothing is heard: muted, or the volume is all the way down. */
export function isSilent(preferences: PlayerPreferences): boolean {
  return preferences.muted || preferences.volume === 0;
}

/**
 * The up key (direction 1) or the down key (-1): one step of 0.15 within 0..1. Turning the volume up also
 * unmutes (the reader wants to hear it); turning it down leaves the mute switch as it was.
 */
export function stepVolume(preferences: PlayerPreferences, direction: 1 | -1): PlayerPreferences {
  const volume = roundVolume(clamp(preferences.volume + direction * VOLUME_STEP, 0, 1));
  return { volume, muted: direction === 1 ? false : preferences.muted };
}

/** A volume chosen on the slider: kept within 0..1; choosing any audible volume unmutes. */
export function setVolume(preferences: PlayerPreferences, volume: number): PlayerPreferences {
  const next = clampVolume(volume);
  return { volume: next, muted: next > 0 ? false : preferences.muted };
}

/**
 * The mute switch (m key or button): a silent player (muted, or at volume 0) is unmuted, and one at volume 0
 * comes up to 0.05 so the unmute is heard; an audible one is muted, keeping its volume for later.
 */
export function toggleMute(preferences: PlayerPreferences): PlayerPreferences {
  if (!isSilent(preferences)) return { ...preferences, muted: true };
  return { volume: Math.max(preferences.volume, UNMUTED_MIN_VOLUME), muted: false };
}

/** A known duration: a positive finite number of seconds (live or not yet loaded media have none). */
export function knownDuration(duration: number): boolean {
  return Number.isFinite(duration) && duration > 0;
}

/** A playback time kept within 0..duration (only the lower bound while the duration is unknown). */
export function clampTime(time: number, duration: number): number {
  if (!Number.isFinite(time)) return 0;
  return knownDuration(duration) ? clamp(time, 0, duration) : Math.max(0, time);
}

/** Where a seek of `seconds` (negative: back) from `current` lands. */
export function seekBy(current: number, seconds: number, duration: number): number {
  return clampTime(current + seconds, duration);
}

/** The frame rate to step by: the media's own when it is a positive number, else 25. */
export function frameRateOf(frameRate: number | null | undefined): number {
  return typeof frameRate === 'number' && Number.isFinite(frameRate) && frameRate > 0 ? frameRate : DEFAULT_FRAME_RATE;
}

/** One frame forward (1) or back (-1) from `current`, within 0..duration. */
export function frameStep(current: number, direction: 1 | -1, frameRate: number, duration: number): number {
  return clampTime(current + direction / frameRateOf(frameRate), duration);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A playback time as the player writes it: minutes and seconds ("04:09"), with the hours in front from one
 * hour on ("1:02:03"). Fractions of a second are dropped; anything not a time (negative, NaN) is 00:00.
 */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / SECONDS_PER_HOUR);
  const minutes = Math.floor((whole % SECONDS_PER_HOUR) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${twoDigits(minutes)}:${twoDigits(rest)}`;
}

/** What a key asks of the player, as the chart event it becomes. */
export type VideoPlayerCommand =
  | { type: 'TOGGLE_PLAY' }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'TOGGLE_FULLSCREEN' }
  | { type: 'EXIT_FULLSCREEN' }
  | { type: 'SEEK_BY'; seconds: number }
  | { type: 'VOLUME_STEP'; direction: 1 | -1 }
  | { type: 'FRAME_STEP'; direction: 1 | -1 };

/** A key press on the player, with its modifiers (a modified key belongs to the browser: Ctrl+F is find). */
export interface PlayerKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

const KEY_COMMANDS: Readonly<Record<string, VideoPlayerCommand>> = {
  k: { type: 'TOGGLE_PLAY' },
  ' ': { type: 'TOGGLE_PLAY' },
  m: { type: 'TOGGLE_MUTE' },
  f: { type: 'TOGGLE_FULLSCREEN' },
  Escape: { type: 'EXIT_FULLSCREEN' },
  j: { type: 'SEEK_BY', seconds: -SEEK_STEP_SECONDS },
  ArrowLeft: { type: 'SEEK_BY', seconds: -SEEK_STEP_SECONDS },
  l: { type: 'SEEK_BY', seconds: SEEK_STEP_SECONDS },
  ArrowRight: { type: 'SEEK_BY', seconds: SEEK_STEP_SECONDS },
  ArrowUp: { type: 'VOLUME_STEP', direction: 1 },
  ArrowDown: { type: 'VOLUME_STEP', direction: -1 },
  ',': { type: 'FRAME_STEP', direction: -1 },
  '.': { type: 'FRAME_STEP', direction: 1 },
};

/**
 * The command a key press asks for, or null when the player does not answer to it (the view then leaves the
 * key to the browser and only calls preventDefault for a command). Letters count in either case (caps lock);
 * keys with Ctrl, Meta or Alt are never taken (Ctrl+F is the browser's find).
 */
export function keyCommand(press: PlayerKey): VideoPlayerCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return Object.hasOwn(KEY_COMMANDS, key) ? KEY_COMMANDS[key]! : null;
}
