import { expect, vi } from 'vitest';
import { timelineMachine, type TimelineContext } from '../../src/machines/timeline.machine';
import {
  KEEP_ON_APPLY,
  MAX_GAP_FETCHES,
  PENDING_KEPT,
  SUGGESTIONS_AGE_MS,
  statusIds,
  TRIM_ABOVE,
  TRIM_TO,
} from '../../src/machines/timeline-items';
import { CUT_SLACK, KEEP_ABOVE_VIEW, KEEP_BELOW_VIEW } from '../../src/machines/timeline-window';
import { describeModel } from './model-harness';
import { cachedRows, NOW, sampleEvents, TIMES, unavailable } from './timeline-model-samples';

const reportFailure = vi.fn();

function expectRows(c: TimelineContext, cutsAllowed: boolean) {
  const ids = [...statusIds(c.items), ...c.pending];
  // duplicates never appear, across rows and pending posts
  expect(new Set(ids).size).toBe(ids.length);
  // unread counts the pending posts; past the cap only the newest 40 are kept, and unread counts them all
  expect(c.pending.length).toBeLessThanOrEqual(PENDING_KEPT);
  if (c.pendingOverflow) expect(c.unread).toBeGreaterThan(PENDING_KEPT);
  else expect(c.unread).toBe(c.pending.length);
  // LONG's 100 rows cut around the row in view: 40 kept above the 80th (under a gap that fills from below), or 40
  // kept below the first (the older-page cursor right below them, checked above)
  const long = statusIds(c.items).filter((id) => Number(id) > 500);
  if (long.length > 0 && long.length < 100 && c.lastChange?.step === 'expand') {
    const first = c.items[0];
    if (first?.kind === 'gap' && first.fillFrom === 'below') expect(long).toHaveLength(KEEP_ABOVE_VIEW + 20);
    else expect(long).toHaveLength(KEEP_BELOW_VIEW + 1);
  }
  expect(long.length).toBeLessThanOrEqual(2 * (KEEP_ABOVE_VIEW + CUT_SLACK) + 1);
  c.items.forEach((entry, i) => {
    if (entry.kind !== 'gap') return;
    // a gap marks posts missing between two rows: never last, never next to another gap
    expect(entry.sinceId).toBe(statusIds(c.items.slice(i + 1))[0]);
    expect(c.items[i + 1]?.kind).toBe('status');
  });
  const at = c.items.findIndex((e) => e.kind === 'suggestions');
  if (at !== -1) {
    // follow suggestions: right above the first status older than 4 hours, never first
    expect(at).toBeGreaterThanOrEqual(1);
    const statuses = statusIds(c.items);
    const firstOld = statuses.find((id) => (TIMES.get(id) ?? NOW) < NOW - SUGGESTIONS_AGE_MS);
    // (or right below it when it was the first status of the page, as index 0 is not allowed)
    const above = statusIds(c.items.slice(0, at)).at(-1);
    const below = statusIds(c.items.slice(at + 1))[0];
    expect([above, below]).toContain(firstOld);
    if (above === firstOld)
      expect(TIMES.get(statusIds(c.items.slice(0, at)).at(-2) ?? '') ?? NOW).toBeGreaterThanOrEqual(
        NOW - SUGGESTIONS_AGE_MS,
      );
  }
  // after a cut, the older-page cursor points right below the kept rows: nothing is lost scrolling down
  const cut = /^\?max_id=(.+)$/.exec(c.next ?? '');
  if (cut) expect(cut[1]).toBe(statusIds(c.items).at(-1));
  // at the top, more than 40 statuses only right after a page (no stream update or scroll cuts yet)
  if (cutsAllowed && c.atTop && statusIds(c.items).length > TRIM_ABOVE)
    expect(['expand', 'refresh', 'gap', 'pending']).toContain(c.lastChange?.step ?? 'none');
  // applying pending keeps at most 40 of the rows below them
  if (c.lastChange?.step === 'pending')
    expect(statusIds(c.items).length).toBeLessThanOrEqual(KEEP_ON_APPLY + c.lastChange.added);
  // a cut leaves exactly 20 rows, plus whatever arrived on top since
  if (cut && c.lastChange === null) expect(statusIds(c.items).length).toBeGreaterThanOrEqual(TRIM_TO);
  expect(c.gapQueue.length).toBeLessThanOrEqual(MAX_GAP_FETCHES);
}

/** A refresh or poll asks for posts newer than one held (the newest when it started; more may have come since). */
function expectNewerRequest(c: TimelineContext, input: unknown) {
  const { sinceId } = input as { sinceId?: string };
  if (sinceId !== undefined) expect([...statusIds(c.items), ...c.pending]).toContain(sinceId);
  else expect(statusIds(c.items).length).toBeLessThanOrEqual(1);
}

describeModel({
  name: 'timeline',
  machine: timelineMachine.provide({ actions: { reportFailure } }),
  input: { timeline: 'home' },
  scriptedActors: ['fetchPage', 'readCachedPage'],
  events: sampleEvents as never,
  expectations: {
    idle: (snapshot) => {
      expect(snapshot.context.items).toEqual([]);
      expect(snapshot.hasTag('loading')).toBe(true);
    },
    warming: (snapshot, scripted) => {
      // the saved rows are read before anything is asked of the server
      expect(scripted.lastCall('readCachedPage')?.input).toEqual({ timeline: 'home' });
      expect(scripted.lastCall('fetchPage')).toBeUndefined();
      expect(snapshot.context.items).toEqual([]);
      expect(snapshot.hasTag('loading')).toBe(true);
    },
    loading: (snapshot, scripted) => {
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ timeline: 'home' });
      expect(snapshot.context.failure).toBeNull();
    },
    failed: (snapshot) => {
      expect(snapshot.context.failure).toEqual({ during: 'load', error: unavailable });
      expect(snapshot.context.items).toEqual([]);
      expect([...snapshot.tags]).toEqual(['failed']);
      expect(reportFailure).toHaveBeenCalled();
    },
    ready: (snapshot) => {
      // the feed's phase is read from tags: exactly the busy step's, none while loaded or polling
      const phase = snapshot.matches({ ready: 'expanding' })
        ? 'expanding'
        : snapshot.matches({ ready: 'refreshing' })
          ? 'refreshing'
          : snapshot.matches({ ready: 'fillingGap' })
            ? 'filling'
            : snapshot.matches({ ready: 'failed' })
              ? 'failed'
              : null;
      expect([...snapshot.tags]).toEqual(phase === null ? [] : [phase]);
      // no cuts while an older page is on its way (it joins below the rows it was asked for)
      expectRows(snapshot.context, !snapshot.matches({ ready: 'expanding' }));
      // saved rows say how old they are until the server answers: under the gap at the top, nothing else changed
      const c = snapshot.context;
      if (c.savedAt !== null) {
        expect(c.items[0]?.kind).toBe('gap');
        expect(c.lastChange).toBeNull();
        expect(statusIds(c.items)).toEqual(cachedRows.ids);
      }
      if (c.lastChange !== null) expect(c.savedAt).toBeNull();
    },
    'ready.expanding': (snapshot, scripted) => {
      // the older page starts below the oldest row held (the Link header's max_id, or the cut's cursor)
      expect(scripted.lastCall('fetchPage')?.input).toEqual({
        timeline: 'home',
        maxId: statusIds(snapshot.context.items).at(-1),
      });
    },
    'ready.refreshing': (snapshot, scripted) =>
      expectNewerRequest(snapshot.context, scripted.lastCall('fetchPage')?.input),
    'ready.polling': (snapshot, scripted) =>
      expectNewerRequest(snapshot.context, scripted.lastCall('fetchPage')?.input),
    'ready.fillingGap': (snapshot, scripted) => {
      const c = snapshot.context;
      // a gap fill asks for posts between two rows: never more than 2 gaps queued (a drop empties the queue)
      if (c.connected) expect(c.gapQueue.length).toBeGreaterThan(0);
      expect(c.gapQueue.length).toBeLessThanOrEqual(MAX_GAP_FETCHES);
      const input = scripted.lastCall('fetchPage')?.input as Record<string, unknown>;
      expect(input.sinceId ?? input.maxId).toBeDefined();
    },
    'ready.loaded': (snapshot) => {
      const c = snapshot.context;
      expect(c.failure).toBeNull();
      // (the LIVE rows' older page ends at 91; LONG's pages are cut to the window)
      if (c.lastChange?.step === 'expand' && statusIds(c.items).some((id) => Number(id) < 200))
        expect(statusIds(c.items).at(-1)).toBe('91');
    },
    'ready.failed': (snapshot) => {
      const c = snapshot.context;
      expect(c.failure?.error).toBe(unavailable);
      expect(['expand', 'refresh', 'gap']).toContain(c.failure?.during);
      expect(statusIds(c.items).length).toBeGreaterThan(0);
    },
  },
});
