/** Media attachments: `media.*`. Upload and thumbnail are multipart. */
import type { ApiClient, CallOptions } from './client';
import { toFormData } from './form-data';
import type { ApiMediaAttachment } from '../../domain/entities/api-types';
import { isApiError } from '../../domain/errors/api-error';
import { focusText, type MediaFocus } from '../../domain/api/media-focus';
import { checkedAnswer } from './answer-check';
import { defineCall, entry } from './calls/call-spec';
import { media, one } from './answers/more-shapes';

const attachment = one('media attachment', media);

export interface UploadFields {
  file: Blob;
  description?: string;
  focus?: MediaFocus;
  thumbnail?: Blob;
}

/** An attachment plus whether the server is still processing it (202 on upload, 206 when polled). */
export interface MediaResult {
  attachment: ApiMediaAttachment;
  processing: boolean;
  status: number;
}

/**
 * POST v2/media with upload progress (XMLHttpRequest, downloaded on first use): the composer's uploads. The token
 * stays inside the client; the caller gets the status (200 ready, 202 processing) and the body, checked as the
 * client checks every `media.upload` answer (answer-check.ts).
 */
export async function uploadWithProgress(
  client: ApiClient,
  body: FormData,
  onProgress: (loaded: number, total: number) => void,
  options: CallOptions = {},
): Promise<{ status: number; body: unknown }> {
  const { xhrUpload } = await import('../compose/xhr-upload');
  const token = client.token;
  try {
    const answer = await xhrUpload({
      server: client.server,
      token,
      body,
      onProgress,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    // the upload is the catalogue's `upload` call sent another way (below)
    const { data } = checkedAnswer(upload.spec, { data: answer.body, url: client.url(upload.spec.path) });
    return { status: answer.status, body: data };
  } catch (error) {
    // a 401 to the token it carried is told to the client, as its own requests' are: the token may be refused
    if (token !== null && isApiError(error) && error.kind === 'response' && error.status === 401)
      client.reportUnauthorized({ token, method: 'POST', url: client.url(upload.spec.path) });
    throw error;
  }
}

export const upload = defineCall(
  entry('media.upload', 'POST', '/api/v2/media', attachment),
  async (call, fields: UploadFields, options: CallOptions = {}): Promise<MediaResult> => {
    const form = toFormData({
      file: fields.file,
      description: fields.description,
      focus: fields.focus ? focusText(fields.focus) : undefined,
      thumbnail: fields.thumbnail,
    });
    const response = await call.response<ApiMediaAttachment>({ ...options, body: form });
    return { attachment: response.data, processing: response.status === 202, status: response.status };
  },
);

/** Polls an attachment: 206 means still processing, 200 done. */
export const get = defineCall(
  entry('media.get', 'GET', '/api/v1/media/{id}', attachment),
  async (call, id: string, options: CallOptions = {}): Promise<MediaResult> => {
    const response = await call.response<ApiMediaAttachment>({ ...options, params: { id } });
    return { attachment: response.data, processing: response.status === 206, status: response.status };
  },
);

export const putThumbnail = defineCall(
  entry('media.putThumbnail', 'PUT', '/api/v1/media/{id}', attachment),
  (call, id: string, thumbnail: Blob, options: CallOptions = {}): Promise<ApiMediaAttachment> =>
    call.answer({ ...options, params: { id }, body: toFormData({ thumbnail }) }),
);

export interface MediaChanges {
  description?: string;
  focus?: MediaFocus;
}

export const update = defineCall(
  entry('media.update', 'PATCH', '/api/v1/media/{id}', attachment),
  (call, id: string, changes: MediaChanges, options: CallOptions = {}): Promise<ApiMediaAttachment> => {
    const body: Record<string, string> = {};
    if (changes.description !== undefined) body.description = changes.description;
    if (changes.focus) body.focus = focusText(changes.focus);
    return call.answer({ ...options, params: { id }, body });
  },
);
