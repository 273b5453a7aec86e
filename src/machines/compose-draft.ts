/**
 * Drafts as they start: a fresh one, one restored from storage (validated field by field), the loaders of delete &
 * redraft and of edit, and plain edits (reply, mention, direct and reference are compose-reply.ts'). Pure: the machine
 * applies the privacy fallback and spawns the uploads these return.
 */
import type { ApiMediaAttachment, ApiStatus } from '../domain/entities/api-types';
import {
  asArray,
  asBoolean,
  asId,
  asNumber,
  asString,
  asStringOrNull,
  isRecord,
  mapDefined,
} from '../domain/entities/coerce';
import type {
  ComposeDefaults,
  ComposeDraft,
  ComposeEvent,
  ComposeLimits,
  EditTarget,
  PersistedDraft,
  PollDraft,
  RedraftSource,
  Searchability,
  QuotePolicy,
} from './compose-types';
import { toggleSensitive, toggleSpoiler } from './compose-media-rules';
import { initialDraft } from './compose-reset';
import { restoredUploadInput } from './upload.machine';

export { initialDraft };
import { editPollOption, expiryPreset, newPoll, normalisePollOptions, pollFromExisting } from './compose-poll';
import { isPrivacy, privacyOfVisibility } from './compose-privacy';
import { directDraft, mentionDraft, referenceDraft } from './compose-reply';
import type { PersistedUpload, UploadFile, UploadFocus, UploadInput } from './upload-types';

const SEARCHABILITIES: readonly Searchability[] = ['public', 'private', 'direct', 'limited', 'public_unlisted'];
const QUOTE_POLICIES: readonly QuotePolicy[] = ['public', 'followers', 'nobody'];
const UPLOAD_PHASES: readonly PersistedUpload['phase'][] = ['uploading', 'processing', 'attached', 'failed'];

/** A draft loaded from somewhere, with the uploads to spawn for it. */
export interface LoadedDraft {
  draft: ComposeDraft;
  uploads: UploadInput[];
}

// ---------- restoring a saved draft ----------

function focusOf(raw: unknown): UploadFocus | null {
  if (!isRecord(raw)) return null;
  const { x, y } = raw;
  return typeof x === 'number' && typeof y === 'number' && Math.abs(x) <= 1 && Math.abs(y) <= 1 ? { x, y } : null;
}

function attachmentOf(raw: unknown): ApiMediaAttachment | null {
  if (!isRecord(raw) || asId(raw.id) === null) return null;
  return { ...(raw as unknown as ApiMediaAttachment), id: asId(raw.id) as string };
}

function pollOf(raw: unknown, limits: ComposeLimits): PollDraft | null {
  if (!isRecord(raw)) return null;
  const options = asArray(raw.options).map((o) => asString(o));
  return {
    options: normalisePollOptions(options, limits.pollMaxOptions),
    expires_in: expiryPreset(asNumber(raw.expires_in, Number.NaN)),
    multiple: asBoolean(raw.multiple, false),
  };
}

/** One saved attachment, or null when it cannot be used. */
export function persistedUploadOf(raw: unknown): PersistedUpload | null {
  if (!isRecord(raw)) return null;
  const key = asId(raw.key);
  const phase = UPLOAD_PHASES.find((p) => p === raw.phase);
  if (key === null || phase === undefined) return null;
  const attachment = attachmentOf(raw.attachment);
  // attached/processing need their attachment; without it the upload can only be sent again (or fail)
  const effective = (phase === 'attached' || phase === 'processing') && attachment === null ? 'failed' : phase;
  return {
    key,
    phase: effective,
    attachment,
    description: asString(raw.description),
    focus: focusOf(raw.focus),
    fileName: asStringOrNull(raw.fileName),
    fileType: asStringOrNull(raw.fileType),
  };
}

/** The draft fields of a saved draft, every one checked (a wrong value becomes the fresh draft's). */
export function draftOf(
  raw: unknown,
  defaults: ComposeDefaults,
  limits: ComposeLimits,
  newKey: () => string,
): ComposeDraft {
  const fresh = initialDraft(defaults, '');
  const r = isRecord(raw) ? raw : {};
  const privacy = isPrivacy(r.privacy) && r.privacy !== 'banned' ? r.privacy : fresh.privacy;
  return {
    text: asString(r.text),
    spoiler: asBoolean(r.spoiler, false),
    spoiler_text: asString(r.spoiler_text),
    sensitive: asBoolean(r.sensitive, fresh.sensitive),
    markdown: asBoolean(r.markdown, false),
    privacy,
    circle_id: privacy === 'circle' ? asId(r.circle_id) : null,
    searchability: SEARCHABILITIES.find((s) => s === r.searchability) ?? fresh.searchability,
    language: asString(r.language) || fresh.language,
    id: asId(r.id),
    in_reply_to: asId(r.in_reply_to),
    reply_to_limited: asBoolean(r.reply_to_limited, false),
    poll: pollOf(r.poll, limits),
    quoted_status_id: asId(r.quoted_status_id),
    quote_policy: QUOTE_POLICIES.find((q) => q === r.quote_policy) ?? fresh.quote_policy,
    reference_ids: [
      ...new Set(
        asArray(r.reference_ids)
          .map(asId)
          .filter((id): id is string => id !== null),
      ),
    ],
    idempotencyKey: asId(r.idempotencyKey) ?? newKey(),
    stay_privacy: asBoolean(r.stay_privacy, false),
  };
}

/**
 * A saved draft read back (version 1, this account), or null when it is not one. The draft and the attachments
 * are checked one by one; unusable attachments are dropped.
 */
export function restorePersisted(
  raw: unknown,
  options: { accountId?: string | null; defaults: ComposeDefaults; limits: ComposeLimits; newKey: () => string },
): PersistedDraft | null {
  if (!isRecord(raw) || raw.version !== 1) return null;
  const accountId = asId(raw.accountId);
  if (accountId === null || (options.accountId != null && accountId !== options.accountId)) return null;
  if (!isRecord(raw.draft)) return null;
  return {
    version: 1,
    accountId,
    savedAt: asNumber(raw.savedAt, 0),
    draft: draftOf(raw.draft, options.defaults, options.limits, options.newKey),
    media: mapDefined(raw.media, persistedUploadOf),
  };
}

/** The upload inputs of saved attachments: from the server's attachment, else the saved file, else none (fails). */
export function restoredUploads(
  media: readonly PersistedUpload[],
  files: Readonly<Record<string, UploadFile>> = {},
): UploadInput[] {
  return media.map((m) => restoredUploadInput(m, files[m.key] ?? null));
}

// ---------- delete & redraft, edit ----------

function attachmentUpload(
  key: string,
  attachment: ApiMediaAttachment,
  description: string | null | undefined,
): UploadInput {
  const focus = attachment.meta?.focus;
  return {
    key,
    file: null,
    existing: { attachment, processing: false },
    description: description ?? attachment.description ?? '',
    focus: typeof focus?.x === 'number' && typeof focus.y === 'number' ? { x: focus.x, y: focus.y } : null,
  };
}

/** Delete & redraft: the source text, media, poll, spoiler, sensitive, privacy, reply and quote; not an edit. */
export function redraftDraft(
  source: RedraftSource,
  context: { defaults: ComposeDefaults; limits: ComposeLimits; newKey: () => string; stayPrivacy: boolean },
): LoadedDraft {
  const base = initialDraft(context.defaults, context.newKey());
  const privacy =
    privacyOfVisibility(source.visibility, source.in_reply_to_id !== null ? 'reply' : 'circle') ?? base.privacy;
  const uploads = source.media.map((m) =>
    attachmentUpload(
      context.newKey(),
      m.attachment ?? { id: m.id, type: 'unknown', description: m.description },
      m.description,
    ),
  );
  return {
    draft: {
      ...base,
      text: source.text,
      spoiler: source.spoiler_text.trim() !== '',
      spoiler_text: source.spoiler_text,
      sensitive: uploads.length > 0 ? source.sensitive : false,
      privacy,
      language: source.language || base.language,
      in_reply_to: source.in_reply_to_id,
      quoted_status_id: source.quoted_status_id,
      poll:
        source.poll && source.poll.options.length > 0
          ? pollFromExisting(source.poll, context.limits.pollMaxOptions)
          : null,
      stay_privacy: context.stayPrivacy,
    },
    uploads,
  };
}

function quotedIdOf(status: ApiStatus): string | null {
  const quote = status.quote;
  if (!quote) return null;
  if ('quoted_status' in quote && quote.quoted_status) return quote.quoted_status.id;
  if ('quoted_status_id' in quote) return quote.quoted_status_id ?? null;
  return null;
}

/** Editing a post: its source text, spoiler, media, poll, privacy and quote; `id` set to the post's. */
export function editDraft(
  target: EditTarget,
  context: {
    defaults: ComposeDefaults;
    limits: ComposeLimits;
    newKey: () => string;
    now: number;
    stayPrivacy: boolean;
  },
): LoadedDraft {
  const { status } = target;
  const base = initialDraft(context.defaults, context.newKey());
  const uploads = status.media_attachments.map((a) => attachmentUpload(context.newKey(), a, a.description));
  const poll = status.poll ?? null;
  const expiresAt = poll?.expires_at ? Date.parse(poll.expires_at) : Number.NaN;
  return {
    draft: {
      ...base,
      text: target.text,
      spoiler: target.spoilerText.trim() !== '',
      spoiler_text: target.spoilerText,
      sensitive: uploads.length > 0 ? status.sensitive : false,
      markdown: status.markdown === true,
      privacy: privacyOfVisibility(status.visibility_ex ?? status.visibility, status.limited_scope) ?? base.privacy,
      searchability: status.searchability ?? base.searchability,
      language: status.language || base.language,
      id: status.id,
      in_reply_to: status.in_reply_to_id ?? null,
      quoted_status_id: quotedIdOf(status),
      reference_ids: [...(status.status_reference_ids ?? [])],
      poll: poll
        ? pollFromExisting(
            {
              options: poll.options.map((o) => o.title),
              expires_in: Math.max(0, (expiresAt - context.now) / 1000),
              multiple: poll.multiple,
            },
            context.limits.pollMaxOptions,
          )
        : null,
      stay_privacy: context.stayPrivacy,
    },
    uploads,
  };
}

// ---------- plain edits ----------

/** The draft after a plain edit event (the machine applies the privacy fallback after it). */
export function applyEdit(
  d: ComposeDraft,
  event: ComposeEvent,
  context: { mediaCount: number; defaults: ComposeDefaults; limits: ComposeLimits },
): ComposeDraft {
  const poll = (change: Partial<PollDraft>) => (d.poll ? { ...d, poll: { ...d.poll, ...change } } : d);
  switch (event.type) {
    case 'compose.text':
      return { ...d, text: event.text };
    case 'compose.spoiler.toggle':
      return { ...d, ...toggleSpoiler(d, context.mediaCount, context.defaults, event.on) };
    case 'compose.spoilerText':
      return { ...d, spoiler_text: event.text };
    case 'compose.sensitive.toggle':
      return { ...d, sensitive: toggleSensitive(d, context.mediaCount, event.on) };
    case 'compose.markdown.toggle':
      return { ...d, markdown: event.on ?? !d.markdown };
    case 'compose.privacy':
      return { ...d, privacy: event.privacy, circle_id: event.privacy === 'circle' ? d.circle_id : null };
    // the circle picker: a circle sets privacy circle; no circle only clears the choice
    case 'compose.circle':
      return event.circleId === null
        ? { ...d, circle_id: null }
        : { ...d, privacy: 'circle', circle_id: event.circleId };
    case 'compose.searchability':
      return { ...d, searchability: event.searchability };
    case 'compose.language':
      return { ...d, language: event.language };
    case 'compose.quotePolicy':
      return { ...d, quote_policy: event.policy };
    case 'compose.poll.add':
      return { ...d, poll: newPoll() };
    case 'compose.poll.remove':
      return { ...d, poll: null };
    case 'compose.poll.option':
      return poll({
        options: editPollOption(d.poll?.options ?? [], event.index, event.title, context.limits.pollMaxOptions),
      });
    case 'compose.poll.expiry':
      return poll({ expires_in: expiryPreset(event.seconds) });
    case 'compose.poll.multiple':
      return poll({ multiple: event.multiple });
    case 'compose.quote':
      return { ...d, quoted_status_id: event.statusId };
    case 'compose.quote.remove':
      return { ...d, quoted_status_id: null };
    case 'compose.mention':
      return mentionDraft(d, event.acct);
    case 'compose.direct':
      return directDraft(d, event.acct);
    case 'compose.reference':
      return referenceDraft(d, event.statusId, event.url);
    default:
      return d;
  }
}
