/**
 * What each event or finished fetch of the timeline machine does to its context: pure functions from the
 * context (and the event's data) to the fields that change. The machine (timeline.machine.ts) wires them
 * to states; the row rules themselves are in timeline-items.ts.
 */
import { linkPageInput, reloadedRows } from './timeline-link-paging';
import { olderCursor } from './timeline-paging';
import {
  addNewer,
  appendPage,
  applyPending,
  cursorBelow,
  fillGap,
  findGap,
  gapAtTop,
  gapRequest,
  gapsToFill,
  newestId,
  placeSuggestions,
  prependPage,
  removeIds,
  statusIds,
  trimAtTop,
} from './timeline-items';
import type {
  TimelineCachedPage,
  TimelineContext,
  TimelineFetchInput,
  TimelineFetchOutput,
  TimelineStep,
} from './timeline-types';
import { windowCut } from './timeline-window';

type Change = Partial<TimelineContext>;

const statusCount = (context: Pick<TimelineContext, 'items'>) => statusIds(context.items).length;

/** Only the home timeline shows follow suggestions. */
function withSuggestions(context: TimelineContext, items: TimelineContext['items'], page: TimelineFetchOutput) {
  return context.timeline === 'home' ? placeSuggestions(items, page.ids, page.times, page.fetchedAt) : items;
}

export function firstPage(context: TimelineContext, page: TimelineFetchOutput): Change {
  const items = appendPage([], [], page.ids);
  return {
    items: withSuggestions(context, items, page),
    pending: [],
    unread: 0,
    pendingOverflow: false,
    next: page.next,
    gapQueue: [],
    savedAt: null,
    lastChange: null,
  };
}

/** Whether saved rows can be shown: some, of a timeline paged by status ids (a gap above them is filled by id). */
export function usableCache(context: TimelineContext, cached: TimelineCachedPage | null | undefined): boolean {
  return context.paging === 'id' && cached != null && cached.ids.length > 0;
}

/**
 * The rows saved from an earlier visit, shown at once under a gap at the top that is filled from the server
 * straight away (the newest posts, down to the newest saved one); older pages continue below the oldest saved row.
 */
export function cachedPage(context: TimelineContext, cached: TimelineCachedPage): Change {
  const items = gapAtTop(appendPage([], [], cached.ids));
  const top = items[0];
  return {
    items,
    pending: [],
    unread: 0,
    pendingOverflow: false,
    next: cursorBelow(null, statusIds(items).at(-1) ?? ''),
    gapQueue: top?.kind === 'gap' ? [top.key] : [],
    savedAt: cached.savedAt,
    lastChange: null,
  };
}

export function olderPage(context: TimelineContext, page: TimelineFetchOutput): Change {
  const items = withSuggestions(context, appendPage(context.items, context.pending, page.ids), page);
  return {
    items,
    next: page.next,
    lastChange: { step: 'expand', added: statusCount({ items }) - statusCount(context) },
  };
}

/**
 * A refresh shows the pending posts too, then the newer page on top (a full page leaves a gap below it). A
 * link-paged timeline's refresh is its first page again, over the rows (timeline-link-paging.ts).
 */
export function newerPage(context: TimelineContext, page: TimelineFetchOutput): Change {
  if (context.paging === 'link') {
    const { items, next, added } = reloadedRows(context.items, context.next, page);
    return { items, next, lastChange: { step: 'refresh', added } };
  }
  const shown = applyPending(context, true);
  const items = prependPage(shown.items, [], page.ids);
  return {
    ...shown,
    items,
    savedAt: null,
    lastChange: { step: 'refresh', added: statusCount({ items }) - statusCount(context) },
  };
}

/** Polled posts follow the stream rule (pending when not at the top). */
export function polledPage(context: TimelineContext, page: TimelineFetchOutput): Change {
  return addNewer(context, page.ids, true);
}

export function gapPage(context: TimelineContext, page: TimelineFetchOutput): Change {
  const [key, ...rest] = context.gapQueue;
  if (key === undefined) return {};
  const items = fillGap(context.items, context.pending, key, page.ids);
  return {
    items,
    gapQueue: rest,
    // the server has answered: the rows are no longer only the saved ones
    savedAt: null,
    lastChange: { step: 'gap', added: statusCount({ items }) - statusCount(context) },
  };
}

export function streamed(context: TimelineContext, id: string, trim: boolean): Change {
  return addNewer(context, [id], trim);
}

export function pendingApplied(context: TimelineContext, keepAll: boolean): Change {
  if (context.pending.length === 0) return {};
  return { ...applyPending(context, keepAll), lastChange: { step: 'pending', added: context.pending.length } };
}

/** Back at the top, a long timeline is cut (trimAtTop); a link-paged one never is (its cursors are not status ids). */
export function scrolled(context: TimelineContext, atTop: boolean, trim: boolean): Change {
  return atTop && trim && context.paging === 'id' ? { atTop, ...trimAtTop(context.items, context.next) } : { atTop };
}

/**
 * The reader's place: rows far from the row in view (and the focused row) are cut, one side at a time
 * (timeline-window.ts). Null when nothing is to cut; a link-paged timeline is never cut.
 */
export function viewed(context: TimelineContext, key: string, focusedKey: string | null | undefined): Change | null {
  if (context.paging !== 'id') return null;
  return windowCut(context.items, context.next, key, focusedKey ?? null);
}

export function deleted(context: TimelineContext, ids: readonly string[]): Change {
  return removeIds(context, ids);
}

/** The connection dropped: a gap at the top; queued fills wait for the next reconnection. */
export function disconnected(context: TimelineContext): Change {
  return { connected: false, items: gapAtTop(context.items), gapQueue: [] };
}

/** Back online: queue the newest gaps (at most 2 in the queue). */
export function reconnected(context: TimelineContext): Change {
  return { connected: true, gapQueue: [...new Set([...context.gapQueue, ...gapsToFill(context.items)])].slice(0, 2) };
}

/** A gap the reader asked to fill joins the queue (at most 2). */
export function gapRequested(context: TimelineContext, key: string): Change {
  if (context.gapQueue.includes(key) || context.gapQueue.length >= 2) return {};
  return { gapQueue: [...context.gapQueue, key] };
}

/** Drops queued keys whose gap is gone (cut away, merged or deleted). */
export function queueOfLiveGaps(context: TimelineContext): Change {
  return { gapQueue: context.gapQueue.filter((key) => findGap(context.items, key) !== undefined) };
}

export const hasQueuedGap = (context: TimelineContext) => context.gapQueue.some((key) => findGap(context.items, key));

export function failed(during: TimelineStep, error: unknown): Change {
  return { failure: { during, error } };
}

/** Whether an older page can be asked for: a next link (for a link-paged timeline, one that names a cursor). */
export function hasOlder(context: TimelineContext): boolean {
  return context.paging === 'link' ? linkPageInput(context.timeline, context.next) !== null : context.next !== null;
}

export function expandInput(context: TimelineContext): TimelineFetchInput {
  if (context.paging === 'link') return linkPageInput(context.timeline, context.next) ?? { timeline: context.timeline };
  const maxId = olderCursor(statusIds(context.items), context.next);
  return maxId === undefined ? { timeline: context.timeline } : { timeline: context.timeline, maxId };
}

export function newerInput(context: TimelineContext): TimelineFetchInput {
  if (context.paging === 'link') return { timeline: context.timeline };
  const sinceId = newestId(context.items, context.pending);
  return sinceId === undefined ? { timeline: context.timeline } : { timeline: context.timeline, sinceId };
}

export function gapInput(context: TimelineContext): TimelineFetchInput {
  const gap = context.gapQueue[0] === undefined ? undefined : findGap(context.items, context.gapQueue[0]);
  return { timeline: context.timeline, ...(gap ? gapRequest(gap) : {}) };
}
