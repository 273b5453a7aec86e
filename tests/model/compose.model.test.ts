import { expect } from 'vitest';
import { composeMachine, UploadFailedError, type ComposeSnapshot } from '../../src/machines/compose.machine';
import type { ComposeEvent, EditTarget, RedraftSource, ReplyTarget } from '../../src/machines/compose-types';
import { serverPrivacy } from '../../src/machines/compose-privacy';
import { pollProblem } from '../../src/machines/compose-poll';
import { attachmentFor, DEFAULTS, file, KMYBLUE, LIMITS, status, stubUpload } from '../unit/compose/compose-test-kit';
import { describeModel, doneEvent, errorEvent } from './model-harness';
import { ApiError } from '../../src/domain/errors/api-error';
import { initialDraft } from '../../src/machines/compose-reset';

/**
 * The compose machine's model: every state and transition, replayed on real actors (the upload children are the
 * stub upload machine of the compose tests; `submit` is scripted). The walk stays small because almost every
 * event is offered as a no-op (the value the draft already has, an unknown media key, an empty post id); the
 * moves that change the draft are offered only from the states listed below:
 *
 *   pristine --files--> one upload --submit--> waitingForMedia --attached--> submitting --done--> published
 *       |                                            \--failed--> editing with the upload failure
 *       |--reply--> a reply --mention / direct / cancel / parent deleted ...
 *       |              \--files--> a reply with an upload --submit--> waitingForMedia --parent deleted--> editing
 *       |--quote / refused quote / redraft / edit ...
 *       |--poll.add --text--> a poll with no options --submit--> editing with the poll refused
 *   edit --submit--> submitting --error--> failed --retry / submit--> submitting; failed --describe--> editing
 *   a new post's submitting --no answer at all--> editing (the post handed to the outbox, the draft reset)
 *   restore (a post back from the outbox) from every state: it replaces the draft, or waits for the edit rules
 *
 * Upload keys and idempotency keys are all 'k' (newKey is constant) so that the walk is finite. Children report
 * phases with `compose.media.changed { phase }` as the harness delivers it.
 */
const NOW = Date.parse('2025-06-01T00:00:00Z');
const published = status('p1');
const offline = new Error('offline');
/** no answer at all: a new post goes to the outbox */
const unreachable = new ApiError({ kind: 'network', message: 'Failed to fetch', method: 'POST' });
/** a post back from the outbox */
const fromOutbox = { draft: { ...initialDraft(DEFAULTS, 'k'), text: 'written offline' }, media: [] };
const parent: ReplyTarget = {
  id: 't1',
  visibility: 'direct',
  limited: false,
  mentions: ['bob'],
  spoilerText: '',
  language: null,
};
const redraft: RedraftSource = {
  text: 'hello',
  spoiler_text: '',
  sensitive: false,
  visibility: 'public',
  language: 'en',
  in_reply_to_id: null,
  quoted_status_id: null,
  media: [{ id: 'm1', description: 'alt', attachment: attachmentFor('m1') }],
  poll: null,
};
const edit: EditTarget = {
  status: status('e1', { media_attachments: [attachmentFor('m2')], status_reference_ids: ['r1'] }),
  text: 'edited',
  spoilerText: '',
};
const EVERY = serverPrivacy(KMYBLUE);

function isPristine(snapshot: ComposeSnapshot): boolean {
  const { context: c } = snapshot;
  const d = c.draft;
  return (
    snapshot.matches('editing') &&
    c.media.length === 0 &&
    c.refusal === null &&
    c.error === null &&
    c.lastPublished === null &&
    c.replyTo === null &&
    d.text === '' &&
    d.poll === null &&
    d.quoted_status_id === null &&
    d.id === null &&
    d.reference_ids.length === 0 &&
    d.privacy === 'public'
  );
}

/** No-op samples: each event type with what the draft already holds (or naming nothing). */
function noOps(snapshot: ComposeSnapshot): ComposeEvent[] {
  const d = snapshot.context.draft;
  return [
    { type: 'compose.text', text: d.text },
    { type: 'compose.spoiler.toggle', on: d.spoiler },
    { type: 'compose.spoilerText', text: d.spoiler_text },
    { type: 'compose.sensitive.toggle', on: d.sensitive },
    { type: 'compose.markdown.toggle', on: d.markdown },
    { type: 'compose.privacy', privacy: d.privacy },
    { type: 'compose.circle', circleId: d.circle_id },
    { type: 'compose.searchability', searchability: d.searchability },
    { type: 'compose.language', language: d.language },
    { type: 'compose.quotePolicy', policy: d.quote_policy },
    { type: 'compose.stayPrivacy', stay: d.stay_privacy },
    { type: 'compose.allowedPrivacy', allowed: EVERY },
    { type: 'compose.refusal.dismiss' },
    { type: 'compose.poll.option', index: 0, title: d.poll?.options[0] ?? '' },
    { type: 'compose.poll.expiry', seconds: d.poll?.expires_in ?? 86400 },
    { type: 'compose.poll.multiple', multiple: d.poll?.multiple ?? false },
    { type: 'compose.quote', statusId: '', currentUser: 'automatic' },
    { type: 'compose.files', files: [] },
    { type: 'compose.media.remove', key: 'none' },
    { type: 'compose.media.replace', key: 'none', file: file('b.png') },
    { type: 'compose.media.retry', key: 'none' },
    { type: 'compose.media.describe', key: 'none', description: '', focus: null },
    { type: 'compose.media.changed', key: 'none' },
    { type: 'compose.reply', target: { ...parent, id: '' } },
    { type: 'compose.statusDeleted', statusId: 'another' },
    { type: 'compose.reply.cancel' },
    { type: 'compose.mention', acct: '' },
    { type: 'compose.direct', acct: '' },
    { type: 'compose.reference', statusId: '', url: '' },
    { type: 'compose.redraft', source: redraft },
    { type: 'compose.edit', target: edit },
    { type: 'compose.defaults', defaults: snapshot.context.defaults },
    { type: 'compose.restore', saved: fromOutbox },
  ];
}

/** The moves offered in a state, replacing the no-op samples of their event types. */
function moves(snapshot: ComposeSnapshot): ComposeEvent[] {
  const c = snapshot.context;
  const upload = c.media[0];
  const replying = c.replyTo !== null;
  const parentDeleted: ComposeEvent = { type: 'compose.statusDeleted', statusId: parent.id };
  if (isPristine(snapshot)) {
    return [
      { type: 'compose.files', files: [file('a.png')] },
      { type: 'compose.quote', statusId: 'q1', currentUser: 'automatic' },
      { type: 'compose.quote', statusId: 'q2', currentUser: 'denied' },
      { type: 'compose.reply', target: parent },
    ];
  }
  if (snapshot.matches('editing') && replying && !upload) {
    return [
      { type: 'compose.reply', target: parent },
      { type: 'compose.reply.cancel' },
      { type: 'compose.mention', acct: 'bob' },
      { type: 'compose.direct', acct: 'bob' },
      parentDeleted,
      { type: 'compose.files', files: [file('a.png')] },
    ];
  }
  // a poll with no options filled in gets words, so that Post meets the poll the server would refuse
  if (snapshot.matches('editing') && c.draft.poll !== null && c.draft.text === '' && !upload && !replying)
    return [{ type: 'compose.text', text: 'Which one?' }];
  if (!upload) return [];
  const key = upload.key;
  if (
    snapshot.matches('editing') &&
    upload.phase === 'uploading' &&
    !replying &&
    c.refusal === null &&
    c.draft.text === ''
  ) {
    return [
      { type: 'compose.files', files: [file('b.png')] },
      { type: 'compose.media.remove', key },
      { type: 'compose.media.replace', key, file: file('c.png') },
      { type: 'compose.media.retry', key },
      { type: 'compose.media.describe', key, description: 'a cat', focus: { x: 0, y: 0 } },
      { type: 'compose.media.changed', key, phase: 'uploading' },
    ];
  }
  if (snapshot.matches('waitingForMedia') && !replying) {
    return [
      { type: 'compose.media.changed', key, phase: 'attached' },
      { type: 'compose.media.changed', key, phase: 'failed' },
      { type: 'compose.media.describe', key, description: 'a cat', focus: null },
    ];
  }
  // a reply waiting for its upload: the parent is deleted
  if (snapshot.matches('waitingForMedia')) return [parentDeleted];
  if (snapshot.matches('editing') && c.draft.id !== null)
    return [{ type: 'compose.reference', statusId: 'r1', url: 'https://s.example/r1' }];
  return [];
}

function events(snapshot: ComposeSnapshot) {
  const c = snapshot.context;
  const offered = moves(snapshot);
  const moved = new Set(offered.map((e) => e.type));
  const samples: Array<ComposeEvent | ReturnType<typeof doneEvent> | ReturnType<typeof errorEvent>> = [
    ...noOps(snapshot).filter((e) => !moved.has(e.type)),
    ...offered,
  ];
  if (snapshot.matches('submitting') && c.media.length > 0 && c.draft.id === null && c.draft.text === '') {
    samples.push(doneEvent('submit', published), errorEvent('submit', unreachable));
  }
  if (snapshot.matches('submitting') && c.draft.id !== null) {
    samples.push(doneEvent('submit', published), errorEvent('submit', offline));
  }
  return samples;
}

describeModel({
  name: 'compose',
  machine: composeMachine,
  input: {
    defaults: DEFAULTS,
    limits: { ...LIMITS, maxMediaAttachments: 1, pollMaxOptions: 2 },
    features: KMYBLUE,
    newKey: () => 'k',
    now: () => NOW,
  },
  actors: { upload: stubUpload },
  scriptedActors: ['submit'],
  events,
  // the context holds live upload actors, which differ between the model and the real run
  compareContext: false,
  expectations: {
    editing: (snapshot) => {
      const { context: c } = snapshot;
      expect(c.media.every((m) => snapshot.children[m.key] === m.ref)).toBe(true);
      if (c.media.length === 0) expect(c.draft.sensitive).toBe(false);
      // the draft replies to the post shown as replied to, and to nothing else (the samples redraft no reply)
      expect(c.draft.in_reply_to).toBe(c.replyTo?.id ?? null);
      // media under a content warning are sensitive
      if (c.draft.spoiler && c.media.length > 0) expect(c.draft.sensitive).toBe(true);
      if (c.error !== null) expect(c.error).toBeInstanceOf(UploadFailedError);
      if (c.error !== null) expect(c.media.some((m) => m.phase === 'failed')).toBe(true);
      // a poll refused before sending is refused for what it is, and is kept as it was
      if (c.refusal?.key === 'compose.refusal.pollTooFew') expect(pollProblem(c.draft.poll)).toBe('tooFew');
      if (c.refusal?.key === 'compose.refusal.pollDuplicate') expect(pollProblem(c.draft.poll)).toBe('duplicate');
    },
    waitingForMedia: (snapshot) => {
      expect(snapshot.context.media.some((m) => m.phase === 'uploading' || m.phase === 'processing')).toBe(true);
      expect(snapshot.context.error).toBeNull();
    },
    submitting: (snapshot, scripted) => {
      const call = scripted.lastCall('submit');
      const input = call?.input as { draft: unknown; mediaAttributes: unknown[] };
      expect(input.draft).toEqual(snapshot.context.draft);
      expect(input.draft).toMatchObject({ idempotencyKey: 'k' });
      if (snapshot.context.draft.id === null) expect(input.mediaAttributes).toEqual([]);
      else expect(input.mediaAttributes).toEqual([{ id: 'm2', description: '', focus: null }]);
      expect(snapshot.context.error).toBeNull();
    },
    failed: (snapshot) => {
      expect(snapshot.context.error).toBe(offline);
      expect(snapshot.context.draft).toMatchObject({ id: 'e1', text: 'edited', idempotencyKey: 'k' });
    },
  },
});
