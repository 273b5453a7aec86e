/**
 * Browser files to upload files (src/machines/upload-types.ts): what the pickers accept, File -> UploadFile,
 * the files of a drop or a paste, and the kind of an attachment (image, video, audio) for its preview.
 */
import type { ApiMediaAttachment } from '../../../domain/entities/api-types';
import type { UploadFile } from '../../../machines/upload-types';

/** What "Add media" and "Replace file" offer (Mastodon's supported types; the server has the last word). */
export const ACCEPTED_MEDIA_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/ogg',
  'audio/mpeg',
  'audio/mp3',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'audio/webm',
  'audio/flac',
  'audio/wav',
  'audio/wave',
  'audio/x-wav',
  'audio/3gpp',
];

/** The accept attribute of the media file inputs. */
export const MEDIA_ACCEPT = ACCEPTED_MEDIA_TYPES.join(',');

/** The accept attribute of the thumbnail input (video and audio). */
export const THUMBNAIL_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/avif';

export type MediaKind = 'image' | 'video' | 'audio' | 'unknown';

export function toUploadFile(file: File): UploadFile {
  return { blob: file, name: file.name, type: file.type, size: file.size };
}

/** The upload files of a file input, drop or paste (nothing for null). */
export function uploadFiles(files: Iterable<File> | ArrayLike<File> | null | undefined): UploadFile[] {
  if (!files) return [];
  return Array.from(files as ArrayLike<File>, toUploadFile);
}

/** The files a DataTransfer carries (drop or paste): its `files`, else its file items. */
export function filesOfTransfer(transfer: Pick<DataTransfer, 'files' | 'items'> | null | undefined): File[] {
  if (!transfer) return [];
  const files = Array.from(transfer.files ?? []);
  if (files.length > 0) return files;
  const found: File[] = [];
  for (const item of Array.from(transfer.items ?? [])) {
    if (item.kind !== 'file') continue;
    const file = item.getAsFile();
    if (file) found.push(file);
  }
  return found;
}

/** True when a drag carries files (dragenter/dragover do not give the files themselves). */
export function transferHasFiles(transfer: Pick<DataTransfer, 'types'> | null | undefined): boolean {
  return transfer ? Array.from(transfer.types ?? []).includes('Files') : false;
}

/** The kind of an attachment, from the server's type or else the file's MIME type. */
export function mediaKind(fileType: string | null | undefined, attachment?: ApiMediaAttachment | null): MediaKind {
  switch (attachment?.type) {
    case 'image':
      return 'image';
    case 'video':
    case 'gifv':
      return 'video';
    case 'audio':
      return 'audio';
    default:
      break;
  }
  const major = (fileType ?? '').split('/')[0];
  return major === 'image' || major === 'video' || major === 'audio' ? major : 'unknown';
}

/** Images and videos have a focal point; audio does not. */
export function hasFocalPoint(kind: MediaKind): boolean {
  return kind === 'image' || kind === 'video';
}

/** Video and audio can be given a thumbnail. */
export function takesThumbnail(kind: MediaKind): boolean {
  return kind === 'video' || kind === 'audio';
}

/** A name for an attachment that came without a file (restored, redraft, edit): its URL's last segment. */
export function attachmentName(attachment: ApiMediaAttachment | null): string | null {
  const url = attachment?.url ?? attachment?.preview_url ?? attachment?.remote_url;
  if (!url) return null;
  try {
    const last = new URL(url, 'https://invalid.example').pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : null;
  } catch {
    return null;
  }
}
