/**
 * The audio player chart's effects on its <audio> element and the stored preferences: play (which the browser
 * may refuse, e.g. autoplay without a gesture), pause, seek, the element's volume and mute switch, the
 * preferences written on each volume change, and the Web Audio analyser. The chart is made before its element
 * mounts: the view hands the element over with `attachElement` (a ref callback), and each effect reads the
 * element attached when it runs (none: the effect does nothing, and play fails).
 */
import { fromPromise } from 'xstate';
import { audioPlayerMachine } from '../../machines/audio-player.machine';
import type { PlayerPreferences } from '../../machines/media-player-rules';
import { audioAnalyserActor, type AudioGraphs } from './audio-analyser';
import { savePlayerPreferences } from './player-preferences';

export interface AudioPlayerEffectsOptions {
  /** the page's audio graphs unless given (tests pass graphs over a fake context) */
  graphs?: AudioGraphs;
  /** where preferences are written (the browser's storage unless given) */
  storePreferences?: (preferences: PlayerPreferences) => void;
}

export interface AudioPlayerChart {
  machine: ReturnType<typeof audioPlayerMachine.provide>;
  /** the <audio> element the effects act on, or null once it is gone */
  attachElement(element: HTMLMediaElement | null): void;
}

/** The audio player chart with its effects on the element attached to it. */
export function audioPlayerChart(options: AudioPlayerEffectsOptions = {}): AudioPlayerChart {
  let attached: HTMLMediaElement | null = null;
  const getElement = () => attached;
  const store = options.storePreferences ?? ((preferences: PlayerPreferences) => savePlayerPreferences(preferences));
  const machine = audioPlayerMachine.provide({
    actors: {
      playMedia: fromPromise<void, { src: string }>(async () => {
        const element = getElement();
        if (element === null) throw new Error('the audio element is gone');
        await element.play();
      }),
      analyser: audioAnalyserActor(getElement, options.graphs),
    },
    actions: {
      pauseMedia: () => getElement()?.pause(),
      seekMedia: (_, { time }) => {
        const element = getElement();
        if (element !== null && Number.isFinite(time)) element.currentTime = time;
      },
      applyVolume: (_, { volume, muted }) => {
        const element = getElement();
        if (element === null) return;
        element.volume = volume;
        element.muted = muted;
      },
      storePreferences: (_, preferences) => store(preferences),
    },
  });
  return {
    machine,
    attachElement: (element) => {
      attached = element;
    },
  };
}
