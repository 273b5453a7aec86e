/**
 * The four actors of the upload machine (UploadActorContracts), on the account's API and an XMLHttpRequest
 * sender: pass `createUploadActors(deps)` to `uploadMachine.provide({ actors })`. Each honours the signal its
 * actor gets, so removing or replacing an attachment aborts the request in flight.
 */
import { HEAD_BYTES } from '../../machines/file-check';
import { fromPromise } from 'xstate';
import type { Api, ApiClient } from '../api';
import { focusText } from '../../domain/api/media-focus';
import type { ApiMediaAttachment } from '../../domain/entities/api-types';
import type { UploadActorContracts, UploadFile, UploadFocus } from '../../machines/upload-types';
import { xhrUpload, type XhrSender } from './xhr-upload';

type Contracts = UploadActorContracts;

export interface UploadActorDeps {
  /** the account's API (media.get, media.update, media.putThumbnail) */
  api: Pick<Api, 'media'>;
  /** where the upload goes and the token it carries */
  client: Pick<ApiClient, 'server' | 'token'>;
  /** the multipart sender (XMLHttpRequest by default) */
  send?: XhrSender;
}

/** The multipart body of POST v2/media: the file under its name, the description, focus 'x,y', a thumbnail. */
export function uploadForm(input: Contracts['sendFile']['input']): FormData {
  const form = new FormData();
  form.append('file', input.file.blob, input.file.name);
  if (input.description !== '') form.append('description', input.description);
  if (input.focus) form.append('focus', focusText(input.focus));
  if (input.thumbnail) form.append('thumbnail', input.thumbnail.blob, input.thumbnail.name);
  return form;
}

function asAttachment(body: unknown): ApiMediaAttachment {
  if (body && typeof body === 'object' && typeof (body as { id?: unknown }).id === 'string')
    return body as ApiMediaAttachment;
  throw new Error('The server answered the upload without a media attachment');
}

/** A file as a Blob that keeps its name in a multipart body (a File already does). */
function namedBlob(file: UploadFile): Blob {
  if (typeof File !== 'undefined' && !(file.blob instanceof File))
    return new File([file.blob], file.name, { type: file.type });
  return file.blob;
}

/** No focal point is the centre: clearing one sends '0,0'. */
const focusOrCentre = (focus: UploadFocus | null): UploadFocus => focus ?? { x: 0, y: 0 };

export function createUploadActors(deps: UploadActorDeps) {
  const send = deps.send ?? xhrUpload;
  return {
    // the first bytes only: the file's kind is judged by them (file-check.ts), never by its name
    readFileHead: fromPromise<Contracts['readFileHead']['output'], Contracts['readFileHead']['input']>(
      async ({ input }) => new Uint8Array(await input.file.blob.slice(0, HEAD_BYTES).arrayBuffer()),
    ),
    sendFile: fromPromise<Contracts['sendFile']['output'], Contracts['sendFile']['input']>(
      async ({ input, self, signal }) => {
        const answer = await send({
          server: deps.client.server,
          token: deps.client.token,
          body: uploadForm(input),
          signal,
          // the upload machine caps the percentage; a stopped actor has no parent to tell
          onProgress: (loaded, total) => self._parent?.send({ type: 'upload.progress', loaded, total }),
        });
        return { attachment: asAttachment(answer.body), processing: answer.status === 202 };
      },
    ),
    poll: fromPromise<Contracts['poll']['output'], Contracts['poll']['input']>(async ({ input, signal }) => {
      const { attachment, processing } = await deps.api.media.get(input.id, { signal });
      return { attachment, processing };
    }),
    saveDescription: fromPromise<Contracts['saveDescription']['output'], Contracts['saveDescription']['input']>(
      ({ input, signal }) =>
        deps.api.media.update(
          input.id,
          { description: input.description, focus: focusOrCentre(input.focus) },
          { signal },
        ),
    ),
    sendThumbnail: fromPromise<Contracts['sendThumbnail']['output'], Contracts['sendThumbnail']['input']>(
      ({ input, signal }) => deps.api.media.putThumbnail(input.id, namedBlob(input.file), { signal }),
    ),
  };
}

export type UploadActors = ReturnType<typeof createUploadActors>;
