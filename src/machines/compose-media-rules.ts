/**
 * Spec 4/5 rules about attachments, quotes and the sensitive flag: when a quote or an upload is refused (with
 * which spec-5 text), and how sensitive follows media and the content warning.
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

/** Adding media: the first attachment makes the post sensitive when the default is or a spoiler is on. */
export function sensitiveAfterAdding(
  draft: SensitiveDraft,
  mediaBefore: number,
  defaults: Pick<ComposeDefaults, 'sensitive'>,
): boolean {
  if (mediaBefore === 0 && (defaults.sensitive || draft.spoiler)) return true;
  return draft.sensitive;
}

/** Removing media: removing the last one clears sensitive. */
export function sensitiveAfterRemoving(draft: SensitiveDraft, mediaAfter: number): boolean {
  return mediaAfter === 0 ? false : draft.sensitive;
}

/**
 * Toggling the spoiler flips it (or sets it to `on`); with media and a non-sensitive default, sensitive follows
 * it. Setting the value it already has changes nothing.
 */
export function toggleSpoiler(
  draft: SensitiveDraft,
  mediaCount: number,
  defaults: Pick<ComposeDefaults, 'sensitive'>,
  on?: boolean,
): SensitiveDraft {
  const spoiler = on ?? !draft.spoiler;
  if (spoiler === draft.spoiler) return { spoiler, sensitive: draft.sensitive };
  const sensitive = mediaCount > 0 && !defaults.sensitive ? spoiler : draft.sensitive;
  return { spoiler, sensitive };
}
