/**
 * Pure helpers of the timeline machine over its rows (FeedEntry[], newest first) and pending ids: where new
 * posts go, the trims at the top, gaps, follow suggestions and deletions. Every helper keeps each status id at most
 * once across `items` and `pending`.
 */
import type { FeedEntry } from './timeline-types';

/** Timeline trim: above 40 statuses at the top, cut to 20; applying pending keeps 40. */
export const TRIM_ABOVE = 40;
export const TRIM_TO = 20;
export const KEEP_ON_APPLY = 40;
/**
 * Posts kept waiting above (two pages): a reader away from the top all afternoon must not hold every post that
 * arrived. Past it the oldest waiting ones are let go; once applied, a gap under the kept ones loads them.
 */
export const PENDING_KEPT = 40;
/** Gap fetches: at most this many gaps are filled after a reconnection. */
export const MAX_GAP_FETCHES = 2;
/** The server's default page size: a page this long may have left posts out below it. */
export const PAGE_SIZE = 20;
/** Follow suggestions go at the first status older than this. */
export const SUGGESTIONS_AGE_MS = 4 * 60 * 60 * 1000;

type GapEntry = Extract<FeedEntry, { kind: 'gap' }>;

export const statusEntry = (id: string): FeedEntry => ({ kind: 'status', id });
const isStatus = (e: FeedEntry): e is { kind: 'status'; id: string } => e.kind === 'status';
const isGap = (e: FeedEntry): e is GapEntry => e.kind === 'gap';

/** The status ids of the rows, in order. */
export function statusIds(items: readonly FeedEntry[]): string[] {
  return items.filter(isStatus).map((e) => e.id);
}

export function gapKeys(items: readonly FeedEntry[]): string[] {
  return items.filter(isGap).map((e) => e.key);
}

export function findGap(items: readonly FeedEntry[], key: string): GapEntry | undefined {
  return items.find((e): e is GapEntry => isGap(e) && e.key === key);
}

/** The newest status id held (pending first), for "newer than" requests. */
export function newestId(items: readonly FeedEntry[], pending: readonly string[]): string | undefined {
  return pending[0] ?? statusIds(items)[0];
}

/** `ids` without repeats and without the ids already in `items` or `pending`. */
export function freshIds(
  ids: readonly string[],
  items: readonly FeedEntry[],
  pending: readonly string[] = [],
): string[] {
  const seen = new Set([...statusIds(items), ...pending]);
  return ids.filter((id) => (seen.has(id) ? false : (seen.add(id), true)));
}

/** A gap key not used in `items`, named after where the gap was made. */
function gapKey(items: readonly FeedEntry[], below: string | null): string {
  const used = new Set(gapKeys(items));
  const base = `gap:${below ?? 'end'}`;
  let key = base;
  for (let n = 2; used.has(key); n += 1) key = `${base}:${n}`;
  return key;
}

export function makeGap(items: readonly FeedEntry[], below: string | null, fillFrom?: 'below'): GapEntry {
  const gap: GapEntry = { kind: 'gap', key: gapKey(items, below), maxId: null, sinceId: below };
  return fillFrom === undefined ? gap : { ...gap, fillFrom };
}

/**
 * The rows made consistent: adjacent gaps merged (the first key kept), no gap at the bottom (expanding
 * covers what is older), each gap's maxId/sinceId set from its neighbours, one suggestions row never
 * first, and nothing but statuses when no status is left.
 */
export function normalise(items: readonly FeedEntry[]): FeedEntry[] {
  const out: FeedEntry[] = [];
  let suggestions = false;
  for (const entry of items) {
    if (isGap(entry) && out.at(-1)?.kind === 'gap') continue;
    if (entry.kind === 'suggestions') {
      if (suggestions) continue;
      suggestions = true;
    }
    out.push(entry);
  }
  while (out.length > 0 && out.at(-1)?.kind !== 'status') out.pop();
  const first = out[0];
  if (first?.kind === 'suggestions') {
    out.shift();
    const at = out.findIndex(isStatus);
    out.splice(at + 1, 0, first);
  }
  let above: string | null = null;
  return out.map((entry, index) => {
    if (isStatus(entry)) above = entry.id;
    if (!isGap(entry)) return entry;
    const below = out.slice(index + 1).find(isStatus)?.id ?? null;
    return entry.maxId === above && entry.sinceId === below ? entry : { ...entry, maxId: above, sinceId: below };
  });
}

/** The older-page cursor pointing below `lastId`: `next` with its max_id replaced, or a bare `?max_id=`. */
export function cursorBelow(next: string | null, lastId: string): string {
  if (next !== null) {
    try {
      const url = new URL(next);
      url.searchParams.set('max_id', lastId);
      return url.toString();
    } catch {
      // not an absolute URL: fall through to the bare cursor
    }
  }
  return `?max_id=${encodeURIComponent(lastId)}`;
}

export interface Rows {
  items: FeedEntry[];
  next: string | null;
}

/** Keeps the rows down to the `keep`-th status; when something was cut, `next` points below the kept ones. */
export function keepStatuses(items: readonly FeedEntry[], next: string | null, keep: number): Rows {
  let count = 0;
  const end = items.findIndex((e) => isStatus(e) && ++count === keep);
  if (end === -1 || !items.slice(end + 1).some(isStatus)) return { items: [...items], next };
  const kept = normalise(items.slice(0, end + 1));
  return { items: kept, next: cursorBelow(next, statusIds(kept).at(-1) ?? '') };
}

/** At the top with more than 40 statuses, the list is cut to 20. */
export function trimAtTop(items: readonly FeedEntry[], next: string | null): Rows {
  return statusIds(items).length > TRIM_ABOVE ? keepStatuses(items, next, TRIM_TO) : { items: [...items], next };
}

/** Whether a page may have left posts out below it: full, and its oldest post not already held. */
export function leavesGap(pageIds: readonly string[], items: readonly FeedEntry[]): boolean {
  const oldest = pageIds.at(-1);
  return pageIds.length >= PAGE_SIZE && oldest !== undefined && !statusIds(items).includes(oldest);
}

/** Newer posts on top of the rows, with a gap under them when the page may have left some out. */
export function prependPage(
  items: readonly FeedEntry[],
  pending: readonly string[],
  pageIds: readonly string[],
): FeedEntry[] {
  const fresh = freshIds(pageIds, items, pending);
  if (fresh.length === 0) return [...items];
  const below = statusIds(items)[0];
  const gap = leavesGap(pageIds, items) && below !== undefined ? [makeGap(items, below)] : [];
  return normalise([...fresh.map(statusEntry), ...gap, ...items]);
}

/** Older posts below the rows. */
export function appendPage(
  items: readonly FeedEntry[],
  pending: readonly string[],
  pageIds: readonly string[],
): FeedEntry[] {
  return normalise([...items, ...freshIds(pageIds, items, pending).map(statusEntry)]);
}

export interface LiveRows extends Rows {
  pending: string[];
  unread: number;
  /** more arrived than `pending` keeps (see PENDING_KEPT) */
  pendingOverflow: boolean;
}

export interface LiveState extends LiveRows {
  atTop: boolean;
}

/**
 * New posts (a stream update or a poll): to pending (unread + 1 each) when the reader is not at the top or
 * pending posts exist, the newest 40 kept (PENDING_KEPT); else on top of the rows, then, when `trim`, cut to 20
 * above 40.
 */
export function addNewer(state: LiveState, pageIds: readonly string[], trim: boolean): LiveRows {
  const { items, pending, unread, next, pendingOverflow } = state;
  const fresh = freshIds(pageIds, items, pending);
  if (fresh.length === 0) return { items: [...items], pending: [...pending], unread, next, pendingOverflow };
  if (!state.atTop || pending.length > 0) {
    const waiting = [...fresh, ...pending];
    return {
      items: [...items],
      pending: waiting.slice(0, PENDING_KEPT),
      unread: unread + fresh.length,
      next,
      pendingOverflow: pendingOverflow || waiting.length > PENDING_KEPT,
    };
  }
  const rows = prependPage(items, pending, pageIds);
  return { ...(trim ? trimAtTop(rows, next) : { items: rows, next }), pending: [], unread, pendingOverflow: false };
}

/**
 * The pending posts on top, over at most 40 of the existing statuses (all of them when `keepAll`); when some
 * were let go (pendingOverflow), a gap between the two loads them.
 */
export function applyPending(state: LiveRows, keepAll = false): LiveRows {
  const kept = keepAll
    ? { items: [...state.items], next: state.next }
    : keepStatuses(state.items, state.next, KEEP_ON_APPLY);
  const fresh = freshIds(state.pending, kept.items);
  const below = statusIds(kept.items)[0];
  const gap = state.pendingOverflow && fresh.length > 0 && below !== undefined ? [makeGap(kept.items, below)] : [];
  return {
    items: normalise([...fresh.map(statusEntry), ...gap, ...kept.items]),
    next: kept.next,
    pending: [],
    unread: 0,
    pendingOverflow: false,
  };
}

/** A gap at the top (the connection dropped), unless there are no statuses or the top is a gap already. */
export function gapAtTop(items: readonly FeedEntry[]): FeedEntry[] {
  if (statusIds(items).length === 0 || items[0]?.kind === 'gap') return [...items];
  return normalise([makeGap(items, statusIds(items)[0] ?? null), ...items]);
}

/**
 * The request that fills a gap: older than the status above it, newer than the status below it (the newest such
 * posts; for a gap filled from below, min_id: the oldest, right above the status below).
 */
export function gapRequest(gap: GapEntry): { maxId?: string; sinceId?: string; minId?: string } {
  const newer = gap.fillFrom === 'below' ? 'minId' : 'sinceId';
  return {
    ...(gap.maxId !== null ? { maxId: gap.maxId } : {}),
    ...(gap.sinceId !== null ? { [newer]: gap.sinceId } : {}),
  };
}

/**
 * The fetched posts in place of the gap; a page that may have left posts out leaves a (new) gap below
 * them. A gap that is gone (cut or merged away) leaves the rows as they are.
 */
export function fillGap(
  items: readonly FeedEntry[],
  pending: readonly string[],
  key: string,
  pageIds: readonly string[],
): FeedEntry[] {
  const at = items.findIndex((e) => isGap(e) && e.key === key);
  if (at === -1) return [...items];
  const fresh = freshIds(pageIds, items, pending);
  const below = statusIds(items.slice(at + 1))[0] ?? null;
  const rows = fresh.map(statusEntry);
  const before = items.slice(0, at);
  const after = items.slice(at + 1);
  if (items[at]?.kind === 'gap' && items[at].fillFrom === 'below') {
    // the page sits on the status below; a full page whose newest post is not held leaves the gap above it
    const newest = pageIds[0];
    const more = fresh.length > 0 && pageIds.length >= PAGE_SIZE && newest !== undefined && fresh.includes(newest);
    const gap = more ? [makeGap(items, newest, 'below')] : [];
    return normalise([...before, ...gap, ...rows, ...after]);
  }
  // named against every key held, the old one included, so the remaining gap is told apart from the filled one
  const gap = fresh.length > 0 && leavesGap(pageIds, items) ? [makeGap(items, below)] : [];
  return normalise([...before, ...rows, ...gap, ...after]);
}

/** The gaps an automatic fill takes: the newest ones, at most 2. */
export function gapsToFill(items: readonly FeedEntry[]): string[] {
  return gapKeys(items).slice(0, MAX_GAP_FETCHES);
}

/** The rows and pending ids without `ids` (a deleted status, its reblogs and references); unread follows. */
export function removeIds(state: LiveRows, ids: readonly string[]): LiveRows {
  const gone = new Set(ids);
  const pending = state.pending.filter((id) => !gone.has(id));
  const items = state.items.some((e) => isStatus(e) && gone.has(e.id))
    ? normalise(state.items.filter((e) => !(isStatus(e) && gone.has(e.id))))
    : [...state.items];
  const unread = Math.max(0, state.unread - (state.pending.length - pending.length));
  return { items, pending, unread, next: state.next, pendingOverflow: state.pendingOverflow };
}

/**
 * The home timeline's follow-suggestions row, placed once at the first status of `pageIds` older than
 * 4 hours before `now` (at index 1 or below). Unchanged when the row exists or no such status is known.
 */
export function placeSuggestions(
  items: readonly FeedEntry[],
  pageIds: readonly string[],
  times: readonly number[] | undefined,
  now: number | undefined,
): FeedEntry[] {
  if (times === undefined || now === undefined || items.some((e) => e.kind === 'suggestions')) return [...items];
  const cutoff = now - SUGGESTIONS_AGE_MS;
  const old = pageIds.find((id, i) => (times[i] ?? Infinity) < cutoff);
  if (old === undefined) return [...items];
  const at = items.findIndex((e) => isStatus(e) && e.id === old);
  if (at === -1) return [...items];
  const index = Math.max(1, at);
  return [...items.slice(0, index), { kind: 'suggestions', key: 'suggestions' }, ...items.slice(index)];
}
