/**
 * One error type for every failed server call. The client converts whatever the transport throws
 * (ofetch's FetchError, a DOMException from an abort, a TypeError from a dead network) into an ApiError,
 * so the error catalogue and callers only ever look at `kind` and `status`.
 */
export type ApiErrorKind =
  /** The server answered with a 4xx or 5xx status. */
  | 'response'
  /** The client gave up waiting (timeoutMs elapsed). */
  | 'timeout'
  /** The caller aborted the request through its AbortSignal. */
  | 'abort'
  /** No answer at all: DNS, refused connection, CORS, offline. */
  | 'network'
  /** The server answered, but not with what the call expects (not JSON, the wrong shape): nothing of it is used. */
  | 'malformed'
  /** A client-side failure, such as asking for the next page of a page with no next URL. */
  | 'internal';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number | null;
  statusText?: string | null;
  /** The server's `error` text from a `{ "error": "..." }` body, when present. */
  serverMessage?: string | null;
  headers?: Headers | null;
  /** The parsed response body, when present. */
  data?: unknown;
  method?: string | null;
  url?: string | null;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly statusText: string | null;
  readonly serverMessage: string | null;
  readonly headers: Headers | null;
  readonly data: unknown;
  readonly method: string | null;
  readonly url: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.statusText = init.statusText ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.headers = init.headers ?? null;
    this.data = init.data;
    this.method = init.method ?? null;
    this.url = init.url ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The `error` text of a Mastodon error body, if the body has one. */
export function serverErrorText(data: unknown): string | null {
  if (data && typeof data === 'object' && 'error' in data) {
    const text = (data as { error: unknown }).error;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return null;
}

/** The error for an answer that is not what the call expects; `what` says briefly what was wrong (for the log). */
export function malformedAnswerError(
  what: string,
  context: { method?: string; url?: string; data?: unknown } = {},
): ApiError {
  return new ApiError({
    kind: 'malformed',
    message: `The server's answer could not be read: ${what}`,
    method: context.method ?? null,
    url: context.url ?? null,
    data: context.data,
  });
}

/** Makes the client-side 'missing URL' error (a paged answer without a next link). */
export function missingUrlError(): ApiError {
  return new ApiError({ kind: 'internal', message: 'missing URL' });
}

interface ResponseLike {
  status: number;
  statusText: string;
  headers: Headers;
  _data?: unknown;
}

interface FetchErrorLike {
  name?: string;
  message?: string;
  response?: ResponseLike;
  data?: unknown;
  cause?: unknown;
}

function errorName(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'name' in error) {
    const name = (error as { name: unknown }).name;
    return typeof name === 'string' ? name : undefined;
  }
  return undefined;
}

/**
 * Converts anything thrown by a call into an ApiError. ApiErrors pass through unchanged.
 * Recognises ofetch's FetchError (with or without a response), AbortError and TimeoutError
 * (also when wrapped as a FetchError's cause), and network TypeErrors.
 */
export function toApiError(error: unknown, context: { method?: string; url?: string } = {}): ApiError {
  if (error instanceof ApiError) return error;
  const like = (error && typeof error === 'object' ? error : {}) as FetchErrorLike;
  const response = like.response;
  const base = { method: context.method ?? null, url: context.url ?? null, cause: error };
  if (response && typeof response.status === 'number' && response.status >= 400) {
    const data = like.data ?? response._data;
    const serverMessage = serverErrorText(data);
    return new ApiError({
      ...base,
      kind: 'response',
      message: serverMessage ?? `${response.status} ${response.statusText}`.trim(),
      status: response.status,
      statusText: response.statusText,
      serverMessage,
      headers: response.headers,
      data,
    });
  }
  const names = [errorName(error), errorName(like.cause)];
  if (names.includes('TimeoutError'))
    return new ApiError({ ...base, kind: 'timeout', message: 'The request timed out' });
  if (names.includes('AbortError')) return new ApiError({ ...base, kind: 'abort', message: 'The request was aborted' });
  // fetch itself fails with a TypeError when there is no connection; a TypeError from code is not a network failure
  if (
    errorName(error) === 'FetchError' ||
    (error instanceof TypeError && /fetch|network|load failed/i.test(like.message ?? ''))
  ) {
    return new ApiError({ ...base, kind: 'network', message: like.message || 'Network error' });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ ...base, kind: 'internal', message });
}

/** 404 only: callers removing a column, marking a quote deleted or domain blocks unavailable. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'response' && error.status === 404;
}

/** 404 or 410: what `skipNotFound` silences. */
export function isNotFoundOrGone(error: unknown): boolean {
  return isApiError(error) && error.kind === 'response' && (error.status === 404 || error.status === 410);
}
