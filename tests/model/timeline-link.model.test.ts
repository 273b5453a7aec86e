/**
 * The timeline chart in its link-paged mode (the reader's saved posts: bookmarks, favourites, emoji reactions, a
 * bookmark category), walked from its definition like the id-paged model (timeline.model.test.ts): whatever the
 * path, the older page is asked exactly as the next link says, a refresh asks for the first page again, the rows
 * hold statuses only (no gap, no suggestions, no pending posts) and are never cut.
 */
import { expect, vi } from 'vitest';
import type { EventObject as BaseEvent } from 'xstate';
import { timelineMachine, type TimelineContext, type TimelineFetchOutput } from '../../src/machines/timeline.machine';
import { statusIds } from '../../src/machines/timeline-items';
import { describeModel, doneEvent, errorEvent } from './model-harness';
import { unavailable } from './timeline-model-samples';

const reportFailure = vi.fn();
/** an event with its payload (samples carry fields beyond `type`) */
type EventObject = BaseEvent & Record<string, unknown>;
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => String(from - i));
const NEXT = 'https://social.example/api/v1/bookmarks?limit=20&max_id=7001';
const page = (ids: string[], next: string | null): TimelineFetchOutput => ({ ids, next });

/** 45 bookmarks in three pages: 45..26, then 25..6 (the link's cursor is a bookmark id), then 5..1 */
const first = page(range(45, 26), NEXT);
const second = page(range(25, 6), 'https://social.example/api/v1/bookmarks?limit=20&max_id=7002');
const last = page(range(5, 1), null);
/** the first page asked again: 46 was saved meanwhile and 44 unsaved elsewhere */
const reloaded = page(['46', '45', ...range(43, 27)], NEXT);
/** a page whose next link names no cursor */
const cursorless = page(['3', '2'], 'https://social.example/api/v1/bookmarks?limit=20');

function samples(snapshot: { context: TimelineContext; value: unknown }): EventObject[] {
  const c = snapshot.context;
  const value = JSON.stringify(snapshot.value);
  // saved rows are never shown for a link-paged timeline (its cursors are not status ids): it asks its first page
  if (value === '"warming"')
    return [
      doneEvent('cachedPage', null),
      doneEvent('cachedPage', { ids: range(45, 26), savedAt: 0 }),
      errorEvent('cachedPage', unavailable),
    ] as EventObject[];
  if (value === '"idle"' || value === '"loading"' || value === '"failed"')
    return [
      doneEvent('loadPage', first),
      doneEvent('loadPage', cursorless),
      errorEvent('loadPage', unavailable),
    ] as EventObject[];
  const held = statusIds(c.items).length;
  const fresh = c.lastChange === null && c.failure === null;
  // quiet samples for what a link-paged timeline never gets (no stream, no gaps): they must change nothing
  const out: EventObject[] = [
    { type: 'STREAM_UPDATE', id: '99' },
    { type: 'FILL_GAP', key: 'no-such-gap' },
    { type: 'SCROLLED', atTop: c.atTop },
  ];
  // back at the top after two pages: never cut
  if (held > 40 && c.atTop) out.push({ type: 'SCROLLED', atTop: false });
  if (held > 40 && !c.atTop) out.push({ type: 'SCROLLED', atTop: true });
  if (fresh && statusIds(c.items).includes('30')) out.push({ type: 'STATUS_DELETED', ids: ['30'] });
  if (value.includes('expanding'))
    out.push(doneEvent('expandPage', held < 40 ? second : last), errorEvent('expandPage', unavailable));
  if (value.includes('refreshing') && c.lastChange?.step !== 'refresh')
    out.push(doneEvent('refreshPage', reloaded), errorEvent('refreshPage', unavailable));
  return out;
}

describeModel({
  name: 'timeline (link-paged)',
  machine: timelineMachine.provide({ actions: { reportFailure } }),
  input: { timeline: 'bookmarks', paging: 'link' },
  scriptedActors: ['fetchPage', 'readCachedPage'],
  events: samples as never,
  incompleteCoverage: {
    reason:
      'a link-paged timeline has no stream: gaps, polling and live posts are covered by the id-paged timeline model',
  },
  expectations: {
    ready: (snapshot) => {
      const c = snapshot.context;
      // statuses only, each once, nothing waiting above
      expect(c.items.every((e) => e.kind === 'status')).toBe(true);
      expect(new Set(statusIds(c.items)).size).toBe(c.items.length);
      expect(c.pending).toEqual([]);
      expect(c.gapQueue).toEqual([]);
      // never cut: the cursor is always a next link as the server gave it
      expect([null, first.next, second.next, cursorless.next]).toContain(c.next);
    },
    'ready.expanding': (snapshot, scripted) => {
      const cursor = new URL(snapshot.context.next!).searchParams.get('max_id');
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ timeline: 'bookmarks', maxId: cursor, limit: 20 });
    },
    'ready.refreshing': (_snapshot, scripted) => {
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ timeline: 'bookmarks' });
    },
    'ready.loaded': (snapshot) => {
      const c = snapshot.context;
      // the first page asked again: the newly saved post on top, the one unsaved elsewhere gone, the rest kept
      if (c.lastChange?.step === 'refresh') {
        expect(statusIds(c.items).slice(0, 2)).toEqual(['46', '45']);
        expect(statusIds(c.items)).not.toContain('44');
      }
    },
  },
});
