/**
 * Pure rules of the media gallery (the modal over a post's attachments).
 *
 * - Moving: next and previous wrap around (after the last comes the first, before the first the last), so a
 *   swipe or an arrow key always moves; the view announces the position ("2 of 4"), which keeps the wrap clear.
 *   With one attachment there is nowhere to move.
 * - Zoom: an attachment is shown fitted to the viewport, or zoomed to GALLERY_ZOOM_SCALE times that fitted size.
 * - Pan: while zoomed the picture moves by the reader's drags, but never so far that an edge of the picture comes
 *   inside the viewport: the offset of the picture's centre from the viewport's centre is at most half of the
 *   part that overflows, on each axis (0 on an axis where the zoomed picture fits).
 */

export const GALLERY_ZOOM_SCALE = 2;

export interface Size {
  width: number;
  height: number;
}

export interface PanOffset {
  x: number;
  y: number;
}

export const NO_PAN: PanOffset = { x: 0, y: 0 };
export const UNMEASURED: Size = { width: 0, height: 0 };

/** The index `delta` steps away from `index` among `count` attachments, wrapping at both ends. */
export function stepIndex(index: number, count: number, delta: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** How far the picture's centre may move from the viewport's centre on each axis. */
export function panLimits(fitted: Size, viewport: Size, scale = GALLERY_ZOOM_SCALE): PanOffset {
  const limit = (picture: number, view: number) => Math.max(0, (picture * scale - view) / 2);
  return { x: limit(fitted.width, viewport.width), y: limit(fitted.height, viewport.height) };
}

function clamp(value: number, limit: number): number {
  const clamped = Math.min(limit, Math.max(-limit, value));
  // no negative zero: an offset at the centre is plain 0
  return clamped === 0 ? 0 : clamped;
}

export function clampPan(offset: PanOffset, fitted: Size, viewport: Size, scale = GALLERY_ZOOM_SCALE): PanOffset {
  const limits = panLimits(fitted, viewport, scale);
  return { x: clamp(offset.x, limits.x), y: clamp(offset.y, limits.y) };
}
