import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  audioPlayerMachine,
  type AnalyserInput,
  type AudioPlayerInput,
} from '../../../src/machines/audio-player.machine';
import { CONTROLS_AUTO_HIDE_MS, VISUALISER_REFRESH_MS } from '../../../src/machines/audio-player-rules';

/** A running audio chart with recorded effects; play() resolves at once unless `refusePlay`. */
function start(input: Partial<AudioPlayerInput> = {}, options: { refusePlay?: boolean } = {}) {
  const effects = {
    pauseMedia: vi.fn(),
    seekMedia: vi.fn(),
    applyVolume: vi.fn(),
    storePreferences: vi.fn(),
  };
  const plays = vi.fn();
  const analyserRuns: AnalyserInput[] = [];
  const analyserStops = vi.fn();
  const samples = vi.fn();
  const machine = audioPlayerMachine.provide({
    actions: effects,
    actors: {
      playMedia: fromPromise<void, { src: string }>(async ({ input: played }) => {
        plays(played);
        if (options.refusePlay) throw new DOMException('autoplay refused', 'NotAllowedError');
      }),
      analyser: fromCallback<{ type: 'SAMPLE' }, AnalyserInput>(({ input: analyser, receive }) => {
        analyserRuns.push(analyser);
        receive(samples);
        return analyserStops;
      }),
    },
  });
  const actor = createActor(machine, { input: { src: 'https://files.example/a.mp3', ...input } }).start();
  return { actor, effects, plays, analyserRuns, analyserStops, samples };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('audio player chart', () => {
  it('autoplays on load only when startPlaying is set', async () => {
    const still = start();
    still.actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    await settle();
    expect(still.actor.getSnapshot().matches({ playback: 'paused' })).toBe(true);
    expect(still.plays).not.toHaveBeenCalled();

    const autoplay = start({ startPlaying: true });
    expect(autoplay.plays).not.toHaveBeenCalled();
    autoplay.actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    await settle();
    expect(autoplay.plays).toHaveBeenCalledWith({ src: 'https://files.example/a.mp3' });
    expect(autoplay.actor.getSnapshot().matches({ playback: 'playing' })).toBe(true);
  });

  it('pausing before the audio loads cancels the autoplay', async () => {
    const { actor, plays } = start({ startPlaying: true });
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    await settle();
    expect(plays).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ playback: 'paused' })).toBe(true);
  });

  it('a refused play gives the play button back, with nothing saying it plays', async () => {
    const { actor, analyserRuns } = start({ startPlaying: true }, { refusePlay: true });
    actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ playback: 'paused' })).toBe(true);
    expect(snapshot.hasTag('playing')).toBe(false);
    expect(snapshot.hasTag('visualising')).toBe(false);
    expect(analyserRuns).toEqual([]);
  });

  it("follows the element's own word that it plays, while loading or while play() is pending", async () => {
    // the element plays, though the chart never heard that it had loaded
    const loading = start();
    loading.actor.send({ type: 'MEDIA_PLAYING' });
    expect(loading.actor.getSnapshot().matches({ playback: 'playing' })).toBe(true);

    // play() not settled yet, but the element says it plays
    let settlePlay = () => {};
    const machine = audioPlayerMachine.provide({
      actors: { playMedia: fromPromise(() => new Promise<void>((resolve) => (settlePlay = resolve))) },
    });
    const pending = createActor(machine, { input: { src: 'https://files.example/a.mp3' } }).start();
    pending.send({ type: 'MEDIA_LOADED', duration: 30 });
    pending.send({ type: 'PLAY' });
    expect(pending.getSnapshot().matches({ playback: 'starting' })).toBe(true);
    pending.send({ type: 'MEDIA_PLAYING' });
    expect(pending.getSnapshot().matches({ playback: 'playing' })).toBe(true);
    settlePlay();
    await settle();
    expect(pending.getSnapshot().matches({ playback: 'playing' })).toBe(true);
    pending.stop();
  });

  it('dragging the seek bar pauses and resumes on release', async () => {
    const { actor, effects, plays } = start({ startPlaying: true });
    actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    await settle();
    actor.send({ type: 'SEEK_START', time: 10 });
    expect(effects.pauseMedia).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('scrubbing')).toBe(true);
    actor.send({ type: 'SCRUB', time: 20 });
    // the element's own time does not move the thumb while dragging
    actor.send({ type: 'MEDIA_TIME', currentTime: 10.2 });
    expect(actor.getSnapshot().context.currentTime).toBe(20);
    expect(effects.seekMedia).toHaveBeenLastCalledWith(expect.anything(), { time: 20 });
    actor.send({ type: 'SEEK_END' });
    await settle();
    expect(plays).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ playback: 'playing' })).toBe(true);
  });

  it('releasing the seek bar of paused audio keeps it paused', async () => {
    const { actor, plays } = start();
    actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    actor.send({ type: 'SEEK_START', time: 12 });
    actor.send({ type: 'SEEK_END' });
    await settle();
    expect(plays).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ playback: 'paused' })).toBe(true);
    expect(actor.getSnapshot().context.currentTime).toBe(12);
  });

  it('controls hide after 4000 ms while playing, and show again on activity', async () => {
    const { actor } = start({ startPlaying: true });
    actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    await settle();
    expect(actor.getSnapshot().hasTag('controlsShown')).toBe(true);
    await vi.advanceTimersByTimeAsync(CONTROLS_AUTO_HIDE_MS - 1);
    expect(actor.getSnapshot().hasTag('controlsShown')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('controlsShown')).toBe(false);
    actor.send({ type: 'ACTIVITY' });
    expect(actor.getSnapshot().hasTag('controlsShown')).toBe(true);
  });

  it('activity restarts the 4000 ms wait', async () => {
    const { actor } = start({ startPlaying: true });
    actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    await settle();
    await vi.advanceTimersByTimeAsync(3000);
    actor.send({ type: 'KEY', key: 'Tab' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().hasTag('controlsShown')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().hasTag('controlsShown')).toBe(false);
  });

  it('controls stay while paused or while focus is inside the player', async () => {
    const paused = start();
    paused.actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    await vi.advanceTimersByTimeAsync(CONTROLS_AUTO_HIDE_MS * 3);
    expect(paused.actor.getSnapshot().hasTag('controlsShown')).toBe(true);

    const focused = start({ startPlaying: true });
    focused.actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    focused.actor.send({ type: 'FOCUS_WITHIN', inside: true });
    await vi.advanceTimersByTimeAsync(CONTROLS_AUTO_HIDE_MS * 3);
    expect(focused.actor.getSnapshot().hasTag('controlsShown')).toBe(true);
    focused.actor.send({ type: 'FOCUS_WITHIN', inside: false });
    await vi.advanceTimersByTimeAsync(CONTROLS_AUTO_HIDE_MS);
    expect(focused.actor.getSnapshot().hasTag('controlsShown')).toBe(false);
  });

  it('the visualiser runs only while playing and reads the analyser every 15 ms', async () => {
    const { actor, analyserRuns, analyserStops, samples } = start();
    actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    await vi.advanceTimersByTimeAsync(100);
    expect(analyserRuns).toHaveLength(0);
    actor.send({ type: 'PLAY' });
    await settle();
    expect(actor.getSnapshot().hasTag('visualising')).toBe(true);
    expect(analyserRuns).toEqual([{ fftSize: 2048, smoothing: 0.6 }]);
    await vi.advanceTimersByTimeAsync(VISUALISER_REFRESH_MS * 10);
    expect(samples).toHaveBeenCalledTimes(10);
    actor.send({ type: 'FREQUENCIES', data: Array.from({ length: 1024 }, () => 255), sampleRate: 48000 });
    expect(actor.getSnapshot().context.bands).toEqual([1, 1, 1]);
    actor.send({ type: 'PAUSE' });
    expect(actor.getSnapshot().hasTag('visualising')).toBe(false);
    expect(actor.getSnapshot().context.bands).toEqual([0, 0, 0]);
    expect(analyserStops).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VISUALISER_REFRESH_MS * 10);
    expect(samples).toHaveBeenCalledTimes(10);
  });

  it('the visualiser does not run for a reader who prefers reduced motion', async () => {
    const { actor, analyserRuns } = start({ startPlaying: true, reducedMotion: true });
    actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    await settle();
    expect(actor.getSnapshot().matches({ playback: 'playing' })).toBe(true);
    expect(actor.getSnapshot().hasTag('visualising')).toBe(false);
    expect(analyserRuns).toHaveLength(0);
    actor.send({ type: 'REDUCED_MOTION', reduce: false });
    expect(actor.getSnapshot().hasTag('visualising')).toBe(true);
    actor.send({ type: 'REDUCED_MOTION', reduce: true });
    expect(actor.getSnapshot().hasTag('visualising')).toBe(false);
  });

  it('the stored volume applies at once; default volume 0.5 and not muted', () => {
    const stored = start({ preferences: { volume: 0.2, muted: true } });
    expect(stored.effects.applyVolume).toHaveBeenCalledWith(expect.anything(), { volume: 0.2, muted: true });
    const fresh = start();
    expect(fresh.effects.applyVolume).toHaveBeenCalledWith(expect.anything(), { volume: 0.5, muted: false });
    expect(fresh.effects.storePreferences).not.toHaveBeenCalled();
  });

  it('keys: m mutes, up/down step the volume by 0.15, each change stored', () => {
    const { actor, effects } = start();
    actor.send({ type: 'KEY', key: 'ArrowUp' });
    expect(effects.storePreferences).toHaveBeenLastCalledWith(expect.anything(), { volume: 0.65, muted: false });
    actor.send({ type: 'KEY', key: 'ArrowDown' });
    actor.send({ type: 'KEY', key: 'ArrowDown' });
    expect(actor.getSnapshot().context.volume).toBe(0.35);
    actor.send({ type: 'KEY', key: 'm' });
    expect(effects.applyVolume).toHaveBeenLastCalledWith(expect.anything(), { volume: 0.35, muted: true });
    expect(effects.storePreferences).toHaveBeenLastCalledWith(expect.anything(), { volume: 0.35, muted: true });
  });

  it('toggling mute on a silent player unmutes it, at 0.05 when its volume is 0', () => {
    const { actor, effects } = start();
    const level = () => ({ volume: actor.getSnapshot().context.volume, muted: actor.getSnapshot().context.muted });
    // muted at volume 0
    actor.send({ type: 'KEY', key: 'm' });
    actor.send({ type: 'SET_VOLUME', volume: 0 });
    expect(level()).toEqual({ volume: 0, muted: true });
    actor.send({ type: 'KEY', key: 'm' });
    expect(level()).toEqual({ volume: 0.05, muted: false });
    expect(effects.storePreferences).toHaveBeenLastCalledWith(expect.anything(), { volume: 0.05, muted: false });
    // at volume 0 without being muted: the switch unmutes too, it does not mute
    actor.send({ type: 'SET_VOLUME', volume: 0 });
    expect(level()).toEqual({ volume: 0, muted: false });
    actor.send({ type: 'TOGGLE_MUTE' });
    expect(level()).toEqual({ volume: 0.05, muted: false });
    expect(effects.applyVolume).toHaveBeenLastCalledWith(expect.anything(), { volume: 0.05, muted: false });
  });

  it('setting a volume above 0 (slider or up key) unmutes; the down key leaves the mute switch', () => {
    const { actor } = start();
    const level = () => ({ volume: actor.getSnapshot().context.volume, muted: actor.getSnapshot().context.muted });
    actor.send({ type: 'KEY', key: 'm' });
    actor.send({ type: 'KEY', key: 'ArrowDown' });
    expect(level()).toEqual({ volume: 0.35, muted: true });
    actor.send({ type: 'KEY', key: 'ArrowUp' });
    expect(level()).toEqual({ volume: 0.5, muted: false });
    actor.send({ type: 'KEY', key: 'm' });
    actor.send({ type: 'SET_VOLUME', volume: 0.8 });
    expect(level()).toEqual({ volume: 0.8, muted: false });
  });

  it('keys: k or space play and pause, j/l and the arrows seek 5 s within the audio', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'MEDIA_LOADED', duration: 12 });
    actor.send({ type: 'KEY', key: ' ' });
    await settle();
    expect(actor.getSnapshot().matches({ playback: 'playing' })).toBe(true);
    actor.send({ type: 'KEY', key: 'k' });
    expect(actor.getSnapshot().matches({ playback: 'paused' })).toBe(true);
    actor.send({ type: 'KEY', key: 'l' });
    actor.send({ type: 'KEY', key: 'ArrowRight' });
    expect(actor.getSnapshot().context.currentTime).toBe(10);
    actor.send({ type: 'KEY', key: 'ArrowRight' });
    expect(effects.seekMedia).toHaveBeenLastCalledWith(expect.anything(), { time: 12 });
    actor.send({ type: 'KEY', key: 'j' });
    actor.send({ type: 'KEY', key: 'ArrowLeft' });
    expect(actor.getSnapshot().context.currentTime).toBe(2);
    // a browser shortcut does nothing to the player
    actor.send({ type: 'KEY', key: 'l', modified: true });
    expect(actor.getSnapshot().context.currentTime).toBe(2);
  });

  it('the element pausing or ending from outside leaves the player paused', async () => {
    const { actor } = start({ startPlaying: true });
    actor.send({ type: 'MEDIA_LOADED', duration: 30 });
    await settle();
    actor.send({ type: 'MEDIA_ENDED' });
    expect(actor.getSnapshot().matches({ playback: 'paused' })).toBe(true);
    actor.send({ type: 'MEDIA_PLAYING' });
    expect(actor.getSnapshot().matches({ playback: 'playing' })).toBe(true);
    actor.send({ type: 'MEDIA_ERROR' });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
  });

  it('the poster and the colours come from the input, with defaults', () => {
    const { actor } = start({ poster: 'https://files.example/p.png', colours: { accent: '#FF8800' } });
    expect(actor.getSnapshot().context.poster).toBe('https://files.example/p.png');
    expect(actor.getSnapshot().context.colours).toEqual({
      background: '#000000',
      foreground: '#ffffff',
      accent: '#ff8800',
    });
    expect(start().actor.getSnapshot().context.poster).toBeNull();
  });
});

describe('audio player chart: where playback starts', () => {
  it('a player given a start time moves the element there once loaded, and plays from there', async () => {
    const { actor, effects } = start({ startTime: 3.5, startPlaying: true });
    expect(actor.getSnapshot().context.currentTime).toBe(3.5);
    actor.send({ type: 'MEDIA_LOADED', duration: 8 });
    await settle();
    expect(effects.seekMedia).toHaveBeenCalledWith(expect.anything(), { time: 3.5 });
    expect(actor.getSnapshot().matches({ playback: 'playing' })).toBe(true);
  });

  it('a start time past the known length is held at the end', () => {
    const { actor } = start({ startTime: 30, duration: 8 });
    expect(actor.getSnapshot().context.currentTime).toBe(8);
  });
});
