/**
 * Scrolling a row of the virtual list into view. The list knows a row's height only once the row is drawn, so the
 * row's place is read again for a few frames after the first scroll and the scroll corrected as rows get measured.
 * The row is found again each time (by key, through `indexOf`), so rows added or cut meanwhile never send the scroll
 * to another row, or past the end.
 * (virtua's own scroll-to-index keeps the index it was given while it corrects, and when the list has become shorter
 * meanwhile it reads places past the end: its running sum of row heights turns to NaN from there on for good, and
 * the rows after that point are never drawn again.)
 */
import type { VirtualizerHandle } from 'virtua';

export type RowAlign = 'start' | 'nearest';

/** What a scroll reads of the list and asks of it. */
export type RowScrollHandle = Pick<
  VirtualizerHandle,
  'getItemOffset' | 'getItemSize' | 'scrollOffset' | 'viewportSize' | 'scrollTo'
>;

/** For how many frames after the first scroll the row's place is read again. */
export const FOLLOW_FRAMES = 10;

/**
 * Where the list should scroll so that row `index` shows: its top at the top (start), or just in view (nearest:
 * null when it is in view already; a row taller than the view shows its top).
 */
export function rowScrollTarget(handle: RowScrollHandle, index: number, align: RowAlign): number | null {
  const top = handle.getItemOffset(index);
  if (!Number.isFinite(top)) return null;
  if (align === 'start') return top;
  const bottom = top + handle.getItemSize(index);
  const viewTop = handle.scrollOffset;
  const viewBottom = viewTop + handle.viewportSize;
  if (top < viewTop) return top;
  if (bottom > viewBottom) return Math.min(top, bottom - handle.viewportSize);
  return null;
}

export interface FrameScheduler {
  request(step: () => void): number;
  cancel(id: number): void;
}

const animationFrames: FrameScheduler = {
  request: (step) => requestAnimationFrame(step),
  cancel: (id) => cancelAnimationFrame(id),
};

/**
 * Scrolls the row `indexOf()` names into view now and corrects the scroll on the next FOLLOW_FRAMES frames; stops
 * early when the row is gone (indexOf() is -1) or the list is. Returns what stops it (a newer scroll, the reader's own
 * scrolling, the list going away).
 */
export function scrollRowIntoView(
  handle: () => RowScrollHandle | null,
  indexOf: () => number,
  align: RowAlign,
  frames: FrameScheduler = animationFrames,
): () => void {
  let left = FOLLOW_FRAMES;
  let frame: number | null = null;
  const step = () => {
    frame = null;
    const list = handle();
    const index = indexOf();
    if (list === null || index < 0) return;
    const target = rowScrollTarget(list, index, align);
    if (target !== null && Math.abs(target - list.scrollOffset) >= 1) list.scrollTo(target);
    if (left-- > 0) frame = frames.request(step);
  };
  step();
  return () => {
    if (frame !== null) frames.cancel(frame);
    frame = null;
    left = 0;
  };
}
