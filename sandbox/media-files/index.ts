import type { SandboxDb } from '../kernel/db';
import { bytesResponse } from './byte-range';
import { encodePng } from './encoders';
import { audioFile, videoFile } from './media-streams';
import { hashString, renderPicture } from './pixels';

export { renderPicture, hashString } from './pixels';
export { encodePng, encodeToneWav } from './encoders';
export { encodeWebmVideo } from './webm-video';
export { SEEDED_AUDIO, SEEDED_GIFV, SEEDED_VIDEO, formatLength } from './media-streams';

/** Where generated files live; every seeded URL points below this path. */
export const MEDIA_ROOT = '/system/media';

export const mediaPaths = {
  original: (mediaId: string, ext: string) => `${MEDIA_ROOT}/${mediaId}/original.${ext}`,
  small: (mediaId: string) => `${MEDIA_ROOT}/${mediaId}/small.png`,
  avatar: (accountId: string) => `${MEDIA_ROOT}/avatars/${accountId}.png`,
  header: (accountId: string) => `${MEDIA_ROOT}/headers/${accountId}.png`,
  emoji: (key: string) => `${MEDIA_ROOT}/emoji/${encodeURIComponent(key)}.png`,
  card: (name: string) => `${MEDIA_ROOT}/cards/${encodeURIComponent(name)}.png`,
};

/** Picture seeds shared by the seed (blurhash) and the file server (pixels). */
export const pictureSeed = {
  media: (mediaId: string) => hashString(`media:${mediaId}`),
  card: (name: string) => hashString(`card:${name}`),
  avatar: (accountId: string) => hashString(`avatar:${accountId}`),
  header: (accountId: string) => hashString(`header:${accountId}`),
  emoji: (key: string) => hashString(`emoji:${key}`),
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

function pngResponse(seed: number, width: number, height: number, range: string | null): Response {
  const bytes = encodePng(renderPicture(seed, width, height), width, height);
  return bytesResponse(bytes, { 'Content-Type': 'image/png', 'Cache-Control': IMMUTABLE }, range);
}

/** Scales (width, height) so the longer side is `max`, keeping the aspect ratio. */
function fit(width: number, height: number, max: number): [number, number] {
  const scale = max / Math.max(width, height, 1);
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

function metaSize(meta: Record<string, unknown>, key: 'original' | 'small'): [number, number] {
  const part = meta[key] as { width?: unknown; height?: unknown } | undefined;
  const width = typeof part?.width === 'number' ? part.width : 4;
  const height = typeof part?.height === 'number' ? part.height : 3;
  return [width, height];
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/**
 * Serves a generated file for a path (or URL) under /system/media/:
 * `{mediaId}/original.png|small.png` pictures matching the stored blurhash, `{mediaId}/original.wav` a tone as
 * long as the record's meta says, `{mediaId}/original.webm` a playable VP8 video matching the record's meta
 * (`original.mp4`, from URLs stored before videos were WebM, answers the same WebM, typed video/webm),
 * `avatars|headers/{accountId}.png`, `emoji/{key}.png`, `cards/{name}.png`. Anything else answers 404.
 * `range` is the request's Range header: files answer 206 for a byte range (see byte-range.ts).
 */
export function serveMediaFile(db: SandboxDb, path: string, range: string | null = null): Response {
  const pathname = /^https?:\/\//i.test(path) ? new URL(path).pathname : path.split('?')[0]!;
  const index = pathname.indexOf(`${MEDIA_ROOT}/`);
  if (index < 0) return notFound();
  const parts = pathname
    .slice(index + MEDIA_ROOT.length + 1)
    .split('/')
    .map((p) => decodeURIComponent(p));
  if (parts.length !== 2) return notFound();
  const [first, file] = parts as [string, string];
  const stem = file.replace(/\.[a-z0-9]+$/i, '');
  switch (first) {
    case 'avatars':
      return pngResponse(pictureSeed.avatar(stem), 96, 96, range);
    case 'headers':
      return pngResponse(pictureSeed.header(stem), 300, 100, range);
    case 'emoji':
      return pngResponse(pictureSeed.emoji(stem), 48, 48, range);
    case 'cards':
      return pngResponse(pictureSeed.card(stem), 200, 105, range);
    default:
      break;
  }
  const media = db.media.get(first);
  if (!media) return notFound();
  if (media.ready_at > db.now() && stem === 'original') return notFound();
  if (file === 'original.wav') {
    return bytesResponse(audioFile(db, media), { 'Content-Type': 'audio/wav', 'Cache-Control': IMMUTABLE }, range);
  }
  if (file === 'original.webm' || file === 'original.mp4') {
    return bytesResponse(videoFile(db, media), { 'Content-Type': 'video/webm', 'Cache-Control': IMMUTABLE }, range);
  }
  if (file === 'original.png' || file === 'small.png') {
    const [w, h] = metaSize(media.meta, stem === 'small' ? 'small' : 'original');
    const [width, height] = fit(w, h, stem === 'small' ? 160 : 320);
    return pngResponse(pictureSeed.media(media.id), width, height, range);
  }
  return notFound();
}
