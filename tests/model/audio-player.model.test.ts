import { beforeEach, expect, vi } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import {
  audioPlayerMachine,
  type AnalyserInput,
  type AudioPlayerEvent,
  type AudioPlayerSnapshot,
} from '../../src/machines/audio-player.machine';
import { ANALYSER_FFT_SIZE, ANALYSER_SMOOTHING, DEFAULT_AUDIO_COLOURS } from '../../src/machines/audio-player-rules';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The audio player chart's model: autoplay wished by the input and cancelled or wished again before the audio
 * loads, play granted or refused (a refusal leaves it paused, with nothing saying it plays), the element's own
 * word that it plays (while loading, paused or starting), pausing from the player and from outside, the end,
 * dragging the seek bar from
 * each state, keys, the volume and mute rules from the default level and from 0, the controls hiding while
 * playing (kept by focus inside), and the visualiser running only while playing without reduced motion.
 *
 * Each group of events is offered from a few contexts only, so the model stays small while every state and
 * transition is still reached: volume changes from the default level or from 0 while paused at the start, seeks
 * from the start or the middle of a known duration, the rest at the default level.
 */
const DURATION = 12;
// a reading with only the low band sounding (bins 1..8 of 1024 at 48 kHz are 23..187 Hz)
const READING = Array.from({ length: 1024 }, (_, bin) => (bin >= 1 && bin <= 8 ? 255 : 0));

const pauseMedia = vi.fn();
const seekMedia = vi.fn();
const applyVolume = vi.fn();
const storePreferences = vi.fn();
const analyserRuns: AnalyserInput[] = [];
const samples = vi.fn();
const analyser = fromCallback<{ type: 'SAMPLE' }, AnalyserInput>(({ input, receive }) => {
  analyserRuns.push(input);
  receive(samples);
  return () => {};
});
// every path starts with no analyser run (the harness clears the spies)
beforeEach(() => {
  analyserRuns.length = 0;
});

// events without a payload: offered wherever a state handles them (the harness sends every such event anyway)
const plain: (AudioPlayerEvent | EventObject)[] = [
  { type: 'PLAY' },
  { type: 'PAUSE' },
  { type: 'TOGGLE' },
  { type: 'SEEK_END' },
  { type: 'TOGGLE_MUTE' },
  { type: 'ACTIVITY' },
  { type: 'MEDIA_LOADED', duration: DURATION },
  { type: 'MEDIA_PLAYING' },
  { type: 'MEDIA_PAUSED' },
  { type: 'MEDIA_ENDED' },
  { type: 'MEDIA_ERROR' },
  doneEvent('playMedia', undefined),
  errorEvent('playMedia', new DOMException('refused', 'NotAllowedError')),
];
// focus, motion preference, readings and keys: at the default level
const flags: AudioPlayerEvent[] = [
  { type: 'KEY', key: 'k' },
  { type: 'KEY', key: 'x' },
  { type: 'FOCUS_WITHIN', inside: true },
  { type: 'FOCUS_WITHIN', inside: false },
  { type: 'REDUCED_MOTION', reduce: true },
  { type: 'REDUCED_MOTION', reduce: false },
  { type: 'FREQUENCIES', data: READING, sampleRate: 48000 },
];
// seeks: at the default level and at rest, from the start or the middle of the known duration
const seeking: AudioPlayerEvent[] = [
  { type: 'SEEK_START', time: 3 },
  { type: 'SCRUB', time: 9 },
  { type: 'SEEK_BY', seconds: 5 },
  { type: 'KEY', key: 'j' },
  { type: 'MEDIA_TIME', currentTime: 6 },
];
// volume changes: paused at the start and at rest, from the default level or from 0
const volume: AudioPlayerEvent[] = [
  { type: 'SET_VOLUME', volume: 0 },
  { type: 'VOLUME_BY', delta: -0.15 },
  { type: 'KEY', key: 'ArrowUp' },
  { type: 'KEY', key: 'm' },
  // a browser shortcut is not the player's
  { type: 'KEY', key: 'm', modified: true },
];

const atDefaultLevel = (s: AudioPlayerSnapshot) => s.context.volume === 0.5 && !s.context.muted;
const silent = (s: AudioPlayerSnapshot) => s.context.bands.every((level) => level === 0);
const atRest = (s: AudioPlayerSnapshot) => !s.context.focusWithin && !s.context.reducedMotion && silent(s);

/**
 * Where a group is not offered, its events come with payloads that change nothing (the same time, level, focus,
 * preference, reading), so that the harness does not send them without a payload and the context stays put.
 */
function unchanged(snapshot: AudioPlayerSnapshot): AudioPlayerEvent[] {
  const { context } = snapshot;
  return [
    { type: 'KEY', key: 'x' },
    { type: 'SEEK_START', time: context.currentTime },
    { type: 'SCRUB', time: context.currentTime },
    { type: 'SEEK_BY', seconds: 0 },
    { type: 'MEDIA_TIME', currentTime: context.currentTime },
    { type: 'SET_VOLUME', volume: context.volume },
    { type: 'VOLUME_BY', delta: 0 },
    { type: 'FOCUS_WITHIN', inside: context.focusWithin },
    { type: 'REDUCED_MOTION', reduce: context.reducedMotion },
    { type: 'FREQUENCIES', data: silent(snapshot) ? new Array<number>(1024).fill(0) : READING, sampleRate: 48000 },
  ];
}

function offered(snapshot: AudioPlayerSnapshot): readonly (AudioPlayerEvent | EventObject)[] {
  const { context } = snapshot;
  const groups: AudioPlayerEvent[] = [];
  if (atDefaultLevel(snapshot) && context.currentTime === 0) groups.push(...flags);
  const seekable = context.duration === DURATION && (context.currentTime === 0 || context.currentTime === 6);
  if (atDefaultLevel(snapshot) && atRest(snapshot) && seekable) groups.push(...seeking);
  const levelToTry = context.volume === 0.5 || context.volume === 0;
  if (snapshot.matches({ playback: 'paused' }) && context.currentTime === 0 && atRest(snapshot) && levelToTry)
    groups.push(...volume);
  // a group's own samples replace the unchanged ones of the same type
  const types = new Set(groups.map((e) => e.type));
  return [...plain, ...groups, ...unchanged(snapshot).filter((e) => !types.has(e.type))];
}

const lastParams = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1)?.[1];

describeModel({
  name: 'audio-player',
  machine: audioPlayerMachine.provide({
    actions: { pauseMedia, seekMedia, applyVolume, storePreferences },
    actors: { analyser },
  }),
  input: {
    src: 'https://files.example/audio/1.mp3',
    poster: 'https://files.example/audio/1.png',
    colours: { background: '#1E2030', foreground: 'url(evil)' },
    startPlaying: true,
  },
  scriptedActors: ['playMedia'],
  events: offered,
  limit: 20_000,
  expectations: {
    playback: (snapshot) => {
      const { context } = snapshot;
      // colours: a usable one kept (lowercased), anything else the default
      expect(context.colours).toEqual({
        background: '#1e2030',
        foreground: DEFAULT_AUDIO_COLOURS.foreground,
        accent: DEFAULT_AUDIO_COLOURS.accent,
      });
      expect(context.poster).toBe('https://files.example/audio/1.png');
      // the level stays within 0..1, and the element always has the level the chart holds
      expect(context.volume).toBeGreaterThanOrEqual(0);
      expect(context.volume).toBeLessThanOrEqual(1);
      expect(lastParams(applyVolume)).toEqual({ volume: context.volume, muted: context.muted });
      // every change is stored as it is; nothing is stored before a change
      if (storePreferences.mock.calls.length > 0)
        expect(lastParams(storePreferences)).toEqual({ volume: context.volume, muted: context.muted });
      else expect(context).toMatchObject({ volume: 0.5, muted: false });
      // the position never leaves the audio
      expect(context.currentTime).toBeGreaterThanOrEqual(0);
      if (context.duration !== null) expect(context.currentTime).toBeLessThanOrEqual(context.duration);
    },
    'playback.loading': (_snapshot, scripted) => {
      // nothing plays before the audio has loaded
      expect(scripted.lastCall('playMedia')).toBeUndefined();
    },
    'playback.starting': (snapshot, scripted) => {
      expect(scripted.lastCall('playMedia')?.input).toEqual({ src: 'https://files.example/audio/1.mp3' });
      expect(scripted.lastCall('playMedia')?.aborted()).toBe(false);
      expect(snapshot.hasTag('playing')).toBe(true);
    },
    'playback.paused': (snapshot) => {
      // paused, also after a refused play(): nothing says playing (the button offers Play, the visualiser rests)
      expect(snapshot.hasTag('playing')).toBe(false);
      expect(snapshot.hasTag('visualising')).toBe(false);
      expect(snapshot.hasTag('controlsShown')).toBe(true);
      expect(snapshot.context.playWhenLoaded).toBe(false);
    },
    'playback.scrubbing': (snapshot) => {
      // the element is where the reader drags
      expect(lastParams(seekMedia)).toEqual({ time: snapshot.context.currentTime });
      // it was paused when the drag began from playing
      if (snapshot.context.resumeAfterSeek) expect(pauseMedia).toHaveBeenCalled();
    },
    'controls.hidden': (snapshot) => {
      // controls only hide while playing, and never with focus inside
      expect(snapshot.matches({ playback: 'playing' })).toBe(true);
      expect(snapshot.context.focusWithin).toBe(false);
      expect(snapshot.hasTag('controlsShown')).toBe(false);
    },
    'controls.pinned': (snapshot) => {
      expect(snapshot.matches({ playback: 'playing' })).toBe(false);
    },
    'visualiser.running': (snapshot) => {
      // only while playing, and not for a reader who prefers reduced motion
      expect(snapshot.matches({ playback: 'playing' })).toBe(true);
      expect(snapshot.context.reducedMotion).toBe(false);
      expect(analyserRuns.at(-1)).toEqual({ fftSize: ANALYSER_FFT_SIZE, smoothing: ANALYSER_SMOOTHING });
    },
    'visualiser.off': (snapshot) => {
      expect(snapshot.context.bands).toEqual([0, 0, 0]);
      expect(snapshot.hasTag('visualising')).toBe(false);
    },
  },
});
