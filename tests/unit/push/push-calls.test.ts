import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/services/api/client';
import { createApi } from '../../../src/services/api/index';
import { createRecordingServer, SERVER } from '../api/recording-server';

/** The standard push API calls: paths, methods and bodies (the body shape of Mastodon's /api/v1/push/subscription). */
const rec = createRecordingServer();
beforeAll(() => rec.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => rec.reset());
afterAll(() => rec.server.close());

const api = createApi(createApiClient({ server: SERVER, token: 'tok' }));
const KEYS = { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' }, standard: true };

describe('standard push subscription calls', () => {
  it('v1Subscribe posts the subscription (with the standard flag) and the data', async () => {
    rec.server.use(rec.answerAll());
    await api.push.v1Subscribe(KEYS, { alerts: { mention: true }, policy: 'all' });
    expect(rec.last().method).toBe('POST');
    expect(rec.last().url.pathname).toBe('/api/v1/push/subscription');
    expect(rec.last().json).toEqual({ subscription: KEYS, data: { alerts: { mention: true }, policy: 'all' } });
  });

  it('v1Get, v1Update and v1Unsubscribe address the token subscription without an id', async () => {
    rec.server.use(rec.answerAll());
    await api.push.v1Get();
    expect([rec.last().method, rec.last().url.pathname]).toEqual(['GET', '/api/v1/push/subscription']);
    await api.push.v1Update({ alerts: { follow: false } });
    expect([rec.last().method, rec.last().url.pathname]).toEqual(['PUT', '/api/v1/push/subscription']);
    expect(rec.last().json).toEqual({ data: { alerts: { follow: false } } });
    await api.push.v1Unsubscribe();
    expect([rec.last().method, rec.last().url.pathname]).toEqual(['DELETE', '/api/v1/push/subscription']);
  });
});
