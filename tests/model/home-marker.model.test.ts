import { expect, vi } from 'vitest';
import { homeMarkerMachine, type HomeMarkerEvent } from '../../src/machines/home-marker.machine';
import type { FeedEntry } from '../../src/machines/timeline-types';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The home marker chart's model: home opened with and without a kept place, the server's answer before and
 * after the first rows, the reader leaving the top before the answer, then tracking (top row, newest at the
 * top, page hidden). Rows: the newest post, a gap, the last read post ('20'), an older one.
 */
const ROWS: readonly FeedEntry[] = [
  { kind: 'status', id: '30' },
  { kind: 'gap', key: 'g1', maxId: '30', sinceId: '20' },
  { kind: 'status', id: '20' },
  { kind: 'status', id: '10' },
];

const seen = vi.fn();
const scrollTo = vi.fn();
const markRestored = vi.fn();
const flush = vi.fn();

const SHOWN = ROWS.flatMap((e) => (e.kind === 'status' ? [e.id] : []));

const events: HomeMarkerEvent[] = [
  { type: 'OPEN', kept: false },
  { type: 'OPEN', kept: true },
  { type: 'ROWS', entries: [], loaded: false },
  { type: 'ROWS', entries: ROWS, loaded: true },
  { type: 'AT_TOP', atTop: false },
  { type: 'AT_TOP', atTop: true },
  { type: 'VIEWPORT_TOP', index: 1 },
  { type: 'PAGE_HIDDEN' },
];

describeModel({
  name: 'home-marker',
  machine: homeMarkerMachine.provide({ actions: { seen, scrollTo, markRestored, flush } }),
  input: { restored: false },
  scriptedActors: ['lastRead'],
  events: [
    ...events,
    doneEvent('lastRead', '20'),
    doneEvent('lastRead', null),
    errorEvent('lastRead', new Error('markers unavailable')),
  ],
  expectations: {
    idle: (snapshot, scripted) => {
      // nothing is asked before home opens
      expect(scripted.lastCall('lastRead')).toBeUndefined();
      expect(snapshot.context.lastReadId).toBeNull();
    },
    'active.asking': (_snapshot, scripted) => {
      // asked at once, without waiting for the first page
      expect(scripted.lastCall('lastRead')?.aborted()).toBe(false);
    },
    'active.starting': (_snapshot, scripted) => {
      // a kept place: the server is not asked
      expect(scripted.lastCall('lastRead')).toBeUndefined();
    },
    'active.tracking': () => {
      // tracking begins with the first rows in, which marks the account's position restored
      expect(markRestored).toHaveBeenCalled();
      // only posts shown are ever seen; a scroll only ever goes to the last read post, below the top
      for (const [, params] of seen.mock.calls) {
        if (params.statusId !== null) expect(SHOWN).toContain(params.statusId);
      }
      for (const [, params] of scrollTo.mock.calls) {
        expect(params.index).toBeGreaterThan(0);
        expect(ROWS[params.index]).toEqual({ kind: 'status', id: '20' });
      }
    },
  },
});
