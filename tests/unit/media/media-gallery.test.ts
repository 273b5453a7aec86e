import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  mediaGalleryMachine,
  type MediaGalleryClosed,
  type MediaGalleryEvent,
} from '../../../src/machines/media-gallery.machine';
import { clampPan, GALLERY_ZOOM_SCALE, panLimits, stepIndex } from '../../../src/machines/media-gallery-rules';

const FITTED = { width: 400, height: 300 };
const VIEWPORT = { width: 600, height: 400 };

function openGallery(ids = ['m1', 'm2', 'm3'], index = 0) {
  const returnFocus = vi.fn();
  const actor = createActor(mediaGalleryMachine.provide({ actions: { returnFocus } })).start();
  actor.send({ type: 'OPEN', statusId: 's1', attachmentIds: ids, index });
  return { actor, returnFocus };
}

describe('gallery rules', () => {
  it('next after the last attachment wraps to the first, previous before the first to the last', () => {
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(1, 3, 1)).toBe(2);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 0, 1)).toBe(0);
  });

  it('zoomed pictures are twice their fitted size', () => {
    expect(GALLERY_ZOOM_SCALE).toBe(2);
  });

  it('pan is limited to half of what overflows the viewport, 0 where the zoomed picture fits', () => {
    expect(panLimits(FITTED, VIEWPORT)).toEqual({ x: 100, y: 100 });
    expect(panLimits({ width: 200, height: 100 }, VIEWPORT)).toEqual({ x: 0, y: 0 });
    expect(clampPan({ x: 500, y: -500 }, FITTED, VIEWPORT)).toEqual({ x: 100, y: -100 });
    expect(clampPan({ x: -20, y: 30 }, FITTED, VIEWPORT)).toEqual({ x: -20, y: 30 });
    expect(clampPan({ x: -20, y: 30 }, { width: 0, height: 0 }, VIEWPORT)).toEqual({ x: 0, y: 0 });
  });
});

describe('gallery chart', () => {
  it('opens at the asked attachment, clamped into the list', () => {
    expect(openGallery(['m1', 'm2'], 1).actor.getSnapshot().context.index).toBe(1);
    expect(openGallery(['m1', 'm2'], 9).actor.getSnapshot().context.index).toBe(1);
    expect(openGallery(['m1', 'm2'], -3).actor.getSnapshot().context.index).toBe(0);
  });

  it('a post without attachments opens nothing', () => {
    const { actor } = openGallery([]);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('next and previous wrap around; a single attachment does not move', () => {
    const { actor } = openGallery();
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(0);
    const single = openGallery(['only']).actor;
    single.send({ type: 'NEXT' });
    expect(single.getSnapshot().context.index).toBe(0);
  });

  it('moving to another attachment shows it fitted and centred', () => {
    const { actor } = openGallery();
    actor.send({ type: 'MEASURE', fitted: FITTED, viewport: VIEWPORT });
    actor.send({ type: 'TOGGLE_ZOOM' });
    actor.send({ type: 'PAN', dx: 50, dy: 20 });
    expect(actor.getSnapshot().context.pan).toEqual({ x: 50, y: 20 });
    actor.send({ type: 'SHOW', index: 2 });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ open: 'fit' })).toBe(true);
    expect(snapshot.context.index).toBe(2);
    expect(snapshot.context.pan).toEqual({ x: 0, y: 0 });
  });

  it('zoomed pan offsets are clamped to the image, also when the viewport shrinks', () => {
    const { actor } = openGallery();
    actor.send({ type: 'MEASURE', fitted: FITTED, viewport: VIEWPORT });
    actor.send({ type: 'ZOOM_IN' });
    actor.send({ type: 'PAN', dx: 1000, dy: -1000 });
    expect(actor.getSnapshot().context.pan).toEqual({ x: 100, y: -100 });
    actor.send({ type: 'MEASURE', fitted: FITTED, viewport: { width: 700, height: 500 } });
    expect(actor.getSnapshot().context.pan).toEqual({ x: 50, y: -50 });
    actor.send({ type: 'ZOOM_OUT' });
    expect(actor.getSnapshot().context.pan).toEqual({ x: 0, y: 0 });
  });

  it('panning a fitted picture does nothing', () => {
    const { actor } = openGallery();
    actor.send({ type: 'MEASURE', fitted: FITTED, viewport: VIEWPORT });
    actor.send({ type: 'PAN', dx: 50, dy: 50 });
    expect(actor.getSnapshot().context.pan).toEqual({ x: 0, y: 0 });
  });

  it('closing returns focus once and forgets the attachments', () => {
    const { actor, returnFocus } = openGallery();
    expect(returnFocus).not.toHaveBeenCalled();
    actor.send({ type: 'CLOSE' });
    expect(returnFocus).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.attachmentIds).toEqual([]);
    actor.send({ type: 'CLOSE' });
    expect(returnFocus).toHaveBeenCalledTimes(1);
  });
});

describe('gallery chart: kept video and audio positions', () => {
  function openWithEmits(request: Partial<Extract<MediaGalleryEvent, { type: 'OPEN' }>> = {}) {
    const actor = createActor(mediaGalleryMachine).start();
    const closed: MediaGalleryClosed[] = [];
    actor.on('gallery.closed', (event) => closed.push(event));
    actor.send({ type: 'OPEN', statusId: 's1', attachmentIds: ['v1', 'v2', 'v3'], index: 0, ...request });
    const positions = () => actor.getSnapshot().context.positions;
    return { actor, closed, positions };
  }

  it('an open handed over by a player keeps its time and playing state for the opened attachment', () => {
    const { positions } = openWithEmits({ index: 1, startTime: 4, autoPlay: false });
    expect(positions()).toEqual({ v2: { time: 4, autoPlay: false } });
    expect(openWithEmits().positions()).toEqual({});
  });

  it('the shown player reports its time; a report for another attachment is stale and ignored', () => {
    const { actor, positions } = openWithEmits();
    actor.send({ type: 'KEEP_TIME', attachmentId: 'v1', time: 3 });
    actor.send({ type: 'KEEP_TIME', attachmentId: 'v2', time: 8 });
    expect(positions()).toEqual({ v1: { time: 3, autoPlay: true } });
  });

  it('moving away and back shows a video where it was left, paused', () => {
    const { actor, positions } = openWithEmits();
    actor.send({ type: 'KEEP_TIME', attachmentId: 'v1', time: 3 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'KEEP_TIME', attachmentId: 'v2', time: 6 });
    actor.send({ type: 'SHOW', index: 0 });
    expect(positions()).toEqual({ v1: { time: 3, autoPlay: false }, v2: { time: 6, autoPlay: false } });
    actor.send({ type: 'PREVIOUS' });
    expect(positions().v1).toEqual({ time: 3, autoPlay: false });
  });

  it('closing emits every kept position (the last shown one paused) and forgets them', () => {
    const { actor, closed, positions } = openWithEmits({ startTime: 2 });
    actor.send({ type: 'KEEP_TIME', attachmentId: 'v1', time: 9 });
    actor.send({ type: 'CLOSE' });
    expect(closed).toEqual([{ type: 'gallery.closed', positions: { v1: { time: 9, autoPlay: false } } }]);
    expect(positions()).toEqual({});
  });

  it('opening another post forgets the positions without emitting', () => {
    const { actor, closed, positions } = openWithEmits({ startTime: 2 });
    actor.send({ type: 'OPEN', statusId: 's2', attachmentIds: ['w1'], index: 0 });
    expect(positions()).toEqual({});
    expect(closed).toEqual([]);
  });
});
