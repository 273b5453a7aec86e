import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startSandboxServer, type SandboxServer } from '../../../../sandbox/server/start';
import { encodePng } from '../../../../sandbox/media-files/encoders';
import { useFileContractRecorder } from '../../../support/contract-file';
import { until } from '../../../support/wait-for-state';

let server: SandboxServer;
let token: string;
const exchanges: Array<{ method: string; path: string; status: number; body: string }> = [];
/** every request that reaches the loopback server, and its answer, is checked against the contract */
const contract = useFileContractRecorder();

beforeAll(async () => {
  server = await startSandboxServer({
    port: 0,
    options: { mediaProcessingMs: 600 },
    onExchange: async (request, response) => {
      await contract.check(request.clone(), response.clone());
      exchanges.push({
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        body: await response.text(),
      });
    },
  });
  const alice = server.sandbox.db.findAccountByAcct('alice')!;
  token = 'server-test-alice';
  server.sandbox.db.tokens.set(token, {
    token,
    client_id: 't',
    account_id: alice.id,
    scopes: 'read write follow push',
    revoked: false,
  });
});

afterAll(async () => {
  await server?.close();
});

const wsUrl = (path: string) => `${server.url.replace(/^http/, 'ws')}${path}`;

function openSocket(path: string, protocol?: string) {
  const socket = protocol ? new WebSocket(wsUrl(path), protocol) : new WebSocket(wsUrl(path));
  const messages: Array<{ stream: string[]; event: string; payload: string }> = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, messages, opened, closed };
}

describe('loopback sandbox server', () => {
  it('listens on a free port and serves URLs with its real origin', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/api/v2/instance`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { configuration: { urls: { streaming: string } } };
    expect(body.configuration.urls.streaming).toBe(server.url.replace(/^http/, 'ws'));
    expect(exchanges.some((e) => e.path === '/api/v2/instance' && e.status === 200 && e.body.length > 0)).toBe(true);
  });

  it('registers an app with a JSON body', async () => {
    const response = await fetch(`${server.url}/api/v1/apps`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_name: 'Runtime test',
        redirect_uris: ['urn:ietf:wg:oauth:2.0:oob'],
        scopes: 'read write',
      }),
    });
    expect(response.status).toBe(200);
    const app = (await response.json()) as { client_id: string; client_secret: string };
    expect(app.client_id).toBeTruthy();
    expect(app.client_secret).toBeTruthy();
  });

  it('pages the public timeline through a Link header that works', async () => {
    const first = await fetch(`${server.url}/api/v1/timelines/public?limit=5`);
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as Array<{ id: string }>;
    expect(page1).toHaveLength(5);
    const link = first.headers.get('link')!;
    const next = /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
    expect(next?.startsWith(`${server.url}/api/v1/timelines/public?`)).toBe(true);
    const second = await fetch(next!);
    const page2 = (await second.json()) as Array<{ id: string }>;
    expect(page2.length).toBeGreaterThan(0);
    expect(page2.some((s) => page1.some((p) => p.id === s.id))).toBe(false);
    expect(BigInt(page2[0]!.id) < BigInt(page1[page1.length - 1]!.id)).toBe(true);
  });

  it('processes an upload: 202 with no url, then 206, then 200 (binary body intact)', async () => {
    const png = encodePng(new Uint8ClampedArray(4 * 4 * 4).fill(200), 4, 4);
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'tiny.png');
    form.append('description', 'a tiny square');
    const upload = await fetch(`${server.url}/api/v2/media`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(202);
    const media = (await upload.json()) as { id: string; url: string | null; description: string };
    expect(media.url).toBeNull();
    expect(media.description).toBe('a tiny square');
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    // still processing while the sandbox holds it (on a loaded machine the 600 ms may be over already), then
    // finishing at the time it was to finish; polled until done
    const record = server.sandbox.db.media.get(media.id)!;
    const readyAt = record.ready_at;
    record.ready_at = Number.POSITIVE_INFINITY;
    expect((await fetch(`${server.url}/api/v1/media/${media.id}`, auth)).status).toBe(206);
    record.ready_at = readyAt;
    let done = await fetch(`${server.url}/api/v1/media/${media.id}`, auth);
    for (let attempt = 0; done.status === 206 && attempt < 30; attempt += 1) {
      await new Promise((r) => setTimeout(r, 100));
      done = await fetch(`${server.url}/api/v1/media/${media.id}`, auth);
    }
    expect(done.status).toBe(200);
    const processed = (await done.json()) as { url: string };
    expect(processed.url.startsWith(server.url)).toBe(true);
    const file = await fetch(processed.url);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('answers CORS preflights for any origin, but not on the sign-in page', async () => {
    const preflight = await fetch(`${server.url}/api/v1/statuses`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    const api = await fetch(`${server.url}/api/v1/timelines/public?limit=1`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(api.headers.get('access-control-expose-headers')).toMatch(/Link/);
    expect(api.headers.get('access-control-expose-headers')).toMatch(/X-RateLimit-Reset/);
    const page = await fetch(
      `${server.url}/oauth/authorize?response_type=code&client_id=x&redirect_uri=urn:ietf:wg:oauth:2.0:oob`,
    );
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('applies fault switches changed at runtime through the admin endpoint', async () => {
    const set = (patch: object) =>
      fetch(`${server.url}/_sandbox/options`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(patch),
      });
    await set({ rateLimitEvery: 1, rateLimitBurst: 1 });
    const limited = await fetch(`${server.url}/api/v2/instance`);
    await set({ rateLimitEvery: 0, rateLimitBurst: 0 });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number.isNaN(Date.parse(limited.headers.get('x-ratelimit-reset')!))).toBe(false);
    expect((await fetch(`${server.url}/api/v2/instance`)).status).toBe(200);
  });

  it('answers 404 JSON for unknown paths', async () => {
    contract.expectViolation({
      method: 'GET',
      path: '/api/v1/no_such_thing',
      where: 'request',
      message: /undocumented operation/,
      reason: 'probes the answer to a path no server has',
    });
    const response = await fetch(`${server.url}/api/v1/no_such_thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('streams an admin post to a real WebSocket on public:local', async () => {
    const client = openSocket('/api/v1/streaming?stream=public:local');
    await client.opened;
    const act = await fetch(`${server.url}/_sandbox/act`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ as: 'bob', action: 'post', text: 'Live from the sandbox', visibility: 'public' }),
    });
    const { status } = (await act.json()) as { status: { id: string } };
    await until(() => client.messages.some((m) => m.event === 'update'));
    const update = client.messages.find((m) => m.event === 'update')!;
    expect(update.stream).toEqual(['public:local']);
    expect(JSON.parse(update.payload).id).toBe(status.id);
    client.socket.close();
    await client.closed;
  });

  it('takes the token as subprotocol, answers it, and refuses a bad token with 401', async () => {
    const client = openSocket('/api/v1/streaming', token);
    await client.opened;
    expect(client.socket.protocol).toBe(token);
    client.socket.send(JSON.stringify({ type: 'subscribe', stream: 'user' }));
    await until(() => server.sandbox.hub.counts().subscriptions.user === 1);
    client.socket.close();
    await client.closed;
    const bad = openSocket('/api/v1/streaming?stream=user', 'not-a-token');
    await expect(bad.opened).rejects.toThrow('HTTP 401');
    const anonymousUser = openSocket('/api/v1/streaming?stream=user');
    await expect(anonymousUser.opened).rejects.toThrow('HTTP 401');
  });

  it('drops sockets on the admin call and after dropSocketsAfterMs', async () => {
    const client = openSocket('/api/v1/streaming?stream=public');
    await client.opened;
    const dropped = await fetch(`${server.url}/_sandbox/drop-sockets`, { method: 'POST' });
    expect(((await dropped.json()) as { dropped: number }).dropped).toBeGreaterThanOrEqual(1);
    expect(await client.closed).toBe(1001);

    await fetch(`${server.url}/_sandbox/options`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ dropSocketsAfterMs: 100 }),
    });
    const timed = openSocket('/api/v1/streaming?stream=public');
    await timed.opened;
    const started = Date.now();
    expect(await timed.closed).toBe(1001);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    server.sandbox.ctx.options.dropSocketsAfterMs = 0;
  });
});
