import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiMediaAttachment } from '../domain/entities/api-types';
import { fileRefusal, isFileRefusal, type FileRefusal } from './file-check';
import { pollDelayMs, progressPercent } from './upload-delay';
import type {
  PersistedUpload,
  UploadActorContracts,
  UploadContext,
  UploadEvent,
  UploadFile,
  UploadFocus,
  UploadInput,
  UploadPhase,
} from './upload-types';

/**
 * One attachment's upload (POST v2/media, then polled until processed); the compose machine spawns one per attachment
 * under src 'upload', id = the upload key.
 *
 *   starting --an empty file--> failed (refused: it never succeeds)
 *   starting --the server says which files it takes--> checking --a kind or size it refuses (file-check.ts)--> failed
 *       \--else (or the file's first bytes could not be read: the server judges)--> uploading
 *   uploading --200--> attached (settling -> idle | saving.description | saving.thumbnail)
 *       |  \--202--> processing (waiting --log2(n) x 1000 ms--> polling --206--> waiting; 200 --> attached)
 *       \--error--> failed --retry--> uploading (same file, description, focus) or processing (poll failed)
 *   starting (transient, first and on retry) routes by the input / context
 *   upload.replace (any state): starting again with the new file, description and focus kept
 *   upload.remove (any state): removed (final; an in-flight request is aborted with its actor)
 *
 * `upload.describe` before the upload finished only updates the context: the description goes with the file,
 * or is PATCHed once attached when it differs from what the server has. A failed save goes back to idle with
 * the edited values and the error kept. Entering each phase sends `compose.media.changed` to the parent (when
 * there is one). No network here: the five actors are provided (src/services/compose/upload-actors.ts).
 */

/** The context: the contract's plus the thumbnail that went with the file, so it is not PUT again. */
export interface UploadMachineContext extends UploadContext {
  sentThumbnail: UploadFile | null;
}

type Contracts = UploadActorContracts;

function missing(name: string) {
  return () => Promise.reject(new Error(`uploadMachine: provide a ${name} actor`));
}

/** The focal point the server holds for an attachment, or null. */
export function attachmentFocus(attachment: ApiMediaAttachment | null | undefined): UploadFocus | null {
  const focus = attachment?.meta?.focus;
  return typeof focus?.x === 'number' && typeof focus.y === 'number' ? { x: focus.x, y: focus.y } : null;
}

/** No focal point and the centre are the same picture. */
export function sameFocus(a: UploadFocus | null, b: UploadFocus | null): boolean {
  const [ax, ay] = a ? [a.x, a.y] : [0, 0];
  const [bx, by] = b ? [b.x, b.y] : [0, 0];
  return ax === bx && ay === by;
}

/**
 * What every phase but `removed` takes (not the root's handlers: a final state must take nothing). Replacing
 * re-enters `uploading` even from `uploading`, so the request for the old file is aborted.
 */
const inAnyPhase = {
  'upload.remove': { target: '#upload.removed' },
  'upload.replace': { target: '#upload.starting', actions: 'replaceFile' },
  'upload.describe': { actions: 'describe' },
  'upload.thumbnail': { actions: 'chooseThumbnail' },
} as const;

const unsaved = (context: UploadContext) =>
  context.description !== context.savedDescription || !sameFocus(context.focus, context.savedFocus);

export const uploadMachine = setup({
  types: {} as {
    context: UploadMachineContext;
    input: UploadInput;
    events: UploadEvent;
  },
  actors: {
    readFileHead: fromPromise<Contracts['readFileHead']['output'], Contracts['readFileHead']['input']>(
      missing('readFileHead'),
    ),
    sendFile: fromPromise<Contracts['sendFile']['output'], Contracts['sendFile']['input']>(missing('sendFile')),
    poll: fromPromise<Contracts['poll']['output'], Contracts['poll']['input']>(missing('poll')),
    saveDescription: fromPromise<Contracts['saveDescription']['output'], Contracts['saveDescription']['input']>(
      missing('saveDescription'),
    ),
    sendThumbnail: fromPromise<Contracts['sendThumbnail']['output'], Contracts['sendThumbnail']['input']>(
      missing('sendThumbnail'),
    ),
  },
  delays: {
    /** before poll number attempts + 1 */
    pollDelay: ({ context }) => pollDelayMs(context.attempts + 1),
  },
  guards: {
    /**
     * On the server but not known to be ready: started with input.existing.processing, or retried after a poll
     * failed (an attachment is only kept through a failure when polling failed).
     */
    processingOnServer: ({ context, event }) =>
      context.attachment !== null &&
      (event.type === 'upload.retry' || (event as { input?: UploadInput }).input?.existing?.processing === true),
    hasAttachment: ({ context }) => context.attachment !== null,
    hasFile: ({ context }) => context.file !== null,
    /** an empty file never succeeds, whatever the server says */
    emptyFile: ({ context }) => context.file !== null && context.file.size === 0,
    /** the server says which files it takes (kinds or sizes): the file's first bytes are read and judged */
    fileToCheck: ({ context }) =>
      context.file !== null &&
      (!!context.limits.supportedTypes?.length || !!context.limits.imageSizeLimit || !!context.limits.videoSizeLimit),
    /**
     * there is something to start again from: the attachment to poll or the file to send (not a file refused
     * before sending: the same file would be refused again; it can be replaced)
     */
    canRetry: ({ context }) => !isFileRefusal(context.error) && (context.attachment !== null || context.file !== null),
    thumbnailPending: ({ context }) => context.thumbnail !== null,
    descriptionUnsaved: ({ context }) => unsaved(context),
  },
  actions: {
    notifyParent: enqueueActions(({ enqueue, self, context }) => {
      // alone (tests, the model walker) there is no parent to tell
      if (self._parent) enqueue.sendParent({ type: 'compose.media.changed', key: context.key });
    }),
    startUpload: assign({
      progress: 0,
      error: null,
      sentThumbnail: ({ context }) => context.thumbnail,
    }),
    startProcessing: assign({ attempts: 0, error: null }),
    progress: assign({
      progress: ({ context, event }) =>
        event.type === 'upload.progress' ? progressPercent(event.loaded, event.total) : context.progress,
    }),
    describe: assign(({ context, event }) =>
      event.type === 'upload.describe'
        ? { description: event.description, focus: event.focus }
        : { description: context.description },
    ),
    chooseThumbnail: assign({
      thumbnail: ({ context, event }) => (event.type === 'upload.thumbnail' ? event.file : context.thumbnail),
    }),
    replaceFile: assign(({ context, event }) =>
      event.type === 'upload.replace'
        ? {
            file: event.file,
            fileName: event.file.name,
            fileType: event.file.type,
            attachment: null,
            progress: 0,
            attempts: 0,
            savedDescription: '',
            savedFocus: null,
            thumbnail: null,
            sentThumbnail: null,
            error: null,
          }
        : { file: context.file },
    ),
    clearError: assign({ error: null }),
    refuseEmpty: assign({ error: (): FileRefusal => ({ kind: 'refused', reason: 'empty' }) }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => {
    const attachment = input.existing?.attachment ?? null;
    return {
      key: input.key,
      file: input.file,
      fileName: input.file?.name ?? input.fileName ?? null,
      fileType: input.file?.type ?? input.fileType ?? null,
      attachment,
      progress: attachment ? 100 : 0,
      attempts: 0,
      description: input.description ?? attachment?.description ?? '',
      focus: input.focus !== undefined ? input.focus : attachmentFocus(attachment),
      savedDescription: attachment?.description ?? '',
      savedFocus: attachmentFocus(attachment),
      thumbnail: null,
      sentThumbnail: null,
      error: null,
      limits: input.limits ?? {},
    };
  },
  initial: 'starting',
  states: {
    /** transient: where this attachment stands, from the input or on a retry */
    starting: {
      always: [
        { guard: 'processingOnServer', target: 'processing' },
        { guard: 'hasAttachment', target: 'attached' },
        { guard: 'emptyFile', target: 'failed', actions: 'refuseEmpty' },
        { guard: 'fileToCheck', target: 'checking' },
        { guard: 'hasFile', target: 'uploading' },
        // restored without its file: nothing to send; replace or remove it
        { target: 'failed' },
      ],
    },
    /** the file's first bytes read, then judged: one that cannot succeed is not sent */
    checking: {
      entry: 'clearError',
      invoke: {
        id: 'readFileHead',
        src: 'readFileHead',
        input: ({ context }) => ({ file: context.file as UploadFile }),
        onDone: [
          {
            guard: ({ context, event }) =>
              fileRefusal({ size: (context.file as UploadFile).size, head: event.output }, context.limits) !== null,
            target: 'failed',
            actions: assign({
              error: ({ context, event }) =>
                fileRefusal({ size: (context.file as UploadFile).size, head: event.output }, context.limits),
            }),
          },
          { target: 'uploading' },
        ],
        onError: { target: 'uploading' },
      },
      on: inAnyPhase,
    },
    uploading: {
      entry: ['startUpload', 'notifyParent'],
      invoke: {
        id: 'sendFile',
        src: 'sendFile',
        input: ({ context }) => ({
          file: context.file as UploadFile,
          description: context.description,
          focus: context.focus,
          thumbnail: context.thumbnail,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.processing,
            target: 'processing',
            actions: assign(({ context, event }) => uploaded(context, event.output.attachment)),
          },
          {
            target: 'attached',
            actions: assign(({ context, event }) => uploaded(context, event.output.attachment)),
          },
        ],
        onError: { target: 'failed', actions: 'rememberError' },
      },
      on: {
        ...inAnyPhase,
        'upload.progress': { actions: 'progress' },
      },
    },
    processing: {
      entry: ['startProcessing', 'notifyParent'],
      on: inAnyPhase,
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollDelay: { target: 'polling' } },
        },
        polling: {
          invoke: {
            id: 'poll',
            src: 'poll',
            input: ({ context }) => ({ id: (context.attachment as ApiMediaAttachment).id }),
            onDone: [
              {
                // 206: still processing
                guard: ({ event }) => event.output.processing,
                target: 'waiting',
                actions: assign({
                  attachment: ({ event }) => event.output.attachment,
                  attempts: ({ context }) => context.attempts + 1,
                }),
              },
              {
                target: '#upload.attached',
                actions: assign({ attachment: ({ event }) => event.output.attachment }),
              },
            ],
            onError: { target: '#upload.failed', actions: 'rememberError' },
          },
        },
      },
    },
    attached: {
      entry: 'notifyParent',
      on: inAnyPhase,
      initial: 'settling',
      states: {
        /** transient: send what is still unsent (a thumbnail, then the description), else rest */
        settling: {
          always: [
            { guard: 'thumbnailPending', target: 'saving.thumbnail' },
            { guard: 'descriptionUnsaved', target: 'saving.description' },
            { target: 'idle' },
          ],
        },
        idle: {
          on: {
            'upload.describe': { target: 'settling', actions: 'describe' },
            'upload.thumbnail': { target: 'settling', actions: 'chooseThumbnail' },
          },
        },
        saving: {
          entry: 'clearError',
          initial: 'description',
          states: {
            description: {
              invoke: {
                id: 'saveDescription',
                src: 'saveDescription',
                input: ({ context }) => ({
                  id: (context.attachment as ApiMediaAttachment).id,
                  description: context.description,
                  focus: context.focus,
                }),
                onDone: {
                  target: '#upload.attached.settling',
                  // a newer edit restarts this request, so what is in the context is what was saved
                  actions: assign(({ context, event }) => ({
                    attachment: event.output,
                    savedDescription: context.description,
                    savedFocus: context.focus,
                  })),
                },
                onError: { target: '#upload.attached.idle', actions: 'rememberError' },
              },
              on: {
                'upload.describe': { target: 'description', reenter: true, actions: 'describe' },
              },
            },
            thumbnail: {
              invoke: {
                id: 'sendThumbnail',
                src: 'sendThumbnail',
                input: ({ context }) => ({
                  id: (context.attachment as ApiMediaAttachment).id,
                  file: context.thumbnail as UploadFile,
                }),
                onDone: {
                  target: '#upload.attached.settling',
                  actions: assign({ attachment: ({ event }) => event.output, thumbnail: null }),
                },
                onError: { target: '#upload.attached.idle', actions: 'rememberError' },
              },
              on: {
                'upload.thumbnail': { target: 'thumbnail', reenter: true, actions: 'chooseThumbnail' },
              },
            },
          },
        },
      },
    },
    failed: {
      entry: 'notifyParent',
      on: {
        ...inAnyPhase,
        // polling again when the file is on the server, else the same file, description and focus again;
        // impossible when restored without the file
        'upload.retry': { guard: 'canRetry', target: 'starting' },
      },
    },
    removed: {
      type: 'final',
      entry: 'notifyParent',
    },
  },
});

/** The context once the server has the file: what it holds is now the saved description and focus. */
function uploaded(context: UploadMachineContext, attachment: ApiMediaAttachment): Partial<UploadMachineContext> {
  return {
    attachment,
    progress: 100,
    savedDescription: attachment.description ?? '',
    savedFocus: attachmentFocus(attachment),
    // a thumbnail chosen after the file left still has to be sent
    thumbnail: context.thumbnail === context.sentThumbnail ? null : context.thumbnail,
    sentThumbnail: null,
  };
}

export type UploadMachine = typeof uploadMachine;
export type UploadActorRef = ActorRefFrom<UploadMachine>;
export type UploadSnapshot = SnapshotFrom<UploadMachine>;

const PHASES: readonly UploadPhase[] = ['uploading', 'processing', 'attached', 'failed', 'removed'];

/** The phase of an upload snapshot (its top-level state). */
export function uploadPhase(snapshot: UploadSnapshot): UploadPhase {
  const value = snapshot.value;
  const top = typeof value === 'string' ? value : Object.keys(value)[0];
  return PHASES.find((phase) => phase === top) ?? 'uploading';
}

/**
 * What the draft store keeps of an upload. A removed upload is not meant to be kept; it is reported as failed.
 * The file itself is not here (IndexedDB, when it can): restored without it, an upload can only be replaced.
 */
export function persistUpload(snapshot: UploadSnapshot): PersistedUpload {
  const phase = uploadPhase(snapshot);
  const { context } = snapshot;
  return {
    key: context.key,
    phase: phase === 'removed' ? 'failed' : phase,
    attachment: context.attachment,
    description: context.description,
    focus: context.focus,
    fileName: context.fileName,
    fileType: context.fileType,
  };
}

/**
 * The input that brings a persisted upload back: what is on the server starts attached (or processing, also
 * after a failed poll); anything else starts from its file again, or, restored without it, as failed (replace
 * or remove only).
 */
export function restoredUploadInput(saved: PersistedUpload, file: UploadFile | null): UploadInput {
  const existing = saved.attachment ? { attachment: saved.attachment, processing: saved.phase !== 'attached' } : null;
  return {
    key: saved.key,
    file: existing ? null : file,
    existing,
    description: saved.description,
    focus: saved.focus,
    fileName: saved.fileName,
    fileType: saved.fileType,
  };
}
