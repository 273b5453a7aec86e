/**
 * The video player chart's effects on its <video> element, its box (the full screen API) and the stored
 * preferences: play (a refused play reports the player paused), pause, seek, the element's volume and mute
 * switch, preferences written on each change (a gifv has no sound and writes none), entering and leaving full
 * screen. The chart is made before its element mounts: the view hands the element and the box over with ref
 * callbacks, and each effect acts on what is attached when it runs (nothing attached: nothing happens).
 */
import type { PlayerPreferences } from '../../machines/media-player-rules';
import { videoPlayerMachine, type VideoKind } from '../../machines/video-player.machine';
import { savePlayerPreferences } from './player-preferences';

export interface VideoPlayerChart {
  machine: ReturnType<typeof videoPlayerMachine.provide>;
  attachVideo(video: HTMLVideoElement | null): void;
  attachBox(box: HTMLElement | null): void;
  /** where a refused play is reported (the running actor, once it exists) */
  onRefused(report: () => void): void;
}

export function videoPlayerChart(
  kind: VideoKind,
  storePreferences: (preferences: PlayerPreferences) => void = savePlayerPreferences,
): VideoPlayerChart {
  let video: HTMLVideoElement | null = null;
  let box: HTMLElement | null = null;
  let refused = () => {};
  const machine = videoPlayerMachine.provide({
    actions: {
      play: () => {
        video?.play().catch(() => refused());
      },
      pause: () => video?.pause(),
      seek: (_, { time }) => {
        if (video && Number.isFinite(time) && Math.abs(video.currentTime - time) > 0.001) video.currentTime = time;
      },
      applyVolume: (_, { volume, muted }) => {
        if (!video) return;
        video.volume = volume;
        video.muted = muted;
      },
      savePreferences: (_, preferences) => {
        if (kind === 'video') storePreferences(preferences);
      },
      enterFullScreen: () => {
        void box?.requestFullscreen?.().catch(() => undefined);
      },
      exitFullScreen: () => {
        if (typeof document !== 'undefined' && document.fullscreenElement) {
          void document.exitFullscreen().catch(() => undefined);
        }
      },
    },
  });
  return {
    machine,
    attachVideo: (element) => {
      video = element;
    },
    attachBox: (element) => {
      box = element;
    },
    onRefused: (report) => {
      refused = report;
    },
  };
}
