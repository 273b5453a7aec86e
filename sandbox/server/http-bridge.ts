import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';

/** CORS for any origin on the API (browsers on another port call the sandbox directly). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Link, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset',
  'Access-Control-Max-Age': '600',
};

/** The HTML sign-in page is not an API resource and gets no CORS headers. */
export const isAuthorizePage = (pathname: string) =>
  pathname === '/oauth/authorize' || pathname.startsWith('/oauth/authorize/');

export type ExchangeHook = (request: Request, response: Response) => void | Promise<void>;

export interface BridgeOptions {
  handlers: () => HttpHandler[];
  /** the server's origin; request URLs are rebuilt on it */
  origin: () => string;
  onExchange?: ExchangeHook;
  /** print one line per request */
  log?: boolean;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * A Fetch Request for a Node request: full URL on the server's origin, every header, and the body for methods
 * that carry one. The body is read into memory first (msw clones the request for each handler it tries, which is
 * cheap for a buffer and wasteful for a stream); sandbox bodies are small.
 */
export async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const url = new URL(req.url ?? '/', origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req) : undefined;
  return new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
}

/** Writes a Fetch Response to the Node response, binary-safe, with extra headers merged in. */
export async function writeFetchResponse(
  res: ServerResponse,
  response: Response,
  extraHeaders: Readonly<Record<string, string>>,
  method: string,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  for (const [name, value] of Object.entries(extraHeaders)) headers[name] = value;
  const noBody = method === 'HEAD' || response.status === 204 || response.status === 304;
  const body = noBody || !response.body ? null : Buffer.from(await response.arrayBuffer());
  if (body) {
    delete headers['content-encoding'];
    headers['content-length'] = String(body.length);
  }
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body ?? undefined);
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

/** A Node request listener that answers with the msw handlers (404 JSON when none answers). */
export function createRequestListener(options: BridgeOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = Date.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', options.origin());
    const cors = isAuthorizePage(url.pathname) ? {} : CORS_HEADERS;
    let status = 0;
    try {
      if (method === 'OPTIONS' && !isAuthorizePage(url.pathname)) {
        status = 204;
        res.writeHead(204, { ...cors, 'Content-Length': '0' });
        res.end();
        return;
      }
      const request = await toFetchRequest(req, options.origin());
      const requestCopy = options.onExchange ? request.clone() : null;
      let response: Response;
      try {
        response = (await getResponse(options.handlers(), request)) ?? jsonResponse(404, { error: 'Not found' });
      } catch (error) {
        process.stderr.write(
          `sandbox: ${method} ${url.pathname} failed: ${error instanceof Error ? error.stack : String(error)}\n`,
        );
        response = jsonResponse(500, { error: 'Internal server error' });
      }
      if (options.onExchange && requestCopy) {
        try {
          await options.onExchange(requestCopy, response.clone());
        } catch (error) {
          process.stderr.write(`sandbox: onExchange failed: ${String(error)}\n`);
        }
      }
      status = response.status;
      await writeFetchResponse(res, response, cors, method);
    } catch (error) {
      status = 500;
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', ...cors });
      res.end(JSON.stringify({ error: 'Internal server error' }));
      process.stderr.write(`sandbox: ${String(error)}\n`);
    } finally {
      if (options.log)
        process.stdout.write(`${method} ${url.pathname}${url.search} -> ${status} (${Date.now() - started} ms)\n`);
    }
  };
}
