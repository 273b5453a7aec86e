import type { SandboxDb } from '../kernel/db';
import type { MediaRecord } from '../kernel/records';
import { absoluteUrl, nullableUrl } from './urls';

export interface MediaJson {
  id: string;
  type: MediaRecord['type'];
  url: string | null;
  preview_url: string | null;
  remote_url: string | null;
  meta: Record<string, unknown>;
  description: string | null;
  blurhash: string | null;
}

/** A media attachment; `url` stays null until processing finishes (ready_at <= now). */
export function serializeMedia(db: SandboxDb, media: MediaRecord, now: number = db.now()): MediaJson {
  const processed = media.ready_at <= now;
  return {
    id: media.id,
    type: media.type,
    url: processed ? absoluteUrl(db, media.url) : null,
    preview_url: nullableUrl(db, media.preview_url),
    remote_url: media.remote_url,
    meta: media.meta,
    description: media.description,
    blurhash: media.blurhash,
  };
}

export function isMediaProcessed(media: MediaRecord, now: number): boolean {
  return media.ready_at <= now;
}
