import {
  clampTime,
  frameRateOf,
  restorePreferences,
  type PlayerKey,
  type PlayerPreferences,
  type VideoPlayerCommand,
} from './video-player-rules';

/** The video player chart's contract (video-player.machine.ts): what it is given, holds, hears and emits. */

export type VideoKind = 'video' | 'gifv';

export interface VideoPlayerInput {
  kind: VideoKind;
  /** the stored player preferences (volume, muted); missing or invalid values fall back to the defaults */
  preferences?: Partial<PlayerPreferences> | null;
  /** seconds, when the media props give it (0 or missing: unknown until the element reports it) */
  duration?: number;
  /** frames per second (default 25) */
  frameRate?: number | null;
  /** where playback starts, in seconds (a player coming back from picture-in-picture) */
  startTime?: number;
  /** play as soon as it is shown (a gifv does unless motion is reduced) */
  autoPlay?: boolean;
  /** motion is reduced (the reader's choice, else the system's): a gifv waits to be played unless asked */
  reducedMotion?: boolean;
  /** the media viewer shows the media without its overlay */
  revealed?: boolean;
  /** editable media mode: shown at once, never hidden */
  editable?: boolean;
  /** the place the player is in offers picture-in-picture */
  pictureInPicture?: boolean;
  /** the layout is mobile */
  mobile?: boolean;
}

export interface VideoPlayerContext extends PlayerPreferences {
  kind: VideoKind;
  frameRate: number;
  /** seconds; 0 while unknown */
  duration: number;
  currentTime: number;
  autoPlay: boolean;
  /** the overlay is skipped: the viewer showed the media from the start (until it is hidden) or editable mode */
  showAtOnce: boolean;
  editable: boolean;
  pictureInPicture: boolean;
  mobile: boolean;
}

export type VideoPlayerEvent =
  | VideoPlayerCommand
  | { type: 'REVEAL' }
  | { type: 'HIDE' }
  | { type: 'SEEK_TO'; time: number }
  /** the media viewer this player opened closed, and gives back where it left the video */
  | { type: 'HAND_BACK'; time: number }
  | { type: 'SCRUB_START'; time: number }
  | { type: 'SCRUB_MOVE'; time: number }
  | { type: 'SCRUB_END' }
  | { type: 'VOLUME_SET'; volume: number }
  | { type: 'CLICK' }
  | ({ type: 'KEY' } & PlayerKey)
  | { type: 'POINTER_MOVE' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS_ENTER' }
  | { type: 'FOCUS_LEAVE' }
  /** the view's report of whether the player is on screen */
  | { type: 'VISIBILITY'; visible: boolean }
  | { type: 'LAYOUT'; mobile: boolean }
  /** the media element's events */
  | { type: 'PLAYING' }
  | { type: 'PAUSED' }
  | { type: 'ENDED' }
  | { type: 'TIME_UPDATE'; currentTime: number }
  | { type: 'DURATION'; duration: number }
  | { type: 'FULLSCREEN_CHANGED'; active: boolean }
  /** raised by the visibility check: the player left the screen */
  | { type: 'SCROLLED_OUT' }
  /** raised for a key press: the reader is using the player (the controls show) */
  | { type: 'ACTIVITY' }
  /** the chart's own timers (the `timer` actor): the double-click window, the controls' 4000 ms, the 150 ms check */
  | { type: 'CLICK_WINDOW_ENDED' }
  | { type: 'CONTROLS_IDLE' }
  | { type: 'SCROLL_CHECK_DUE' };

/** Emitted when a playing video scrolled out hands over to the picture-in-picture player. */
export interface PictureInPictureHandover {
  type: 'pip.handover';
  currentTime: number;
  volume: number;
  muted: boolean;
}

export function initialVideoContext(input: VideoPlayerInput): VideoPlayerContext {
  const gifv = input.kind === 'gifv';
  const preferences = restorePreferences(input.preferences);
  const duration = input.duration !== undefined && Number.isFinite(input.duration) ? Math.max(0, input.duration) : 0;
  return {
    kind: input.kind,
    frameRate: frameRateOf(input.frameRate),
    duration,
    currentTime: clampTime(input.startTime ?? 0, duration),
    volume: preferences.volume,
    muted: gifv ? true : preferences.muted,
    autoPlay: (gifv && input.reducedMotion !== true) || input.autoPlay === true,
    showAtOnce: input.revealed === true || input.editable === true,
    editable: input.editable === true,
    pictureInPicture: input.pictureInPicture === true,
    mobile: input.mobile === true,
  };
}
