/**
 * Sample pages and events for the notification groups model. Ids are numbers as strings (higher = newer);
 * NEWEST gives each group key's newest notification id, so rules are checked against the data.
 *
 * The walk is split in scenarios by the first page, so that its size is a sum, not a product:
 * - BIG (k1..k50, a full page of exactly 50 groups): the cut at 50 after an arrival, after a fill, after the
 *   pending groups are applied at the top and when the reader comes back to the top; no cut while a fill runs;
 * - SMALL (a1..a3, full): disconnection and polls (partial, full, failed), gap fills (partial, full, empty,
 *   failed, a middle gap, keys moving up), pending groups, the server's merge (now, or deferred then reloaded),
 *   arrivals during a refresh, removals bringing gaps together;
 * - an empty first page, and a first page with an arrival while it was on its way.
 * Events every state handles but no story needs are offered as quiet samples (nothing or little changes).
 */
import type { EventObject as BaseEvent } from 'xstate';
import { groupKeys, isGap, openGapOnTop } from '../../src/machines/notification-groups-rules';
import type { NotificationGroupsContext, NotificationPage } from '../../src/machines/notification-groups.machine';
import { ApiError } from '../../src/domain/errors/api-error';
import { doneEvent, errorEvent } from './model-harness';

export const NEWEST = new Map<string, string>();
/** the page a key came last in, when it was that page's last key: the page's oldest id */
export const LAST_OF_PAGE = new Map<string, string>();

function page(keys: string[], full: boolean, oldestId: string | null, newestIds: string[]): NotificationPage {
  keys.forEach((key, i) => NEWEST.set(key, newestIds[i] ?? '0'));
  const last = keys.at(-1);
  if (full && last !== undefined && oldestId !== null) LAST_OF_PAGE.set(last, oldestId);
  return {
    keys,
    full,
    oldestId,
    newestId: newestIds[0] ?? null,
    cursors: Object.fromEntries(keys.map((key, i) => [key, newestIds[i] ?? '0'])),
  };
}

const series = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const idsFrom = (top: number, n: number) => Array.from({ length: n }, (_, i) => String(top - i));

// BIG: 50 groups, newest 1999 down to 1950, the page reaching down to 1901
export const bigPage = page(series('k', 50), true, '1901', idsFrom(1999, 50));
/** the trailing gap's page: repeats k45 (kept in its newer place), ten older groups, the end */
export const bigOlder = {
  ...page(series('m', 10), false, '1800', idsFrom(1900, 10)),
  keys: ['k45', ...series('m', 10)],
};
export const N1 = { type: 'NEW_GROUP', key: 'n1', notificationId: '2100' } as const;
NEWEST.set('n1', '2100');

// SMALL
export const smallPage = page(['a1', 'a2', 'a3'], true, '100', ['300', '200', '150']);
/** older than 100: repeats a3 (kept above), two more, the end */
export const olderPartial = page(['a3', 'b1', 'b2'], false, '50', ['150', '99', '98']);
export const olderFull = page(['b1', 'b2'], true, '80', ['99', '98']);
export const emptyPage = page([], false, null, []);
/** newer than 300, not full: a2 had a new notification (it moves up) */
export const pollPartial = page(['p1', 'a2'], false, '310', ['400', '320']);
/** newer than 300, full: a gap stays between it and the older rows */
export const pollFull = page(['p1', 'p2'], true, '350', ['400', '390']);
/** the middle gap (350..300): a1 had a notification in it (it moves up) */
export const midFill = page(['p3', 'a1'], false, '320', ['340', '330']);
export const refreshPage = page(['r1', 'a1', 'a2'], false, '150', ['500', '300', '200']);
export const P9 = { type: 'NEW_GROUP', key: 'p9', notificationId: '450' } as const;
NEWEST.set('p9', '450');
export const Z1 = { type: 'NEW_GROUP', key: 'z1', notificationId: '3000' } as const;
NEWEST.set('z1', '3000');

export const unavailable = new ApiError({
  kind: 'response',
  message: 'Service Unavailable',
  status: 503,
  statusText: 'Service Unavailable',
});

type EventObject = BaseEvent & Record<string, unknown>;
type Snapshot = { context: NotificationGroupsContext; value: unknown };

const inState = (snapshot: Snapshot, sub: string) => JSON.stringify(snapshot.value) === JSON.stringify({ ready: sub });
const heldKeys = (c: NotificationGroupsContext) => [...groupKeys(c.entries), ...c.pending];
const hidden = (c: NotificationGroupsContext) => !c.mounted;

/** Events that change nothing (or converge at once): every handled event needs a sample. */
function quiet(c: NotificationGroupsContext): EventObject[] {
  const first = groupKeys(c.entries)[0] ?? 'z1';
  return [
    { type: 'SCROLLED', atTop: c.atTop },
    // a repeated arrival of the first group's newest notification
    { type: 'NEW_GROUP', key: first, notificationId: NEWEST.get(first) ?? '1' },
    { type: 'REMOVE', keys: [] },
    { type: 'FILL_GAP', key: 'no-such-gap' },
  ];
}

function beforeReady(snapshot: Snapshot): EventObject[] {
  const c = snapshot.context;
  const events: EventObject[] = [{ type: 'SCROLLED', atTop: c.atTop }, Z1];
  if (snapshot.value !== 'loading' || c.mounted) return events;
  if (c.arrived.length > 0) return [...events, doneEvent('firstPage', smallPage)];
  return [
    ...events,
    doneEvent('firstPage', bigPage),
    doneEvent('firstPage', smallPage),
    doneEvent('firstPage', emptyPage),
    errorEvent('firstPage', unavailable),
  ];
}

const trailingGap = (c: NotificationGroupsContext) => {
  const last = c.entries.at(-1);
  return isGap(last) && last.sinceId === null ? last : undefined;
};

/**
 * BIG, as stories (the cut at 50 groups):
 *   hidden: n1 arrives (cut) | the trailing gap is filled, n1 arrives meanwhile (no cut), the page comes (cut)
 *   shown, scrolled down: n1 waits in pending, older rows come (no cut), back at the top (cut), pending applied (cut)
 */
function bigEvents(snapshot: Snapshot): EventObject[] {
  const c = snapshot.context;
  const has = (key: string) => heldKeys(c).includes(key);
  const idle = inState(snapshot, 'idle');
  const filling = inState(snapshot, 'fillingGap');
  const trailing = trailingGap(c);
  const clean = c.error === null && c.mergedNotifications === 'ok' && !openGapOnTop(c.entries);
  if (!clean) return [];
  const moves: EventObject[] = [];
  if (hidden(c) && c.atTop && !has('m1')) {
    if (idle && !has('n1')) moves.push(N1);
    if (idle && !has('n1') && trailing) moves.push({ type: 'FILL_GAP', key: trailing.key });
    if (filling) moves.push(has('n1') ? doneEvent('gapPage', bigOlder) : N1);
  }
  if (c.mounted && c.atTop && idle && !has('n1') && !has('m1')) moves.push({ type: 'SCROLLED', atTop: false });
  if (c.mounted && !c.atTop) {
    if (idle && !has('n1')) moves.push(N1);
    if (idle && c.pending.includes('n1') && !has('m1') && trailing) moves.push({ type: 'FILL_GAP', key: trailing.key });
    if (filling && c.pending.includes('n1')) moves.push(doneEvent('gapPage', bigOlder));
    if (idle && has('m1') && c.pending.includes('n1')) moves.push({ type: 'SCROLLED', atTop: true });
  }
  return moves;
}

/** SMALL, as stories (see the file comment). */
function smallEvents(snapshot: Snapshot): EventObject[] {
  const c = snapshot.context;
  const has = (key: string) => heldKeys(c).includes(key);
  if (c.error !== null || has('z1')) return [];
  const idle = inState(snapshot, 'idle');
  const untouched = !['p1', 'p9', 'b1', 'r1'].some(has);
  const fresh = untouched && c.mergedNotifications === 'ok';
  const open = openGapOnTop(c.entries);
  const trailing = trailingGap(c);
  const moves: EventObject[] = [];
  // polls: hidden, with or without the disconnection's gap (partial, full, failed); scrolled down, with it
  if (inState(snapshot, 'polling') && fresh && c.pending.length === 0) {
    if (hidden(c)) moves.push(doneEvent('pollPage', pollPartial), doneEvent('pollPage', pollFull));
    if (hidden(c) && !open) moves.push(errorEvent('pollPage', unavailable));
    if (c.mounted && !c.atTop && open) moves.push(doneEvent('pollPage', pollPartial));
  }
  // gap fills: the trailing gap (partial, full, failed), then the middle gap a full poll left (and removals
  // that bring it next to the trailing one)
  if (idle && hidden(c) && fresh && trailing && !open) moves.push({ type: 'FILL_GAP', key: trailing.key });
  if (inState(snapshot, 'fillingGap') && fresh && c.fillingGap === trailing?.key)
    moves.push(doneEvent('gapPage', olderPartial), doneEvent('gapPage', olderFull), errorEvent('gapPage', unavailable));
  const middle = c.entries.find((e) => isGap(e) && e.maxId === '350');
  const afterFullPoll = hidden(c) && has('p2') && !has('p3') && !has('b1') && !open && c.mergedNotifications === 'ok';
  if (idle && afterFullPoll && middle) {
    moves.push({ type: 'FILL_GAP', key: middle.key });
    if (has('a1')) moves.push({ type: 'REMOVE', keys: ['a1', 'a2', 'a3'] });
  }
  if (inState(snapshot, 'fillingGap') && afterFullPoll && c.fillingGap === middle?.key)
    moves.push(doneEvent('gapPage', midFill));
  // shown: scrolled down, an arrival waits in pending; back at the top it still waits
  if (idle && c.mounted && c.atTop && fresh && c.pending.length === 0 && !open)
    moves.push({ type: 'SCROLLED', atTop: false });
  if (idle && c.mounted && !c.atTop && fresh && c.pending.length === 0 && !open) moves.push(P9);
  if (
    idle &&
    c.mounted &&
    !c.atTop &&
    c.pending.includes('p9') &&
    !has('r1') &&
    !open &&
    c.mergedNotifications === 'ok'
  )
    moves.push({ type: 'SCROLLED', atTop: true });
  // refreshes: deferred then reloaded (shown), or at once (hidden) with an arrival while on its way
  if (inState(snapshot, 'refreshing') && untouched && !open) {
    if (c.mounted) moves.push(doneEvent('refreshPage', refreshPage), errorEvent('refreshPage', unavailable));
    else moves.push(P9);
  }
  if (inState(snapshot, 'refreshing') && hidden(c) && c.arrived.includes('p9') && !open && !has('r1'))
    moves.push(doneEvent('refreshPage', refreshPage));
  return moves;
}

/** The sample events offered in a snapshot. */
export function sampleEvents(snapshot: Snapshot): EventObject[] {
  const c = snapshot.context;
  if (snapshot.value === 'idle' || snapshot.value === 'loading' || snapshot.value === 'failed')
    return beforeReady(snapshot);
  const stories = heldKeys(c).some((key) => key.startsWith('k'))
    ? bigEvents(snapshot)
    : heldKeys(c).length > 0
      ? smallEvents(snapshot)
      : [];
  return [...quiet(c), ...stories];
}
