/**
 * Whether a reply still holds only what starting it put in the draft: the mentions it added (none for a reply
 * that adds none) and the parent's content warning carried over, with nothing the reader wrote or added (no other
 * text, warning, media, poll, quote or reference). Closing such a reply (Escape, Cancel reply) clears the draft as
 * cancelling does; closing one the reader has written in drops only the reply and keeps what they wrote, so typed
 * text is never lost silently.
 */
import { replyDraft } from '../../machines/compose-reply';
import type { ComposeContext } from '../../machines/compose.machine';

export function replyUntouched(
  context: Pick<ComposeContext, 'draft' | 'replyTo' | 'media' | 'defaults' | 'selfAcct'>,
): boolean {
  const { draft, replyTo } = context;
  if (replyTo === null || draft.in_reply_to !== replyTo.id) return false;
  if (
    context.media.length > 0 ||
    draft.poll !== null ||
    draft.quoted_status_id !== null ||
    draft.reference_ids.length > 0
  )
    return false;
  // what starting this reply from an empty draft writes, by the same rule the composer used
  const fresh = replyDraft(replyTo, {
    defaults: context.defaults,
    idempotencyKey: draft.idempotencyKey,
    stayPrivacy: draft.stay_privacy,
    // a reply that took kmyblue's `reply` audience started empty; any other started with its mentions
    replyAllowed: draft.privacy === 'reply',
    selfAcct: context.selfAcct,
  });
  const warning = (d: { spoiler: boolean; spoiler_text: string }) => (d.spoiler ? d.spoiler_text.trim() : '');
  return draft.text.trim() === fresh.text.trim() && warning(draft) === warning(fresh);
}
