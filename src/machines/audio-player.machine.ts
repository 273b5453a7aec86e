import {
  and,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  sendTo,
  setup,
  stateIn,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  ANALYSER_FFT_SIZE,
  ANALYSER_SMOOTHING,
  audioColours,
  audioKeyCommand,
  clampTime,
  CONTROLS_AUTO_HIDE_MS,
  knownDuration,
  restorePreferences,
  seekBy,
  setVolume,
  stepVolume,
  toggleMute,
  VISUALISER_REFRESH_MS,
  type AudioColours,
  type AudioKeyCommand,
  type PlayerPreferences,
} from './audio-player-rules';
import { bandLevels, SILENT_BANDS, type BandLevels } from './audio-visualiser';

/**
 * One audio player, in three parallel regions:
 *
 *   playback:   loading --MEDIA_LOADED--> starting (the reader wants it playing: `startPlaying`, or play pressed
 *                                                   while loading) | paused
 *               paused --PLAY/TOGGLE--> starting (play asked of the element) --played--> playing
 *                                                                            \-refused--> paused
 *               starting/playing --PAUSE/TOGGLE--> paused; playing --the element paused or ended--> paused
 *               loading/paused/starting --the element plays (MEDIA_PLAYING)--> playing
 *               paused/starting/playing --SEEK_START--> scrubbing (the element paused while the reader drags)
 *                 --SEEK_END--> starting when it was playing (or about to), else paused
 *               any --MEDIA_ERROR--> failed
 *   controls:   pinned (shown while not playing) | shown (playing: hide after CONTROLS_AUTO_HIDE_MS without
 *               activity, unless focus is inside the player) | hidden (playing; activity or focus shows them)
 *   visualiser: off | running (only while playing and the reader does not prefer reduced motion): the injected
 *               analyser is asked for a reading every VISUALISER_REFRESH_MS and its readings become band levels
 *
 * Volume and mute apply everywhere: the slider, the up/down keys and m follow the rules of media-player-rules.ts;
 * each change goes to the element (`applyVolume`) and to the stored preferences (`storePreferences`). KEY events
 * are the player's keyboard: each key counts as activity and, when the player answers it, becomes its command.
 *
 * Effects are injected with `.provide()`: the actor `playMedia` (the element's play(), which a browser may refuse),
 * the callback actor `analyser` (see AnalyserInput), and the actions `pauseMedia`, `seekMedia`, `applyVolume`,
 * `storePreferences`. The element's own events come back as MEDIA_* events, and the chart goes by them rather than
 * by what it asked for: playing only once the element plays (play() resolved, or its `playing` event), paused
 * whenever the element says so, and a refused play() leaves it paused. No DOM is touched here.
 */

export interface AudioPlayerInput {
  src: string;
  /** the still shown behind the player (the attachment's preview), if any */
  poster?: string | null;
  /** the length the server gave, in seconds, until the element reports its own */
  duration?: number | null;
  /** the attachment's colours; missing or unusable ones take DEFAULT_AUDIO_COLOURS */
  colours?: Partial<Record<keyof AudioColours, string | null>> | null;
  /** play as soon as the audio has loaded */
  startPlaying?: boolean;
  /** where playback starts once loaded, in seconds (a player handing over: the inline one to the viewer) */
  startTime?: number;
  /** the reader prefers reduced motion (no visualiser) */
  reducedMotion?: boolean;
  /** the stored player preferences (volume, muted); missing ones take the defaults */
  preferences?: Partial<PlayerPreferences> | null;
}

export interface AudioPlayerContext {
  src: string;
  poster: string | null;
  colours: AudioColours;
  /** in seconds; null while unknown */
  duration: number | null;
  /** the playback position in seconds (the reader's drag while scrubbing) */
  currentTime: number;
  volume: number;
  muted: boolean;
  /** while loading: start playing once loaded */
  playWhenLoaded: boolean;
  /** while scrubbing: play again on release */
  resumeAfterSeek: boolean;
  /** keyboard focus is inside the player (its controls never hide then) */
  focusWithin: boolean;
  reducedMotion: boolean;
  /** the visualiser's band levels, low to high (all 0 while it is off) */
  bands: BandLevels;
}

export type AudioPlayerEvent =
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE' }
  /** the reader pressed the seek bar at `time` (seconds) */
  | { type: 'SEEK_START'; time: number }
  /** the reader dragged the seek bar to `time` */
  | { type: 'SCRUB'; time: number }
  /** the reader let go of the seek bar */
  | { type: 'SEEK_END' }
  | { type: 'SEEK_BY'; seconds: number }
  | { type: 'SET_VOLUME'; volume: number }
  | { type: 'VOLUME_BY'; delta: number }
  | { type: 'TOGGLE_MUTE' }
  /** a key pressed in the player; `modified`: with Ctrl, Alt or Meta */
  | { type: 'KEY'; key: string; modified?: boolean }
  /** the pointer moved over the player, or it was touched */
  | { type: 'ACTIVITY' }
  | { type: 'FOCUS_WITHIN'; inside: boolean }
  | { type: 'REDUCED_MOTION'; reduce: boolean }
  /** one analyser reading: byte frequency data and the audio context's sample rate */
  | { type: 'FREQUENCIES'; data: ArrayLike<number>; sampleRate: number }
  | { type: 'MEDIA_LOADED'; duration: number }
  | { type: 'MEDIA_TIME'; currentTime: number }
  | { type: 'MEDIA_PLAYING' }
  | { type: 'MEDIA_PAUSED' }
  | { type: 'MEDIA_ENDED' }
  | { type: 'MEDIA_ERROR' };

/**
 * The analyser adapter's input. The app's `analyser` callback actor connects an analyser of this size and
 * smoothing to the element (once per element: a media element feeds one audio graph for its whole life, so the
 * adapter keeps it between runs and only stops reading when the actor stops), answers each `SAMPLE` it receives
 * with a FREQUENCIES event, and lets the sound through unchanged.
 */
export interface AnalyserInput {
  fftSize: number;
  smoothing: number;
}

/** What the chart sends the analyser actor. */
export type AnalyserCommand = { type: 'SAMPLE' };

const volumeOf = ({ context }: { context: AudioPlayerContext }): PlayerPreferences => ({
  volume: context.volume,
  muted: context.muted,
});
const applyVolume = { type: 'applyVolume', params: volumeOf } as const;
const storePreferences = { type: 'storePreferences', params: volumeOf } as const;
const seekToCurrent = {
  type: 'seekMedia',
  params: ({ context }: { context: AudioPlayerContext }) => ({ time: context.currentTime }),
} as const;

/** The new volume and mute state an event asks for (the others keep them). */
function volumeAfter(context: AudioPlayerContext, event: AudioPlayerEvent): PlayerPreferences {
  const current = { volume: context.volume, muted: context.muted };
  if (event.type === 'SET_VOLUME') return setVolume(current, event.volume);
  if (event.type === 'VOLUME_BY') return stepVolume(current, event.delta);
  if (event.type === 'TOGGLE_MUTE') return toggleMute(current);
  return current;
}

const changeVolume = ['changeVolume', applyVolume, storePreferences] as const;

export const audioPlayerMachine = setup({
  types: {} as { context: AudioPlayerContext; events: AudioPlayerEvent; input: AudioPlayerInput },
  actors: {
    // the element's play(); rejects when the browser refuses (autoplay policy) or the source fails
    playMedia: fromPromise<void, { src: string }>(() => Promise.resolve()),
    analyser: fromCallback<AnalyserCommand, AnalyserInput>(() => () => {}),
  },
  delays: {
    CONTROLS_HIDE: CONTROLS_AUTO_HIDE_MS,
    VISUALISER_REFRESH: VISUALISER_REFRESH_MS,
  },
  guards: {
    playWhenLoaded: ({ context }) => context.playWhenLoaded,
    resumeAfterSeek: ({ context }) => context.resumeAfterSeek,
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    focusOutside: ({ context }) => !context.focusWithin,
    playing: stateIn('#audioPlayer.playback.playing'),
    visualiserWanted: and(['playing', not('prefersReducedMotion')]),
  },
  actions: {
    changeVolume: assign(({ context, event }) => volumeAfter(context, event)),
    keepDuration: assign(({ context, event }) => {
      const duration = event.type === 'MEDIA_LOADED' ? knownDuration(event.duration) : null;
      return duration === null ? {} : { duration, currentTime: clampTime(context.currentTime, duration) };
    }),
    keepTime: assign({
      currentTime: ({ context, event }) =>
        event.type === 'MEDIA_TIME' ? clampTime(event.currentTime, context.duration) : context.currentTime,
    }),
    // SEEK_START and SCRUB put the position where the reader points; SEEK_BY moves it from where it is
    keepSeekTarget: assign({
      currentTime: ({ context, event }) => {
        if (event.type === 'SEEK_START' || event.type === 'SCRUB') return clampTime(event.time, context.duration);
        if (event.type === 'SEEK_BY') return seekBy(context.currentTime, event.seconds, context.duration);
        return context.currentTime;
      },
    }),
    wantPlaying: assign({ playWhenLoaded: true }),
    wantPaused: assign({ playWhenLoaded: false }),
    toggleWanted: assign({ playWhenLoaded: ({ context }) => !context.playWhenLoaded }),
    resumeLater: assign({ resumeAfterSeek: true }),
    stayPaused: assign({ resumeAfterSeek: false }),
    keepFocus: assign({
      focusWithin: ({ context, event }) => (event.type === 'FOCUS_WITHIN' ? event.inside : context.focusWithin),
    }),
    keepReducedMotion: assign({
      reducedMotion: ({ context, event }) => (event.type === 'REDUCED_MOTION' ? event.reduce : context.reducedMotion),
    }),
    keepBands: assign({
      bands: ({ context, event }) =>
        event.type === 'FREQUENCIES' ? bandLevels(event.data, event.sampleRate) : context.bands,
    }),
    silence: assign({ bands: SILENT_BANDS }),
    // Provided by the app: the media element and the stored player preferences.
    pauseMedia: () => {},
    seekMedia: (_, _params: { time: number }) => {},
    applyVolume: (_, _params: PlayerPreferences) => {},
    storePreferences: (_, _params: PlayerPreferences) => {},
  },
}).createMachine({
  id: 'audioPlayer',
  type: 'parallel',
  context: ({ input }) => ({
    src: input.src,
    poster: input.poster ?? null,
    colours: audioColours(input.colours),
    duration: knownDuration(input.duration),
    currentTime: clampTime(input.startTime ?? 0, knownDuration(input.duration)),
    ...restorePreferences(input.preferences),
    playWhenLoaded: input.startPlaying === true,
    resumeAfterSeek: false,
    focusWithin: false,
    reducedMotion: input.reducedMotion === true,
    bands: SILENT_BANDS,
  }),
  // the element starts at the stored level
  entry: applyVolume,
  on: {
    // a key is activity; a key the player answers becomes its command (audio-player-rules.ts)
    KEY: {
      actions: enqueueActions(({ event, enqueue }) => {
        enqueue.raise({ type: 'ACTIVITY' });
        const command: AudioKeyCommand | null = audioKeyCommand(event.key, event.modified ?? false);
        if (command) enqueue.raise(command);
      }),
    },
    SET_VOLUME: { actions: changeVolume },
    VOLUME_BY: { actions: changeVolume },
    TOGGLE_MUTE: { actions: changeVolume },
    REDUCED_MOTION: { actions: 'keepReducedMotion' },
  },
  states: {
    playback: {
      initial: 'loading',
      on: {
        MEDIA_ERROR: '.failed',
        MEDIA_TIME: { actions: 'keepTime' },
        SEEK_BY: { actions: ['keepSeekTarget', seekToCurrent] },
      },
      states: {
        loading: {
          tags: ['loading'],
          // the wish is used once the audio is in
          exit: 'wantPaused',
          on: {
            MEDIA_LOADED: [
              // the element starts where the player was asked to start
              { guard: 'playWhenLoaded', target: 'starting', actions: ['keepDuration', seekToCurrent] },
              { target: 'paused', actions: ['keepDuration', seekToCurrent] },
            ],
            // the element plays already (it had loaded before the chart heard of it, and played)
            MEDIA_PLAYING: 'playing',
            // before the audio is in, play and pause only say what should happen once it is
            PLAY: { actions: 'wantPlaying' },
            PAUSE: { actions: 'wantPaused' },
            TOGGLE: { actions: 'toggleWanted' },
          },
        },
        paused: {
          tags: ['paused'],
          on: {
            PLAY: 'starting',
            TOGGLE: 'starting',
            // played from outside the player (the system's media keys)
            MEDIA_PLAYING: 'playing',
            SEEK_START: { target: 'scrubbing', actions: ['stayPaused', 'keepSeekTarget', seekToCurrent] },
          },
        },
        starting: {
          tags: ['playing'],
          invoke: {
            id: 'playMedia',
            src: 'playMedia',
            input: ({ context }) => ({ src: context.src }),
            onDone: 'playing',
            // refused (autoplay policy) or failed: the reader gets the play button back
            onError: 'paused',
          },
          on: {
            // the element's own word that it plays may come before play()'s promise settles
            MEDIA_PLAYING: 'playing',
            PAUSE: { target: 'paused', actions: 'pauseMedia' },
            TOGGLE: { target: 'paused', actions: 'pauseMedia' },
            SEEK_START: {
              target: 'scrubbing',
              actions: ['resumeLater', 'pauseMedia', 'keepSeekTarget', seekToCurrent],
            },
          },
        },
        playing: {
          tags: ['playing'],
          on: {
            PAUSE: { target: 'paused', actions: 'pauseMedia' },
            TOGGLE: { target: 'paused', actions: 'pauseMedia' },
            // paused from outside the player, or the end reached
            MEDIA_PAUSED: 'paused',
            MEDIA_ENDED: 'paused',
            SEEK_START: {
              target: 'scrubbing',
              actions: ['resumeLater', 'pauseMedia', 'keepSeekTarget', seekToCurrent],
            },
          },
        },
        scrubbing: {
          tags: ['scrubbing'],
          exit: 'stayPaused',
          on: {
            SCRUB: { actions: ['keepSeekTarget', seekToCurrent] },
            // the element's time lags the drag: the thumb follows the reader
            MEDIA_TIME: {},
            SEEK_END: [{ guard: 'resumeAfterSeek', target: 'starting' }, { target: 'paused' }],
            // pausing mid-drag (the media hidden) keeps it paused on release
            PAUSE: { actions: 'stayPaused' },
          },
        },
        failed: {
          tags: ['failed'],
          on: { SEEK_BY: {}, MEDIA_TIME: {} },
        },
      },
    },
    controls: {
      initial: 'pinned',
      on: { FOCUS_WITHIN: { actions: 'keepFocus' } },
      states: {
        pinned: {
          tags: ['controlsShown'],
          always: { guard: 'playing', target: 'shown' },
        },
        shown: {
          tags: ['controlsShown'],
          always: { guard: not('playing'), target: 'pinned' },
          after: { CONTROLS_HIDE: { guard: 'focusOutside', target: 'hidden' } },
          on: {
            ACTIVITY: { target: 'shown', reenter: true },
            // focus leaving starts the wait again
            FOCUS_WITHIN: { target: 'shown', reenter: true, actions: 'keepFocus' },
          },
        },
        hidden: {
          always: { guard: not('playing'), target: 'pinned' },
          on: {
            ACTIVITY: 'shown',
            FOCUS_WITHIN: { target: 'shown', actions: 'keepFocus' },
          },
        },
      },
    },
    visualiser: {
      initial: 'off',
      states: {
        off: {
          always: { guard: 'visualiserWanted', target: 'running' },
        },
        running: {
          tags: ['visualising'],
          always: { guard: not('visualiserWanted'), target: 'off', actions: 'silence' },
          invoke: {
            id: 'analyser',
            src: 'analyser',
            input: { fftSize: ANALYSER_FFT_SIZE, smoothing: ANALYSER_SMOOTHING },
          },
          on: { FREQUENCIES: { actions: 'keepBands' } },
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                VISUALISER_REFRESH: {
                  target: 'waiting',
                  reenter: true,
                  actions: sendTo('analyser', { type: 'SAMPLE' } satisfies AnalyserCommand),
                },
              },
            },
          },
        },
      },
    },
  },
});

export type AudioPlayerMachine = typeof audioPlayerMachine;
export type AudioPlayerActor = ActorRefFrom<AudioPlayerMachine>;
export type AudioPlayerSnapshot = SnapshotFrom<AudioPlayerMachine>;
