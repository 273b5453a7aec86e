/**
 * The media upload (POST {server}/api/v2/media, catalogue id 'media.upload') sent with XMLHttpRequest, the one
 * browser API that reports upload progress (a percentage, capped at 100). Like the API client it goes to the
 * server's absolute URL (never assuming the same origin), sends the bearer token only there, and turns every
 * failure into the project's ApiError: a dead network, an abort through the AbortSignal, a timeout, and any
 * answer outside 2xx (with its status, headers such as X-RateLimit-Reset, and the server's `error` text).
 */
import { normaliseServer } from '../api/client';
import { upload } from '../api/media';
import { parseJsonText } from '../api/transport';
import { ApiError, serverErrorText } from '../../domain/errors/api-error';

export interface XhrUploadRequest {
  /** server origin (a bare host gets https://) */
  server: string;
  token: string | null;
  /** the multipart body: file, description, focus, thumbnail */
  body: FormData;
  /** bytes of the body sent so far */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /**
   * give up when this many milliseconds pass without progress (a byte sent, the answer starting, a byte of it);
   * default UPLOAD_STALL_LIMIT_MS, 0 for no limit. A big file on a slow line is never cut while it moves.
   */
  timeoutMs?: number;
}

/** How long an upload may show no progress at all before it fails as 'the server did not answer'. */
export const UPLOAD_STALL_LIMIT_MS = 20_000;

/** A 2xx answer: 200 (ready) or 202 (still processing), and the parsed body. */
export interface XhrAnswer {
  status: number;
  body: unknown;
}

/** How the upload actors send the file; tests replace it. */
export type XhrSender = (request: XhrUploadRequest) => Promise<XhrAnswer>;

const UPLOAD_PATH = upload.spec.path;

/** The absolute URL of the upload call on `server`. */
export function uploadUrl(server: string): string {
  return new URL(UPLOAD_PATH, `${normaliseServer(server)}/`).toString();
}

/** The response headers of a finished request as a Headers object (what the error catalogue reads). */
export function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // a header name the platform refuses is left out
    }
  }
  return headers;
}

function readBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  return text === '' ? undefined : parseJsonText(text);
}

/** Sends the multipart upload with XMLHttpRequest; resolves on 2xx, rejects with an ApiError otherwise. */
export const xhrUpload: XhrSender = (request) => {
  const url = uploadUrl(request.server);
  const method = 'POST';
  const context = { method, url };
  return new Promise<XhrAnswer>((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(new ApiError({ ...context, kind: 'abort', message: 'The request was aborted', cause: signal.reason }));
      return;
    }
    const xhr = new XMLHttpRequest();
    const aborted = () =>
      new ApiError({ ...context, kind: 'abort', message: 'The request was aborted', cause: signal?.reason });
    let stall: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(stall);
      signal?.removeEventListener('abort', onAbortSignal);
    };
    // settled at once: whatever the request does after abort() (an answer already on its way) is ignored
    function onAbortSignal() {
      finish();
      reject(aborted());
      xhr.abort();
    }

    xhr.open(method, url, true);
    xhr.setRequestHeader('Accept', 'application/json');
    if (request.token) xhr.setRequestHeader('Authorization', `Bearer ${request.token}`);
    const limit = request.timeoutMs ?? UPLOAD_STALL_LIMIT_MS;
    // every sign of progress starts the clock again; only silence for the whole limit fails the upload
    const moved = () => {
      clearTimeout(stall);
      if (limit > 0)
        stall = setTimeout(() => {
          finish();
          reject(new ApiError({ ...context, kind: 'timeout', message: 'The request timed out' }));
          xhr.abort();
        }, limit);
    };
    xhr.upload.addEventListener('progress', (event) => {
      moved();
      request.onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    });
    xhr.upload.addEventListener('load', moved);
    xhr.addEventListener('progress', moved);
    xhr.addEventListener('readystatechange', moved);
    xhr.addEventListener('load', () => {
      finish();
      const body = readBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ status: xhr.status, body });
        return;
      }
      const serverMessage = serverErrorText(body);
      reject(
        new ApiError({
          ...context,
          kind: 'response',
          message: serverMessage ?? `${xhr.status} ${xhr.statusText}`.trim(),
          status: xhr.status,
          statusText: xhr.statusText,
          serverMessage,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
          data: body,
        }),
      );
    });
    xhr.addEventListener('error', () => {
      finish();
      reject(new ApiError({ ...context, kind: 'network', message: 'Network error' }));
    });
    xhr.addEventListener('abort', () => {
      finish();
      reject(aborted());
    });
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    moved();
    xhr.send(request.body);
  });
};
