import { expect, vi } from 'vitest';
import { mediaGalleryMachine, type MediaGalleryEvent } from '../../src/machines/media-gallery.machine';
import { panLimits } from '../../src/machines/media-gallery-rules';
import { describeModel } from './model-harness';

/**
 * The gallery's model: a post with three attachments opened at the second, one with a single attachment, an
 * empty list (refused); moving, wrapping, showing by index (valid or not), zooming, panning far in both
 * directions, and a measure (a 400 x 300 fitted picture in a 600 x 400 viewport: zoomed 800 x 600, so the
 * picture may move 100 px sideways and 100 px up or down). Kept positions: an open handed over paused at 4 s, and
 * the players' reports at 9 s, for the second attachment and for the third (stale unless the third is shown).
 */
const returnFocus = vi.fn();

const events: MediaGalleryEvent[] = [
  { type: 'OPEN', statusId: 's1', attachmentIds: ['m1', 'm2', 'm3'], index: 1 },
  { type: 'OPEN', statusId: 's2', attachmentIds: ['m9'], index: 0 },
  { type: 'OPEN', statusId: 's3', attachmentIds: [], index: 0 },
  { type: 'OPEN', statusId: 's1', attachmentIds: ['m1', 'm2', 'm3'], index: 1, startTime: 4, autoPlay: false },
  { type: 'KEEP_TIME', attachmentId: 'm2', time: 9 },
  { type: 'KEEP_TIME', attachmentId: 'm3', time: 9 },
  { type: 'NEXT' },
  { type: 'PREVIOUS' },
  { type: 'SHOW', index: 0 },
  { type: 'SHOW', index: 7 },
  { type: 'ZOOM_IN' },
  { type: 'ZOOM_OUT' },
  { type: 'TOGGLE_ZOOM' },
  { type: 'PAN', dx: 60, dy: -60 },
  { type: 'PAN', dx: -500, dy: 500 },
  { type: 'MEASURE', fitted: { width: 400, height: 300 }, viewport: { width: 600, height: 400 } },
  { type: 'CLOSE' },
];

describeModel({
  name: 'media-gallery',
  machine: mediaGalleryMachine.provide({ actions: { returnFocus } }),
  events,
  expectations: {
    closed: (snapshot) => {
      // closed holds nothing (focus return on close is checked in tests/unit/media/media-gallery.test.ts)
      expect(snapshot.context.attachmentIds).toEqual([]);
      expect(snapshot.context.statusId).toBeNull();
      // the positions are forgotten with the viewer
      expect(snapshot.context.positions).toEqual({});
      expect(snapshot.hasTag('open')).toBe(false);
    },
    open: (snapshot) => {
      // the index always names one of the attachments
      const { attachmentIds, index } = snapshot.context;
      expect(attachmentIds.length).toBeGreaterThan(0);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(attachmentIds.length);
      // only the shown attachment may play by itself: every other one comes back paused
      for (const [id, start] of Object.entries(snapshot.context.positions)) {
        expect(attachmentIds).toContain(id);
        if (id !== attachmentIds[index]) expect(start.autoPlay).toBe(false);
      }
    },
    'open.fit': (snapshot) => {
      // fitted pictures are centred
      expect(snapshot.context.pan).toEqual({ x: 0, y: 0 });
    },
    'open.zoomed': (snapshot) => {
      // the picture never moves past its own edges
      const { pan, fitted, viewport } = snapshot.context;
      const limits = panLimits(fitted, viewport);
      expect(Math.abs(pan.x)).toBeLessThanOrEqual(limits.x);
      expect(Math.abs(pan.y)).toBeLessThanOrEqual(limits.y);
    },
  },
});
