/**
 * What a player needs of an attachment (its media props): the file, the still shown before it plays, the alt
 * text, the length and frame rate the server measured, the shape of the picture and, for audio, its colours.
 * - The frame rate comes as a fraction ("30000/1001", "25/1") or a plain number; anything unusable is null and
 *   the player falls back to 25 frames per second.
 * - The length is the original's duration (seconds), null when missing or not a positive number.
 * - The shape is width / height of the original, else of the small version, else 16:9.
 * - The still is the preview only when that is a picture (preview-image.ts).
 */
import type { MediaAttachment } from '../../domain/entities';
import { previewImageOf } from './preview-image';

export const DEFAULT_MEDIA_ASPECT = 16 / 9;

export interface MediaProps {
  src: string | null;
  poster: string | null;
  alt: string | null;
  duration: number | null;
  frameRate: number | null;
  aspectRatio: number;
  colours: { background: string | null; foreground: string | null; accent: string | null } | null;
}

export function parseFrameRate(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const [top, bottom = '1'] = value.split('/');
  const rate = Number(top) / Number(bottom);
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

function aspectOf(size: { width: number | null; height: number | null } | null): number | null {
  if (!size?.width || !size.height || size.width <= 0 || size.height <= 0) return null;
  return size.width / size.height;
}

export function mediaPropsOf(attachment: MediaAttachment): MediaProps {
  const { original, small } = attachment.meta;
  const duration = original?.duration;
  return {
    src: attachment.url ?? attachment.remote_url,
    poster: previewImageOf(attachment),
    alt: attachment.description,
    duration: typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? duration : null,
    frameRate: parseFrameRate(original?.frame_rate),
    aspectRatio: aspectOf(original) ?? aspectOf(small) ?? DEFAULT_MEDIA_ASPECT,
    colours: attachment.meta.colors,
  };
}
