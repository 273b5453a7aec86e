import type { ComposeDraft } from './compose-types';

/** Whether a draft holds something the reader would miss: text, a warning, media, a poll, a quote, a reference. */
export function draftHasContent(context: { draft: ComposeDraft; media: readonly unknown[] }): boolean {
  const { draft } = context;
  return (
    draft.text.trim() !== '' ||
    (draft.spoiler && draft.spoiler_text.trim() !== '') ||
    context.media.length > 0 ||
    draft.poll !== null ||
    draft.quoted_status_id !== null ||
    draft.reference_ids.length > 0
  );
}
