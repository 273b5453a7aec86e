/**
 * Delete & redraft hands the deleted post to compose, which reopens with the source text. The delete's answer carries
 * `text` (the source, not HTML); the draft is kept in sessionStorage under a per-account key, and the caller opens
 * /publish, whose composer takes it with `takeRedraft(accountId)` (read once, then removed).
 *
 * Shape (version 1), JSON under `tsubame:redraft:<accountId>`:
 *   { version: 1, text, spoiler_text, sensitive, visibility (kmyblue visibility_ex; `mutual` for a limited post
 *     of the mutual scope), language,
 *     in_reply_to_id, quoted_status_id, media_ids (kept: the delete passes delete_media=false),
 *     media: [{ id, description, attachment (the raw attachment, for the composer's previews) }], poll: { options, expires_in (seconds, >= 0), multiple } | null }
 */
import { asArray, asBoolean, asId, asString, asStringOrNull, isRecord } from '../../domain/entities/coerce';

export interface RedraftDraft {
  version: 1;
  text: string;
  spoiler_text: string;
  sensitive: boolean;
  visibility: string;
  language: string | null;
  in_reply_to_id: string | null;
  quoted_status_id: string | null;
  media_ids: string[];
  media: Array<{ id: string; description: string | null; attachment?: unknown }>;
  poll: { options: string[]; expires_in: number; multiple: boolean } | null;
}

const KEY_PREFIX = 'tsubame:redraft:';

export function redraftKey(accountId: string | null): string {
  return `${KEY_PREFIX}${accountId ?? 'signed-out'}`;
}

function pollOf(raw: unknown, now: number): RedraftDraft['poll'] {
  if (!isRecord(raw)) return null;
  const options = asArray(raw.options)
    .map((o) => (isRecord(o) ? asString(o.title) : ''))
    .filter((t) => t !== '');
  const expiresAt = Date.parse(asString(raw.expires_at));
  const expiresIn = Number.isFinite(expiresAt) ? Math.max(0, Math.round((expiresAt - now) / 1000)) : 0;
  return { options, expires_in: expiresIn, multiple: asBoolean(raw.multiple, false) };
}

/** The draft made from the delete's answer (`text` is the source; without it the plain content is used). */
export function redraftFrom(raw: unknown, fallbackText: string, now = Date.now()): RedraftDraft {
  const status = isRecord(raw) ? raw : {};
  const media = asArray(status.media_attachments)
    .filter(isRecord)
    .map((m) => ({ id: asId(m.id) ?? '', description: asStringOrNull(m.description), attachment: m }))
    .filter((m) => m.id !== '');
  const quote = isRecord(status.quote) ? status.quote : null;
  const quoted =
    quote === null ? null : isRecord(quote.quoted_status) ? asId(quote.quoted_status.id) : asId(quote.quoted_status_id);
  return {
    version: 1,
    text: typeof status.text === 'string' ? status.text : fallbackText,
    spoiler_text: asString(status.spoiler_text),
    sensitive: asBoolean(status.sensitive, false),
    // a limited post for mutual followers goes back to that audience (kmyblue's `mutual` visibility)
    visibility:
      status.limited_scope === 'mutual'
        ? 'mutual'
        : asString(status.visibility_ex) || asString(status.visibility) || 'public',
    language: asStringOrNull(status.language),
    in_reply_to_id: asId(status.in_reply_to_id),
    quoted_status_id: quoted,
    media_ids: media.map((m) => m.id),
    media,
    poll: pollOf(status.poll, now),
  };
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps the draft for compose; false when the browser refuses storage. */
export function saveRedraft(accountId: string | null, draft: RedraftDraft): boolean {
  try {
    const store = storage();
    if (store === null) return false;
    store.setItem(redraftKey(accountId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** The waiting draft, removed as it is read (null when there is none or it is unreadable). */
export function takeRedraft(accountId: string | null): RedraftDraft | null {
  const store = storage();
  const key = redraftKey(accountId);
  const text = store?.getItem(key) ?? null;
  if (text === null) return null;
  store?.removeItem(key);
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) && parsed.version === 1 ? (parsed as unknown as RedraftDraft) : null;
  } catch {
    return null;
  }
}
