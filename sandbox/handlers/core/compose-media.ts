import type { SandboxDb } from '../../kernel/db';
import type { MediaRecord, StatusRecord } from '../../kernel/records';
import { isMediaProcessed } from '../../serialize/media';
import { LIMITS } from './instance-info';

/**
 * Mastodon's refusals of `media_ids` when posting or editing (PostStatusService / UpdateStatusService
 * `validate_media!`, texts of `media_attachments.validations.*`), checked in Mastodon's order: too many files (or
 * files together with a poll), unknown or taken ids, a video or audio file among others, files still processing.
 * Each is a 422 with the bare text as `error` (Mastodon::ValidationError, no "Validation failed:" prefix).
 */
export const MEDIA_REFUSALS = {
  tooMany: `Cannot attach more than ${LIMITS.maxMediaAttachments} files`,
  notFound: (ids: readonly string[]) => `Media ${ids.join(', ')} not found or already attached to another post`,
  imagesAndVideo: 'Cannot attach a video to a post that already contains images',
  notReady: 'Cannot attach files that have not finished processing. Try again in a moment!',
} as const;

export class MediaRefusal extends Error {}

const audioOrVideo = (media: MediaRecord) => media.type === 'video' || media.type === 'audio';

/**
 * The attachments a request may use: the viewer's own, not attached to another status (those of `editing` are
 * allowed), processed. Returns the ids in request order without repeats; throws MediaRefusal otherwise.
 */
export function checkComposeMedia(
  db: SandboxDb,
  viewerId: string,
  ids: readonly string[],
  editing: StatusRecord | null,
  withPoll: boolean,
): string[] {
  if (ids.length === 0) return [];
  if (ids.length > LIMITS.maxMediaAttachments || withPoll) throw new MediaRefusal(MEDIA_REFUSALS.tooMany);
  const unique = [...new Set(ids)];
  const found: MediaRecord[] = [];
  const missing: string[] = [];
  for (const id of unique) {
    const media = db.media.get(id);
    const free = media && (media.status_id === null || (editing !== null && media.status_id === editing.id));
    if (media && free && media.account_id === viewerId) found.push(media);
    else missing.push(id);
  }
  if (missing.length > 0) throw new MediaRefusal(MEDIA_REFUSALS.notFound(missing));
  if (found.length > 1 && found.some(audioOrVideo)) throw new MediaRefusal(MEDIA_REFUSALS.imagesAndVideo);
  const now = db.now();
  if (found.some((media) => !isMediaProcessed(media, now))) throw new MediaRefusal(MEDIA_REFUSALS.notReady);
  return unique;
}
