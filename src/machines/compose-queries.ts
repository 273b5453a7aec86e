/**
 * What the compose machine asks of its context and events: uploads busy or failed, the privacy fallback applied
 * to a draft, the quote or upload refusal an event meets, the submit actor's input, which events are edits.
 */
import { focusText } from '../domain/api/media-focus';
import type { ComposeActorContracts, ComposeDraft, ComposeEvent, ComposeRefusal } from './compose-types';
import type { ComposeContext } from './compose.machine';
import { quoteRefusal, uploadRefusal } from './compose-media-rules';
import { effectiveAllowed, fallbackPrivacy } from './compose-privacy';
import { persistUpload, uploadPhase, type UploadActorRef, type UploadSnapshot } from './upload.machine';
import type { PersistedUpload, UploadPhase } from './upload-types';
import { isApiError } from '../domain/errors/api-error';

/** An upload whose file could not be sent (the child's error, or this when it has none). */
export class UploadFailedError extends Error {
  constructor(readonly key: string) {
    super('Upload failed');
    this.name = 'UploadFailedError';
  }
}

type Submit = ComposeActorContracts['submit'];
type Ctx = ComposeContext;

const BUSY: readonly UploadPhase[] = ['uploading', 'processing'];
export const isBusy = (c: Ctx) => c.media.some((m) => BUSY.includes(m.phase));
export const firstFailed = (c: Ctx) => c.media.find((m) => m.phase === 'failed');
export const find = (c: Ctx, key: string) => c.media.find((m) => m.key === key);

/** The privacy fallback applied to a draft (circle_id only for circle). */
export function allowedDraft(
  c: Pick<Ctx, 'allowedPrivacy' | 'features' | 'forceDirect'>,
  draft: ComposeDraft,
): ComposeDraft {
  const privacy = fallbackPrivacy(draft.privacy, effectiveAllowed(c.allowedPrivacy, c.features), c.forceDirect);
  const circle_id = privacy === 'circle' ? draft.circle_id : null;
  return privacy === draft.privacy && circle_id === draft.circle_id ? draft : { ...draft, privacy, circle_id };
}

export function childPhase(ref: UploadActorRef): UploadPhase {
  return uploadPhase(ref.getSnapshot() as UploadSnapshot);
}

/** What the submit actor gets: attached media ids in order; media attributes only when editing. */
export function submitInput(c: Ctx): Submit['input'] {
  const attached = c.media
    .filter((m) => m.phase === 'attached')
    .map((m) => m.ref.getSnapshot().context)
    .filter((u) => u.attachment !== null);
  return {
    draft: c.draft,
    mediaIds: attached.map((u) => u.attachment?.id ?? ''),
    mediaAttributes:
      c.draft.id === null
        ? []
        : attached.map((u) => ({
            id: u.attachment?.id ?? '',
            description: u.description,
            focus: u.focus ? focusText(u.focus) : null,
          })),
  };
}

/** The refusal a quote or an upload meets, or null. */
export function refusalFor(c: Ctx, event: ComposeEvent): ComposeRefusal | null {
  if (event.type === 'compose.quote') {
    return quoteRefusal({
      uploading: isBusy(c),
      mediaCount: c.media.length,
      hasPoll: c.draft.poll !== null,
      hasQuote: c.draft.quoted_status_id !== null,
      currentUser: event.currentUser,
    });
  }
  if (event.type === 'compose.files') {
    return uploadRefusal({
      quoting: c.draft.quoted_status_id !== null,
      hasPoll: c.draft.poll !== null,
      files: event.files.length,
      existing: c.media.filter((m) => m.phase === 'attached').length,
      pending: c.media.filter((m) => m.phase !== 'attached').length,
      maxMediaAttachments: c.limits.maxMediaAttachments,
    });
  }
  return null;
}

/** Events that change the draft or its media: in waitingForMedia and failed they lead back to editing. */
export const EDIT_TYPES: ReadonlySet<string> = new Set<ComposeEvent['type']>([
  'compose.text',
  'compose.spoiler.toggle',
  'compose.spoilerText',
  'compose.sensitive.toggle',
  'compose.markdown.toggle',
  'compose.privacy',
  'compose.circle',
  'compose.searchability',
  'compose.language',
  'compose.quotePolicy',
  'compose.poll.add',
  'compose.poll.remove',
  'compose.poll.option',
  'compose.poll.expiry',
  'compose.poll.multiple',
  'compose.quote',
  'compose.quote.remove',
  'compose.files',
  'compose.media.remove',
  'compose.media.replace',
  'compose.media.retry',
  'compose.media.describe',
  'compose.reply',
  'compose.reply.cancel',
  'compose.mention',
  'compose.direct',
  'compose.reference',
  'compose.redraft',
  'compose.edit',
  'compose.restore',
]);

export function postIdOf(event: ComposeEvent): string {
  if (event.type === 'compose.quote' || event.type === 'compose.reference') return event.statusId;
  if (event.type === 'compose.reply') return event.target.id;
  return '';
}

/** The post as it goes to the outbox: the draft (its idempotency key with it) and its attachments on the server. */
export function queuedPost(c: Ctx): { draft: ComposeDraft; media: PersistedUpload[] } {
  const media = c.media.filter((m) => m.phase === 'attached').map((m) => persistUpload(m.ref.getSnapshot()));
  return { draft: c.draft, media };
}

/**
 * A post whose sending got no answer at all (the server out of reach): it goes to the outbox, to be sent with the
 * same key once the server is back; so does an edit of a post on the server (sent then only if the post was not
 * changed elsewhere meanwhile).
 */
export function unreachablePost(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}
