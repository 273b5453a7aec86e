/**
 * What each event or finished request of the notification groups chart does to its context: pure functions from
 * the context (and the event's data) to the fields that change. The chart (notification-groups.machine.ts) wires
 * them to states; the list rules themselves are in notification-groups-rules.ts.
 */
import {
  addToPending,
  cursorsWith,
  cutAtTop,
  fillGap,
  findGap,
  firstPageEntries,
  gapOnTop,
  groupKeys,
  isNewerId,
  makeGap,
  mergeAdjacentGaps,
  moveToTop,
  newerId,
  openGapOnTop,
  pageCursors,
  removeKeys,
} from './notification-groups-rules';
import {
  PENDING_GROUPS_KEPT,
  type NotificationEntry,
  type NotificationGroupsContext,
  type NotificationGroupsStep,
  type NotificationPage,
  type NotificationPageRequest,
} from './notification-groups-types';

type Change = Partial<NotificationGroupsContext>;
type Context = NotificationGroupsContext;

/** The reader sees the top of the list, or does not see the list at all: the list may change at the top. */
export const atTopOrHidden = (c: Pick<Context, 'atTop' | 'mounted'>): boolean => c.atTop || !c.mounted;

/**
 * Arrivals go straight on top when the list may change at the top and nothing waits in pending (a newer group
 * above pending ones would put the list out of order once they are applied).
 */
export const arrivesOnTop = (c: Context): boolean => atTopOrHidden(c) && c.pending.length === 0;

interface RowOptions {
  /** cut at 50 groups when the list may change at the top */
  trim: boolean;
  /** cursors learnt with this change */
  additions?: Readonly<Record<string, string>>;
  /** the gap whose fill is still on its way (left unmerged and uncut) */
  busy?: string | null;
}

/**
 * Past PENDING_GROUPS_KEPT waiting groups, the oldest are let go and a gap goes on top of the rows (unless one is
 * there): from the newest notification down to the newest one of the first row that is not waiting, so whatever
 * was let go is inside it.
 */
function capPending(
  entries: readonly NotificationEntry[],
  pending: string[],
  cursorOf: Readonly<Record<string, string>>,
): { entries: readonly NotificationEntry[]; pending: string[]; overflow: boolean } {
  if (pending.length <= PENDING_GROUPS_KEPT) return { entries, pending, overflow: false };
  const waiting = new Set(pending);
  const first = groupKeys(entries).find((key) => !waiting.has(key));
  const since = first === undefined ? null : (cursorOf[first] ?? null);
  const rows = entries[0]?.kind === 'gap' ? entries : [makeGap(entries, null, since), ...entries];
  return { entries: rows, pending: pending.slice(0, PENDING_GROUPS_KEPT), overflow: true };
}

/** New rows and pending keys made consistent: gaps merged, the cut at the top, cursors of held groups only. */
function withRows(c: Context, entries: readonly NotificationEntry[], pending: string[], options: RowOptions): Change {
  const busy = options.busy === undefined ? c.fillingGap : options.busy;
  const known = { ...c.cursorOf, ...cursorsWith(c.cursorOf, Object.keys(options.additions ?? {}), options.additions) };
  const capped = capPending(entries, pending, known);
  const merged = mergeAdjacentGaps(capped.entries, busy);
  const rows = options.trim && atTopOrHidden(c) ? cutAtTop(merged, known, busy) : merged;
  return {
    entries: rows,
    pending: capped.pending,
    cursorOf: cursorsWith(known, [...groupKeys(rows), ...capped.pending]),
    ...(capped.overflow ? { pendingOverflow: true } : {}),
  };
}

const succeeded = { error: null, failedDuring: null, request: null } satisfies Change;

/** The first page, or a refresh: it replaces the rows; keys that arrived meanwhile stay on top. */
export function firstPage(c: Context, page: NotificationPage): Change {
  const entries = firstPageEntries(page, c.arrived);
  return {
    ...withRows(c, entries, [], { trim: true, additions: pageCursors(page), busy: null }),
    ...succeeded,
    pendingOverflow: false,
    arrived: [],
    mergedNotifications: 'ok',
    newestId: newerId(c.newestId, page.newestId),
  };
}

export function gapFilled(c: Context, page: NotificationPage): Change {
  if (c.fillingGap === null) return { ...succeeded };
  // the cut postponed while the page was on its way happens now (at the top, only 50 groups stay)
  const entries = fillGap(c.entries, c.pending, c.fillingGap, page);
  return {
    ...withRows(c, entries, [...c.pending], { trim: true, additions: pageCursors(page), busy: null }),
    ...succeeded,
    fillingGap: null,
    newestId: newerId(c.newestId, page.newestId),
  };
}

/**
 * A poll's page: notifications newer than the request's sinceId. They go on top, or to pending when the reader
 * is away from the top. The disconnection's gap on top is closed when the poll covered it; a full page leaves
 * a gap between the new keys and the older rows.
 */
export function polled(c: Context, page: NotificationPage): Change {
  const since = c.request?.sinceId ?? null;
  const open = openGapOnTop(c.entries);
  const covered = open !== undefined && open.sinceId === since;
  const rows = covered ? c.entries.slice(1) : c.entries;
  const gap =
    page.full && page.oldestId !== null && isNewerId(page.oldestId, since)
      ? [{ ...(covered ? open : makeGap(rows, page.oldestId, since)), maxId: page.oldestId, sinceId: since }]
      : [];
  const onTop = arrivesOnTop(c);
  const entries = onTop ? moveToTop([...gap, ...rows], page.keys) : [...gap, ...rows];
  const pending = onTop ? [...c.pending] : addToPending(c.pending, page.keys);
  return {
    ...withRows(c, entries, pending, { trim: true, additions: pageCursors(page) }),
    ...succeeded,
    newestId: newerId(c.newestId, page.newestId),
  };
}

/** A request failed: the rows stay; the error is kept for the alert. A failed refresh leaves the list stale. */
export function failed(step: NotificationGroupsStep, error: unknown): Change {
  return {
    error,
    failedDuring: step,
    request: null,
    fillingGap: null,
    ...(step === 'refresh' ? { mergedNotifications: 'needs-reload' as const } : {}),
  };
}

const starting = (request: NotificationPageRequest): Change => ({ request, error: null, failedDuring: null });

/** The first page or a refresh starts: nothing has arrived during it yet. */
export function firstPageRequested(): Change {
  return { ...starting({ maxId: null, sinceId: null }), fillingGap: null, arrived: [] };
}

export function gapRequested(c: Context, key: string): Change {
  const gap = findGap(c.entries, key);
  return gap ? { ...starting({ maxId: gap.maxId, sinceId: gap.sinceId }), fillingGap: key } : {};
}

/** A poll asks from the disconnection's gap on top when there is one, else from the newest id known. */
export function pollRequested(c: Context): Change {
  const open = openGapOnTop(c.entries);
  return starting({ maxId: null, sinceId: open ? open.sinceId : c.newestId });
}

/**
 * Whether a live notification is news for the list: not when the group's newest notification known is already
 * as new (the stream repeating itself, or a poll that brought it first).
 */
export function isNewArrival(c: Context, key: string, notificationId: string): boolean {
  const known = c.cursorOf[key];
  return known === undefined || isNewerId(notificationId, known);
}

/** A live notification joined (or made) group `key`. */
export function newGroup(c: Context, key: string, notificationId: string): Change {
  const additions = { [key]: notificationId };
  const newestId = newerId(c.newestId, notificationId);
  if (arrivesOnTop(c))
    return { ...withRows(c, moveToTop(c.entries, [key]), [...c.pending], { trim: true, additions }), newestId };
  return { ...withRows(c, c.entries, addToPending(c.pending, [key]), { trim: true, additions }), newestId };
}

/** A live notification while the first page or a refresh is on its way: it goes on top of that page. */
export function arrivedDuringLoad(c: Context, key: string, notificationId: string): Change {
  return {
    arrived: addToPending(c.arrived, [key]),
    newestId: newerId(c.newestId, notificationId),
    cursorOf: { ...c.cursorOf, [key]: newerId(c.cursorOf[key] ?? null, notificationId) ?? notificationId },
  };
}

export function scrolled(c: Context, atTop: boolean): Change {
  if (!atTop) return { atTop };
  return { atTop, ...withRows({ ...c, atTop }, c.entries, [...c.pending], { trim: true }) };
}

/** The pending groups go on top, in order, leaving their older rows. */
export function pendingApplied(c: Context): Change {
  return { ...withRows(c, moveToTop(c.entries, c.pending), [], { trim: true }), pendingOverflow: false };
}

export function disconnected(c: Context): Change {
  return withRows(c, gapOnTop(c.entries, c.newestId), [...c.pending], { trim: false });
}

export function removed(c: Context, keys: readonly string[]): Change {
  const rest = removeKeys(c.entries, c.pending, keys, c.fillingGap);
  return withRows(c, rest.entries, rest.pending, { trim: false });
}

/** Everything was cleared on the server: the list starts again empty, nothing stale, nothing failed. */
export function cleared(): Change {
  return {
    entries: [],
    pending: [],
    pendingOverflow: false,
    cursorOf: {},
    arrived: [],
    fillingGap: null,
    request: null,
    newestId: null,
    mergedNotifications: 'ok',
    error: null,
    failedDuring: null,
  };
}
