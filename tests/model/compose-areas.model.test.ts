import { expect, vi } from 'vitest';
import { composeAreasMachine, type ComposeAreasEvent } from '../../src/machines/compose-areas.machine';
import { describeModel } from './model-harness';

/**
 * The compose areas' model: up to two areas on the page, areas leaving with an empty draft or one holding
 * something, a new area mounting in the tick after one left (a layout change), and a second area leaving while
 * the first one's tick runs. The compose page opens only when an area left with content and none is left.
 */
const openComposePage = vi.fn();

/** Two areas (the compose page and the deck's column): each can mount, and leave with or without content. */
const events: ComposeAreasEvent[] = ['page', 'column'].flatMap((id) => [
  { type: 'ENTER', id } as const,
  { type: 'LEAVE', id, holdsContent: false } as const,
  { type: 'LEAVE', id, holdsContent: true } as const,
]);

describeModel({
  name: 'compose-areas',
  machine: composeAreasMachine.provide({ actions: { openComposePage } }),
  events,
  expectations: {
    watching: (snapshot) => {
      // each area is counted once
      expect(new Set(snapshot.context.areas).size).toBe(snapshot.context.areas.length);
      // the compose page opens only when no area is on the page
      for (const [args] of openComposePage.mock.calls) expect(args.context.areas).toEqual([]);
    },
    settling: (snapshot) => {
      // an area just left with content; nothing has opened yet in this tick
      expect(snapshot.hasTag('settling')).toBe(true);
      expect(openComposePage).not.toHaveBeenCalled();
    },
  },
});
