import { http, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { json, notFound, readParams, str, unauthorized, unprocessable, type Params } from '../kernel/http';
import type { MediaRecord } from '../kernel/records';
import { route } from '../kernel/routes';
import { MEDIA_ROOT, serveMediaFile } from '../media-files';
import { bytesResponse } from '../media-files/byte-range';
import { serializeMedia } from '../serialize/media';
import { MediaError, updateMedia, uploadMedia, type UploadInput } from './core/media-upload';
import { uploadResponse } from './core/upload-store';

const fileParam = (p: Params, key: string): File | undefined => (p[key] instanceof File ? (p[key] as File) : undefined);

function optional(p: Params): Omit<UploadInput, 'file'> {
  const out: Omit<UploadInput, 'file'> = {};
  const description = str(p.description);
  const focus = str(p.focus);
  const thumbnail = fileParam(p, 'thumbnail');
  if (description !== undefined) out.description = description;
  if (focus !== undefined) out.focus = focus;
  if (thumbnail) out.thumbnail = thumbnail;
  return out;
}

/** Media uploads (processing like Mastodon: 202 then 206 until ready, then 200) and the media files themselves. */
export function mediaHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const answer = (media: MediaRecord) => {
    const now = db.now();
    return json(serializeMedia(db, media, now), { status: media.ready_at <= now ? 200 : 206 });
  };
  /** The viewer's own upload that is not attached to a status yet. */
  const ownUnattached = (request: Request, id: string): MediaRecord | Response => {
    const viewer = ctx.viewer(request);
    if (!viewer) return unauthorized();
    const media = db.media.get(id);
    if (!media || media.account_id !== viewer.account.id || media.status_id !== null) return notFound();
    return media;
  };
  const update = async (request: Request, id: string) => {
    const media = ownUnattached(request, id);
    if (media instanceof Response) return media;
    try {
      await updateMedia(ctx, media, optional(await readParams(request)));
    } catch (error) {
      if (error instanceof MediaError) return unprocessable(error.message);
      throw error;
    }
    return answer(media);
  };

  return [
    http.post(route('/api/v2/media'), async ({ request }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const p = await readParams(request);
      const file = fileParam(p, 'file');
      if (!file) return unprocessable("Validation failed: File can't be blank");
      try {
        const media = await uploadMedia(ctx, viewer.account.id, { file, ...optional(p) });
        const now = db.now();
        return json(serializeMedia(db, media, now), { status: media.ready_at <= now ? 200 : 202 });
      } catch (error) {
        if (error instanceof MediaError) return unprocessable(error.message);
        throw error;
      }
    }),

    http.get(route('/api/v1/media/:id'), ({ request, params }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const media = db.media.get(String(params.id));
      if (!media || media.account_id !== viewer.account.id) return notFound();
      return answer(media);
    }),
    http.put(route('/api/v1/media/:id'), ({ request, params }) => update(request, String(params.id))),
    http.patch(route('/api/v1/media/:id'), ({ request, params }) => update(request, String(params.id))),
    http.delete(route('/api/v1/media/:id'), ({ request, params }) => {
      const media = ownUnattached(request, String(params.id));
      if (media instanceof Response) return media;
      db.media.delete(media.id);
      return json({});
    }),

    http.get(route(`${MEDIA_ROOT}/*`), async ({ request }) => {
      const pathname = new URL(request.url).pathname;
      const range = request.headers.get('range');
      const upload = uploadResponse(db, pathname);
      if (!upload) return serveMediaFile(db, pathname, range);
      // uploads are kept whole in memory: answer byte ranges of them the same way as generated files
      const headers = Object.fromEntries(upload.headers.entries());
      return bytesResponse(new Uint8Array(await upload.arrayBuffer()), headers, range);
    }),
  ];
}
