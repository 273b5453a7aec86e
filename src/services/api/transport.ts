/**
 * The one HTTP exchange under the API client, on the platform's fetch: sends the request, reads the answer
 * body by its content type (JSON when the type says so or says nothing, falling back to the text when it does
 * not parse), and rejects a 4xx/5xx answer or a failed exchange with a `FetchError` carrying the request,
 * the response and its parsed body (what toApiError in services/alerts reads). No retries.
 */

/** A failed exchange: `response` and `data` are set when the server answered with an error status. */
export class FetchError extends Error {
  readonly response: Response | undefined;
  readonly data: unknown;

  constructor(message: string, response?: Response, data?: unknown, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'FetchError';
    this.response = response;
    this.data = data;
  }
}

/** Answers that carry no body whatever their headers say. */
const NO_BODY = new Set([101, 204, 205, 304]);
const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;
const TEXT_TYPES = new Set(['image/svg', 'application/xml', 'application/xhtml', 'application/html']);
/** A key that JSON.parse would turn into `__proto__` or `constructor`, also when written with \u escapes. */
const SUSPECT_KEY =
  /"(?:_|\\u005[fF]){2}(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[fF])(?:t|\\u0074)(?:o|\\u006[fF])(?:_|\\u005[fF]){2}"\s*:|"(?:c|\\u0063)(?:o|\\u006[fF])(?:n|\\u006[eE])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[fF])(?:r|\\u0072)"\s*:/;

/** Drops keys that could reach an object's prototype when the parsed value is merged somewhere. */
function dropPrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') return undefined;
  if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) return undefined;
  return value;
}

/** JSON when the text parses as JSON, else the text itself (an HTML error page, a plain-text answer). */
export function parseJsonText(text: string): unknown {
  try {
    return SUSPECT_KEY.test(text) ? JSON.parse(text, dropPrototypeKeys) : JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response, method: string): Promise<unknown> {
  if (!response.body || NO_BODY.has(response.status) || method === 'HEAD') return undefined;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (type === '' || JSON_TYPE.test(type)) return parseJsonText(await response.text());
  if (type === 'text/event-stream') return response.body;
  if (type.startsWith('text/') || TEXT_TYPES.has(type)) return response.text();
  return response.blob();
}

export interface Exchange<T> {
  response: Response;
  data: T;
}

/** One request; resolves with the response and its parsed body when the status is below 400. */
export function exchange<T>(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit & { method: string },
  onAnswer?: () => void,
): Promise<Exchange<T>> {
  let sent: Promise<Response>;
  try {
    sent = fetchFn(url, init);
  } catch (error) {
    sent = Promise.reject(error);
  }
  return exchangeOf<T>(sent, url, init.method, onAnswer);
}

/**
 * The exchange of a request already sent (`sent` is its response on the way), read as `exchange` reads one.
 * `onAnswer` is told when the answer's status and headers have come, before its body is read.
 */
export async function exchangeOf<T>(
  sent: Promise<Response>,
  url: string,
  method: string,
  onAnswer?: () => void,
): Promise<Exchange<T>> {
  const request = `[${method}] ${JSON.stringify(url)}`;
  let response: Response;
  try {
    response = await sent;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new FetchError(`${request}: <no response>${reason ? ` ${reason}` : ''}`, undefined, undefined, error);
  }
  onAnswer?.();
  const data = await readBody(response, method);
  if (response.status >= 400 && response.status < 600) {
    throw new FetchError(`${request}: ${response.status} ${response.statusText}`, response, data);
  }
  return { response, data: data as T };
}
