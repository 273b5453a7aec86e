/**
 * The HTTP client core (the platform's fetch underneath, through transport.ts). Every request goes to an absolute URL built from the
 * server origin: the client never assumes it shares an origin with the server. The bearer token is
 * only sent to that origin (a Link header pointing elsewhere gets no token). The token can be swapped (the account
 * signed in again): every request made after that carries the new one, whoever holds the client. A 401 answer to a
 * request that carried a token is reported (`onUnauthorized`): the server may no longer honour that token.
 */
import { AREA_LOADERS } from './areas';
import type { CallSpec, HttpMethod } from './calls/call-spec';
import { registeredCall } from './calls/registry';
import { ApiError, malformedAnswerError, missingUrlError, toApiError } from '../../domain/errors/api-error';
import { checkedAnswer } from './answer-check';
import { pageLinks } from './link-header';
import type { LinkedResult, Page } from './page';
import { fillPath } from './path-template';
import { withQuery, type QueryParams } from './query';
import { exchange, exchangeOf, type Exchange } from './transport';
import { exchangeKey, holdEarlyExchange, takeEarlyExchange } from './early-exchanges';

export interface ApiClientOptions {
  /** Server origin, e.g. https://example.social (a bare host name gets https://). */
  server: string;
  token?: string | null;
  /** Injectable fetch (tests); defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  /**
   * Give up when the server shows no progress for this many milliseconds (default ANSWER_TIME_LIMIT_MS; 0 for
   * no limit). The clock starts when the request is sent and starts again when the answer's headers come.
   */
  timeoutMs?: number;
  /** A request that carried `token` was answered 401 (after the caller's own error handling has the ApiError). */
  onUnauthorized?(refusal: UnauthorizedAnswer): void;
  /**
   * After each request: the server answered (whatever the status), or it could not be reached at all (no network,
   * refused connection). Not told for a request aborted or timed out.
   */
  onReach?(reached: boolean): void;
}

/** What a 401 answer was to: the token the request carried, and the request. */
export interface UnauthorizedAnswer {
  token: string;
  method: HttpMethod;
  url: string;
}

/** Options every call function accepts as its last argument. */
export interface CallOptions {
  signal?: AbortSignal;
}

export type RequestBody = FormData | URLSearchParams | Readonly<Record<string, unknown>> | readonly unknown[];

export interface RequestOptions extends CallOptions {
  /** Values for `{name}` placeholders in catalogue paths. */
  params?: Readonly<Record<string, string | number>>;
  query?: QueryParams;
  /** FormData and URLSearchParams are sent as they are; anything else as JSON. */
  body?: RequestBody;
  headers?: Readonly<Record<string, string>>;
  /** Let the request outlive the page (markers on unload). */
  keepalive?: boolean;
  /** Overrides the client's timeoutMs for this request (0: no limit). */
  timeoutMs?: number;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
  url: string;
}

export interface ApiClient {
  /** The server origin every path is resolved against. */
  readonly server: string;
  /** the token requests carry now */
  readonly token: string | null;
  /** Requests from now on carry `token` (the same account signed in again). */
  setToken(token: string | null): void;
  /** A request sent outside the client (the upload over XMLHttpRequest) got a 401 for the token it carried. */
  reportUnauthorized(answer: UnauthorizedAnswer): void;
  /** Absolute URL for a path (or an absolute URL) plus query parameters. */
  url(pathOrUrl: string, query?: QueryParams): string;
  send<T>(method: HttpMethod, pathOrUrl: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  request<T>(method: HttpMethod, pathOrUrl: string, options?: RequestOptions): Promise<T>;
  /** A catalogue call by id (calls.ts): method and path come from the catalogue. */
  callRaw<T>(id: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  call<T>(id: string, options?: RequestOptions): Promise<T>;
  /** A catalogue call whose answer is a list paged by the Link header. */
  callPage<T>(id: string, options?: RequestOptions): Promise<Page<T>>;
  /** A catalogue call whose answer is an object paged by the Link header. */
  callLinked<D>(id: string, options?: RequestOptions): Promise<LinkedResult<D>>;
  /**
   * Sends a catalogue GET now, for the first identical call to take (early-exchanges.ts): the page's first
   * request, started before the code that makes it has arrived. Resolves once it is sent. `sent` is the same
   * request already sent by someone else (the page's inline script): its answer is held instead, when its address
   * and token are exactly this call's; otherwise the call is sent anew.
   */
  callEarly(id: string, options?: Pick<RequestOptions, 'params' | 'query'>, sent?: SentRequest): Promise<void>;
  /** GET a page URL taken from a Link header; a null URL throws 'missing URL'. */
  fetchPage<T>(url: string | null, options?: CallOptions): Promise<Page<T>>;
  fetchLinked<D>(url: string | null, options?: CallOptions): Promise<LinkedResult<D>>;
  nextPage<T>(page: Page<T>, options?: CallOptions): Promise<Page<T>>;
  prevPage<T>(page: Page<T>, options?: CallOptions): Promise<Page<T>>;
}

/**
 * How long a call waits for a sign of progress (the answer's headers, then its whole body) before it gives up
 * with a 'timeout' failure: a server that does not answer is said so, rather than a spinner that never ends. A
 * slow answer that keeps coming is not cut: the clock starts again when the headers arrive.
 */
export const ANSWER_TIME_LIMIT_MS = 20_000;

export function normaliseServer(server: string): string {
  const trimmed = server.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = new URL(withScheme);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`unsupported server URL ${server}`);
  return url.origin;
}

/**
 * The catalogue entry of a call id. Area modules register their calls when they load; a call made before its
 * area module has loaded (a direct `client.call`) loads that module first.
 */
async function callSpec(id: string): Promise<CallSpec> {
  let spec = registeredCall(id);
  if (!spec) {
    const area = id.slice(0, id.indexOf('.'));
    if (Object.hasOwn(AREA_LOADERS, area)) await AREA_LOADERS[area as keyof typeof AREA_LOADERS]();
    spec = registeredCall(id);
  }
  if (!spec) throw new Error(`unknown call id ${id}`);
  return spec;
}

/** Settles as `exchange` does, or rejects with the signal's reason once it aborts. */
function untilAborted<T>(exchange: Promise<Exchange<T>>, signal: AbortSignal): Promise<Exchange<T>> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    exchange.then(resolve, reject);
  });
}

function encodeBody(body: RequestBody | undefined, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** A GET already sent: its address, the token it carries, and its response on the way. */
export interface SentRequest {
  url: string;
  token: string | null;
  response: Promise<Response>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const server = normaliseServer(options.server);
  let token = options.token ?? null;
  const injected = options.fetch;
  const fetchFn: typeof fetch = (input, init) => (injected ?? globalThis.fetch)(input, init);

  function url(pathOrUrl: string, query?: QueryParams): string {
    return withQuery(new URL(pathOrUrl, `${server}/`), query).toString();
  }

  /** the token when `target` is on the server's origin (a token never leaves it) */
  const tokenFor = (target: string) => (token && new URL(target).origin === server ? token : null);

  function baseHeaders(sentToken: string | null): Headers {
    const headers = new Headers({ Accept: 'application/json' });
    if (sentToken) headers.set('Authorization', `Bearer ${sentToken}`);
    return headers;
  }

  async function send<T>(method: HttpMethod, pathOrUrl: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const target = url(pathOrUrl, opts.query);
    const sentToken = tokenFor(target);
    const headers = baseHeaders(sentToken);
    const body = encodeBody(opts.body, headers);
    for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);

    const controller = new AbortController();
    const outer = opts.signal;
    const onOuterAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) onOuterAbort();
    else outer?.addEventListener('abort', onOuterAbort, { once: true });
    let timedOut = false;
    const timeoutMs = opts.timeoutMs ?? options.timeoutMs ?? ANSWER_TIME_LIMIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startClock = () => {
      clearTimeout(timer);
      if (timeoutMs > 0)
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('The request timed out', 'TimeoutError'));
        }, timeoutMs);
    };
    startClock();
    const early =
      method === 'GET' && body === undefined && opts.headers === undefined
        ? takeEarlyExchange<T>(exchangeKey(target, sentToken))
        : undefined;
    try {
      // the answer is waited for only until the signal aborts, whether or not the fetch stops reading its body
      const { response, data } = await untilAborted(
        early ??
          exchange<T>(
            fetchFn,
            target,
            { method, headers, body, signal: controller.signal, keepalive: opts.keepalive },
            startClock,
          ),
        controller.signal,
      );
      options.onReach?.(true);
      return { data, status: response.status, headers: response.headers, url: target };
    } catch (error) {
      const context = { method, url: target, cause: error };
      if (timedOut) throw new ApiError({ ...context, kind: 'timeout', message: 'The request timed out' });
      if (outer?.aborted) throw new ApiError({ ...context, kind: 'abort', message: 'The request was aborted' });
      const failure = toApiError(error, { method, url: target });
      if (failure.kind === 'response' || failure.kind === 'network') options.onReach?.(failure.kind === 'response');
      if (sentToken !== null && failure.kind === 'response' && failure.status === 401)
        queueMicrotask(() => options.onUnauthorized?.({ token: sentToken, method, url: target }));
      throw failure;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  }

  async function request<T>(method: HttpMethod, pathOrUrl: string, opts?: RequestOptions): Promise<T> {
    return (await send<T>(method, pathOrUrl, opts)).data;
  }

  async function callRaw<T>(id: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const spec = await callSpec(id);
    return checkedAnswer(spec, await send<T>(spec.method, fillPath(spec.path, opts.params), opts));
  }

  async function callEarly(
    id: string,
    opts: Pick<RequestOptions, 'params' | 'query'> = {},
    sent?: SentRequest,
  ): Promise<void> {
    const spec = await callSpec(id);
    if (spec.method !== 'GET') throw new Error(`only a GET is sent early, not ${id}`);
    const target = url(fillPath(spec.path, opts.params), opts.query);
    const sentToken = tokenFor(target);
    const same = sent !== undefined && sent.url === target && sent.token === sentToken;
    holdEarlyExchange(
      exchangeKey(target, sentToken),
      same
        ? exchangeOf(sent.response, target, 'GET')
        : exchange(fetchFn, target, { method: 'GET', headers: baseHeaders(sentToken) }),
    );
  }

  function linked<D>(response: ApiResponse<D>): LinkedResult<D> {
    const links = pageLinks(response.headers.get('link'), response.url);
    return { data: response.data, next: links.next, prev: links.prev };
  }

  /** A page of items; an answer that is not a list is a malformed answer, never an empty page. */
  function asPage<T>(response: ApiResponse<T[]>): Page<T> {
    const { data, next, prev } = linked(response);
    if (!Array.isArray(data)) throw malformedAnswerError('not a list', { method: 'GET', url: response.url, data });
    return { items: data, next, prev };
  }

  async function fetchLinked<D>(pageUrl: string | null, opts: CallOptions = {}): Promise<LinkedResult<D>> {
    if (!pageUrl) throw missingUrlError();
    return linked(await send<D>('GET', pageUrl, opts));
  }

  async function fetchPage<T>(pageUrl: string | null, opts: CallOptions = {}): Promise<Page<T>> {
    if (!pageUrl) throw missingUrlError();
    return asPage(await send<T[]>('GET', pageUrl, opts));
  }

  return {
    server,
    get token() {
      return token;
    },
    setToken(next) {
      token = next;
    },
    reportUnauthorized: (answer) => options.onUnauthorized?.(answer),
    url,
    send,
    request,
    callRaw,
    call: async <T>(id: string, opts?: RequestOptions) => (await callRaw<T>(id, opts)).data,
    callPage: async <T>(id: string, opts?: RequestOptions) => asPage(await callRaw<T[]>(id, opts)),
    callLinked: async <D>(id: string, opts?: RequestOptions) => linked(await callRaw<D>(id, opts)),
    callEarly,
    fetchPage,
    fetchLinked,
    nextPage: <T>(page: Page<T>, opts?: CallOptions) => fetchPage<T>(page.next, opts),
    prevPage: <T>(page: Page<T>, opts?: CallOptions) => fetchPage<T>(page.prev, opts),
  };
}
