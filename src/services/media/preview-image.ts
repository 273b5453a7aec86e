/**
 * The still an attachment is drawn with before it plays (a tile's picture, a video's poster, the audio player's
 * round picture), when its `preview_url` really is a picture.
 *
 * A server sends a `preview_url` for every attachment, but for an audio file uploaded without a cover picture a
 * Mastodon server gives the audio file's own address there, and its meta then measures no `small` picture (a cover
 * picture, when uploaded, is measured as `small`). Put in an <img>, such a preview is a broken image. So a preview
 * counts as a picture unless it is the file itself (`url` or `remote_url`), its path ends in an audio or video
 * file's extension, or it belongs to audio whose meta measures no picture. An image's preview is always a picture
 * (some servers send the image itself as its preview).
 */
import type { MediaAttachment } from '../../domain/entities';

const MEDIA_FILE_EXTENSION = /\.(?:aac|flac|m4a|m4v|mkv|mov|mp3|mp4|oga|ogg|ogv|opus|wav|weba|webm)$/i;

type PreviewSource = Pick<MediaAttachment, 'type' | 'url' | 'remote_url' | 'preview_url' | 'meta'>;

export function previewImageOf(attachment: PreviewSource): string | null {
  const preview = attachment.preview_url;
  if (preview === null || attachment.type === 'image') return preview;
  if (preview === attachment.url || preview === attachment.remote_url) return null;
  if (MEDIA_FILE_EXTENSION.test(preview.split(/[?#]/, 1)[0]!)) return null;
  if (attachment.type === 'audio' && attachment.meta.small === null) return null;
  return preview;
}
