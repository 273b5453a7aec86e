/**
 * The audio player's Web Audio analyser adapter over a fake AudioContext: one shared context, one source per
 * element for its whole life (a browser throws on a second), source -> analyser -> speakers, the chart's size and
 * smoothing, SAMPLE answered with FREQUENCIES, a suspended context resumed before the element is routed, and
 * silence (no answer, no throw) without Web Audio or when routing fails.
 */
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, sendTo, setup, type AnyActorLogic } from 'xstate';
import type { AnalyserInput } from '../../../src/machines/audio-player.machine';
import {
  audioAnalyserActor,
  createAudioGraphs,
  type AnalyserNodeLike,
  type AudioContextLike,
} from '../../../src/services/media/audio-analyser';

class FakeAnalyser implements AnalyserNodeLike {
  fftSize = 2048;
  smoothingTimeConstant = 0.8;
  connectedTo: unknown[] = [];
  get frequencyBinCount() {
    return this.fftSize / 2;
  }
  getByteFrequencyData(array: Uint8Array) {
    array.forEach((_, index) => (array[index] = index % 256));
  }
  connect(destination: unknown) {
    this.connectedTo.push(destination);
    return destination;
  }
}

class FakeAudioContext implements AudioContextLike {
  state: string;
  sampleRate = 48000;
  destination = { name: 'speakers' };
  analysers: FakeAnalyser[] = [];
  sources: Array<{ element: HTMLMediaElement; connectedTo: unknown[] }> = [];
  resume = vi.fn(async () => {
    if (this.resumeRefused) throw new Error('not allowed');
    this.state = 'running';
  });
  resumeRefused = false;
  private fed = new WeakSet<HTMLMediaElement>();
  constructor(state = 'running') {
    this.state = state;
  }
  createMediaElementSource(element: HTMLMediaElement) {
    // what browsers do: an element feeds one graph for its whole life
    if (this.fed.has(element)) throw new DOMException('already connected', 'InvalidStateError');
    this.fed.add(element);
    const source = {
      element,
      connectedTo: [] as unknown[],
      connect(destination: unknown) {
        source.connectedTo.push(destination);
        return destination;
      },
    };
    this.sources.push(source);
    return source;
  }
  createAnalyser() {
    const analyser = new FakeAnalyser();
    this.analysers.push(analyser);
    return analyser;
  }
}

const element = () => ({ tagName: 'AUDIO' }) as unknown as HTMLMediaElement;
const INPUT: AnalyserInput = { fftSize: 512, smoothing: 0.6 };

interface Reading {
  data: Uint8Array;
  sampleRate: number;
}

/** A parent that runs the analyser while `on`, forwards SAMPLE to it and keeps its FREQUENCIES readings. */
function host(logic: AnyActorLogic, input: AnalyserInput = INPUT) {
  const machine = setup({
    types: {} as {
      context: { readings: Reading[] };
      events:
        | { type: 'SAMPLE' }
        | { type: 'STOP' }
        | { type: 'START' }
        | { type: 'FREQUENCIES'; data: Uint8Array; sampleRate: number };
    },
    actors: { analyser: logic },
  }).createMachine({
    context: { readings: [] },
    initial: 'on',
    on: {
      FREQUENCIES: {
        actions: assign({
          readings: ({ context, event }) => [...context.readings, { data: event.data, sampleRate: event.sampleRate }],
        }),
      },
    },
    states: {
      on: {
        invoke: { id: 'analyser', src: 'analyser', input },
        on: { SAMPLE: { actions: sendTo('analyser', { type: 'SAMPLE' }) }, STOP: 'off' },
      },
      off: { on: { START: 'on' } },
    },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    sample: () => actor.send({ type: 'SAMPLE' }),
    readings: () => actor.getSnapshot().context.readings,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('audio analyser adapter', () => {
  it('routes the element through one analyser to the speakers with the chart size and smoothing', () => {
    const context = new FakeAudioContext();
    const graphs = createAudioGraphs(() => context);
    const audio = element();
    host(audioAnalyserActor(() => audio, graphs));

    expect(context.sources).toHaveLength(1);
    expect(context.sources[0]!.element).toBe(audio);
    const analyser = context.analysers[0]!;
    expect(context.sources[0]!.connectedTo).toEqual([analyser]);
    expect(analyser.connectedTo).toEqual([context.destination]);
    expect(analyser.fftSize).toBe(512);
    expect(analyser.smoothingTimeConstant).toBe(0.6);
  });

  it('answers each SAMPLE with the byte frequency data and the sample rate', () => {
    const context = new FakeAudioContext();
    const { sample, readings } = host(
      audioAnalyserActor(
        element,
        createAudioGraphs(() => context),
      ),
    );
    sample();
    sample();
    expect(readings()).toHaveLength(2);
    const [first] = readings();
    expect(first!.data).toBeInstanceOf(Uint8Array);
    expect(first!.data).toHaveLength(256);
    expect(first!.data[5]).toBe(5);
    expect(first!.sampleRate).toBe(48000);
  });

  it('keeps one source per element across runs, and shares one context between elements', () => {
    const makeContext = vi.fn(() => new FakeAudioContext());
    const graphs = createAudioGraphs(makeContext);
    const first = element();
    const second = element();
    const one = host(audioAnalyserActor(() => first, graphs));
    one.actor.send({ type: 'STOP' });
    one.actor.send({ type: 'START' });
    one.sample();
    // a second run on the same element reuses its analyser (a second source would throw in a browser)
    expect(one.readings()).toHaveLength(1);
    host(audioAnalyserActor(() => second, graphs));

    expect(makeContext).toHaveBeenCalledTimes(1);
    const context = makeContext.mock.results[0]!.value as FakeAudioContext;
    expect(context.sources.map((source) => source.element)).toEqual([first, second]);
    expect(context.analysers).toHaveLength(2);
  });

  it('resumes a suspended context and routes the element only once it runs', async () => {
    const context = new FakeAudioContext('suspended');
    const { sample, readings } = host(
      audioAnalyserActor(
        element,
        createAudioGraphs(() => context),
      ),
    );
    expect(context.resume).toHaveBeenCalledTimes(1);
    expect(context.sources).toHaveLength(0);
    sample();
    expect(readings()).toHaveLength(0);

    await flush();
    expect(context.sources).toHaveLength(1);
    sample();
    expect(readings()).toHaveLength(1);
  });

  it('leaves the element alone when the context will not resume, or the actor stopped meanwhile', async () => {
    const refused = new FakeAudioContext('suspended');
    refused.resumeRefused = true;
    const one = host(
      audioAnalyserActor(
        element,
        createAudioGraphs(() => refused),
      ),
    );
    await flush();
    one.sample();
    expect(refused.sources).toHaveLength(0);
    expect(one.readings()).toHaveLength(0);

    const slow = new FakeAudioContext('suspended');
    const two = host(
      audioAnalyserActor(
        element,
        createAudioGraphs(() => slow),
      ),
    );
    two.actor.send({ type: 'STOP' });
    await flush();
    expect(slow.sources).toHaveLength(0);
  });

  it('answers nothing without Web Audio, and never throws', () => {
    const none = host(
      audioAnalyserActor(
        element,
        createAudioGraphs(() => null),
      ),
    );
    none.sample();
    expect(none.readings()).toEqual([]);

    const failing = host(
      audioAnalyserActor(
        element,
        createAudioGraphs(() => {
          throw new Error('no audio hardware');
        }),
      ),
    );
    failing.sample();
    expect(failing.readings()).toEqual([]);

    const noElement = new FakeAudioContext();
    const missing = host(
      audioAnalyserActor(
        () => null,
        createAudioGraphs(() => noElement),
      ),
    );
    missing.sample();
    expect(missing.readings()).toEqual([]);
    expect(noElement.sources).toHaveLength(0);
  });

  it('gives up on an element that cannot be routed (already fed elsewhere) without trying again', () => {
    const context = new FakeAudioContext();
    const audio = element();
    context.createMediaElementSource(audio);
    const sourceSpy = vi.spyOn(context, 'createMediaElementSource');
    const graphs = createAudioGraphs(() => context);
    const one = host(audioAnalyserActor(() => audio, graphs));
    one.sample();
    expect(one.readings()).toEqual([]);
    host(audioAnalyserActor(() => audio, graphs));
    expect(sourceSpy).toHaveBeenCalledTimes(1);
  });
});
