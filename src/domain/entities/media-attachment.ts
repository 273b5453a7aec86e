/** Media attachment of a status (id, description, remote_url, meta focus x/y). */
import { asEnum, asId, asNumberOrNull, asRecord, asString, asStringOrNull, isRecord, mapDefined } from './coerce';
import type { ApiMediaType } from './api-types';
import { asHttpUrl } from './urls';

export interface MediaSize {
  width: number | null;
  height: number | null;
  aspect: number | null;
  duration: number | null;
  frame_rate: string | null;
}

export interface MediaAttachment {
  id: string;
  type: ApiMediaType;
  url: string | null;
  preview_url: string | null;
  remote_url: string | null;
  description: string | null;
  blurhash: string | null;
  meta: {
    original: MediaSize | null;
    small: MediaSize | null;
    /** Each coordinate in [-1, 1]; null when the server sent no focus. */
    focus: { x: number; y: number } | null;
    colors: { background: string | null; foreground: string | null; accent: string | null } | null;
  };
}

export const MEDIA_TYPES: readonly ApiMediaType[] = ['unknown', 'image', 'gifv', 'video', 'audio'];

function normaliseSize(raw: unknown): MediaSize | null {
  if (!isRecord(raw)) return null;
  return {
    width: asNumberOrNull(raw.width),
    height: asNumberOrNull(raw.height),
    aspect: asNumberOrNull(raw.aspect),
    duration: asNumberOrNull(raw.duration),
    frame_rate: asStringOrNull(raw.frame_rate),
  };
}

const clampUnit = (n: number): number => Math.max(-1, Math.min(1, n));

function normaliseFocus(raw: unknown): { x: number; y: number } | null {
  if (!isRecord(raw)) return null;
  const x = asNumberOrNull(raw.x);
  const y = asNumberOrNull(raw.y);
  if (x === null && y === null) return null;
  return { x: clampUnit(x ?? 0), y: clampUnit(y ?? 0) };
}

export function normaliseMediaAttachment(raw: unknown): MediaAttachment | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  const meta = asRecord(raw.meta);
  const colors = isRecord(meta.colors) ? meta.colors : null;
  const description = asStringOrNull(raw.description);
  return {
    id,
    type: asEnum(raw.type, MEDIA_TYPES, 'unknown'),
    url: asHttpUrl(raw.url),
    preview_url: asHttpUrl(raw.preview_url),
    remote_url: asHttpUrl(raw.remote_url),
    description: description === null || description === '' ? null : description,
    blurhash: asStringOrNull(raw.blurhash),
    meta: {
      original: normaliseSize(meta.original),
      small: normaliseSize(meta.small),
      focus: normaliseFocus(meta.focus),
      colors:
        colors === null
          ? null
          : {
              background: asStringOrNull(colors.background),
              foreground: asStringOrNull(colors.foreground),
              accent: asStringOrNull(colors.accent),
            },
    },
  };
}

export function normaliseMediaAttachments(raw: unknown): MediaAttachment[] {
  return mapDefined(raw, normaliseMediaAttachment);
}

/** Alt texts, for the search text. */
export function mediaDescriptions(media: readonly MediaAttachment[]): string[] {
  return media.map((m) => asString(m.description)).filter((d) => d !== '');
}
