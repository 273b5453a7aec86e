/**
 * The audio player's pure rules: its constants, the volume and mute rules, seeking, the keys it answers, the
 * colours it is drawn in and the time it shows. No DOM, no timers: the chart (audio-player.machine.ts) and the
 * views call these.
 */

/** With the audio playing, the controls hide after this long without pointer, key or focus activity. */
export const CONTROLS_HIDE_DELAY_MS = 4000;
/** A reader who never chose a volume hears this level (0..1). */
export const DEFAULT_VOLUME = 0.5;
/** A reader who never chose otherwise hears the sound. */
export const DEFAULT_MUTED = false;
/** The up and down arrow keys move the volume by this much. */
export const VOLUME_STEP = 0.15;
/** Unmuting a player whose volume is at 0 raises it to this level, so unmuting is always heard. */
export const UNMUTE_VOLUME = 0.05;
/** The left and right arrow keys, j and l move the playback position by this many seconds. */
export const SEEK_STEP_SECONDS = 5;
/** The visualiser draws this many bands. */
export const VISUALISER_BANDS = 3;
/** The analyser's FFT size (it yields half as many frequency bins). */
export const ANALYSER_FFT_SIZE = 2048;
/** The analyser's smoothing between successive readings (0: none, 1: frozen). */
export const ANALYSER_SMOOTHING = 0.6;
/** While the visualiser runs, the bands are read again this often. */
export const VISUALISER_REFRESH_MS = 15;

/** The three colours an audio player is drawn in. */
export interface AudioColours {
  background: string;
  foreground: string;
  accent: string;
}

/**
 * When a media attachment gives no usable colour: a black background with white drawing and a white accent
 * (the same pair as the palette's `--color-on-accent` white on a dark surface, legible in both themes since
 * the player paints its own background).
 */
export const DEFAULT_AUDIO_COLOURS: Readonly<AudioColours> = Object.freeze({
  background: '#000000',
  foreground: '#ffffff',
  accent: '#ffffff',
});

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The colours to draw with: each given colour that is a hex colour (#rgb or #rrggbb, what servers send in a
 * media's meta) is used, lowercased; anything else (missing, empty, a CSS expression) falls back to its default,
 * so server text never reaches a style as anything but a plain colour.
 */
export function audioColours(
  given: Partial<Record<keyof AudioColours, string | null>> | null | undefined,
): AudioColours {
  const pick = (key: keyof AudioColours): string => {
    const value = given?.[key]?.trim();
    return value && HEX_COLOUR.test(value) ? value.toLowerCase() : DEFAULT_AUDIO_COLOURS[key];
  };
  return { background: pick('background'), foreground: pick('foreground'), accent: pick('accent') };
}

/** The stored player preferences: the level and whether the sound is off. */
export interface PlayerVolume {
  volume: number;
  muted: boolean;
}

export const DEFAULT_PLAYER_VOLUME: Readonly<PlayerVolume> = Object.freeze({
  volume: DEFAULT_VOLUME,
  muted: DEFAULT_MUTED,
});

/** A level kept within 0..1 and to hundredths, so repeated steps land on the same values (0.5 + 0.15 - 0.15 = 0.5). */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
}

/** Stored preferences read back: a missing or broken level is the default level; muted only when stored as true. */
export function restoreVolume(stored: Partial<PlayerVolume> | null | undefined): PlayerVolume {
  const volume = typeof stored?.volume === 'number' && Number.isFinite(stored.volume) ? stored.volume : DEFAULT_VOLUME;
  return { volume: clampVolume(volume), muted: stored?.muted === true };
}

/**
 * The reader sets a level (the slider). Choosing a level above 0 turns the sound on: the reader wants to hear
 * what they chose. Choosing 0 keeps the mute switch as it was.
 */
export function setVolume(current: PlayerVolume, volume: number): PlayerVolume {
  const next = clampVolume(volume);
  return { volume: next, muted: next > 0 ? false : current.muted };
}

/** The up/down keys: the level moves by `delta` (±VOLUME_STEP), within 0..1, with the same rule as the slider. */
export function stepVolume(current: PlayerVolume, delta: number): PlayerVolume {
  return setVolume(current, current.volume + delta);
}

/** m, or the mute button: muting keeps the level; unmuting at level 0 raises it to UNMUTE_VOLUME. */
export function toggleMute(current: PlayerVolume): PlayerVolume {
  if (current.muted) return { volume: current.volume === 0 ? UNMUTE_VOLUME : current.volume, muted: false };
  return { volume: current.volume, muted: true };
}

/** A length in seconds worth keeping: finite and above 0 (an element reports NaN or Infinity before it knows). */
export function knownDuration(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** A position moved by `seconds`, kept within the audio (0..duration); an unknown duration only bounds below. */
export function seekBy(currentTime: number, seconds: number, duration: number | null): number {
  return clampTime(currentTime + seconds, duration);
}

/** A position kept within 0..duration (not finite: 0). */
export function clampTime(time: number, duration: number | null): number {
  if (!Number.isFinite(time) || time < 0) return 0;
  return duration !== null && Number.isFinite(duration) && time > duration ? Math.max(0, duration) : time;
}

/** What a key asks of the audio player. */
export type AudioKeyCommand =
  | { type: 'TOGGLE' }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'SEEK_BY'; seconds: number }
  | { type: 'VOLUME_BY'; delta: number };

/**
 * The keys the player answers while it has focus: k or space play and pause, m mutes and unmutes, j and the left
 * arrow go back SEEK_STEP_SECONDS, l and the right arrow forward, the up and down arrows change the volume by
 * VOLUME_STEP. Letters count in either case. A key held with Ctrl, Alt or Meta is the browser's or the system's
 * (null), as is any other key; the view lets those through and stops the default of the keys answered here.
 */
export function audioKeyCommand(key: string, modified = false): AudioKeyCommand | null {
  if (modified) return null;
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case 'k':
    case ' ':
      return { type: 'TOGGLE' };
    case 'm':
      return { type: 'TOGGLE_MUTE' };
    case 'j':
    case 'ArrowLeft':
      return { type: 'SEEK_BY', seconds: -SEEK_STEP_SECONDS };
    case 'l':
    case 'ArrowRight':
      return { type: 'SEEK_BY', seconds: SEEK_STEP_SECONDS };
    case 'ArrowUp':
      return { type: 'VOLUME_BY', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'VOLUME_BY', delta: -VOLUME_STEP };
    default:
      return null;
  }
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A playback time as shown: whole seconds as mm:ss below one hour (00:05, 59:59), h:mm:ss from one hour on
 * (1:00:00). Anything not a finite time at or above 0 shows as 00:00.
 */
export function formatPlayerTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${twoDigits(minutes)}:${twoDigits(rest)}`;
}
