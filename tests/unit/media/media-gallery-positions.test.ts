/**
 * The media viewer's kept positions (machines/media-gallery-positions.ts): a first show starts at 0 and plays,
 * a handed-over open starts where the player was (playing or not, as it was), the shown player's reports move
 * the position, and leaving an attachment keeps its position but brings it back paused.
 */
import { describe, expect, it } from 'vitest';
import {
  FIRST_SHOW,
  keepTime,
  leave,
  NO_POSITIONS,
  openedPositions,
  startOf,
} from '../../../src/machines/media-gallery-positions';

describe('media viewer positions: where a player starts', () => {
  it('an attachment never shown starts at its beginning, playing', () => {
    expect(startOf(NO_POSITIONS, 'v1')).toEqual({ time: 0, autoPlay: true });
    expect(startOf({ v2: { time: 5, autoPlay: false } }, 'v1')).toBe(FIRST_SHOW);
    expect(startOf(NO_POSITIONS, undefined)).toBe(FIRST_SHOW);
  });

  it('a kept attachment starts where it was kept, as it was kept', () => {
    expect(startOf({ v1: { time: 5, autoPlay: false } }, 'v1')).toEqual({ time: 5, autoPlay: false });
  });

  it('names of the object prototype are not positions', () => {
    expect(startOf(NO_POSITIONS, 'toString')).toBe(FIRST_SHOW);
    expect(leave(NO_POSITIONS, 'constructor')).toBe(NO_POSITIONS);
  });
});

describe('media viewer positions: opening', () => {
  it('a plain open keeps nothing', () => {
    expect(openedPositions('v1', {})).toEqual({});
    expect(openedPositions(undefined, { startTime: 4 })).toEqual({});
  });

  it('a handing-over player gives its time and whether it was playing (playing unless told)', () => {
    expect(openedPositions('v1', { startTime: 4, autoPlay: false })).toEqual({ v1: { time: 4, autoPlay: false } });
    expect(openedPositions('v1', { startTime: 4 })).toEqual({ v1: { time: 4, autoPlay: true } });
    expect(openedPositions('v1', { autoPlay: false })).toEqual({ v1: { time: 0, autoPlay: false } });
  });

  it('an unusable or negative time starts at 0', () => {
    expect(openedPositions('v1', { startTime: Number.NaN })).toEqual({ v1: { time: 0, autoPlay: true } });
    expect(openedPositions('v1', { startTime: -3 })).toEqual({ v1: { time: 0, autoPlay: true } });
  });
});

describe('media viewer positions: playing and leaving', () => {
  it('a report keeps the time and leaves whether it plays as it was', () => {
    const first = keepTime(NO_POSITIONS, 'v1', 3.5);
    expect(first).toEqual({ v1: { time: 3.5, autoPlay: true } });
    expect(keepTime({ v1: { time: 1, autoPlay: false } }, 'v1', 2)).toEqual({ v1: { time: 2, autoPlay: false } });
  });

  it('an unchanged or unusable report changes nothing (the same map)', () => {
    const kept = { v1: { time: 2, autoPlay: true } };
    expect(keepTime(kept, 'v1', 2)).toBe(kept);
    expect(keepTime(kept, 'v1', Number.POSITIVE_INFINITY)).toBe(kept);
    expect(keepTime(kept, 'v1', -1)).toEqual({ v1: { time: 0, autoPlay: true } });
  });

  it('leaving keeps the position and brings the attachment back paused', () => {
    const kept = { v1: { time: 7, autoPlay: true }, v2: { time: 1, autoPlay: false } };
    expect(leave(kept, 'v1')).toEqual({ v1: { time: 7, autoPlay: false }, v2: { time: 1, autoPlay: false } });
    expect(startOf(leave(kept, 'v1'), 'v1')).toEqual({ time: 7, autoPlay: false });
  });

  it('leaving a picture, a paused one or nothing changes nothing', () => {
    const kept = { v2: { time: 1, autoPlay: false } };
    expect(leave(kept, 'p1')).toBe(kept);
    expect(leave(kept, 'v2')).toBe(kept);
    expect(leave(kept, undefined)).toBe(kept);
  });
});
