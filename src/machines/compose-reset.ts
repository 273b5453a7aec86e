/**
 * After posting or cancelling, the draft clears text, spoiler, markdown, media, poll, quote and reply. Privacy returns
 * to the default unless stay_privacy applies to a non-reply; searchability, sensitive, language and quote policy return
 * to the defaults; a new idempotency key is made. When the account's defaults change, a draft not yet begun takes them
 * (followDefaults).
 */
import type { ComposeDefaults, ComposeDraft, Privacy } from './compose-types';

/** Privacy values that only make sense for the post they were chosen for. */
const NOT_KEPT: readonly Privacy[] = ['reply', 'banned'];

/** A fresh draft with the account's defaults. */
export function initialDraft(defaults: ComposeDefaults, idempotencyKey: string): ComposeDraft {
  return {
    text: '',
    spoiler: false,
    spoiler_text: '',
    sensitive: defaults.sensitive,
    markdown: false,
    privacy: defaults.privacy,
    circle_id: null,
    searchability: defaults.searchability,
    language: defaults.language,
    id: null,
    in_reply_to: null,
    reply_to_limited: false,
    poll: null,
    quoted_status_id: null,
    quote_policy: defaults.quotePolicy,
    reference_ids: [],
    idempotencyKey,
    stay_privacy: false,
  };
}

export function resetDraft(draft: ComposeDraft, defaults: ComposeDefaults, idempotencyKey: string): ComposeDraft {
  const keep = draft.stay_privacy && draft.in_reply_to === null && !NOT_KEPT.includes(draft.privacy);
  const privacy = keep ? draft.privacy : defaults.privacy;
  return {
    ...initialDraft(defaults, idempotencyKey),
    privacy,
    circle_id: privacy === 'circle' ? draft.circle_id : null,
    stay_privacy: draft.stay_privacy,
  };
}

/**
 * The account's defaults changed (the settings saved new ones): every later draft starts from `next`, and a draft
 * not yet begun (no text, content warning text, media, poll, quote, reply, reference, and not an edit) takes them
 * too, for each field the reader has not changed from the old defaults. A draft in progress keeps what it has.
 */
export function followDefaults(
  draft: ComposeDraft,
  mediaCount: number,
  old: ComposeDefaults,
  next: ComposeDefaults,
): ComposeDraft {
  const begun =
    draft.text !== '' ||
    draft.spoiler_text !== '' ||
    mediaCount > 0 ||
    draft.poll !== null ||
    draft.quoted_status_id !== null ||
    draft.in_reply_to !== null ||
    draft.reference_ids.length > 0 ||
    draft.id !== null;
  if (begun) return draft;
  const follow = <T>(value: T, was: T, now: T): T => (value === was ? now : value);
  return {
    ...draft,
    privacy: follow<Privacy>(draft.privacy, old.privacy, next.privacy),
    sensitive: follow(draft.sensitive, old.sensitive, next.sensitive),
    language: follow(draft.language, old.language, next.language),
    searchability: follow(draft.searchability, old.searchability, next.searchability),
    quote_policy: follow(draft.quote_policy, old.quotePolicy, next.quotePolicy),
  };
}
