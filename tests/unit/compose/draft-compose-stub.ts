/**
 * A stand-in for the compose machine with the shape the autosave reads (context.draft, context.media of
 * { key, ref } upload children spawned from the real upload machine), so the autosave is tested against real
 * XState actors. Uploads wait until the test answers them.
 */
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { ComposeDraft } from '../../../src/machines/compose-types';
import { uploadMachine, type UploadActorRef } from '../../../src/machines/upload.machine';
import type { UploadActorContracts, UploadFile } from '../../../src/machines/upload-types';
import type { ApiMediaAttachment } from '../../../src/domain/entities/api-types';
import { makeDraft } from './draft-fixtures';

type SendFile = UploadActorContracts['sendFile'];

export function composeStub(initial: Partial<ComposeDraft> = {}) {
  const waiting = new Map<string, (output: SendFile['output']) => void>();
  const upload = uploadMachine.provide({
    actors: {
      sendFile: fromPromise<SendFile['output'], SendFile['input']>(
        ({ input }) => new Promise((resolve) => waiting.set(input.file.name, resolve)),
      ),
    },
  });
  const machine = setup({
    types: {} as {
      context: { draft: ComposeDraft; media: Array<{ key: string; ref: UploadActorRef }> };
      events:
        | { type: 'text'; text: string }
        | { type: 'edit'; id: string; text: string }
        | { type: 'file'; key: string; file: UploadFile }
        | { type: 'remove'; key: string }
        | { type: 'published' }
        | { type: 'compose.media.changed'; key: string };
    },
    actors: { upload },
  }).createMachine({
    context: { draft: makeDraft(initial), media: [] },
    on: {
      text: { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, text: event.text }) }) },
      edit: {
        actions: assign({ draft: ({ context, event }) => ({ ...context.draft, id: event.id, text: event.text }) }),
      },
      file: {
        actions: assign({
          media: ({ context, event, spawn }) => [
            ...context.media,
            { key: event.key, ref: spawn('upload', { id: event.key, input: { key: event.key, file: event.file } }) },
          ],
        }),
      },
      remove: { actions: assign({ media: ({ context, event }) => context.media.filter((m) => m.key !== event.key) }) },
      published: { actions: assign({ draft: () => makeDraft({ idempotencyKey: 'key-2' }), media: [] }) },
    },
  });
  const actor = createActor(machine).start();
  /** the server answers the upload of `name` */
  const answer = (name: string, attachment: ApiMediaAttachment) => {
    waiting.get(name)?.({ attachment, processing: false });
    waiting.delete(name);
  };
  return { actor, answer };
}

/** A page whose pagehide and visibilitychange the test fires. */
export function fakePage() {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return {
    page: { window, document },
    pagehide: () => window.dispatchEvent(new Event('pagehide')),
    hide: () => {
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}
