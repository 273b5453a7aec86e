/**
 * The window of rows a timeline keeps around the reader (a pure rule of the timeline machine): rows far above the
 * row in view are cut and replaced by a gap that loads them back from below (scrolling back up meets them in
 * order); rows far below it are cut and come back as the older page. A reader scrolling all day holds a few
 * pages, not every post read.
 */
import { cursorBelow, makeGap, normalise, statusIds, type Rows } from './timeline-items';
import type { FeedEntry } from './timeline-types';

/**
 * Statuses kept above the row in view: two server pages, so a reader scrolling back up goes a few screens of long
 * posts before meeting the gap that loads the rest.
 */
export const KEEP_ABOVE_VIEW = 40;
/**
 * Statuses kept below the row in view: two pages, more than the tallest screen shows, so the older page is only
 * asked for again near the end.
 */
export const KEEP_BELOW_VIEW = 40;
/**
 * A side is cut only once it holds a page more than it keeps: cuts come a page at a time, not at every row
 * scrolled (each one redraws the feed).
 */
export const CUT_SLACK = 20;
/** A focused row at most this many statuses from the row in view is kept with it (the reader scrolled off it). */
export const FOCUS_REACH = 60;

/**
 * The rows cut to the window around `viewKey` (and `focusedKey` when it is near), or null when both sides are
 * within their keep plus the slack. One side per call, the one above first: the feed keeps the row in view still
 * by shifting when rows change above it only.
 */
export function windowCut(
  items: readonly FeedEntry[],
  next: string | null,
  viewKey: string,
  focusedKey: string | null = null,
): Rows | null {
  const ids = statusIds(items);
  /** the status a row stands for (its own, or the next one below a gap or the suggestions), as an index in `ids` */
  const statusAt = (key: string | null) => {
    const at = items.findIndex((e) => (e.kind === 'status' ? e.id : e.key) === key);
    const below = at === -1 ? undefined : items.slice(at).find((e) => e.kind === 'status');
    return below?.kind === 'status' ? ids.indexOf(below.id) : -1;
  };
  const entryOf = (n: number) => items.findIndex((e) => e.kind === 'status' && e.id === ids[n]);
  const view = statusAt(viewKey);
  if (view === -1) return null;
  const focus = statusAt(focusedKey);
  const near = focus !== -1 && Math.abs(focus - view) <= FOCUS_REACH;
  const first = near ? Math.min(view, focus) : view;
  const last = near ? Math.max(view, focus) : view;

  if (first > KEEP_ABOVE_VIEW + CUT_SLACK) {
    const from = entryOf(first - KEEP_ABOVE_VIEW);
    // the follow suggestions stay, on top of the kept rows, so a later page does not place them again
    const suggestions = items.slice(0, from).filter((e) => e.kind === 'suggestions');
    const gap = makeGap(items, ids[first - KEEP_ABOVE_VIEW] ?? null, 'below');
    return { items: normalise([gap, ...suggestions, ...items.slice(from)]), next };
  }
  if (ids.length - 1 - last > KEEP_BELOW_VIEW + CUT_SLACK) {
    const kept = normalise(items.slice(0, entryOf(last + KEEP_BELOW_VIEW) + 1));
    return { items: kept, next: cursorBelow(next, statusIds(kept).at(-1) ?? '') };
  }
  return null;
}
