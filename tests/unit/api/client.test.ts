import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { createApiClient, normaliseServer } from '../../../src/services/api/client';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createRecordingServer, SERVER } from './recording-server';

const rec = createRecordingServer();
beforeAll(() => rec.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => rec.reset());
afterAll(() => rec.server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('client core', () => {
  it('sends the bearer token when it has one', async () => {
    rec.server.use(rec.answerAll());
    await createApiClient({ server: SERVER, token: 'secret-token' }).request('GET', '/api/v1/timelines/home');
    expect(rec.last().headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    rec.server.use(rec.answerAll());
    await createApiClient({ server: SERVER }).request('GET', '/api/v1/timelines/public');
    expect(rec.last().headers.has('authorization')).toBe(false);
  });

  it('sends a swapped-in token on every request from then on', async () => {
    rec.server.use(rec.answerAll());
    const client = createApiClient({ server: SERVER, token: 'first' });
    await client.request('GET', '/api/v1/timelines/home');
    client.setToken('second');
    expect(client.token).toBe('second');
    await client.call('timelines.home');
    expect(rec.recorded.map((r) => r.headers.get('authorization'))).toEqual(['Bearer first', 'Bearer second']);
  });

  it('reports a 401 to a request that carried the token, after the caller has its error', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json({ error: 'The access token is invalid' }, { status: 401 })));
    const reports: unknown[] = [];
    const client = createApiClient({ server: SERVER, token: 'gone', onUnauthorized: (r) => void reports.push(r) });
    const error = await failure(client.request('POST', '/api/v1/statuses/1/favourite'));
    expect(error.status).toBe(401);
    await Promise.resolve();
    expect(reports).toEqual([{ token: 'gone', method: 'POST', url: `${SERVER}/api/v1/statuses/1/favourite` }]);
    // without a token a 401 only says the call needs one
    const anonymous = createApiClient({ server: SERVER, onUnauthorized: (r) => void reports.push(r) });
    await failure(anonymous.request('GET', '/api/v1/timelines/home'));
    await Promise.resolve();
    expect(reports).toHaveLength(1);
  });

  it('never sends the token to another origin (e.g. a Link header pointing elsewhere)', async () => {
    rec.server.use(
      http.all('https://elsewhere.example/*', async ({ request }) => {
        await rec.record(request);
        return HttpResponse.json([]);
      }),
    );
    await createApiClient({ server: SERVER, token: 't' }).request('GET', 'https://elsewhere.example/api/v1/x');
    expect(rec.last().url.origin).toBe('https://elsewhere.example');
    expect(rec.last().headers.has('authorization')).toBe(false);
  });

  it('resolves every path to an absolute URL on the server origin', async () => {
    rec.server.use(rec.answerAll());
    const client = createApiClient({ server: `${SERVER}/some/page?x=1` });
    expect(client.server).toBe(SERVER);
    expect(client.url('/api/v1/lists', { limit: 0 })).toBe(`${SERVER}/api/v1/lists?limit=0`);
    await client.request('GET', '/api/v1/lists');
    expect(rec.last().url.href).toBe(`${SERVER}/api/v1/lists`);
  });

  it('adds https:// to a bare host name and refuses other schemes', () => {
    expect(normaliseServer('mastodon.example')).toBe('https://mastodon.example');
    expect(normaliseServer('http://localhost:3000/')).toBe('http://localhost:3000');
    expect(() => normaliseServer('ftp://x.example')).toThrow();
  });

  it('uses an injected fetch instead of the global one', async () => {
    const seen: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ id: '1' }), { headers: { 'content-type': 'application/json' } });
    };
    const client = createApiClient({ server: 'https://other.example', fetch: fakeFetch });
    await expect(client.request('GET', '/api/v1/accounts/1')).resolves.toEqual({ id: '1' });
    expect(seen).toEqual(['https://other.example/api/v1/accounts/1']);
    expect(rec.recorded).toHaveLength(0);
  });

  it('sends objects as JSON bodies with a JSON content type', async () => {
    rec.server.use(rec.answerAll());
    await createApiClient({ server: SERVER }).request('POST', '/api/v1/lists', {
      body: { title: 'Friends', exclusive: false },
    });
    expect(rec.last().contentType).toContain('application/json');
    expect(rec.last().json).toEqual({ title: 'Friends', exclusive: false });
  });

  it('sends FormData as a multipart body with the file part', async () => {
    rec.server.use(rec.answerAll());
    const form = new FormData();
    form.append('file', new File(['png bytes'], 'cat.png', { type: 'image/png' }));
    form.append('description', 'a cat');
    await createApiClient({ server: SERVER }).request('POST', '/api/v2/media', { body: form });
    const sent = rec.last();
    expect(sent.contentType).toContain('multipart/form-data');
    const file = sent.form?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('cat.png');
    expect(await (file as File).text()).toBe('png bytes');
    expect(sent.form?.get('description')).toBe('a cat');
  });

  it('sends query arrays as id[]=1&id[]=2 and booleans as true/false, leaving out undefined and null', async () => {
    rec.server.use(rec.answerAll());
    await createApiClient({ server: SERVER }).request('GET', '/api/v1/accounts/relationships', {
      query: { with_suspended: true, id: ['1', '2'], resolve: false, skip: undefined, none: null },
    });
    expect(rec.last().url.search).toBe('?with_suspended=true&id%5B%5D=1&id%5B%5D=2&resolve=false');
    expect(rec.last().url.searchParams.getAll('id[]')).toEqual(['1', '2']);
  });

  it('passes extra headers such as Idempotency-Key', async () => {
    rec.server.use(rec.answerAll());
    await createApiClient({ server: SERVER }).request('POST', '/api/v1/statuses', {
      body: { status: 'x' },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(rec.last().headers.get('idempotency-key')).toBe('k-1');
  });

  it('rejects with an abort ApiError when the caller aborts', async () => {
    rec.server.use(
      http.get(`${SERVER}/api/v1/slow`, async () => {
        await delay(2_000);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = createApiClient({ server: SERVER }).request('GET', '/api/v1/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error.kind).toBe('abort');
  });

  it('rejects at once when the signal is already aborted', async () => {
    rec.server.use(rec.answerAll());
    const controller = new AbortController();
    controller.abort();
    const error = await failure(
      createApiClient({ server: SERVER }).request('GET', '/api/v1/x', { signal: controller.signal }),
    );
    expect(error.kind).toBe('abort');
  });

  it('rejects with a timeout ApiError after timeoutMs', async () => {
    rec.server.use(
      http.get(`${SERVER}/api/v1/slow`, async () => {
        await delay(2_000);
        return HttpResponse.json({});
      }),
    );
    const error = await failure(createApiClient({ server: SERVER, timeoutMs: 30 }).request('GET', '/api/v1/slow'));
    expect(error.kind).toBe('timeout');
  });

  it('turns an error answer into a response ApiError with status, server text and headers', async () => {
    rec.server.use(
      http.get(`${SERVER}/api/v1/statuses/9`, () =>
        HttpResponse.json(
          { error: 'Record not found' },
          { status: 404, statusText: 'Not Found', headers: { 'X-Test': 'yes' } },
        ),
      ),
    );
    const error = await failure(createApiClient({ server: SERVER }).request('GET', '/api/v1/statuses/9'));
    expect(error.kind).toBe('response');
    expect(error.status).toBe(404);
    expect(error.statusText).toBe('Not Found');
    expect(error.serverMessage).toBe('Record not found');
    expect(error.headers?.get('x-test')).toBe('yes');
    expect(error.method).toBe('GET');
    expect(error.url).toBe(`${SERVER}/api/v1/statuses/9`);
  });

  it('does not retry failed GETs', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json({ error: 'boom' }, { status: 503 })));
    await failure(createApiClient({ server: SERVER }).request('GET', '/api/v1/timelines/home'));
    expect(rec.recorded).toHaveLength(1);
  });

  it('turns a dead network into a network ApiError', async () => {
    rec.server.use(http.get(`${SERVER}/api/v1/x`, () => HttpResponse.error()));
    const error = await failure(createApiClient({ server: SERVER }).request('GET', '/api/v1/x'));
    expect(error.kind).toBe('network');
  });

  it('fills catalogue path placeholders, URI-encoding each value', async () => {
    rec.server.use(rec.answerAll());
    await createApiClient({ server: SERVER }).call('announcements.addReaction', { params: { id: '3', name: '👍' } });
    expect(rec.last().method).toBe('PUT');
    expect(rec.last().url.pathname).toBe('/api/v1/announcements/3/reactions/%F0%9F%91%8D');
  });

  it('refuses a catalogue call with a missing path parameter', async () => {
    await expect(createApiClient({ server: SERVER }).call('accounts.get', {})).rejects.toThrow(
      /missing path parameter id/,
    );
  });

  it('gives the answer status to callers that need it (media 202 / 206)', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json({ id: 'm1', type: 'image', url: null }, { status: 202 })));
    const response = await createApiClient({ server: SERVER }).callRaw('media.upload', { body: new FormData() });
    expect(response.status).toBe(202);
    expect(response.data).toEqual({ id: 'm1', type: 'image', url: null });
  });
});
