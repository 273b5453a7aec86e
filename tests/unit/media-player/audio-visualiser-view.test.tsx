// @vitest-environment jsdom
/**
 * The visualiser: the drawing (a still ring while the bands are silent, one layer per band in the accent colour
 * otherwise) and the player end to end over a fake Web Audio: playing routes the <audio> element through an
 * analyser and the canvas fills with the accent colour; pausing leaves the still ring; with reduced motion the
 * element is never routed and nothing moves.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BandLevels } from '../../../src/machines/audio-visualiser';
import { drawVisualiser, type VisualiserContext } from '../../../src/views/media/player/visualiser-drawing';
import { cleanUp, click, mediaEvent, renderPlayer, settle, stubMedia } from './audio-harness';

/** A 2D context that records what was filled and stroked, and in which colour. */
function recordingContext() {
  const calls: Array<{ op: 'fill' | 'stroke'; colour: unknown }> = [];
  const context = {
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    globalAlpha: 1,
    lineWidth: 1,
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    closePath: vi.fn(),
    fill: vi.fn(() => calls.push({ op: 'fill', colour: context.fillStyle })),
    stroke: vi.fn(() => calls.push({ op: 'stroke', colour: context.strokeStyle })),
  };
  return { context: context as unknown as VisualiserContext & typeof context, calls };
}

describe('visualiser drawing', () => {
  it('draws a still ring while the bands are silent', () => {
    const { context, calls } = recordingContext();
    drawVisualiser(context, [0, 0, 0], '#ff8800');
    expect(calls).toEqual([{ op: 'stroke', colour: '#ff8800' }]);
    expect(context.arc).toHaveBeenCalledTimes(1);
  });

  it('draws one filled layer per band, reaching further for a louder band', () => {
    const quiet = recordingContext();
    drawVisualiser(quiet.context, [0.1, 0.1, 0.1], '#ff8800');
    expect(quiet.calls).toEqual([
      { op: 'fill', colour: '#ff8800' },
      { op: 'fill', colour: '#ff8800' },
      { op: 'fill', colour: '#ff8800' },
    ]);
    const farthest = (points: unknown[][]) =>
      Math.max(...points.map(([x, y]) => Math.hypot(Number(x) - 200, Number(y) - 200)));
    const loud = recordingContext();
    drawVisualiser(loud.context, [1, 0.1, 0.1] as BandLevels, '#ff8800');
    expect(farthest(loud.context.lineTo.mock.calls)).toBeGreaterThan(farthest(quiet.context.lineTo.mock.calls));
    expect(farthest(loud.context.lineTo.mock.calls)).toBeLessThanOrEqual(200);
  });
});

/** A browser AudioContext stand-in whose analyser hears a loud low band. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state = 'running';
  sampleRate = 48000;
  destination = {};
  routed: HTMLMediaElement[] = [];
  constructor() {
    FakeAudioContext.made.push(this);
  }
  resume() {
    return Promise.resolve();
  }
  createMediaElementSource(element: HTMLMediaElement) {
    this.routed.push(element);
    return { connect: () => undefined };
  }
  createAnalyser() {
    return {
      fftSize: 2048,
      smoothingTimeConstant: 0.8,
      get frequencyBinCount() {
        return this.fftSize / 2;
      },
      getByteFrequencyData(array: Uint8Array) {
        array.fill(0);
        array.fill(255, 1, 9); // 23..187 Hz at 48 kHz
      },
      connect: () => undefined,
    };
  }
}

describe('visualiser in the player', () => {
  let drawing: ReturnType<typeof recordingContext>;
  beforeEach(() => {
    stubMedia();
    drawing = recordingContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => drawing.context as unknown as CanvasRenderingContext2D,
    );
    (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
  });
  afterEach(() => {
    cleanUp();
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  const runFor = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

  it('routes the element through the analyser while playing and draws the bands in the accent colour', async () => {
    const { audio, button } = renderPlayer({ colours: { accent: '#FF0000' } });
    expect(drawing.calls).toEqual([{ op: 'stroke', colour: '#ff0000' }]);
    mediaEvent(audio, 'loadedmetadata', { duration: 60 });
    click(button('Play'));
    await settle();
    await runFor(60);
    const context = FakeAudioContext.made.at(-1)!;
    expect(context.routed).toEqual([audio]);
    expect(drawing.calls.some((call) => call.op === 'fill' && call.colour === '#ff0000')).toBe(true);

    click(button('Pause'));
    expect(drawing.calls.at(-1)).toEqual({ op: 'stroke', colour: '#ff0000' });
  });

  it('with reduced motion never routes the element and keeps the still ring', async () => {
    const query = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    Object.defineProperty(window, 'matchMedia', { value: vi.fn(() => query), configurable: true });
    // the page's one context may already exist (made by an earlier player)
    const routed = () => FakeAudioContext.made.flatMap((context) => context.routed);
    const { audio, button } = renderPlayer();
    mediaEvent(audio, 'loadedmetadata', { duration: 60 });
    click(button('Play'));
    await settle();
    await runFor(60);
    expect(routed()).not.toContain(audio);
    expect(drawing.calls.every((call) => call.op === 'stroke')).toBe(true);
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');

    // the preference lifted while playing: the visualiser starts
    const changed = query.addEventListener.mock.calls[0]![1] as (event: { matches: boolean }) => void;
    query.matches = false;
    act(() => changed({ matches: false }));
    await runFor(60);
    expect(routed()).toContain(audio);
    expect(drawing.calls.some((call) => call.op === 'fill')).toBe(true);
  });

  it("follows the reader's reduced-motion choice in the settings (data-motion on <html>), live", async () => {
    document.documentElement.dataset.motion = 'reduce';
    const routed = () => FakeAudioContext.made.flatMap((context) => context.routed);
    try {
      const { audio, button } = renderPlayer();
      mediaEvent(audio, 'loadedmetadata', { duration: 60 });
      click(button('Play'));
      await settle();
      await runFor(60);
      expect(routed()).not.toContain(audio);
      expect(drawing.calls.every((call) => call.op === 'stroke')).toBe(true);

      // the reader goes back to the system's setting (no reduced motion here) while it plays
      await act(async () => {
        delete document.documentElement.dataset.motion;
        await Promise.resolve();
      });
      await runFor(60);
      expect(routed()).toContain(audio);
      expect(drawing.calls.some((call) => call.op === 'fill')).toBe(true);
    } finally {
      delete document.documentElement.dataset.motion;
    }
  });
});
