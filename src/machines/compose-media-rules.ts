/**
 * Rules about attachments, quotes and the sensitive flag: when a quote or an upload is refused (with which text), and
 * how sensitive follows media and the content warning.
 */
import { REFUSALS, type ComposeDefaults, type ComposeDraft, type ComposeRefusal } from './compose-types';

export interface QuoteCheck {
  /** an upload is uploading or processing */
  uploading: boolean;
  /** attachments in the draft (any phase) */
  mediaCount: number;
  hasPoll: boolean;
  hasQuote: boolean;
  /** the quoted post's quote_approval.current_user */
  currentUser: string | null;
}

/** Why a quote is refused, or null when it may be added. */
export function quoteRefusal(check: QuoteCheck): ComposeRefusal | null {
  if (check.uploading || check.mediaCount > 0) return REFUSALS.quoteWithMedia;
  if (check.hasPoll) return REFUSALS.quoteWithPoll;
  if (check.hasQuote) return REFUSALS.quoteTwice;
  if (check.currentUser !== 'automatic' && check.currentUser !== 'manual') return REFUSALS.quoteUnauthorized;
  return null;
}

export interface UploadCheck {
  quoting: boolean;
  hasPoll: boolean;
  /** files picked now */
  files: number;
  /** attachments already on the server */
  existing: number;
  /** uploads not attached yet (uploading, processing, failed) */
  pending: number;
  maxMediaAttachments: number;
}

/** Why an upload is refused, or null when the files may be added. */
export function uploadRefusal(check: UploadCheck): ComposeRefusal | null {
  if (check.quoting) return REFUSALS.uploadWithQuote;
  if (check.hasPoll) return REFUSALS.uploadWithPoll;
  if (check.files + check.existing + check.pending > check.maxMediaAttachments) return REFUSALS.uploadLimit;
  return null;
}

type SensitiveDraft = Pick<ComposeDraft, 'spoiler' | 'sensitive'>;

/**
 * Media under a content warning are always sensitive (the server marks them so whatever is sent): while the
 * warning is on and the draft has media, sensitive is on and cannot be switched off.
 */
export function sensitiveLocked(draft: Pick<ComposeDraft, 'spoiler'>, mediaCount: number): boolean {
  return draft.spoiler && mediaCount > 0;
}

/** The draft with the rule above applied (the same object when it already holds). */
export function withWarnedMedia<D extends SensitiveDraft>(draft: D, mediaCount: number): D {
  return sensitiveLocked(draft, mediaCount) && !draft.sensitive ? { ...draft, sensitive: true } : draft;
}

/** Adding media: sensitive when the default is (for the first one) or a content warning is on. */
export function sensitiveAfterAdding(
  draft: SensitiveDraft,
  mediaBefore: number,
  defaults: Pick<ComposeDefaults, 'sensitive'>,
): boolean {
  if (draft.spoiler || (mediaBefore === 0 && defaults.sensitive)) return true;
  return draft.sensitive;
}

/** Removing media: removing the last one clears sensitive. */
export function sensitiveAfterRemoving(draft: SensitiveDraft, mediaAfter: number): boolean {
  return mediaAfter === 0 ? false : draft.sensitive;
}

/** The sensitive switch: set to `on` (or flipped), except that media under a warning stay sensitive. */
export function toggleSensitive(draft: SensitiveDraft, mediaCount: number, on?: boolean): boolean {
  return sensitiveLocked(draft, mediaCount) ? true : (on ?? !draft.sensitive);
}

/**
 * Toggling the spoiler flips it (or sets it to `on`). With media, turning it on makes them sensitive; turning it
 * off clears sensitive again while the default is not sensitive. Setting the value it already has changes
 * nothing.
 */
export function toggleSpoiler(
  draft: SensitiveDraft,
  mediaCount: number,
  defaults: Pick<ComposeDefaults, 'sensitive'>,
  on?: boolean,
): SensitiveDraft {
  const spoiler = on ?? !draft.spoiler;
  if (spoiler === draft.spoiler) return withWarnedMedia({ spoiler, sensitive: draft.sensitive }, mediaCount);
  if (mediaCount === 0) return { spoiler, sensitive: draft.sensitive };
  return { spoiler, sensitive: defaults.sensitive ? draft.sensitive || spoiler : spoiler };
}
