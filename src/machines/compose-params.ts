/**
 * A draft as the fields of POST v1/statuses / PUT v1/statuses/{id}: sensitive only with media, spoiler_text only with
 * the spoiler on, the quote policy forced to nobody for non-public audiences, circle_id only for a circle post, blank
 * poll options dropped, media_attributes only when editing.
 */
import type { MediaAttribute, PostVisibility, StatusParams } from '../domain/api/status-params';
import type { ComposeActorContracts, ComposeDraft, Privacy, QuotePolicy } from './compose-types';
import { pollOptionsToSend } from './compose-poll';

/** StatusParams plus kmyblue's status_reference_ids (until StatusParams names it). */
export type ComposeStatusParams = StatusParams & { status_reference_ids?: readonly string[] };

export type SubmitInput = ComposeActorContracts['submit']['input'];

/** Our privacy as the visibility the server takes (banned never posts; it maps to the most restricted). */
export function visibilityOf(privacy: Privacy): PostVisibility {
  return privacy === 'banned' ? 'direct' : privacy;
}

/** Audiences a quote can never reach: the policy is sent as nobody. */
const QUOTE_CLOSED: readonly Privacy[] = ['private', 'mutual', 'direct', 'circle', 'reply', 'banned'];

export function quotePolicyFor(privacy: Privacy, policy: QuotePolicy): QuotePolicy {
  return QUOTE_CLOSED.includes(privacy) ? 'nobody' : policy;
}

function mediaAttribute(attribute: SubmitInput['mediaAttributes'][number]): MediaAttribute {
  return attribute.focus === null
    ? { id: attribute.id, description: attribute.description }
    : { id: attribute.id, description: attribute.description, focus: attribute.focus };
}

/** The request body for the draft (`draft.id` set: the edit of that post). */
export function statusParams({ draft, mediaIds, mediaAttributes }: SubmitInput): ComposeStatusParams {
  const editing = draft.id !== null;
  const params: ComposeStatusParams = {
    status: draft.text,
    visibility: visibilityOf(draft.privacy),
    searchability: draft.searchability,
    language: draft.language || null,
    quote_approval_policy: quotePolicyFor(draft.privacy, draft.quote_policy),
  };
  if (draft.in_reply_to !== null) params.in_reply_to_id = draft.in_reply_to;
  // an edit always names its media: an empty list removes them all
  if (mediaIds.length > 0 || editing) params.media_ids = [...mediaIds];
  if (editing && mediaAttributes.length > 0) params.media_attributes = mediaAttributes.map(mediaAttribute);
  if (mediaIds.length > 0) params.sensitive = draft.sensitive;
  if (draft.spoiler) params.spoiler_text = draft.spoiler_text;
  if (draft.markdown || editing) params.markdown = draft.markdown;
  if (draft.privacy === 'circle' && draft.circle_id !== null) params.circle_id = draft.circle_id;
  if (draft.poll !== null) {
    params.poll = {
      options: pollOptionsToSend(draft.poll),
      expires_in: draft.poll.expires_in,
      multiple: draft.poll.multiple,
    };
  }
  if (draft.quoted_status_id !== null) params.quoted_status_id = draft.quoted_status_id;
  if (draft.reference_ids.length > 0) params.status_reference_ids = [...draft.reference_ids];
  return params;
}

/** The id a submit goes to: PUT v1/statuses/{id} when set, POST otherwise. */
export function editTargetId(draft: Pick<ComposeDraft, 'id'>): string | null {
  return draft.id;
}
