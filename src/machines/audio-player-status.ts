/** What the audio player's view reads of its chart's state (the chart's tags stay its own business). */
import type { AudioPlayerSnapshot } from './audio-player.machine';

/** The play button shows Pause while the player plays or is about to (loading with play wished, dragging). */
export const audioWantsPlaying = (snapshot: AudioPlayerSnapshot): boolean =>
  snapshot.hasTag('playing') ||
  (snapshot.hasTag('loading') && snapshot.context.playWhenLoaded) ||
  (snapshot.hasTag('scrubbing') && snapshot.context.resumeAfterSeek);

/** The audio could not be loaded or played. */
export const audioFailed = (snapshot: AudioPlayerSnapshot): boolean => snapshot.hasTag('failed');

/** The controls are on screen (while paused, and for a while after the reader's last move while playing). */
export const audioControlsShown = (snapshot: AudioPlayerSnapshot): boolean => snapshot.hasTag('controlsShown');
