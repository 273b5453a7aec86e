/** Media attachments (spec 7 "Media"): `media.*`. Upload and thumbnail are multipart. */
import type { ApiClient, CallOptions } from './client';
import { toFormData } from './form-data';
import { isApiError } from '../../domain/errors/api-error';
import { focusText, type MediaFocus } from '../../domain/api/media-focus';
import type { ApiMediaAttachment } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/media';
import { checkedAnswer } from './answer-check';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

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
    const uploadCall = areaCalls.find((call) => call.id === 'media.upload')!;
    const { data } = checkedAnswer(uploadCall, { data: answer.body, url: client.url(uploadCall.path) });
    return { status: answer.status, body: data };
  } catch (error) {
    // a 401 to the token it carried is told to the client, as its own requests' are: the token may be refused
    if (token !== null && isApiError(error) && error.kind === 'response' && error.status === 401)
      client.reportUnauthorized({ token, method: 'POST', url: client.url('/api/v2/media') });
    throw error;
  }
}

export async function upload(client: ApiClient, fields: UploadFields, options: CallOptions = {}): Promise<MediaResult> {
  const form = toFormData({
    file: fields.file,
    description: fields.description,
    focus: fields.focus ? focusText(fields.focus) : undefined,
    thumbnail: fields.thumbnail,
  });
  const response = await client.callRaw<ApiMediaAttachment>('media.upload', { ...options, body: form });
  return { attachment: response.data, processing: response.status === 202, status: response.status };
}

/** Polls an attachment: 206 means still processing, 200 done (spec 4 uploads). */
export async function get(client: ApiClient, id: string, options: CallOptions = {}): Promise<MediaResult> {
  const response = await client.callRaw<ApiMediaAttachment>('media.get', { ...options, params: { id } });
  return { attachment: response.data, processing: response.status === 206, status: response.status };
}

export function putThumbnail(
  client: ApiClient,
  id: string,
  thumbnail: Blob,
  options: CallOptions = {},
): Promise<ApiMediaAttachment> {
  return client.call('media.putThumbnail', { ...options, params: { id }, body: toFormData({ thumbnail }) });
}

export interface MediaChanges {
  description?: string;
  focus?: MediaFocus;
}

export function update(
  client: ApiClient,
  id: string,
  changes: MediaChanges,
  options: CallOptions = {},
): Promise<ApiMediaAttachment> {
  const body: Record<string, string> = {};
  if (changes.description !== undefined) body.description = changes.description;
  if (changes.focus) body.focus = focusText(changes.focus);
  return client.call('media.update', { ...options, params: { id }, body });
}
