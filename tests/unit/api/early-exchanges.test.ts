/**
 * A request sent early (the page's first page, asked for before the code that shows it has arrived) is taken by
 * the first identical call: one request reaches the server, the call gets its answer (Link paging included),
 * and only once; a different query, another token or a later call asks again, and an answer held too long is
 * dropped.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/services/api/client';
import {
  clearEarlyExchanges,
  EARLY_EXCHANGE_TTL_MS,
  exchangeKey,
  heldEarlyExchanges,
  holdEarlyExchange,
  takeEarlyExchange,
} from '../../../src/services/api/early-exchanges';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createRecordingServer, SERVER } from './recording-server';
import { apiStatus } from '../entities/fixtures';

const rec = createRecordingServer();
beforeAll(() => rec.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  rec.reset();
  clearEarlyExchanges();
});
afterAll(() => rec.server.close());

const HOME = `${SERVER}/api/v1/timelines/home`;
const POST = apiStatus('9');
const answerWithPage = () =>
  rec.answerAll(() => HttpResponse.json([POST], { headers: { Link: `<${HOME}?max_id=9>; rel="next"` } }));

describe('the early exchange table', () => {
  it('hands a held exchange to the first taker only', async () => {
    const exchange = Promise.resolve({ response: new Response(null), data: 1 });
    holdEarlyExchange('k', exchange, 1000);
    expect(takeEarlyExchange('k', 1000)).toBe(exchange);
    expect(takeEarlyExchange('k', 1000)).toBeUndefined();
  });

  it('drops one not taken in time, also when another request comes after its time', () => {
    holdEarlyExchange('k', Promise.resolve({ response: new Response(null), data: 1 }), 1000);
    expect(takeEarlyExchange('k', 1000 + EARLY_EXCHANGE_TTL_MS + 1)).toBeUndefined();
    expect(takeEarlyExchange('k', 1000)).toBeUndefined();
    holdEarlyExchange('never taken', Promise.resolve({ response: new Response(null), data: 1 }), 1000);
    holdEarlyExchange(
      'fresh',
      Promise.resolve({ response: new Response(null), data: 2 }),
      1000 + EARLY_EXCHANGE_TTL_MS,
    );
    expect(takeEarlyExchange('other', 1000 + EARLY_EXCHANGE_TTL_MS + 1)).toBeUndefined();
    expect(heldEarlyExchanges()).toBe(1);
    expect(takeEarlyExchange('fresh', 1000 + EARLY_EXCHANGE_TTL_MS + 1)).toBeDefined();
  });

  it('tells requests apart by token', () => {
    expect(exchangeKey(HOME, 'a')).not.toBe(exchangeKey(HOME, 'b'));
    expect(exchangeKey(HOME, null)).not.toBe(exchangeKey(HOME, 'a'));
  });

  it('does not report a held failure as unhandled before it is taken', async () => {
    const failed = Promise.reject(new Error('offline'));
    holdEarlyExchange('k', failed);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyExchange('k')).rejects.toThrow('offline');
  });
});

describe('callEarly', () => {
  it('sends the GET once: the first identical call takes its answer, paging included', async () => {
    rec.server.use(answerWithPage());
    const early = createApiClient({ server: SERVER, token: 'secret' });
    await early.callEarly('timelines.home');
    // the app's own client for the same account, made later
    const client = createApiClient({ server: SERVER, token: 'secret' });
    const page = await client.callPage<{ id: string }>('timelines.home');
    expect(page.items).toEqual([POST]);
    expect(page.next).toBe(`${HOME}?max_id=9`);
    expect(rec.recorded).toHaveLength(1);
    expect(rec.last().headers.get('authorization')).toBe('Bearer secret');

    // taken once: the next call asks the server again
    await client.callPage('timelines.home');
    expect(rec.recorded).toHaveLength(2);
  });

  it('is not taken by a call with another query or another token', async () => {
    rec.server.use(answerWithPage());
    await createApiClient({ server: SERVER, token: 'secret' }).callEarly('timelines.home');
    await createApiClient({ server: SERVER, token: 'secret' }).callPage('timelines.home', { query: { limit: 5 } });
    await createApiClient({ server: SERVER, token: 'other' }).callPage('timelines.home');
    expect(rec.recorded.map((r) => r.url.search)).toEqual(['', '?limit=5', '']);
    expect(rec.recorded.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer secret',
      'Bearer secret',
      'Bearer other',
    ]);
  });

  it('gives the taker the server refusal as its own', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json({ error: 'The access token is invalid' }, { status: 401 })));
    await createApiClient({ server: SERVER, token: 'old' }).callEarly('timelines.home');
    const error = await createApiClient({ server: SERVER, token: 'old' })
      .callPage('timelines.home')
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(rec.recorded).toHaveLength(1);
  });

  it('lets the taker give up: aborting rejects as an abort while the early answer is still out', async () => {
    let answer: () => void = () => {};
    rec.server.use(
      http.get(`${SERVER}/*`, async ({ request }) => {
        await rec.record(request.clone());
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json([]);
      }),
    );
    await createApiClient({ server: SERVER, token: 'secret' }).callEarly('timelines.home');
    const controller = new AbortController();
    const call = createApiClient({ server: SERVER, token: 'secret' }).callPage('timelines.home', {
      signal: controller.signal,
    });
    controller.abort();
    const error = await call.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect((error as ApiError).kind).toBe('abort');
    answer();
  });

  it('sends only GETs early', async () => {
    await expect(createApiClient({ server: SERVER, token: 'secret' }).callEarly('statuses.create')).rejects.toThrow(
      'only a GET is sent early',
    );
    expect(rec.recorded).toHaveLength(0);
  });
});
