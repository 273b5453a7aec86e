import { describe, expect, it } from 'vitest';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { faultHandlers, RATE_LIMIT_RESET_MS } from '../../../../sandbox/handlers/faults';
import { bareDb, contextWithHub, T0 } from './fixtures';

function setup() {
  const db = bareDb();
  const { ctx } = contextWithHub(db);
  db.now = () => T0;
  const handlers: HttpHandler[] = [...faultHandlers(ctx), http.all('*', () => HttpResponse.json({ ok: true }))];
  const call = async (path = '/api/v1/timelines/public') =>
    (await getResponse(handlers, new Request(`http://sandbox.test${path}`)))!;
  return { ctx, call };
}

describe('fault switches', () => {
  it('pass requests through when every switch is off', async () => {
    const { call } = setup();
    const response = await call();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('add latency to API calls', async () => {
    const { ctx, call } = setup();
    ctx.options.latencyMs = 80;
    const started = performance.now();
    expect((await call()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
  });

  it('fail exactly errorRate of the requests with 503, deterministically', async () => {
    const { ctx, call } = setup();
    ctx.options.errorRate = 0.25;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await call()).status);
    expect(statuses).toEqual([200, 200, 200, 503, 200, 200, 200, 503]);
    const failed = await (async () => {
      ctx.options.errorRate = 1;
      return call();
    })();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: 'Service Unavailable' });
  });

  it('answer bursts of 429 with rate-limit headers', async () => {
    const { ctx, call } = setup();
    ctx.options.rateLimitEvery = 3;
    ctx.options.rateLimitBurst = 2;
    const responses = [];
    for (let i = 0; i < 8; i += 1) responses.push(await call());
    expect(responses.map((r) => r.status)).toEqual([200, 200, 429, 429, 200, 200, 429, 429]);
    const limited = responses[2]!;
    expect(limited.headers.get('X-RateLimit-Remaining')).toBe('0');
    expect(Number(limited.headers.get('X-RateLimit-Limit'))).toBeGreaterThan(0);
    expect(limited.headers.get('X-RateLimit-Reset')).toBe(new Date(T0 + RATE_LIMIT_RESET_MS).toISOString());
    expect(await limited.json()).toEqual({ error: 'Too many requests' });
  });

  it('leave the admin endpoint, the sign-in page, non-API paths and paths outside faultPaths alone', async () => {
    const { ctx, call } = setup();
    ctx.options.errorRate = 1;
    expect((await call('/_sandbox/state')).status).toBe(200);
    expect((await call('/avatars/original/missing.png')).status).toBe(200);
    expect((await call('/oauth/authorize?client_id=x')).status).toBe(200);
    expect((await call('/oauth/token')).status).toBe(503);
    ctx.options.faultPaths = ['/timelines/'];
    expect((await call('/api/v1/accounts/1')).status).toBe(200);
    expect((await call('/api/v1/timelines/home')).status).toBe(503);
  });
});
