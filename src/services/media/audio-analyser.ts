/**
 * The audio player's `analyser` actor over Web Audio (see AnalyserInput in audio-player.machine.ts).
 *
 * A media element can feed an audio graph only once in its life (a second MediaElementAudioSourceNode for the
 * same element throws), and once it feeds one, its sound is heard only through that graph. So each element gets
 * one source and one analyser, wired source -> analyser -> speakers and kept for as long as the element lives
 * (a WeakMap lets both go with the element); a run of the actor only reads from them, and stopping the actor
 * only stops the reading, never the sound. All players of a page share one AudioContext, made on first need.
 *
 * The element is routed into the graph only while the context runs: a context the browser holds suspended (no
 * gesture yet) would silence the element, so the actor asks it to resume and connects only once it does. When
 * Web Audio is missing, refuses, or anything throws, the actor answers nothing: the chart's bands stay silent
 * and the element keeps playing on its own.
 */
import { fromCallback } from 'xstate';
import type { AnalyserCommand, AnalyserInput, AudioPlayerEvent } from '../../machines/audio-player.machine';

/** The parts of an AnalyserNode the adapter uses. */
export interface AnalyserNodeLike {
  fftSize: number;
  smoothingTimeConstant: number;
  readonly frequencyBinCount: number;
  getByteFrequencyData(array: Uint8Array<ArrayBuffer>): void;
  connect(destination: unknown): unknown;
}

/** The parts of an AudioContext the adapter uses. */
export interface AudioContextLike {
  readonly state: string;
  readonly sampleRate: number;
  readonly destination: unknown;
  resume(): Promise<void>;
  createMediaElementSource(element: HTMLMediaElement): { connect(destination: unknown): unknown };
  createAnalyser(): AnalyserNodeLike;
}

/** One page's audio graphs: the shared context and each element's analyser. */
export interface AudioGraphs {
  /** the shared context, made on first call; null without Web Audio (or when making it failed) */
  context(): AudioContextLike | null;
  /** the element's analyser, wired on first call; null when the element cannot be routed */
  analyserFor(element: HTMLMediaElement, input: AnalyserInput): AnalyserNodeLike | null;
}

/** Audio graphs over the given way of making a context (the browser's AudioContext on the page, a fake in tests). */
export function createAudioGraphs(makeContext: () => AudioContextLike | null): AudioGraphs {
  let context: AudioContextLike | null | undefined;
  // null: routing this element failed once; it is not tried again (it may already feed another graph)
  const analysers = new WeakMap<HTMLMediaElement, AnalyserNodeLike | null>();

  const graphs: AudioGraphs = {
    context() {
      if (context === undefined) {
        try {
          context = makeContext();
        } catch {
          context = null;
        }
      }
      return context;
    },
    analyserFor(element, input) {
      const known = analysers.get(element);
      if (known === null) return null;
      const audio = graphs.context();
      if (audio === null) return null;
      let analyser = known;
      if (analyser === undefined) {
        try {
          const source = audio.createMediaElementSource(element);
          analyser = audio.createAnalyser();
          source.connect(analyser);
          analyser.connect(audio.destination);
        } catch {
          analysers.set(element, null);
          return null;
        }
        analysers.set(element, analyser);
      }
      // a later run may ask for another size or smoothing; the wiring stays
      try {
        analyser.fftSize = input.fftSize;
        analyser.smoothingTimeConstant = input.smoothing;
      } catch {
        // an unsupported size keeps the previous one
      }
      return analyser;
    },
  };
  return graphs;
}

type AudioContextConstructor = new () => AudioContextLike;

/** The browser's AudioContext (or its prefixed form in older WebKit), or null without Web Audio. */
function browserAudioContext(): AudioContextLike | null {
  const scope = globalThis as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  return Constructor === undefined ? null : new Constructor();
}

let pageGraphs: AudioGraphs | null = null;

/** The page's audio graphs, made on first use. */
export function pageAudioGraphs(): AudioGraphs {
  pageGraphs ??= createAudioGraphs(browserAudioContext);
  return pageGraphs;
}

/**
 * The chart's `analyser` actor for the element `getElement` returns when the actor starts. Each SAMPLE is
 * answered with the analyser's current byte frequency data and the context's sample rate.
 */
export function audioAnalyserActor(getElement: () => HTMLMediaElement | null, graphs: AudioGraphs = pageAudioGraphs()) {
  return fromCallback<AnalyserCommand, AnalyserInput>(({ input, sendBack, receive }) => {
    let stopped = false;
    let analyser: AnalyserNodeLike | null = null;
    let audio: AudioContextLike | null = null;

    const connect = () => {
      const element = getElement();
      if (stopped || element === null || audio === null || audio.state !== 'running') return;
      analyser = graphs.analyserFor(element, input);
    };

    try {
      audio = graphs.context();
      if (audio !== null && audio.state === 'running') connect();
      else if (audio !== null) audio.resume().then(connect, () => undefined);
    } catch {
      analyser = null;
    }

    receive((command) => {
      if (command.type !== 'SAMPLE' || analyser === null || audio === null) return;
      try {
        const data = new Uint8Array(analyser.frequencyBinCount);
        analyser.getByteFrequencyData(data);
        const reading: AudioPlayerEvent = { type: 'FREQUENCIES', data, sampleRate: audio.sampleRate };
        sendBack(reading);
      } catch {
        // a failed reading is skipped; the next SAMPLE tries again
      }
    });

    return () => {
      stopped = true;
      analyser = null;
    };
  });
}
