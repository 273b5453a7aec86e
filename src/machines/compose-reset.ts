/**
 * Spec 4: after posting or cancelling, the draft clears text, spoiler, markdown, media, poll, quote and reply.
 * Privacy returns to the default unless stay_privacy applies to a non-reply; searchability, sensitive, language
 * and quote policy return to the defaults; a new idempotency key is made.
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
