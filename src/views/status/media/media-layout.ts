/**
 * Grid geometry: up to four tiles in the usual layouts (one alone at its own aspect; two side by side;
 * three with the first spanning both rows; four in a 2 x 2 grid), focus points as object-position and the
 * mm:ss duration format (hours added from one hour).
 */
import type { MediaAttachment } from '../../../domain/entities';

export const MAX_GRID_ITEMS = 4;
export const GRID_ASPECT = 16 / 9;
/** A single item keeps its own aspect within these bounds (portrait 3:4 .. wide 2:1). */
export const SINGLE_ASPECT_MIN = 3 / 4;
export const SINGLE_ASPECT_MAX = 2;

export function gridItems<T>(items: readonly T[]): T[] {
  return items.slice(0, MAX_GRID_ITEMS);
}

export function gridLayoutClass(count: number): string {
  return `media-grid--${Math.max(1, Math.min(MAX_GRID_ITEMS, count))}`;
}

/** The aspect ratio (width / height) read from meta: small, then original; null when unknown. */
export function attachmentAspect(attachment: Pick<MediaAttachment, 'meta'>): number | null {
  for (const size of [attachment.meta.small, attachment.meta.original]) {
    if (size === null) continue;
    if (size.aspect !== null && size.aspect > 0) return size.aspect;
    if (size.width !== null && size.height !== null && size.width > 0 && size.height > 0)
      return size.width / size.height;
  }
  return null;
}

/** The grid's aspect: a lone image or video at its own (clamped) aspect, otherwise 16:9. */
export function gridAspect(items: readonly Pick<MediaAttachment, 'meta' | 'type'>[]): number {
  const only = items.length === 1 ? items[0] : undefined;
  if (only === undefined || only.type === 'audio') return GRID_ASPECT;
  const aspect = attachmentAspect(only);
  if (aspect === null) return GRID_ASPECT;
  return Math.min(SINGLE_ASPECT_MAX, Math.max(SINGLE_ASPECT_MIN, aspect));
}

/** Focus x/y in [-1, 1] (y up) as a CSS object-position; centred without a focus. */
export function focusPosition(focus: { x: number; y: number } | null): string {
  if (focus === null) return '50% 50%';
  const percent = (n: number) => `${Math.round(n * 10000) / 100}%`;
  return `${percent((focus.x + 1) / 2)} ${percent((1 - focus.y) / 2)}`;
}

/** mm:ss, with hours (h:mm:ss) from one hour. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

export function attachmentDuration(attachment: Pick<MediaAttachment, 'meta'>): number | null {
  return attachment.meta.original?.duration ?? null;
}
