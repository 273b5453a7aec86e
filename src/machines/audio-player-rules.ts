/**
 * The audio player's own pure rules: the visualiser's constants, the colours it is drawn in and the keys it
 * answers. The volume, mute, seeking and time rules it shares with the video player live in media-player-rules.ts
 * and are re-exported here. No DOM, no timers: the chart (audio-player.machine.ts) and the views call these.
 */
import { SEEK_STEP_SECONDS, VOLUME_STEP } from './media-player-rules';

export * from './media-player-rules';

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
