import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  controlsShown,
  videoPlayerMachine,
  type PictureInPictureHandover,
  type VideoPlayerEvent,
  type VideoPlayerInput,
} from '../../../src/machines/video-player.machine';

/** A started player with every effect spied on, and the picture-in-picture hand-overs it emitted. */
function player(input: Partial<VideoPlayerInput> = {}) {
  const effects = {
    play: vi.fn(),
    pause: vi.fn(),
    seek: vi.fn(),
    applyVolume: vi.fn(),
    savePreferences: vi.fn(),
    enterFullScreen: vi.fn(),
    exitFullScreen: vi.fn(),
  };
  const machine = videoPlayerMachine.provide({ actions: effects });
  const actor = createActor(machine, { input: { kind: 'video', revealed: true, duration: 60, ...input } });
  const handovers: PictureInPictureHandover[] = [];
  actor.on('pip.handover', (event) => handovers.push(event));
  actor.start();
  const send = (...events: VideoPlayerEvent[]) => events.forEach((event) => actor.send(event));
  const snapshot = () => actor.getSnapshot();
  const playback = () => (snapshot().value as { revealed?: { playback: unknown } }).revealed?.playback;
  const paramsOf = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.map((call) => call[1] as unknown);
  return { actor, effects, handovers, send, snapshot, playback, paramsOf };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('video player: showing and hiding', () => {
  it('starts behind the overlay unless the media viewer shows it', () => {
    const hidden = player({ revealed: false });
    expect(hidden.snapshot().value).toBe('concealed');
    expect(hidden.snapshot().hasTag('overlay')).toBe(true);
    expect(controlsShown(hidden.snapshot())).toBe(false);
    hidden.send({ type: 'TOGGLE_PLAY' }, { type: 'KEY', key: 'k' });
    expect(hidden.effects.play).not.toHaveBeenCalled();
    hidden.send({ type: 'REVEAL' });
    expect(hidden.playback()).toBe('paused');
  });

  it('a video the viewer showed from the start stays behind the overlay once hidden, until revealed again', () => {
    const { snapshot, send, playback } = player({ revealed: true });
    expect(playback()).toBe('paused');
    send({ type: 'HIDE' });
    expect(snapshot().value).toBe('concealed');
    send({ type: 'REVEAL' });
    expect(playback()).toBe('paused');
  });

  it('editable media mode shows the video at once and cannot hide it', () => {
    const { snapshot, send } = player({ revealed: false, editable: true });
    expect(snapshot().matches('revealed')).toBe(true);
    send({ type: 'HIDE' });
    expect(snapshot().matches('revealed')).toBe(true);
  });

  it('hiding pauses a playing video and leaves full screen', () => {
    const { send, snapshot, effects } = player();
    send({ type: 'TOGGLE_PLAY' }, { type: 'FULLSCREEN_CHANGED', active: true }, { type: 'HIDE' });
    expect(snapshot().value).toBe('concealed');
    expect(effects.pause).toHaveBeenCalledTimes(1);
    expect(effects.exitFullScreen).toHaveBeenCalledTimes(1);
  });

  it('hiding a paused, windowed video has nothing to stop', () => {
    const { send, snapshot, effects } = player();
    send({ type: 'HIDE' });
    expect(snapshot().value).toBe('concealed');
    expect(effects.pause).not.toHaveBeenCalled();
    expect(effects.exitFullScreen).not.toHaveBeenCalled();
  });
});

describe('video player: playback', () => {
  it('a video waits to be played; the element starts at the start time with the restored volume', () => {
    const { playback, effects, paramsOf } = player({ startTime: 12, preferences: { volume: 0.3, muted: true } });
    expect(playback()).toBe('paused');
    expect(effects.play).not.toHaveBeenCalled();
    expect(paramsOf(effects.seek)).toEqual([{ time: 12 }]);
    expect(paramsOf(effects.applyVolume)).toEqual([{ volume: 0.3, muted: true }]);
  });

  it('a gifv autoplays muted, loops and has no sound to change or save', () => {
    const { playback, effects, snapshot, send, paramsOf } = player({ kind: 'gifv', preferences: { muted: false } });
    expect(playback()).toBe('playing');
    expect(effects.play).toHaveBeenCalledTimes(1);
    expect(paramsOf(effects.applyVolume)).toEqual([{ volume: 0.5, muted: true }]);
    send({ type: 'TOGGLE_MUTE' }, { type: 'VOLUME_STEP', direction: 1 }, { type: 'VOLUME_SET', volume: 1 });
    expect(snapshot().context).toMatchObject({ volume: 0.5, muted: true });
    expect(effects.savePreferences).not.toHaveBeenCalled();
  });

  it('with motion reduced a gifv waits to be played, unless the reader asked for it to play', () => {
    const still = player({ kind: 'gifv', reducedMotion: true });
    expect(still.playback()).toBe('paused');
    expect(still.effects.play).not.toHaveBeenCalled();
    still.send({ type: 'TOGGLE_PLAY' });
    expect(still.playback()).toBe('playing');
    expect(player({ kind: 'gifv', reducedMotion: true, autoPlay: true }).playback()).toBe('playing');
  });

  it('play and pause go to the element; the element own reports keep the state true', () => {
    const { send, playback, effects } = player();
    send({ type: 'TOGGLE_PLAY' });
    expect(playback()).toBe('playing');
    expect(effects.play).toHaveBeenCalledTimes(1);
    // the browser refused or paused on its own
    send({ type: 'PAUSED' });
    expect(playback()).toBe('paused');
    send({ type: 'PLAYING' });
    expect(playback()).toBe('playing');
    send({ type: 'TOGGLE_PLAY' });
    expect(playback()).toBe('paused');
    expect(effects.pause).toHaveBeenCalledTimes(1);
  });

  it('the end of the video pauses at its duration', () => {
    const { send, playback, snapshot } = player({ duration: 30 });
    send({ type: 'TOGGLE_PLAY' }, { type: 'TIME_UPDATE', currentTime: 29.5 }, { type: 'ENDED' });
    expect(playback()).toBe('paused');
    expect(snapshot().context.currentTime).toBe(30);
  });

  it('dragging the seek bar pauses and resumes on release when it was playing', () => {
    const { send, playback, effects, snapshot, paramsOf } = player();
    send({ type: 'TOGGLE_PLAY' }, { type: 'SCRUB_START', time: 10 });
    expect(playback()).toEqual({ scrubbing: 'fromPlaying' });
    expect(effects.pause).toHaveBeenCalledTimes(1);
    send({ type: 'SCRUB_MOVE', time: 20 }, { type: 'TIME_UPDATE', currentTime: 3 }, { type: 'SCRUB_MOVE', time: 90 });
    // the drag position wins over the element's reports, within the duration
    expect(snapshot().context.currentTime).toBe(60);
    expect(paramsOf(effects.seek).slice(-3)).toEqual([{ time: 10 }, { time: 20 }, { time: 60 }]);
    send({ type: 'SCRUB_END' });
    expect(playback()).toBe('playing');
    expect(effects.play).toHaveBeenCalledTimes(2);
  });

  it('dragging the seek bar of a paused video leaves it paused on release', () => {
    const { send, playback, effects } = player();
    send({ type: 'SCRUB_START', time: 10 }, { type: 'SCRUB_END' });
    expect(playback()).toBe('paused');
    expect(effects.play).not.toHaveBeenCalled();
  });
});

describe('video player: the media viewer hands back', () => {
  it('a playing video pauses and goes to where the viewer left it', () => {
    const { send, playback, effects, paramsOf, snapshot } = player({ autoPlay: true });
    expect(playback()).toBe('playing');
    send({ type: 'HAND_BACK', time: 21 });
    expect(playback()).toBe('paused');
    expect(effects.pause).toHaveBeenCalledTimes(1);
    expect(snapshot().context.currentTime).toBe(21);
    expect(paramsOf(effects.seek).at(-1)).toEqual({ time: 21 });
  });

  it('a paused video stays paused there; the time is kept within the duration', () => {
    const { send, playback, effects, paramsOf, snapshot } = player();
    send({ type: 'HAND_BACK', time: 90 });
    expect(playback()).toBe('paused');
    expect(effects.play).not.toHaveBeenCalled();
    expect(snapshot().context.currentTime).toBe(60);
    expect(paramsOf(effects.seek).at(-1)).toEqual({ time: 60 });
  });

  it('the reader dragging the seek bar wins over the hand-back', () => {
    const { send, snapshot } = player();
    send({ type: 'SCRUB_START', time: 5 }, { type: 'HAND_BACK', time: 30 });
    expect(snapshot().hasTag('scrubbing')).toBe(true);
    expect(snapshot().context.currentTime).toBe(5);
  });
});

describe('video player: clicks', () => {
  it('a single click toggles play only once the 250 ms double-click window has passed', async () => {
    const { send, playback } = player();
    send({ type: 'CLICK' });
    await vi.advanceTimersByTimeAsync(249);
    expect(playback()).toBe('paused');
    await vi.advanceTimersByTimeAsync(1);
    expect(playback()).toBe('playing');
  });

  it('a second click inside the window toggles full screen and drops the pending play toggle', async () => {
    const { send, playback, effects } = player();
    send({ type: 'CLICK' });
    await vi.advanceTimersByTimeAsync(200);
    send({ type: 'CLICK' });
    expect(effects.enterFullScreen).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(playback()).toBe('paused');
    expect(effects.play).not.toHaveBeenCalled();
  });
});

describe('video player: full screen', () => {
  it('toggling asks the browser; the browser answer moves the player; Escape only leaves', () => {
    const { send, snapshot, effects } = player();
    send({ type: 'KEY', key: 'Escape' });
    expect(effects.exitFullScreen).not.toHaveBeenCalled();
    send({ type: 'KEY', key: 'f' });
    expect(effects.enterFullScreen).toHaveBeenCalledTimes(1);
    expect(snapshot().hasTag('fullScreen')).toBe(false);
    send({ type: 'FULLSCREEN_CHANGED', active: true });
    expect(snapshot().hasTag('fullScreen')).toBe(true);
    send({ type: 'KEY', key: 'Escape' });
    expect(effects.exitFullScreen).toHaveBeenCalledTimes(1);
    send({ type: 'KEY', key: 'f' });
    expect(effects.exitFullScreen).toHaveBeenCalledTimes(2);
    send({ type: 'FULLSCREEN_CHANGED', active: false });
    expect(snapshot().hasTag('fullScreen')).toBe(false);
  });
});

describe('video player: controls', () => {
  it('controls show while paused, hide once playing without activity', () => {
    const { send, snapshot } = player();
    expect(controlsShown(snapshot())).toBe(true);
    send({ type: 'PLAYING' });
    expect(controlsShown(snapshot())).toBe(false);
  });

  it('pointer movement shows the controls of a playing video for 4000 ms after the last movement', async () => {
    const { send, snapshot } = player();
    send({ type: 'PLAYING' }, { type: 'POINTER_MOVE' });
    expect(controlsShown(snapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    send({ type: 'POINTER_MOVE' });
    await vi.advanceTimersByTimeAsync(3999);
    expect(controlsShown(snapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(controlsShown(snapshot())).toBe(false);
  });

  it('a key press shows the controls; the pointer leaving hides them at once', () => {
    const { send, snapshot } = player();
    send({ type: 'PLAYING' }, { type: 'KEY', key: 'Tab' });
    expect(controlsShown(snapshot())).toBe(true);
    send({ type: 'POINTER_LEAVE' });
    expect(controlsShown(snapshot())).toBe(false);
  });

  it('focus inside the controls keeps them shown until it leaves, then 4000 ms more', async () => {
    const { send, snapshot } = player();
    send({ type: 'PLAYING' }, { type: 'FOCUS_ENTER' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(controlsShown(snapshot())).toBe(true);
    send({ type: 'FOCUS_LEAVE' });
    await vi.advanceTimersByTimeAsync(4000);
    expect(controlsShown(snapshot())).toBe(false);
  });

  it('controls stay shown while the seek bar is dragged', async () => {
    const { send, snapshot } = player();
    send({ type: 'PLAYING' }, { type: 'SCRUB_START', time: 1 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(controlsShown(snapshot())).toBe(true);
  });
});

describe('video player: keys', () => {
  it('k and space toggle play; keys with Ctrl are left to the browser', () => {
    const { send, playback, effects } = player();
    send({ type: 'KEY', key: 'k' });
    expect(playback()).toBe('playing');
    send({ type: 'KEY', key: ' ' });
    expect(playback()).toBe('paused');
    send({ type: 'KEY', key: 'k', ctrlKey: true }, { type: 'KEY', key: 'f', metaKey: true });
    expect(playback()).toBe('paused');
    expect(effects.enterFullScreen).not.toHaveBeenCalled();
  });

  it('j/left and l/right seek 5 s, within 0 and the duration', () => {
    const { send, snapshot, paramsOf, effects } = player({ duration: 12, startTime: 3 });
    send({ type: 'KEY', key: 'l' });
    expect(snapshot().context.currentTime).toBe(8);
    send({ type: 'KEY', key: 'ArrowRight' });
    expect(snapshot().context.currentTime).toBe(12);
    send({ type: 'KEY', key: 'j' }, { type: 'KEY', key: 'ArrowLeft' }, { type: 'KEY', key: 'j' });
    expect(snapshot().context.currentTime).toBe(0);
    expect(paramsOf(effects.seek)).toEqual([
      { time: 3 },
      { time: 8 },
      { time: 12 },
      { time: 7 },
      { time: 2 },
      { time: 0 },
    ]);
  });

  it('comma and period step one frame at the media frame rate, or 25 fps, only while paused', () => {
    const given = player({ frameRate: 10, startTime: 1 });
    given.send({ type: 'KEY', key: '.' });
    expect(given.snapshot().context.currentTime).toBeCloseTo(1.1);
    const fallback = player({ startTime: 1 });
    fallback.send({ type: 'KEY', key: ',' });
    expect(fallback.snapshot().context.currentTime).toBeCloseTo(0.96);
    fallback.send({ type: 'PLAYING' }, { type: 'KEY', key: ',' });
    expect(fallback.snapshot().context.currentTime).toBeCloseTo(0.96);
  });

  it('m mutes, up and down step the volume; each change reaches the element and is saved', () => {
    const { send, snapshot, effects, paramsOf } = player();
    send({ type: 'KEY', key: 'm' });
    expect(snapshot().context).toMatchObject({ volume: 0.5, muted: true });
    send({ type: 'KEY', key: 'ArrowUp' });
    expect(snapshot().context).toMatchObject({ volume: 0.65, muted: false });
    send({ type: 'KEY', key: 'ArrowDown' }, { type: 'KEY', key: 'ArrowDown' });
    expect(snapshot().context).toMatchObject({ volume: 0.35, muted: false });
    expect(paramsOf(effects.savePreferences)).toEqual([
      { volume: 0.5, muted: true },
      { volume: 0.65, muted: false },
      { volume: 0.5, muted: false },
      { volume: 0.35, muted: false },
    ]);
    // the first applyVolume is the restored one when the element starts
    expect(paramsOf(effects.applyVolume).slice(1)).toEqual(paramsOf(effects.savePreferences));
  });

  it('toggling mute on a silent player unmutes it, at 0.05 when its volume is 0', () => {
    const { send, snapshot, effects, paramsOf } = player();
    // at volume 0 without being muted: the switch unmutes, it does not mute
    send({ type: 'VOLUME_SET', volume: 0 });
    expect(snapshot().context).toMatchObject({ volume: 0, muted: false });
    send({ type: 'TOGGLE_MUTE' });
    expect(snapshot().context).toMatchObject({ volume: 0.05, muted: false });
    // muted at volume 0
    send({ type: 'TOGGLE_MUTE' }, { type: 'VOLUME_SET', volume: 0 });
    expect(snapshot().context).toMatchObject({ volume: 0, muted: true });
    send({ type: 'KEY', key: 'm' });
    expect(snapshot().context).toMatchObject({ volume: 0.05, muted: false });
    expect(paramsOf(effects.savePreferences).at(-1)).toEqual({ volume: 0.05, muted: false });
  });

  it('setting a volume above 0 (slider or up key) unmutes; the down key leaves the mute switch', () => {
    const { send, snapshot } = player();
    send({ type: 'KEY', key: 'm' }, { type: 'KEY', key: 'ArrowDown' });
    expect(snapshot().context).toMatchObject({ volume: 0.35, muted: true });
    send({ type: 'KEY', key: 'ArrowUp' });
    expect(snapshot().context).toMatchObject({ volume: 0.5, muted: false });
    send({ type: 'KEY', key: 'm' }, { type: 'VOLUME_SET', volume: 0.8 });
    expect(snapshot().context).toMatchObject({ volume: 0.8, muted: false });
  });
});

describe('video player: scrolling out of view', () => {
  const pip = { pictureInPicture: true, mobile: false };

  it('a playing video scrolled out pauses and hands over to picture-in-picture at its current time', () => {
    const { send, playback, effects, handovers } = player({ ...pip, preferences: { volume: 0.8 } });
    send({ type: 'TOGGLE_PLAY' }, { type: 'TIME_UPDATE', currentTime: 7 }, { type: 'VISIBILITY', visible: false });
    expect(playback()).toBe('paused');
    expect(effects.pause).toHaveBeenCalledTimes(1);
    expect(handovers).toEqual([{ type: 'pip.handover', currentTime: 7, volume: 0.8, muted: false }]);
  });

  it('no hand-over in the mobile layout or where picture-in-picture is not offered, but still a pause', () => {
    for (const input of [{ ...pip, mobile: true }, { pictureInPicture: false }]) {
      const { send, playback, handovers } = player(input);
      send({ type: 'TOGGLE_PLAY' }, { type: 'VISIBILITY', visible: false });
      expect(playback()).toBe('paused');
      expect(handovers).toEqual([]);
    }
  });

  it('the layout becoming mobile later stops hand-overs', () => {
    const { send, handovers } = player(pip);
    send({ type: 'LAYOUT', mobile: true }, { type: 'TOGGLE_PLAY' }, { type: 'VISIBILITY', visible: false });
    expect(handovers).toEqual([]);
  });

  it('a paused video scrolled out stays as it is', () => {
    const { send, effects, handovers } = player(pip);
    send({ type: 'VISIBILITY', visible: false });
    expect(effects.pause).not.toHaveBeenCalled();
    expect(handovers).toEqual([]);
  });

  it('visibility is checked at most every 150 ms: later reports wait for the end of the window', async () => {
    const { send, playback, handovers } = player(pip);
    send({ type: 'TOGGLE_PLAY' }, { type: 'VISIBILITY', visible: true }, { type: 'VISIBILITY', visible: false });
    expect(playback()).toBe('playing');
    await vi.advanceTimersByTimeAsync(149);
    expect(playback()).toBe('playing');
    await vi.advanceTimersByTimeAsync(1);
    expect(playback()).toBe('paused');
    expect(handovers).toHaveLength(1);
  });

  it('the latest report of the window counts: back in view before it ends, nothing happens', async () => {
    const { send, playback } = player(pip);
    send({ type: 'TOGGLE_PLAY' }, { type: 'VISIBILITY', visible: true });
    send({ type: 'VISIBILITY', visible: false }, { type: 'VISIBILITY', visible: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(playback()).toBe('playing');
    // the window is over: the next report is checked at once
    send({ type: 'VISIBILITY', visible: false });
    expect(playback()).toBe('paused');
  });
});
