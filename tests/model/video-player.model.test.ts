import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyActorRef } from 'xstate';
import {
  controlsShown,
  videoPlayerMachine,
  type VideoPlayerEvent,
  type VideoPlayerInput,
  type VideoPlayerSnapshot,
} from '../../src/machines/video-player.machine';
import { assertFullCoverage, CoverageRecorder, writeCoverage } from './harness/coverage';
import { describePath } from './harness/model-paths';
import { pathsOf, runModelPath, type ModelSpec } from './model-harness';

/**
 * The video player chart's model, replayed on real actors with every media effect spied on and the three
 * timers (double-click window, controls auto-hide, visibility throttle) as an inert `timer` actor whose
 * events the model sends itself, so the paths decide exactly when each wait ends. Two starts share one
 * coverage record and must reach 100 % together: a video behind the overlay (the whole chart: playback, the
 * media viewer's hand-back, dragging, full screen, controls, clicks, visibility with picture-in-picture, layout
 * changes, volume) and a gifv in editable media mode (shown at once and never hidden; it autoplays muted and has
 * no sound to change).
 *
 * The samples keep the context small: the duration is unknown (0) and the time stays at 0 (seeks, frame steps
 * and drags all land on 0, so they take their transitions without new contexts), the volume sits at 1 (steps
 * up and the slider only unmute); what changes is muted and mobile. The arithmetic of seeking and volume is in
 * tests/unit/media/media-player-rules.test.ts, that of frame steps in video-player-rules.test.ts, and the chart's
 * use of both in video-player-machine.test.ts.
 */

const log: string[] = [];
const logged = (name: string) => vi.fn(() => void log.push(name));
const effects = {
  play: logged('play'),
  pause: logged('pause'),
  seek: logged('seek'),
  applyVolume: logged('applyVolume'),
  savePreferences: logged('savePreferences'),
  enterFullScreen: logged('enterFullScreen'),
  exitFullScreen: logged('exitFullScreen'),
  handOver: logged('handOver'),
};
// every path starts with an empty log (the harness clears the spies)
beforeEach(() => {
  log.length = 0;
});

const machine = videoPlayerMachine.provide({ actions: effects });
// the timers never fire on their own: the model sends CLICK_WINDOW_ENDED, CONTROLS_IDLE and SCROLL_CHECK_DUE
const inertTimer = fromCallback<VideoPlayerEvent, { ms: number; event: VideoPlayerEvent }>(() => () => {});

const lastParams = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1)?.[1] as unknown;
const lastOf = (...names: string[]) => log.filter((name) => names.includes(name)).at(-1);

const ALL_EVENTS: VideoPlayerEvent[] = [
  { type: 'REVEAL' },
  { type: 'HIDE' },
  { type: 'TOGGLE_PLAY' },
  { type: 'PLAYING' },
  { type: 'PAUSED' },
  { type: 'ENDED' },
  { type: 'TIME_UPDATE', currentTime: 0 },
  { type: 'DURATION', duration: 0 },
  { type: 'SEEK_BY', seconds: -5 },
  { type: 'SEEK_TO', time: 0 },
  { type: 'HAND_BACK', time: 0 },
  { type: 'FRAME_STEP', direction: -1 },
  { type: 'SCRUB_START', time: 0 },
  { type: 'SCRUB_MOVE', time: 0 },
  { type: 'SCRUB_END' },
  { type: 'TOGGLE_FULLSCREEN' },
  { type: 'EXIT_FULLSCREEN' },
  { type: 'FULLSCREEN_CHANGED', active: true },
  { type: 'FULLSCREEN_CHANGED', active: false },
  { type: 'TOGGLE_MUTE' },
  { type: 'VOLUME_STEP', direction: 1 },
  { type: 'VOLUME_SET', volume: 1 },
  { type: 'CLICK' },
  { type: 'KEY', key: 'k' },
  { type: 'KEY', key: 'Tab' },
  { type: 'POINTER_MOVE' },
  { type: 'POINTER_LEAVE' },
  { type: 'FOCUS_ENTER' },
  { type: 'FOCUS_LEAVE' },
  { type: 'VISIBILITY', visible: true },
  { type: 'VISIBILITY', visible: false },
  { type: 'LAYOUT', mobile: true },
  { type: 'LAYOUT', mobile: false },
];

type Spec = ModelSpec<typeof machine> & { input: VideoPlayerInput };

const expectations: Spec['expectations'] = {
  concealed: (snapshot) => {
    expect(snapshot.hasTag('overlay')).toBe(true);
    expect(controlsShown(snapshot)).toBe(false);
    expect(snapshot.context.editable).toBe(false);
  },
  revealed: (snapshot) => {
    const { volume, muted } = snapshot.context;
    // the element always has the chart's volume and mute switch, and what was saved is what it has
    expect(lastParams(effects.applyVolume)).toEqual({ volume, muted });
    if (effects.savePreferences.mock.calls.length > 0)
      expect(lastParams(effects.savePreferences)).toEqual({ volume, muted });
    // a seek always goes to the chart's time
    if (effects.seek.mock.calls.length > 0)
      expect(lastParams(effects.seek)).toEqual({ time: snapshot.context.currentTime });
    // hand-overs only ever happen outside the mobile layout, right after pausing the video
    for (const [args] of effects.handOver.mock.calls as unknown as Array<
      [{ context: VideoPlayerSnapshot['context'] }]
    >) {
      expect(args.context.mobile).toBe(false);
      expect(args.context.pictureInPicture).toBe(true);
    }
    log.forEach((name, i) => {
      if (name === 'handOver') expect(log[i - 1]).toBe('pause');
    });
  },
  'revealed.playback.paused': (snapshot) => {
    // a video that is not playing always shows its controls
    expect(controlsShown(snapshot)).toBe(true);
  },
  'revealed.playback.scrubbing': (snapshot) => {
    expect(controlsShown(snapshot)).toBe(true);
  },
  'revealed.playback.scrubbing.fromPlaying': () => {
    // the drag paused the video it interrupted
    expect(lastOf('play', 'pause')).toBe('pause');
  },
  'revealed.controls.idle': (snapshot) => {
    // without recent activity or focus, a playing video hides its controls
    if (snapshot.hasTag('playing')) expect(controlsShown(snapshot)).toBe(false);
  },
  'revealed.controls.active': (snapshot) => {
    expect(controlsShown(snapshot)).toBe(true);
  },
  'revealed.controls.held': (snapshot) => {
    expect(controlsShown(snapshot)).toBe(true);
  },
};

const STARTS: Array<[string, Spec, string]> = [
  [
    'a video behind the overlay',
    {
      name: 'video-player',
      machine,
      input: {
        kind: 'video',
        revealed: false,
        duration: 0,
        preferences: { volume: 1, muted: false },
        pictureInPicture: true,
        mobile: false,
      },
      actors: { timer: inertTimer },
      events: ALL_EVENTS,
      limit: 100_000,
      expectations,
    },
    'concealed',
  ],
  [
    'a gifv in editable media mode',
    {
      name: 'video-player',
      machine,
      input: { kind: 'gifv', editable: true, duration: 0, preferences: { volume: 1, muted: false } },
      actors: { timer: inertTimer },
      events: ALL_EVENTS,
      limit: 100_000,
      expectations: {
        ...expectations,
        revealed: (snapshot, scripted) => {
          expectations.revealed!(snapshot, scripted);
          // a gifv has no sound: always muted, nothing saved
          expect(snapshot.context.muted).toBe(true);
          expect(effects.savePreferences).not.toHaveBeenCalled();
        },
      },
    },
    'playing',
  ],
];

/** Where a start is: concealed, or the playback state once revealed. */
function startState(snapshot: VideoPlayerSnapshot): string {
  const value = snapshot.value as string | { revealed: { playback: string } };
  return typeof value === 'string' ? value : value.revealed.playback;
}

describe('model: video-player', () => {
  const recorder = new CoverageRecorder(machine);
  for (const [label, spec, first] of STARTS) {
    describe(`starting with ${label}`, () => {
      // the transient first states are left while the actor is created, before the harness knows its root
      it(`starts ${first}`, () => {
        const actor = createActor(machine.provide({ actors: { timer: inertTimer } }), {
          input: spec.input,
          inspect: recorder.inspector((ref) => (ref as AnyActorRef)._parent === undefined),
        });
        actor.start();
        expect(startState(actor.getSnapshot())).toBe(first);
        actor.stop();
      });
      pathsOf(spec).forEach((path, i) => {
        it(`path ${i + 1}: ${describePath(path)}`, async () => {
          await runModelPath(spec, path, recorder);
        });
      });
    });
  }
  it('covers every state and transition of video-player', () => {
    const coverage = recorder.report('video-player', null);
    writeCoverage(coverage);
    assertFullCoverage(coverage);
  });
});
