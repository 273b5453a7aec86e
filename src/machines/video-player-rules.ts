/**
 * Pure rules of the video player: the timing constants only its chart waits on, frame steps and the keys it answers to.
 * The volume, mute, seeking and time rules it shares with the audio player live in media-player-rules.ts and are
 * re-exported here. Nothing here touches the DOM, so the chart (video-player.machine.ts) and any view can use these
 * rules.
 */
import { clampTime, SEEK_STEP_SECONDS } from './media-player-rules';

export * from './media-player-rules';

/** A second click this soon after the first is a double click (toggles full screen instead of play). */
export const DOUBLE_CLICK_WINDOW_MS = 250;
/** The player's visibility on screen is checked at most this often. */
export const SCROLL_CHECK_THROTTLE_MS = 150;
/** Frames per second assumed when the media does not say. */
export const DEFAULT_FRAME_RATE = 25;

/** The frame rate to step by: the media's own when it is a positive number, else 25. */
export function frameRateOf(frameRate: number | null | undefined): number {
  return typeof frameRate === 'number' && Number.isFinite(frameRate) && frameRate > 0 ? frameRate : DEFAULT_FRAME_RATE;
}

/** One frame forward (1) or back (-1) from `current`, within 0..duration. */
export function frameStep(current: number, direction: 1 | -1, frameRate: number, duration: number): number {
  return clampTime(current + direction / frameRateOf(frameRate), duration);
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
