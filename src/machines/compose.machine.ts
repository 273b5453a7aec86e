import { and, assign, enqueueActions, raise, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiStatus } from '../domain/entities/api-types';
import { DEFAULT_LIMITS, NO_FEATURES, REFUSALS, SPEC_DEFAULTS } from './compose-types';
import type {
  ComposeActorContracts,
  ComposeDefaults,
  ComposeDraft,
  ComposeEmitted,
  ComposeEvent,
  ComposeFeatures,
  ComposeInput,
  ComposeLimits,
  ComposeRefusal,
  Privacy,
  ReplyTarget,
} from './compose-types';
import { applyEdit, editDraft, initialDraft, redraftDraft, restoredUploads, type LoadedDraft } from './compose-draft';
import { sensitiveAfterAdding, sensitiveAfterRemoving, withWarnedMedia } from './compose-media-rules';
import { parentDeletedDraft, replyDraft, withoutReply } from './compose-reply';
import {
  allowedDraft,
  childPhase,
  EDIT_TYPES,
  find,
  firstFailed,
  isBusy,
  postIdOf,
  queuedPost,
  refusalFor,
  submitInput,
  unreachablePost,
  UploadFailedError,
} from './compose-queries';
import { effectiveAllowed, privacyRestriction } from './compose-privacy';
import { followDefaults, resetDraft } from './compose-reset';
import { pollProblem } from './compose-poll';
import { uploadMachine, type UploadActorRef } from './upload.machine';
import type { UploadInput, UploadPhase } from './upload-types';

/**
 * The composer: the draft, its privacy, poll, quote and attachments, and posting it.
 *
 *   editing --submit (text or media)--> submitting --done--> editing (compose.published emitted, draft reset)
 *      |  \--submit while an upload runs--> waitingForMedia --all attached--> submitting
 *      |                                          \--one failed--> editing (context.error)
 *      \<--any edit-- failed <--error-- submitting;  failed --retry/submit--> submitting (same idempotency key)
 *   submitting --no answer at all (a new post, or an edit of one)--> editing (compose.queued emitted: the outbox
 *      sends it later with the same key; the draft resets);  editing --restore (a post back from the outbox)--> editing
 *
 * Edits are handled at the root: they apply in editing, waitingForMedia and failed and lead to editing; while
 * submitting only child updates are taken. A refused quote or upload sets `refusal` and changes nothing else.
 * One upload child per attachment (src 'upload', id = its key); `media` mirrors each child's phase, updated by
 * the `compose.media.changed` the children send.
 */

export interface ComposeMedia {
  key: string;
  ref: UploadActorRef;
  /** the child's phase as last reported */
  phase: UploadPhase;
}

export interface ComposeContext {
  draft: ComposeDraft;
  defaults: ComposeDefaults;
  limits: ComposeLimits;
  features: ComposeFeatures;
  /** the privacy values allowed by the screen (null: every value the server takes) */
  allowedPrivacy: Privacy[] | null;
  forceDirect: boolean;
  media: ComposeMedia[];
  refusal: ComposeRefusal | null;
  error: unknown;
  replyTo: ReplyTarget | null;
  lastPublished: ApiStatus | null;
  selfAcct: string | null;
  newKey: () => string;
  now: () => number;
}

export { DEFAULT_LIMITS, NO_FEATURES } from './compose-types';
export type { ComposeEmitted, ComposePublished, ComposeQueued, ComposeRestored } from './compose-types';
export { submitInput, UploadFailedError } from './compose-queries';

type Submit = ComposeActorContracts['submit'];
type Ev<T extends ComposeEvent['type']> = Extract<ComposeEvent, { type: T }>;

const missingSubmit = fromPromise<Submit['output'], Submit['input']>(() =>
  Promise.reject(new Error('composeMachine: provide a submit actor')),
);

export const composeMachine = setup({
  types: {} as { context: ComposeContext; input: ComposeInput; events: ComposeEvent; emitted: ComposeEmitted },
  actors: { upload: uploadMachine, submit: missingSubmit },
  guards: {
    canPost: ({ context: c }) => (c.draft.text.trim() !== '' || c.media.length > 0) && c.draft.privacy !== 'banned',
    mediaBusy: ({ context }) => isBusy(context),
    mediaFailed: ({ context }) => firstFailed(context) !== undefined,
    mediaReady: ({ context }) => !isBusy(context) && firstFailed(context) === undefined,
    quoteRefused: ({ context, event }) => refusalFor(context, event) !== null,
    hasFiles: ({ event }) => (event as Ev<'compose.files'>).files.length > 0,
    /** the event names a post (quote, reply, reference with an id) */
    namesPost: ({ event }) => postIdOf(event) !== '',
    namesAccount: ({ event }) => (event as Ev<'compose.direct'>).acct.replace(/^@/, '') !== '',
    isEdit: ({ event }) => EDIT_TYPES.has(event.type),
    uploadRefused: ({ context, event }) => refusalFor(context, event) !== null,
    knownMedia: ({ context, event }) => find(context, (event as { key: string }).key) !== undefined,
    pollAllowed: ({ context: c }) => c.draft.poll === null && c.media.length === 0 && c.draft.quoted_status_id === null,
    hasPoll: ({ context }) => context.draft.poll !== null,
    /** the poll would be refused by the server (too few options, two alike): said before sending */
    pollRefused: ({ context }) => pollProblem(context.draft.poll) !== null,
    referencesAllowed: ({ context }) => context.features.statusReference,
    replying: ({ context }) => context.draft.in_reply_to !== null,
    /** a post (new, or an edit of a published one) got no answer at all: it waits in the outbox */
    unreachablePost: ({ event }) => unreachablePost((event as { error?: unknown }).error),
    /** the post deleted is the one the draft replies to */
    parentDeleted: ({ context, event }) =>
      context.draft.in_reply_to !== null &&
      context.draft.in_reply_to === (event as Ev<'compose.statusDeleted'>).statusId,
  },
  actions: {
    /** an applied edit clears the refusal and the published notice */
    clearNotices: assign({ refusal: null, lastPublished: null }),
    /** the failure shown stays until the media change, a new attempt or leaving the failed post */
    clearError: assign({ error: null }),
    reraise: raise(({ event }) => event),
    /** the quote or upload refusal the event meets (its text) */
    refuse: assign({ refusal: ({ context, event }) => refusalFor(context, event) ?? context.refusal }),
    dismissRefusal: assign({ refusal: null }),
    refusePoll: assign({
      refusal: ({ context }) =>
        pollProblem(context.draft.poll) === 'duplicate' ? REFUSALS.pollDuplicate : REFUSALS.pollTooFew,
    }),
    /** new posting defaults: later drafts start from them, a draft not begun takes them (followDefaults) */
    takeDefaults: assign(({ context: c, event }) => {
      const { defaults } = event as Ev<'compose.defaults'>;
      return { defaults, draft: allowedDraft(c, followDefaults(c.draft, c.media.length, c.defaults, defaults)) };
    }),
    edit: assign({
      draft: ({ context: c, event }) =>
        allowedDraft(
          c,
          applyEdit(c.draft, event, { mediaCount: c.media.length, defaults: c.defaults, limits: c.limits }),
        ),
    }),
    restrictPrivacy: assign(({ context: c, event }) => {
      const { allowed, forceDirect } = event as Ev<'compose.allowedPrivacy'>;
      const next = { ...c, ...privacyRestriction(allowed, forceDirect, c.features) };
      return { allowedPrivacy: next.allowedPrivacy, forceDirect: next.forceDirect, draft: allowedDraft(next, c.draft) };
    }),
    stayPrivacy: assign({
      draft: ({ context, event }) => ({ ...context.draft, stay_privacy: (event as Ev<'compose.stayPrivacy'>).stay }),
    }),
    addFiles: assign(({ context: c, event, spawn }) => {
      const added = (event as Ev<'compose.files'>).files.map((file) => {
        const key = c.newKey();
        const input: UploadInput = { key, file, existing: null, limits: c.limits.media ?? {} };
        const ref = spawn('upload', { id: key, input });
        return { key, ref, phase: childPhase(ref) };
      });
      return {
        media: [...c.media, ...added],
        draft: { ...c.draft, sensitive: sensitiveAfterAdding(c.draft, c.media.length, c.defaults) },
      };
    }),
    removeMedia: enqueueActions(({ context: c, event, enqueue }) => {
      const gone = find(c, (event as Ev<'compose.media.remove'>).key);
      if (!gone) return;
      enqueue.stopChild(gone.ref);
      const media = c.media.filter((m) => m !== gone);
      enqueue.assign({ media, draft: { ...c.draft, sensitive: sensitiveAfterRemoving(c.draft, media.length) } });
    }),
    forwardToMedia: enqueueActions(({ context, event, enqueue }) => {
      const target = find(context, (event as { key: string }).key);
      if (!target) return;
      if (event.type === 'compose.media.replace')
        enqueue.sendTo(target.ref, { type: 'upload.replace', file: event.file });
      if (event.type === 'compose.media.retry') enqueue.sendTo(target.ref, { type: 'upload.retry' });
      if (event.type === 'compose.media.describe') {
        enqueue.sendTo(target.ref, { type: 'upload.describe', description: event.description, focus: event.focus });
      }
    }),
    /** a child reported a phase: mirror it; a removed child is forgotten (sensitive rule applied) */
    mediaChanged: assign(({ context: c, event }) => {
      const { key, phase } = event as Ev<'compose.media.changed'>;
      const known = find(c, key);
      if (!known) return {};
      const now = phase ?? childPhase(known.ref);
      if (now === 'removed') {
        const media = c.media.filter((m) => m !== known);
        return { media, draft: { ...c.draft, sensitive: sensitiveAfterRemoving(c.draft, media.length) } };
      }
      return { media: c.media.map((m) => (m === known ? { ...m, phase: now } : m)) };
    }),
    mediaError: assign({
      error: ({ context }) => {
        const failed = firstFailed(context);
        const error = failed ? (failed.ref.getSnapshot().context.error as unknown) : null;
        return error ?? new UploadFailedError(failed?.key ?? '');
      },
    }),
    /** the reply's own fresh draft replaces the draft: its media, poll, quote and text go */
    reply: enqueueActions(({ context: c, event, enqueue }) => {
      for (const m of c.media) enqueue.stopChild(m.ref);
      const { target } = event as Ev<'compose.reply'>;
      const draft = replyDraft(target, {
        defaults: c.defaults,
        idempotencyKey: c.newKey(),
        stayPrivacy: c.draft.stay_privacy,
        replyAllowed: effectiveAllowed(c.allowedPrivacy, c.features).includes('reply'),
        selfAcct: c.selfAcct,
      });
      enqueue.assign({ draft: allowedDraft(c, draft), replyTo: target, media: [], error: null });
    }),
    /** the reply is dropped, the rest of the draft kept; a `reply` audience goes back to the default */
    dropReply: assign(({ context: c }) => ({
      replyTo: null,
      draft: allowedDraft(c, withoutReply(c.draft, c.defaults)),
    })),
    /** the parent was deleted: no longer a reply (compose-reply.ts parentDeletedDraft) */
    parentGone: assign(({ context: c }) => ({
      replyTo: null,
      draft: allowedDraft(c, parentDeletedDraft(c.draft, effectiveAllowed(c.allowedPrivacy, c.features))),
    })),
    /** redraft, edit or a post back from the outbox: the current media go, the loaded draft and its media come */
    load: enqueueActions(({ context: c, event, enqueue }) => {
      for (const m of c.media) enqueue.stopChild(m.ref);
      const loader = { defaults: c.defaults, limits: c.limits, newKey: c.newKey, stayPrivacy: c.draft.stay_privacy };
      const loaded: LoadedDraft =
        event.type === 'compose.edit'
          ? editDraft(event.target, { ...loader, now: c.now() })
          : event.type === 'compose.restore'
            ? { draft: event.saved.draft, uploads: restoredUploads(event.saved.media) }
            : redraftDraft((event as Ev<'compose.redraft'>).source, loader);
      enqueue.assign(({ spawn }) => ({
        draft: allowedDraft(c, withWarnedMedia(loaded.draft, loaded.uploads.length)),
        replyTo: null,
        error: null,
        media: loaded.uploads.map((input) => {
          const ref = spawn('upload', { id: input.key, input });
          return { key: input.key, ref, phase: childPhase(ref) };
        }),
      }));
      // the outbox lets go of a post taken back (its key stays with the draft)
      if (event.type === 'compose.restore')
        enqueue.emit({ type: 'compose.restored', idempotencyKey: event.saved.draft.idempotencyKey });
    }),
    /** the reset after posting or cancelling: media stopped, the draft cleared, a new idempotency key */
    reset: enqueueActions(({ context: c, enqueue }) => {
      for (const m of c.media) enqueue.stopChild(m.ref);
      enqueue.assign({
        media: [],
        replyTo: null,
        refusal: null,
        error: null,
        draft: allowedDraft(c, resetDraft(c.draft, c.defaults, c.newKey())),
      });
    }),
    published: enqueueActions(({ context, event, enqueue }) => {
      const status = (event as unknown as { output: ApiStatus }).output;
      enqueue.assign({ lastPublished: status });
      enqueue.emit({ type: 'compose.published', status, edited: context.draft.id !== null });
    }),
    /** the post goes to the outbox with its key (the reset after it makes a new one) */
    queue: enqueueActions(({ context, enqueue }) => enqueue.emit({ type: 'compose.queued', ...queuedPost(context) })),
    failure: assign({ error: ({ event }) => (event as unknown as { error: unknown }).error }),
  },
}).createMachine({
  id: 'compose',
  context: ({ input, spawn }) => {
    const defaults = input.defaults ?? SPEC_DEFAULTS;
    const limits = input.limits ?? DEFAULT_LIMITS;
    const features = input.features ?? NO_FEATURES;
    const newKey = input.newKey ?? (() => crypto.randomUUID());
    const restored = input.restored ?? null;
    const base = { ...privacyRestriction(input.allowedPrivacy, false, features), features };
    const media = restoredUploads(restored?.media ?? [], input.restoredFiles).map((uploadInput) => {
      const ref = spawn('upload', { id: uploadInput.key, input: uploadInput });
      return { key: uploadInput.key, ref, phase: childPhase(ref) };
    });
    return {
      draft: allowedDraft(base, withWarnedMedia(restored?.draft ?? initialDraft(defaults, newKey()), media.length)),
      defaults,
      limits,
      features,
      allowedPrivacy: base.allowedPrivacy,
      forceDirect: base.forceDirect,
      media,
      refusal: null,
      error: null,
      replyTo: null,
      lastPublished: null,
      selfAcct: input.selfAcct ?? null,
      newKey,
      now: input.now ?? (() => Date.now()),
    };
  },
  initial: 'editing',
  // settings and child reports, in every state
  on: {
    'compose.allowedPrivacy': { actions: 'restrictPrivacy' },
    'compose.media.changed': { actions: 'mediaChanged' },
    'compose.media.describe': { guard: 'knownMedia', actions: 'forwardToMedia' },
    'compose.defaults': { actions: 'takeDefaults' },
    'compose.stayPrivacy': { actions: 'stayPrivacy' },
    // also while the post is on its way, so that a failure shows the draft as it now is
    'compose.statusDeleted': { guard: 'parentDeleted', actions: ['clearNotices', 'parentGone'] },
  },
  states: {
    editing: {
      on: {
        'compose.text': { actions: ['clearNotices', 'edit'] },
        'compose.spoiler.toggle': { actions: ['clearNotices', 'edit'] },
        'compose.spoilerText': { actions: ['clearNotices', 'edit'] },
        'compose.sensitive.toggle': { actions: ['clearNotices', 'edit'] },
        'compose.markdown.toggle': { actions: ['clearNotices', 'edit'] },
        'compose.privacy': { actions: ['clearNotices', 'edit'] },
        'compose.circle': { actions: ['clearNotices', 'edit'] },
        'compose.searchability': { actions: ['clearNotices', 'edit'] },
        'compose.language': { actions: ['clearNotices', 'edit'] },
        'compose.quotePolicy': { actions: ['clearNotices', 'edit'] },
        'compose.poll.add': { guard: 'pollAllowed', actions: ['clearNotices', 'edit'] },
        'compose.poll.remove': { guard: 'hasPoll', actions: ['clearNotices', 'edit'] },
        'compose.poll.option': { guard: 'hasPoll', actions: ['clearNotices', 'edit'] },
        'compose.poll.expiry': { guard: 'hasPoll', actions: ['clearNotices', 'edit'] },
        'compose.poll.multiple': { guard: 'hasPoll', actions: ['clearNotices', 'edit'] },
        'compose.quote': [
          { guard: and(['namesPost', 'quoteRefused']), actions: 'refuse' },
          { guard: 'namesPost', actions: ['clearNotices', 'edit'] },
        ],
        'compose.quote.remove': { actions: ['clearNotices', 'edit'] },
        'compose.files': [
          { guard: and(['hasFiles', 'uploadRefused']), actions: 'refuse' },
          { guard: 'hasFiles', actions: ['clearNotices', 'addFiles'] },
        ],
        'compose.media.remove': { guard: 'knownMedia', actions: ['clearNotices', 'clearError', 'removeMedia'] },
        'compose.media.replace': { guard: 'knownMedia', actions: ['clearNotices', 'clearError', 'forwardToMedia'] },
        'compose.media.retry': { guard: 'knownMedia', actions: ['clearNotices', 'clearError', 'forwardToMedia'] },
        'compose.reply': { guard: 'namesPost', actions: ['clearNotices', 'reply'] },
        'compose.reply.cancel': { guard: 'replying', actions: ['clearNotices', 'dropReply'] },
        'compose.mention': { actions: ['clearNotices', 'edit'] },
        'compose.direct': { guard: 'namesAccount', actions: ['clearNotices', 'edit'] },
        'compose.reference': { guard: and(['referencesAllowed', 'namesPost']), actions: ['clearNotices', 'edit'] },
        'compose.redraft': { actions: ['clearNotices', 'load'] },
        'compose.edit': { actions: ['clearNotices', 'load'] },
        'compose.restore': { actions: ['clearNotices', 'load'] },
        'compose.refusal.dismiss': { actions: 'dismissRefusal' },
        'compose.cancel': { actions: 'reset' },
        'compose.submit': [
          { guard: and(['canPost', 'pollRefused']), actions: 'refusePoll' },
          // text or media needed; a failed upload is shown, never posted without
          { guard: and(['canPost', 'mediaFailed']), actions: 'mediaError' },
          { guard: and(['canPost', 'mediaBusy']), target: 'waitingForMedia', actions: ['clearNotices', 'clearError'] },
          { guard: 'canPost', target: 'submitting' },
        ],
      },
    },
    waitingForMedia: {
      always: [
        { guard: 'mediaFailed', target: 'editing', actions: 'mediaError' },
        { guard: 'mediaReady', target: 'submitting' },
      ],
      on: {
        'compose.cancel': { target: 'editing', actions: 'reset' },
        // the reply's audience changes: the reader sees it before anything is sent
        'compose.statusDeleted': { guard: 'parentDeleted', target: 'editing', actions: 'reraise' },
        // an edit stops the wait: back to editing, where the edit applies
        'compose.*': { guard: 'isEdit', target: 'editing', actions: 'reraise' },
      },
    },
    submitting: {
      entry: ['clearNotices', 'clearError'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => submitInput(context),
        onDone: { target: 'editing', actions: ['published', 'reset'] },
        onError: [
          { guard: 'unreachablePost', target: 'editing', actions: ['queue', 'reset'] },
          { target: 'failed', actions: 'failure' },
        ],
      },
    },
    failed: {
      on: {
        // the same request again: same draft, same idempotency key
        'compose.retry': { target: 'submitting' },
        'compose.submit': { target: 'submitting' },
        'compose.cancel': { target: 'editing', actions: 'reset' },
        'compose.*': { guard: 'isEdit', target: 'editing', actions: ['clearError', 'reraise'] },
      },
    },
  },
});

export type ComposeMachine = typeof composeMachine;
export type ComposeActorRef = ActorRefFrom<typeof composeMachine>;
export type ComposeSnapshot = SnapshotFrom<typeof composeMachine>;
