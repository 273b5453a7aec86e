import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchInstance, summariseInstance } from '../../src/app/fetch-instance';
import { ServerCheckError, type ServerCheckFailure } from '../../src/machines/server-check.machine';

// The server check's real actor against a loopback HTTP server answering like (and unlike) Mastodon.

type Responder = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Responder>();
let server: Server;
let base: string;

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Responder =>
  (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    const prefix = (req.url ?? '').split('/api/')[0] ?? '';
    const respond = routes.get(prefix);
    if (respond) respond(req, res);
    else json(404, { error: 'Record not found' })(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function failureFrom(promise: Promise<unknown>): Promise<ServerCheckFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServerCheckError);
  return (error as ServerCheckError).failure;
}

describe('fetchInstance', () => {
  it('reads title, domain, version and kmyblue capabilities from GET /api/v2/instance, without credentials', async () => {
    let seenPath = '';
    let seenCookie: string | undefined;
    routes.set('/kmyblue', (req, res) => {
      seenPath = req.url ?? '';
      seenCookie = req.headers.cookie;
      json(200, {
        domain: 'kmy.example',
        title: 'Kmy',
        version: '4.3.0+kmyblue.19',
        fedibird_capabilities: ['emoji_reaction', 7],
      })(req, res);
    });
    const summary = await fetchInstance(`${base}/kmyblue`);
    expect(seenPath).toBe('/kmyblue/api/v2/instance');
    expect(seenCookie).toBeUndefined();
    expect(summary).toEqual({
      origin: `${base}/kmyblue`,
      title: 'Kmy',
      domain: 'kmy.example',
      version: '4.3.0+kmyblue.19',
      kmyblue: true,
      capabilities: ['emoji_reaction'],
    });
  });

  it('says a plain Mastodon server has no kmyblue extensions', async () => {
    routes.set('/plain', json(200, { domain: 'plain.example', title: 'Plain', version: '4.3.0' }));
    expect(await fetchInstance(`${base}/plain`)).toMatchObject({ kmyblue: false, capabilities: [] });
  });

  it('reports the status code and the server error text (or the status text)', async () => {
    routes.set('/down', json(503, { error: 'Down for maintenance' }));
    expect(await failureFrom(fetchInstance(`${base}/down`))).toEqual({
      kind: 'http-status',
      status: 503,
      message: 'Down for maintenance',
    });
    routes.set('/gone', (_req, res) => res.writeHead(410, 'Gone').end());
    expect(await failureFrom(fetchInstance(`${base}/gone`))).toEqual({
      kind: 'http-status',
      status: 410,
      message: 'Gone',
    });
  });

  it('reports rate limiting with the reset time', async () => {
    routes.set('/busy', json(429, { error: 'Too many requests' }, { 'X-RateLimit-Reset': '2026-01-01T10:05:00.000Z' }));
    expect(await failureFrom(fetchInstance(`${base}/busy`))).toEqual({
      kind: 'rate-limited',
      retryAt: '2026-01-01T10:05:00.000Z',
    });
  });

  it('refuses an answer that is not an instance', async () => {
    routes.set('/html', (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Welcome</h1>'));
    expect(await failureFrom(fetchInstance(`${base}/html`))).toEqual({ kind: 'not-a-server' });
  });

  it('reports an unreachable server and a server that never answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failureFrom(fetchInstance(`http://127.0.0.1:${port}`))).toEqual({ kind: 'unreachable' });

    routes.set('/silent', () => undefined);
    expect(await failureFrom(fetchInstance(`${base}/silent`, undefined, 100))).toEqual({ kind: 'timeout' });
  });
});

describe('summariseInstance', () => {
  it('falls back to the domain for a blank title and rejects bodies without domain or version', () => {
    expect(summariseInstance('https://a.example', { domain: 'a.example', title: ' ', version: '4.2.0' })?.title).toBe(
      'a.example',
    );
    expect(summariseInstance('https://a.example', { title: 'A', version: '4.2.0' })).toBeNull();
    expect(summariseInstance('https://a.example', [{ domain: 'a.example' }])).toBeNull();
    expect(summariseInstance('https://a.example', 'a.example')).toBeNull();
  });
});
