/**
 * Shared pieces of the compose tests: a stub upload machine (told `stub.attach` / `stub.fail`, it changes phase
 * and reports `compose.media.changed` to its parent like the real one), scripted submits, fixtures.
 */
import { assign, createActor, enqueueActions, fromPromise, setup, type AnyActorLogic } from 'xstate';
import { composeMachine } from '../../../src/machines/compose.machine';
import type {
  ComposeDefaults,
  ComposeDraft,
  ComposeFeatures,
  ComposeInput,
  ComposeLimits,
} from '../../../src/machines/compose-types';
import type { ApiMediaAttachment, ApiStatus } from '../../../src/domain/entities/api-types';
import type { UploadFile, UploadFocus, UploadInput } from '../../../src/machines/upload-types';

export interface StubUploadContext {
  key: string;
  file: UploadFile | null;
  attachment: ApiMediaAttachment | null;
  description: string;
  focus: UploadFocus | null;
  error: unknown;
  /** restored from an attachment the server was still processing */
  processingAtStart: boolean;
}

export type StubUploadEvent =
  | { type: 'stub.attach' }
  | { type: 'stub.fail'; error?: unknown }
  | { type: 'upload.retry' }
  | { type: 'upload.replace'; file: UploadFile }
  | { type: 'upload.describe'; description: string; focus: UploadFocus | null }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.thumbnail'; file: UploadFile }
  | { type: 'upload.remove' };

/** What the stub was told, per key (forwarded describe/replace/retry). */
export const stubLog: Array<{ key: string; event: StubUploadEvent }> = [];

export const stubUpload = setup({
  types: {} as { context: StubUploadContext; input: UploadInput; events: StubUploadEvent },
  actions: {
    notify: enqueueActions(({ enqueue, self, context }) => {
      if (self._parent) enqueue.sendParent({ type: 'compose.media.changed', key: context.key });
    }),
    log: ({ context, event }) => {
      stubLog.push({ key: context.key, event });
    },
  },
}).createMachine({
  id: 'stub-upload',
  context: ({ input }) => ({
    key: input.key,
    file: input.file,
    attachment: input.existing?.attachment ?? null,
    description: input.description ?? '',
    focus: input.focus ?? null,
    error: null,
    processingAtStart: input.existing?.processing === true,
  }),
  initial: 'starting',
  on: {
    'upload.describe': {
      actions: ['log', assign(({ event }) => ({ description: event.description, focus: event.focus }))],
    },
    'upload.replace': {
      target: '.uploading',
      actions: ['log', assign(({ event }) => ({ file: event.file, attachment: null }))],
    },
    'upload.remove': { target: '.removed' },
  },
  states: {
    starting: {
      always: [
        { guard: ({ context }) => context.attachment !== null && context.processingAtStart, target: 'processing' },
        { guard: ({ context }) => context.attachment !== null, target: 'attached' },
        { guard: ({ context }) => context.file !== null, target: 'uploading' },
        { target: 'failed' },
      ],
    },
    uploading: {
      entry: 'notify',
      on: {
        'stub.attach': {
          target: 'attached',
          actions: assign(({ context }) => ({ attachment: attachmentFor(`m-${context.key}`) })),
        },
        'stub.fail': { target: 'failed', actions: assign(({ event }) => ({ error: event.error ?? null })) },
      },
    },
    processing: {
      entry: 'notify',
      on: {
        'stub.attach': { target: 'attached' },
        'stub.fail': { target: 'failed', actions: assign(({ event }) => ({ error: event.error ?? null })) },
      },
    },
    attached: { entry: 'notify' },
    failed: { entry: 'notify', on: { 'upload.retry': { target: 'uploading', actions: 'log' } } },
    removed: { type: 'final', entry: 'notify' },
  },
});

export function attachmentFor(id: string, extra: Partial<ApiMediaAttachment> = {}): ApiMediaAttachment {
  return { id, type: 'image', url: `https://s.example/media/${id}.png`, description: null, ...extra };
}

export function file(name: string): UploadFile {
  return { blob: new Blob(['x']), name, type: 'image/png', size: 1 };
}

export const DEFAULTS: ComposeDefaults = {
  privacy: 'public',
  searchability: 'private',
  sensitive: false,
  language: 'en',
  quotePolicy: 'public',
};
export const LIMITS: ComposeLimits = {
  maxCharacters: 500,
  maxMediaAttachments: 4,
  pollMaxOptions: 4,
  pollMaxCharactersPerOption: 50,
};
export const KMYBLUE: ComposeFeatures = {
  kmyblueVisibility: true,
  mutual: true,
  circle: true,
  searchability: true,
  markdown: true,
  statusReference: true,
  quote: true,
};

export function counterKeys(prefix = 'key'): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}-${n}`;
  };
}

export function status(id: string, extra: Partial<ApiStatus> = {}): ApiStatus {
  return {
    id,
    uri: `https://s.example/statuses/${id}`,
    created_at: '2025-01-01T00:00:00.000Z',
    account: { id: 'me', acct: 'me', username: 'me' } as ApiStatus['account'],
    content: '',
    visibility: 'public',
    sensitive: false,
    spoiler_text: '',
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    reblogs_count: 0,
    favourites_count: 0,
    replies_count: 0,
    ...extra,
  };
}

type SubmitInput = {
  draft: ComposeDraft;
  mediaIds: string[];
  mediaAttributes: Array<{ id: string; description: string; focus: string | null }>;
};

/** A submit actor that answers as each call's `respond` says; calls are recorded. */
export function scriptedSubmit() {
  const calls: SubmitInput[] = [];
  const outcomes: Array<{ ok: true; status: ApiStatus } | { ok: false; error: unknown }> = [];
  const resolvers: Array<() => void> = [];
  const logic = fromPromise<ApiStatus, SubmitInput>(({ input }) => {
    calls.push(input);
    return new Promise<ApiStatus>((resolve, reject) => {
      resolvers.push(() => {
        const outcome = outcomes.shift();
        if (!outcome) throw new Error('no scripted outcome');
        if (outcome.ok) resolve(outcome.status);
        else reject(outcome.error);
      });
    });
  });
  return {
    logic,
    calls,
    /** settles the oldest pending submit */
    async succeed(result: ApiStatus) {
      outcomes.push({ ok: true, status: result });
      resolvers.shift()?.();
      await flush();
    },
    async fail(error: unknown) {
      outcomes.push({ ok: false, error });
      resolvers.shift()?.();
      await flush();
    },
  };
}

export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A started compose actor with the stub upload and a scripted submit. */
export function startCompose(input: ComposeInput = {}, actors: Record<string, AnyActorLogic> = {}) {
  const submit = scriptedSubmit();
  const machine = composeMachine.provide({ actors: { upload: stubUpload, submit: submit.logic, ...actors } as never });
  const actor = createActor(machine, {
    input: { defaults: DEFAULTS, limits: LIMITS, newKey: counterKeys(), ...input },
  });
  actor.start();
  const child = (key: string) => {
    const ref = actor.getSnapshot().context.media.find((m) => m.key === key)?.ref;
    if (!ref) throw new Error(`no upload ${key}`);
    return ref as unknown as { send: (event: StubUploadEvent) => void };
  };
  return {
    actor,
    submit,
    child,
    draft: () => actor.getSnapshot().context.draft,
    state: () => actor.getSnapshot().value,
  };
}
