/**
 * Sample pages and events for the timeline model. Ids are numbers as strings (higher = newer); TIMES gives
 * each id's created_at so the suggestions rule is checked against the data, not against the machine.
 *
 * The walk is split in scenarios by the first page, so that its size is a sum, not a product:
 * - LIVE (140..101, 40 posts, three newest under an hour old): scrolling, stream updates, pending posts,
 *   cuts, deletions, expanding;
 * - GAPS (240..221, one full page, all older than 4 hours): disconnection, polling, refresh with a gap,
 *   gap filling and the queue of at most 2 gaps;
 * - LONG (600..581, then one older page down to 501): the window kept around the reader (a row far down in view
 *   cuts the rows above, the first row in view cuts the rows below);
 * - an empty first page (a refresh reloads);
 * - CACHED (340..321, saved from an earlier visit two hours ago): shown at once under a gap at the top, which fills
 *   from the server (or fails and is retried).
 */
import type { EventObject as BaseEvent } from 'xstate';
import type { TimelineContext, TimelineFetchOutput } from '../../src/machines/timeline.machine';
import { statusIds } from '../../src/machines/timeline-items';
import { ApiError } from '../../src/domain/errors/api-error';
import { doneEvent, errorEvent } from './model-harness';

export const NOW = Date.UTC(2025, 0, 1, 12);
const HOUR = 3_600_000;
export const TIMES = new Map<string, number>();
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => String(from - i));
const page = (ids: string[], next: string | null): TimelineFetchOutput => ({
  ids,
  times: ids.map((id) => TIMES.get(id) ?? NOW),
  next,
  fetchedAt: NOW,
});

for (const id of range(140, 101)) TIMES.set(id, Number(id) > 137 ? NOW - HOUR : NOW - 5 * HOUR);
for (const id of range(100, 91)) TIMES.set(id, NOW - 6 * HOUR);
for (const id of range(240, 221)) TIMES.set(id, NOW - 8 * HOUR);
for (const id of range(600, 501)) TIMES.set(id, NOW - HOUR);
for (const id of range(350, 321)) TIMES.set(id, NOW - 2 * HOUR);

/** no older page: only the cut of the 41st post leaves a cursor to expand from */
export const livePage = page(range(140, 101), null);
export const gapsPage = page(range(240, 221), 'https://social.example/api/v1/timelines/home?max_id=221');
export const emptyPage = page([], null);
/** LONG: its first page, then one long older page (100 rows held) */
export const longPage = page(range(600, 581), 'https://social.example/api/v1/timelines/home?max_id=581');
const longOlder = page(range(580, 501), 'https://social.example/api/v1/timelines/home?max_id=501');
/** overlaps the first page at 101 (servers repeat posts that arrive between requests) */
export const olderPage = page(['101', ...range(100, 91)], null);
/** a full page newer than 240 that does not reach it: a gap stays below it */
export const newerPage = page(range(280, 261), 'https://social.example/ignored');
/** what a gap holds: less than a page, so the gap closes */
export const gapFill = page(range(260, 251), null);
export const polled = page(['290', '289'], null);
/** rows saved from an earlier visit, and what the gap above them holds now (less than a page: the gap closes) */
export const cachedRows = { ids: range(340, 321), savedAt: NOW - 2 * HOUR };
export const cachedFill = page(range(350, 341), null);
/** (an unreadable cache is no cache) */
export const unreadable = new Error('the saved rows could not be read');
export const unavailable = new ApiError({
  kind: 'response',
  message: 'Service Unavailable',
  status: 503,
  statusText: 'Service Unavailable',
});

/** an event with its payload (samples carry fields beyond `type`) */
type EventObject = BaseEvent & Record<string, unknown>;

const isLive = (c: TimelineContext) => statusIds(c.items).some((id) => Number(id) < 200);
const isLong = (c: TimelineContext) => statusIds(c.items).some((id) => Number(id) > 500);
const isCached = (c: TimelineContext) => statusIds(c.items).some((id) => Number(id) > 300 && Number(id) < 400);

/** CACHED: the gap above the saved rows fills at once; a failed fill keeps them (and their age) until a retry. */
function cachedEvents(c: TimelineContext, value: unknown): EventObject[] {
  const moves: EventObject[] = [];
  if (ready(value, 'fillingGap') && c.savedAt !== null)
    moves.push(doneEvent('gapPage', cachedFill), errorEvent('gapPage', unavailable));
  return [...quiet(c), ...moves];
}

/** Samples that change nothing (every event a state handles must have a sample, or it is sent bare). */
function quiet(c: TimelineContext): EventObject[] {
  return [
    { type: 'SCROLLED', atTop: c.atTop },
    { type: 'STREAM_UPDATE', id: statusIds(c.items)[0] ?? '140' },
    { type: 'STATUS_DELETED', ids: [] },
    { type: 'FILL_GAP', key: 'no-such-gap' },
    { type: 'CONNECTED' },
    { type: 'VIEWED', key: statusIds(c.items)[0] ?? '140' },
  ];
}

/**
 * LONG: the reader scrolls down and an older page makes 100 rows; then the 80th row in view cuts the rows above
 * it, or the first row in view cuts the rows below it.
 */
function longEvents(c: TimelineContext, value: unknown): EventObject[] {
  const ids = statusIds(c.items);
  const plain = c.failure === null && c.pending.length === 0 && c.connected && c.items[0]?.kind === 'status';
  const moves: EventObject[] = [];
  if (plain && ready(value, 'loaded') && c.atTop && ids.length === 20) moves.push({ type: 'SCROLLED', atTop: false });
  if (plain && ready(value, 'expanding') && !c.atTop && ids.length === 20)
    moves.push(doneEvent('expandPage', longOlder));
  if (plain && ready(value, 'loaded') && ids.length === 100)
    moves.push({ type: 'VIEWED', key: ids[80] }, { type: 'VIEWED', key: ids[0] });
  return [...quiet(c), ...moves];
}

const ready = (value: unknown, state: string) => JSON.stringify(value) === JSON.stringify({ ready: state });

/**
 * LIVE, as stories (each offered move named by the context it starts from):
 *   top, fresh --201--> cut to 20 --EXPAND--> expanding --scroll down--> --202--> pending --APPLY_PENDING
 *   top, fresh --scroll down--> --201--> pending 1 --delete 201 and 137 | APPLY_PENDING | scroll up --202--> pending 2
 */
function liveEvents(c: TimelineContext, value: unknown): EventObject[] {
  const known = [...statusIds(c.items), ...c.pending];
  const has = (id: string) => known.includes(id);
  const calm = c.connected && c.lastChange === null && c.failure === null && has('137');
  const expanding = ready(value, 'expanding');
  const loaded = ready(value, 'loaded');
  const moves: EventObject[] = [];
  if (calm && loaded && !has('201')) moves.push({ type: 'STREAM_UPDATE', id: '201' });
  if (calm && loaded && !has('201') && c.atTop) moves.push({ type: 'SCROLLED', atTop: false });
  if (calm && loaded && c.pending.length === 1 && !c.atTop) {
    moves.push({ type: 'STATUS_DELETED', ids: ['201', '137'] }, { type: 'SCROLLED', atTop: true });
  }
  if (calm && loaded && c.pending.length === 1 && c.atTop && !has('202'))
    moves.push({ type: 'STREAM_UPDATE', id: '202' });
  if (calm && expanding && c.atTop && c.pending.length === 0) {
    moves.push(doneEvent('expandPage', olderPage), errorEvent('expandPage', unavailable), {
      type: 'SCROLLED',
      atTop: false,
    });
  }
  if (calm && expanding && !c.atTop && !has('202')) moves.push({ type: 'STREAM_UPDATE', id: '202' });
  return [...quiet(c), ...moves];
}

/**
 * GAPS: a poll while disconnected (and its silent failure); a refresh whose full page leaves a gap, then a
 * drop (a second gap), the reconnection that fills both one after the other, the reader's FILL_GAP, and a
 * failed gap fill retried.
 */
function gapsEvents(c: TimelineContext, value: unknown): EventObject[] {
  const gaps = c.items.flatMap((e) => (e.kind === 'gap' ? [e.key] : []));
  const fresh = c.lastChange === null && c.failure === null;
  const refreshed = c.lastChange?.step === 'refresh' && c.failure === null;
  const filling = ready(value, 'fillingGap');
  const plain = fresh && c.gapQueue.length === 0 && c.pending.length === 0;
  return [
    ...quiet(c),
    ...(plain && c.connected && gaps.length === 0
      ? [doneEvent('refreshPage', newerPage), errorEvent('refreshPage', unavailable)]
      : []),
    ...(plain && !c.connected ? [doneEvent('pollPage', polled), errorEvent('pollPage', unavailable)] : []),
    ...(filling && c.connected && (refreshed || c.lastChange?.step === 'gap') ? [doneEvent('gapPage', gapFill)] : []),
    ...(filling && refreshed && c.gapQueue.length === 1 ? [errorEvent('gapPage', unavailable)] : []),
    ...(refreshed && c.connected ? gaps.slice(0, 2).map((key) => ({ type: 'FILL_GAP', key })) : []),
  ];
}

/** The sample events offered in a snapshot. */
export function sampleEvents(snapshot: { context: TimelineContext; value: unknown }): EventObject[] {
  const c = snapshot.context;
  if (snapshot.value === 'warming')
    return [doneEvent('cachedPage', null), doneEvent('cachedPage', cachedRows), errorEvent('cachedPage', unreadable)];
  if (snapshot.value === 'idle' || snapshot.value === 'loading' || snapshot.value === 'failed') {
    return [
      // asked for with nothing at hand (the saved rows are read), or with the saved rows the first screen read
      { type: 'LOAD' },
      { type: 'LOAD', saved: cachedRows },
      doneEvent('loadPage', livePage),
      doneEvent('loadPage', gapsPage),
      doneEvent('loadPage', emptyPage),
      doneEvent('loadPage', longPage),
      errorEvent('loadPage', unavailable),
    ];
  }
  // the empty first page (and the one post a stream update then adds): nothing but the quiet samples
  if (statusIds(c.items).length < 5) return quiet(c);
  if (isLong(c)) return longEvents(c, snapshot.value);
  if (isCached(c)) return cachedEvents(c, snapshot.value);
  return isLive(c) ? liveEvents(c, snapshot.value) : gapsEvents(c, snapshot.value);
}
