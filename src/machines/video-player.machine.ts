import {
  assign,
  emit,
  enqueueActions,
  fromCallback,
  raise,
  setup,
  stateIn,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  clampTime,
  CONTROLS_AUTO_HIDE_MS,
  DOUBLE_CLICK_WINDOW_MS,
  frameStep,
  keyCommand,
  SCROLL_CHECK_THROTTLE_MS,
  seekBy,
  setVolume,
  stepVolume,
  toggleMute,
  VOLUME_STEP,
  type PlayerPreferences,
} from './video-player-rules';
import {
  initialVideoContext,
  type PictureInPictureHandover,
  type VideoPlayerContext,
  type VideoPlayerEvent,
  type VideoPlayerInput,
} from './video-player-types';

export * from './video-player-types';

/**
 * One video (or gifv) player, also in the editable media mode.
 *
 *   concealed (the media viewer's overlay) --REVEAL--> revealed
 *             \-> revealed at once when the viewer shows it from the start (until hidden once) or in editable
 *                media mode (which cannot hide it)
 *   revealed --HIDE--> concealed: a playing video is paused and full screen is left first
 *
 *   revealed runs five regions side by side:
 *   playback:   starting --> playing (autoplay: a gifv unless motion is reduced, or asked) | paused
 *               paused <--TOGGLE_PLAY / element PLAYING, PAUSED, ENDED--> playing
 *               SCRUB_START --> scrubbing.fromPaused | scrubbing.fromPlaying (paused while dragging)
 *               SCRUB_END --> back to paused, or playing again when it was playing before the drag
 *               HAND_BACK (the viewer it opened closed) --> paused at the viewer's position (ignored mid-drag)
 *               scrolled out of view while playing --> paused, handing over to picture-in-picture (emitted
 *               `pip.handover`) when the place offers it and the layout is not mobile
 *   screen:     windowed <--FULLSCREEN_CHANGED--> fullScreen (requests are effects; the browser's answer moves it)
 *   controls:   idle <--pointer movement, key press, click--> active (4000 ms after the last, back to idle)
 *               held while keyboard focus is inside the controls; leaving the player hides them at once
 *   clicks:     idle --CLICK--> waiting --250 ms--> toggle play; a second CLICK while waiting toggles full
 *               screen instead, and the pending play toggle is dropped
 *   visibility: ready --VISIBILITY--> throttled (150 ms): the first report is checked at once, the latest
 *               report of the window once it ends (leading and trailing)
 *
 * Controls rule: they are shown whenever the video is not playing (paused or being dragged), and while it
 * plays only after pointer movement or a key press (for 4000 ms), or while focus is inside them
 * (`controlsShown`). Volume rules live in media-player-rules.ts; a gifv has no sound: it loops muted, and
 * mute and volume commands do nothing and save nothing. Keys come in as KEY and become commands
 * (`keyCommand`); frame steps only apply while paused.
 *
 * Effects are injected actions: `play`, `pause`, `seek` ({ time }), `applyVolume` ({ volume, muted }),
 * `savePreferences` ({ volume, muted }), `enterFullScreen`, `exitFullScreen`, and `handOver` (by default the
 * emitted `pip.handover`). The element's own events come in as PLAYING, PAUSED, ENDED, TIME_UPDATE, DURATION
 * and FULLSCREEN_CHANGED; the owner of `play` reports PAUSED when the browser refuses to play. The three waits
 * (250 ms, 4000 ms, 150 ms) run on the injected `timer` actor (setTimeout by default), whose events
 * (CLICK_WINDOW_ENDED, CONTROLS_IDLE, SCROLL_CHECK_DUE) only arrive while the state that started it lasts.
 * The events `revealed` handles itself (HIDE, KEY, the volume ones) are handled by no region: in XState v5 a
 * parallel parent's transition only runs when none of its regions takes the event. A key press reaches the
 * controls as the raised ACTIVITY. Tags: overlay, paused, playing, scrubbing, fullScreen, controlsActive.
 */

type Of<T extends VideoPlayerEvent['type']> = Extract<VideoPlayerEvent, { type: T }>;
const preferencesOf = (context: VideoPlayerContext): PlayerPreferences => ({
  volume: context.volume,
  muted: context.muted,
});

const commandOf = (event: VideoPlayerEvent) => (event.type === 'KEY' ? keyCommand(event) : null);

const PLAYING = '#videoPlayer.revealed.playback.playing';
const FULL_SCREEN = '#videoPlayer.revealed.screen.fullScreen';

/** The playback time goes to the element (after a seek, and where the element starts). */
const seekElement = {
  type: 'seek',
  params: ({ context }: { context: VideoPlayerContext }) => ({ time: context.currentTime }),
} as const;
/** The element takes the volume and mute switch (the restored ones when it starts; a gifv is always muted). */
const applyVolume = {
  type: 'applyVolume',
  params: ({ context }: { context: VideoPlayerContext }) => preferencesOf(context),
} as const;
/** A changed volume or mute switch is kept for the next player. */
const savePreferences = {
  type: 'savePreferences',
  params: ({ context }: { context: VideoPlayerContext }) => preferencesOf(context),
} as const;

/** What a timer is given: how long, and the event it sends back then. */
interface TimerInput {
  ms: number;
  event: VideoPlayerEvent;
}
const CLICK_WINDOW_ENDED = { type: 'CLICK_WINDOW_ENDED' } as const;
const CONTROLS_IDLE = { type: 'CONTROLS_IDLE' } as const;
const SCROLL_CHECK_DUE = { type: 'SCROLL_CHECK_DUE' } as const;

/** Activity that shows the controls (restarting their 4000 ms while they are shown). */
const showControls = { target: 'active', reenter: true } as const;

export const videoPlayerMachine = setup({
  types: {} as {
    context: VideoPlayerContext;
    events: VideoPlayerEvent;
    input: VideoPlayerInput;
    emitted: PictureInPictureHandover;
  },
  actors: {
    /** Sends `event` back once `ms` have passed (stopped with the state that started it). */
    timer: fromCallback<VideoPlayerEvent, TimerInput>(({ input, sendBack }) => {
      const id = setTimeout(() => sendBack(input.event), input.ms);
      return () => clearTimeout(id);
    }),
  },
  guards: {
    shownAtOnce: ({ context }) => context.showAtOnce,
    hidable: ({ context }) => !context.editable,
    autoPlay: ({ context }) => context.autoPlay,
    hasSound: ({ context }) => context.kind === 'video',
    canHandOver: ({ context }) => context.pictureInPicture && !context.mobile,
    commandKey: ({ event }) => commandOf(event) !== null,
    outOfView: ({ event }) => event.type === 'VISIBILITY' && !event.visible,
    fullScreenOn: ({ event }) => event.type === 'FULLSCREEN_CHANGED' && event.active,
    fullScreenOff: ({ event }) => event.type === 'FULLSCREEN_CHANGED' && !event.active,
  },
  actions: {
    keepDuration: assign(({ context, event }) => {
      const duration = Math.max(0, (event as Of<'DURATION'>).duration || 0);
      return { duration, currentTime: clampTime(context.currentTime, duration) };
    }),
    forgetShowAtOnce: assign({ showAtOnce: false }),
    keepLayout: assign({ mobile: ({ event }) => (event as Of<'LAYOUT'>).mobile }),
    keepTime: assign({
      currentTime: ({ context, event }) => clampTime((event as Of<'TIME_UPDATE'>).currentTime, context.duration),
    }),
    keepEnd: assign({ currentTime: ({ context }) => context.duration || context.currentTime }),
    seekBy: assign({
      currentTime: ({ context, event }) =>
        seekBy(context.currentTime, (event as Of<'SEEK_BY'>).seconds, context.duration),
    }),
    seekTo: assign({
      currentTime: ({ context, event }) =>
        clampTime((event as Of<'SEEK_TO' | 'SCRUB_START' | 'SCRUB_MOVE' | 'HAND_BACK'>).time, context.duration),
    }),
    frameStep: assign({
      currentTime: ({ context, event }) =>
        frameStep(context.currentTime, (event as Of<'FRAME_STEP'>).direction, context.frameRate, context.duration),
    }),
    toggleMute: assign(({ context }) => toggleMute(preferencesOf(context))),
    stepVolume: assign(({ context, event }) =>
      stepVolume(preferencesOf(context), (event as Of<'VOLUME_STEP'>).direction * VOLUME_STEP),
    ),
    setVolume: assign(({ context, event }) => setVolume(preferencesOf(context), (event as Of<'VOLUME_SET'>).volume)),
    /** A key press becomes the command it stands for (nothing for other keys). */
    showControls: raise({ type: 'ACTIVITY' }),
    runKey: raise(({ event }) => commandOf(event)!),
    handOver: emit(({ context }) => ({
      type: 'pip.handover' as const,
      currentTime: context.currentTime,
      volume: context.volume,
      muted: context.muted,
    })),
    // Provided by the view: the media element, the full screen API and the stored preferences.
    play: () => {},
    pause: () => {},
    seek: (_, _params: { time: number }) => {},
    applyVolume: (_, _params: PlayerPreferences) => {},
    savePreferences: (_, _params: PlayerPreferences) => {},
    enterFullScreen: () => {},
    exitFullScreen: () => {},
  },
}).createMachine({
  id: 'videoPlayer',
  context: ({ input }) => initialVideoContext(input),
  initial: 'concealed',
  on: {
    DURATION: { actions: 'keepDuration' },
    LAYOUT: { actions: 'keepLayout' },
  },
  states: {
    concealed: {
      tags: ['overlay'],
      always: { guard: 'shownAtOnce', target: 'revealed' },
      on: { REVEAL: 'revealed' },
    },
    revealed: {
      type: 'parallel',
      entry: applyVolume,
      on: {
        HIDE: {
          guard: 'hidable',
          target: 'concealed',
          actions: enqueueActions(({ enqueue, check }) => {
            if (check(stateIn(PLAYING))) enqueue('pause');
            if (check(stateIn(FULL_SCREEN))) enqueue('exitFullScreen');
            enqueue('forgetShowAtOnce');
          }),
        },
        // (the regions never handle KEY themselves, so this handler is never shadowed by one of them)
        KEY: [{ guard: 'commandKey', actions: ['showControls', 'runKey'] }, { actions: 'showControls' }],
        TOGGLE_MUTE: { guard: 'hasSound', actions: ['toggleMute', applyVolume, savePreferences] },
        VOLUME_STEP: { guard: 'hasSound', actions: ['stepVolume', applyVolume, savePreferences] },
        VOLUME_SET: { guard: 'hasSound', actions: ['setVolume', applyVolume, savePreferences] },
      },
      states: {
        playback: {
          initial: 'starting',
          states: {
            starting: {
              entry: seekElement,
              always: [{ guard: 'autoPlay', target: 'playing', actions: 'play' }, { target: 'paused' }],
            },
            paused: {
              tags: ['paused'],
              on: {
                TOGGLE_PLAY: { target: 'playing', actions: 'play' },
                PLAYING: 'playing',
                TIME_UPDATE: { actions: 'keepTime' },
                SEEK_BY: { actions: ['seekBy', seekElement] },
                SEEK_TO: { actions: ['seekTo', seekElement] },
                FRAME_STEP: { actions: ['frameStep', seekElement] },
                SCRUB_START: { target: 'scrubbing.fromPaused', actions: ['seekTo', seekElement] },
                HAND_BACK: { actions: ['seekTo', seekElement] },
              },
            },
            playing: {
              tags: ['playing'],
              on: {
                TOGGLE_PLAY: { target: 'paused', actions: 'pause' },
                PAUSED: 'paused',
                ENDED: { target: 'paused', actions: 'keepEnd' },
                TIME_UPDATE: { actions: 'keepTime' },
                SEEK_BY: { actions: ['seekBy', seekElement] },
                SEEK_TO: { actions: ['seekTo', seekElement] },
                SCRUB_START: { target: 'scrubbing.fromPlaying', actions: ['pause', 'seekTo', seekElement] },
                // coming back from the viewer never starts sound by itself
                HAND_BACK: { target: 'paused', actions: ['pause', 'seekTo', seekElement] },
                SCROLLED_OUT: [
                  { guard: 'canHandOver', target: 'paused', actions: ['pause', 'handOver'] },
                  { target: 'paused', actions: 'pause' },
                ],
              },
            },
            // the seek bar is being dragged: the element's own reports wait until the drag ends
            scrubbing: {
              tags: ['scrubbing'],
              on: { SCRUB_MOVE: { actions: ['seekTo', seekElement] } },
              initial: 'fromPaused',
              states: {
                fromPaused: { on: { SCRUB_END: '#videoPlayer.revealed.playback.paused' } },
                fromPlaying: { on: { SCRUB_END: { target: PLAYING, actions: 'play' } } },
              },
            },
          },
        },
        screen: {
          initial: 'windowed',
          states: {
            windowed: {
              on: {
                TOGGLE_FULLSCREEN: { actions: 'enterFullScreen' },
                FULLSCREEN_CHANGED: { guard: 'fullScreenOn', target: 'fullScreen' },
              },
            },
            fullScreen: {
              tags: ['fullScreen'],
              on: {
                TOGGLE_FULLSCREEN: { actions: 'exitFullScreen' },
                EXIT_FULLSCREEN: { actions: 'exitFullScreen' },
                FULLSCREEN_CHANGED: { guard: 'fullScreenOff', target: 'windowed' },
              },
            },
          },
        },
        controls: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                POINTER_MOVE: 'active',
                ACTIVITY: 'active',
                CLICK: 'active',
                FOCUS_ENTER: 'held',
              },
            },
            active: {
              tags: ['controlsActive'],
              invoke: { id: 'controlsTimer', src: 'timer', input: { ms: CONTROLS_AUTO_HIDE_MS, event: CONTROLS_IDLE } },
              on: {
                CONTROLS_IDLE: 'idle',
                POINTER_MOVE: showControls,
                ACTIVITY: showControls,
                CLICK: showControls,
                POINTER_LEAVE: 'idle',
                FOCUS_ENTER: 'held',
              },
            },
            held: {
              tags: ['controlsActive'],
              on: { FOCUS_LEAVE: 'active' },
            },
          },
        },
        clicks: {
          initial: 'idle',
          states: {
            idle: { on: { CLICK: 'waiting' } },
            waiting: {
              invoke: {
                id: 'clickTimer',
                src: 'timer',
                input: { ms: DOUBLE_CLICK_WINDOW_MS, event: CLICK_WINDOW_ENDED },
              },
              on: {
                CLICK_WINDOW_ENDED: { target: 'idle', actions: raise({ type: 'TOGGLE_PLAY' }) },
                CLICK: { target: 'idle', actions: raise({ type: 'TOGGLE_FULLSCREEN' }) },
              },
            },
          },
        },
        visibility: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                VISIBILITY: [
                  { guard: 'outOfView', target: 'throttled', actions: raise({ type: 'SCROLLED_OUT' }) },
                  { target: 'throttled' },
                ],
              },
            },
            throttled: {
              initial: 'inView',
              invoke: {
                id: 'scrollTimer',
                src: 'timer',
                input: { ms: SCROLL_CHECK_THROTTLE_MS, event: SCROLL_CHECK_DUE },
              },
              on: {
                VISIBILITY: [{ guard: 'outOfView', target: '.outOfView' }, { target: '.inView' }],
                SCROLL_CHECK_DUE: [
                  {
                    guard: stateIn('#videoPlayer.revealed.visibility.throttled.outOfView'),
                    target: 'throttled',
                    reenter: true,
                    actions: raise({ type: 'SCROLLED_OUT' }),
                  },
                  { target: 'ready' },
                ],
              },
              states: { inView: {}, outOfView: {} },
            },
          },
        },
      },
    },
  },
});

/** Whether the controls show: always unless the video plays, and while it plays after recent activity. */
export function controlsShown(snapshot: VideoPlayerSnapshot): boolean {
  if (!snapshot.matches('revealed')) return false;
  return !snapshot.hasTag('playing') || snapshot.hasTag('controlsActive');
}

export const videoPlaying = (snapshot: VideoPlayerSnapshot): boolean => snapshot.hasTag('playing');
export const videoFullScreen = (snapshot: VideoPlayerSnapshot): boolean => snapshot.hasTag('fullScreen');
/** The reader drags the seek bar (the time follows without seeking until it is let go). */
export const videoScrubbing = (snapshot: VideoPlayerSnapshot): boolean => snapshot.hasTag('scrubbing');

export type VideoPlayerMachine = typeof videoPlayerMachine;
export type VideoPlayerActor = ActorRefFrom<VideoPlayerMachine>;
export type VideoPlayerSnapshot = SnapshotFrom<VideoPlayerMachine>;
