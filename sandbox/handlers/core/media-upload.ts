import type { SandboxContext } from '../../kernel/context';
import type { MediaRecord } from '../../kernel/records';
import { mediaPaths } from '../../media-files';
import { LIMITS, SUPPORTED_MIME_TYPES } from './instance-info';
import { parseFocus } from './status-write';
import { imageSize, storeUpload } from './upload-store';

/** A placeholder blurhash (4x3 components) for uploads; the sandbox does not decode pictures. */
export const UPLOAD_BLURHASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

export function mediaTypeOf(mime: string): MediaRecord['type'] {
  if (mime === 'image/gif') return 'gifv';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'unknown';
}

function sizeMeta(width: number, height: number) {
  return { width, height, size: `${width}x${height}`, aspect: height > 0 ? width / height : 1 };
}

function smallOf(width: number, height: number) {
  const scale = Math.min(1, 640 / Math.max(width, height, 1));
  return sizeMeta(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
}

/** The size of an uploaded thumbnail as Mastodon keeps it (`small`); a picture it cannot read keeps a square. */
function thumbnailSize(bytes: ArrayBuffer) {
  const size = imageSize(bytes) ?? { width: 400, height: 400 };
  return sizeMeta(size.width, size.height);
}

export class MediaError extends Error {}

export interface UploadInput {
  file: File;
  description?: string;
  focus?: string;
  thumbnail?: File;
}

export function checkDescription(description: string | undefined): void {
  if (description !== undefined && [...description].length > LIMITS.mediaDescriptionLimit) {
    throw new MediaError(
      `Validation failed: Description is too long (maximum is ${LIMITS.mediaDescriptionLimit} characters)`,
    );
  }
}

/** Stores an upload as a MediaRecord that finishes processing after options.mediaProcessingMs. */
export async function uploadMedia(ctx: SandboxContext, accountId: string, input: UploadInput): Promise<MediaRecord> {
  const { db } = ctx;
  const mime = input.file.type;
  if (!SUPPORTED_MIME_TYPES.includes(mime) && mime !== 'image/gif') {
    throw new MediaError(`Validation failed: File content type ${mime || 'unknown'} is not supported`);
  }
  checkDescription(input.description);
  const now = db.now();
  const id = db.nextId(now);
  const type = mediaTypeOf(mime);
  const stored = await storeUpload(db, id, 'original', input.file);
  const storedThumbnail = input.thumbnail ? await storeUpload(db, id, 'thumbnail', input.thumbnail) : null;
  const thumbnail = storedThumbnail?.path ?? null;
  let meta: Record<string, unknown>;
  if (type === 'image' || type === 'gifv') {
    const size = imageSize(stored.bytes) ?? { width: 640, height: 480 };
    meta = { original: sizeMeta(size.width, size.height), small: smallOf(size.width, size.height) };
  } else if (type === 'video') {
    meta = {
      original: { ...sizeMeta(640, 360), duration: 1, frame_rate: '25/1' },
      small: smallOf(640, 360),
      length: '0:00:01',
      duration: 1,
    };
  } else {
    meta = { original: { duration: 1, bitrate: 128_000 }, length: '0:00:01', duration: 1 };
  }
  // Mastodon measures an uploaded thumbnail as the attachment's small picture
  if (storedThumbnail) meta.small = thumbnailSize(storedThumbnail.bytes);
  const focus = input.focus ? parseFocus(input.focus) : null;
  if (focus) meta.focus = focus;
  const record: MediaRecord = {
    id,
    account_id: accountId,
    status_id: null,
    type,
    url: stored.path,
    preview_url: thumbnail ?? (type === 'image' ? stored.path : mediaPaths.small(id)),
    remote_url: null,
    description: input.description?.trim() ? input.description : null,
    blurhash: type === 'audio' ? null : UPLOAD_BLURHASH,
    meta,
    ready_at: now + Math.max(0, ctx.options.mediaProcessingMs),
    thumbnail_url: thumbnail,
  };
  db.media.set(id, record);
  return record;
}

/** PUT / PATCH of an unattached upload: description, focus, and (PUT) a new thumbnail. */
export async function updateMedia(
  ctx: SandboxContext,
  media: MediaRecord,
  input: Omit<UploadInput, 'file'>,
): Promise<void> {
  checkDescription(input.description);
  if (input.description !== undefined) media.description = input.description.trim() ? input.description : null;
  const focus = input.focus ? parseFocus(input.focus) : null;
  if (focus) media.meta = { ...media.meta, focus };
  if (input.thumbnail) {
    const stored = await storeUpload(ctx.db, media.id, `thumbnail-${ctx.db.nextId()}`, input.thumbnail);
    media.thumbnail_url = stored.path;
    media.preview_url = stored.path;
    media.meta = { ...media.meta, small: thumbnailSize(stored.bytes) };
  }
}
