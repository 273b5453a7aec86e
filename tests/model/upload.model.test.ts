import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { isFileRefusal } from '../../src/machines/file-check';
import { uploadMachine, uploadPhase, type UploadSnapshot } from '../../src/machines/upload.machine';
import type { UploadFile, UploadInput, UploadPhase } from '../../src/machines/upload-types';
import type { ApiMediaAttachment } from '../../src/domain/entities/api-types';
import { assertFullCoverage, CoverageRecorder, writeCoverage } from './harness/coverage';
import { describePath } from './harness/model-paths';
import { doneEvent, errorEvent, pathsOf, runModelPath, type ModelSpec, type ScriptedActors } from './model-harness';

/**
 * The upload machine's model: every state and transition, replayed on real actors with the five actors
 * scripted and the poll delays on fake timers. One machine, six starts (a new file for a server that lists the
 * files it takes, an attachment already on the server, one still processing there, an upload restored without its
 * file, an empty file, a file for a server that says nothing), so the coverage is recorded across all of them and
 * must reach 100 % together.
 */
const file = (name: string, type = 'image/png'): UploadFile => {
  const blob = new Blob([name], { type });
  return { blob, name, type, size: blob.size };
};
const original = file('cat.png');
const replacement = file('dog.png');
const thumbnail = file('cover.png');
const uploaded: ApiMediaAttachment = { id: 'm1', type: 'image', description: null };
const failure = new Error('offline');
const EDIT = { description: 'a cat asleep', focus: { x: 0.5, y: -0.5 } };
const MAX_ATTEMPTS = 2;

/**
 * Which phases each start explores in full (edits and every answer); elsewhere it only ends its path. The new
 * file covers uploading, processing and failing; the attachment on the server covers attached; the other two
 * starts are there for their first state.
 */
const SCOPE: Record<string, readonly string[]> = { u1: ['uploading', 'processing', 'failed'], u2: ['attached'] };

type Sample = EventObject & Record<string, unknown>;

function events(snapshot: UploadSnapshot): Sample[] {
  const { context } = snapshot;
  const phase = uploadPhase(snapshot);
  // edits are offered from an unedited attachment only, which keeps the model small and still reaches every
  // transition: one edit at a time, then what the machine does with it
  const modelled = (SCOPE[context.key] ?? []).includes(phase);
  const unedited =
    modelled &&
    context.thumbnail === null &&
    context.description !== EDIT.description &&
    context.file !== replacement &&
    (phase !== 'uploading' || context.progress === 0) &&
    (phase !== 'processing' || (context.attempts === 0 && snapshot.matches({ processing: 'waiting' })));
  const saving = snapshot.matches({ attached: 'saving' });
  // every event type the state takes needs a sample (else the walker sends it bare): where an edit is not
  // wanted, the sample changes nothing
  return [
    unedited
      ? { type: 'upload.progress', loaded: 300, total: 200 }
      : { type: 'upload.progress', loaded: context.progress, total: 100 },
    { type: 'upload.retry' },
    { type: 'upload.remove' },
    { type: 'upload.replace', file: replacement },
    unedited || (saving && context.description !== EDIT.description)
      ? { type: 'upload.describe', ...EDIT }
      : { type: 'upload.describe', description: context.description, focus: context.focus },
    // back to what the server has: nothing to save
    ...(phase === 'attached'
      ? [{ type: 'upload.describe', description: context.savedDescription, focus: context.savedFocus }]
      : []),
    { type: 'upload.thumbnail', file: unedited || saving ? thumbnail : context.thumbnail },
    ...(modelled ? outcomes(context.attempts) : []),
  ];
}

/** a PNG's first bytes (a kind the first start's server takes) and an executable's (one it does not) */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EXE_HEAD = new Uint8Array([0x4d, 0x5a, 0x90, 0x00]);

function outcomes(attempts: number): Sample[] {
  return [
    doneEvent('readFileHead', PNG_HEAD),
    doneEvent('readFileHead', EXE_HEAD),
    errorEvent('readFileHead', failure),
    doneEvent('sendFile', { attachment: uploaded, processing: false }),
    doneEvent('sendFile', { attachment: uploaded, processing: true }),
    errorEvent('sendFile', failure),
    ...(attempts < MAX_ATTEMPTS ? [doneEvent('poll', { attachment: uploaded, processing: true })] : []),
    doneEvent('poll', { attachment: uploaded, processing: false }),
    errorEvent('poll', failure),
    doneEvent('saveDescription', uploaded),
    errorEvent('saveDescription', failure),
    doneEvent('sendThumbnail', uploaded),
    errorEvent('sendThumbnail', failure),
  ];
}

const starts: Array<[string, UploadInput]> = [
  [
    'a new file',
    { key: 'u1', file: original, description: '', focus: null, limits: { supportedTypes: ['image/png'] } },
  ],
  ['an attachment on the server', { key: 'u2', file: null, existing: { attachment: uploaded, processing: false } }],
  ['an attachment still processing', { key: 'u3', file: null, existing: { attachment: uploaded, processing: true } }],
  ['an upload restored without its file', { key: 'u4', file: null, description: 'kept alt' }],
  ['an empty file', { key: 'u5', file: { ...original, blob: new Blob([]), size: 0 } }],
  ['a file for a server that does not say which files it takes', { key: 'u6', file: original }],
];

const unsaved = (s: UploadSnapshot) =>
  s.context.description !== s.context.savedDescription ||
  JSON.stringify(s.context.focus ?? { x: 0, y: 0 }) !== JSON.stringify(s.context.savedFocus ?? { x: 0, y: 0 });

const expectations: Record<string, (snapshot: UploadSnapshot, scripted: ScriptedActors) => void> = {
  checking: (snapshot, scripted) => {
    // the file's first bytes are read before anything is sent
    expect(scripted.lastCall('readFileHead')?.input).toEqual({ file: snapshot.context.file });
    expect(snapshot.context.error).toBeNull();
    expect(uploadPhase(snapshot)).toBe('uploading');
  },
  uploading: (snapshot, scripted) => {
    const { context } = snapshot;
    // the request carries this file, with the thumbnail chosen before it started (an edit made since is
    // saved once attached)
    expect(scripted.lastCall('sendFile')?.input).toMatchObject({
      file: context.file,
      thumbnail: context.sentThumbnail,
    });
    expect(context.file).not.toBeNull();
    expect(context.attachment).toBeNull();
    expect(context.error).toBeNull();
    expect(context.progress).toBeGreaterThanOrEqual(0);
    expect(context.progress).toBeLessThanOrEqual(100);
    expect(uploadPhase(snapshot)).toBe('uploading');
  },
  processing: (snapshot) => {
    expect(snapshot.context.attachment).not.toBeNull();
    expect(snapshot.context.attempts).toBeLessThanOrEqual(MAX_ATTEMPTS);
    expect(uploadPhase(snapshot)).toBe('processing');
  },
  'processing.polling': (snapshot, scripted) => {
    expect(scripted.lastCall('poll')?.input).toEqual({ id: snapshot.context.attachment?.id });
  },
  attached: (snapshot) => {
    expect(snapshot.context.attachment?.id).toBe('m1');
    expect(snapshot.context.progress).toBe(100);
    expect(uploadPhase(snapshot)).toBe('attached');
  },
  'attached.idle': (snapshot) => {
    // at rest only after a failed save: otherwise nothing is left to send
    if (snapshot.context.error === null) {
      expect(snapshot.context.thumbnail).toBeNull();
      expect(unsaved(snapshot)).toBe(false);
    } else {
      expect(snapshot.context.error).toBe(failure);
    }
  },
  'attached.saving.description': (snapshot, scripted) => {
    const { context } = snapshot;
    expect(scripted.lastCall('saveDescription')?.input).toEqual({
      id: 'm1',
      description: context.description,
      focus: context.focus,
    });
    expect(context.error).toBeNull();
  },
  'attached.saving.thumbnail': (snapshot, scripted) => {
    expect(scripted.lastCall('sendThumbnail')?.input).toEqual({ id: 'm1', file: thumbnail });
    expect(snapshot.context.error).toBeNull();
  },
  failed: (snapshot) => {
    expect(uploadPhase(snapshot)).toBe('failed');
    // restored without its file: no error, only no way to retry
    if (snapshot.context.file === null && snapshot.context.attachment === null) {
      expect(snapshot.can({ type: 'upload.retry' })).toBe(false);
    } else if (isFileRefusal(snapshot.context.error)) {
      // refused before sending (the executable's bytes, or no bytes at all): never sent, and the same file is not
      // tried again
      expect(snapshot.context.error).toEqual({
        kind: 'refused',
        reason: snapshot.context.file?.size === 0 ? 'empty' : 'type',
      });
      expect(snapshot.context.attachment).toBeNull();
      expect(snapshot.can({ type: 'upload.retry' })).toBe(false);
    } else {
      expect(snapshot.context.error).toBe(failure);
      expect(snapshot.can({ type: 'upload.retry' })).toBe(true);
    }
  },
  removed: (snapshot) => {
    expect(snapshot.status).toBe('done');
    // nothing left running: an in-flight request was stopped (and its signal aborted)
    expect(Object.keys(snapshot.children)).toEqual([]);
    expect(uploadPhase(snapshot)).toBe('removed');
  },
};

/** where each start begins */
const STARTS: Record<string, UploadPhase> = {
  u1: 'uploading',
  u2: 'attached',
  u3: 'processing',
  u4: 'failed',
  u5: 'failed',
  u6: 'uploading',
};

const specs: Array<[string, ModelSpec<typeof uploadMachine> & { input: UploadInput }]> = starts.map(
  ([label, input]) => [
    label,
    {
      name: 'upload',
      machine: uploadMachine,
      input,
      scriptedActors: ['readFileHead', 'sendFile', 'poll', 'saveDescription', 'sendThumbnail'],
      events: events as ModelSpec<typeof uploadMachine>['events'],
      expectations: expectations as ModelSpec<typeof uploadMachine>['expectations'],
    },
  ],
);

describe('model: upload', () => {
  const recorder = new CoverageRecorder(uploadMachine);
  for (const [label, spec] of specs) {
    describe(`starting from ${label}`, () => {
      // the transitions out of the transient first state happen while the actor is created, before the
      // harness knows which actor is its root; this run records them (children have a parent, the root none)
      it(`starts in ${STARTS[spec.input.key]}`, () => {
        const actor = createActor(spec.machine, {
          input: spec.input,
          inspect: recorder.inspector((ref) => (ref as AnyActorRef)._parent === undefined),
        });
        actor.start();
        expect(uploadPhase(actor.getSnapshot())).toBe(STARTS[spec.input.key]);
        actor.stop();
      });
      pathsOf(spec).forEach((path, i) => {
        it(`path ${i + 1}: ${describePath(path)}`, async () => {
          await runModelPath(spec, path, recorder);
        });
      });
    });
  }
  it('covers every state and transition of upload', () => {
    const coverage = recorder.report('upload', null);
    writeCoverage(coverage);
    assertFullCoverage(coverage);
  });
});
