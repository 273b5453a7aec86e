/**
 * The media viewer's visibility rules and overlay:
 * - visible if an explicit `visible` prop is given; otherwise show_all shows, hide_all hides, and any other
 *   setting shows only non-sensitive media. Media matching a blur filter counts as sensitive.
 * - overlay: uncached -> 'Preview not available' / 'Click to open' (button disabled); a matching media filter
 *   -> 'Matches filter “{title}”' / 'Click to show'; sensitive -> 'Sensitive content' / 'Click to show';
 *   otherwise 'Media hidden' / 'Click to show'.
 */
import type { MediaAttachment } from '../../../domain/entities';

// the visibility rule itself is the chart layer's (one copy for every view that shows media)
export { initialMediaVisible, type DisplayMedia } from '../../../machines/media-visibility';

/** Not cached by the server: a remote file without a local copy (or the server's 'unknown' type). */
export function isUncached(attachment: Pick<MediaAttachment, 'type' | 'url' | 'remote_url'>): boolean {
  return attachment.type === 'unknown' || (attachment.url === null && attachment.remote_url !== null);
}

/** Media are treated as sensitive when the status is, or when a blur filter matched it. */
export function isMediaSensitive(status: {
  sensitive: boolean;
  matched_media_filters: readonly string[] | false;
}): boolean {
  return status.sensitive || status.matched_media_filters !== false;
}

export type MediaOverlay =
  { kind: 'uncached' } | { kind: 'filter'; title: string } | { kind: 'sensitive' } | { kind: 'hidden' };

export function mediaOverlayFor(input: {
  uncached: boolean;
  matchedMediaFilters: readonly string[] | false;
  sensitive: boolean;
}): MediaOverlay {
  if (input.uncached) return { kind: 'uncached' };
  if (input.matchedMediaFilters !== false && input.matchedMediaFilters.length > 0) {
    return { kind: 'filter', title: input.matchedMediaFilters.join(', ') };
  }
  if (input.sensitive) return { kind: 'sensitive' };
  return { kind: 'hidden' };
}
