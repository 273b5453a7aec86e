/**
 * Answers are checked where they enter (src/services/api/answer-check.ts): through the real client against a stand-in
 * server, an answer that is not what its call relies on is a 'malformed' ApiError (never an empty result), single
 * unreadable items of a good answer are left out and told once on the console with their count, and every
 * catalogue call refuses text where JSON was expected.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApi } from '../../../src/services/api';
import type { AnswerReader } from '../../../src/services/api/answer-check';
import { CALLS, callById } from '../../../src/services/api/calls';
import { createApiClient } from '../../../src/services/api/client';
import { ApiError } from '../../../src/domain/errors/api-error';
import { apiAccount, apiStatus } from '../entities/fixtures';
import { createRecordingServer, SERVER } from './recording-server';

const rec = createRecordingServer();
beforeAll(() => rec.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  rec.reset();
  vi.restoreAllMocks();
});
afterAll(() => rec.server.close());

const HOME = `${SERVER}/api/v1/timelines/home`;
const api = () => createApi(createApiClient({ server: SERVER, token: 'token' }));
const answering = (path: string, answer: () => Response) => rec.server.use(http.get(`${SERVER}${path}`, answer));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const HTML = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>';

describe('a page that is not a page', () => {
  it('an object where the list was is malformed, with the call, its address and the answer', async () => {
    answering('/api/v1/timelines/home', () => HttpResponse.json({ error: 'oops' }));
    const error = await failure(api().timelines.home());
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('timelines.home: not a list');
    expect(error.method).toBe('GET');
    expect(error.url).toBe(HOME);
    expect(error.data).toEqual({ error: 'oops' });
  });

  it('a body that does not parse as JSON is malformed, not an empty page', async () => {
    answering('/api/v1/timelines/home', () => new HttpResponse('[{"id":"1","crea', { headers: JSON_TYPE }));
    expect((await failure(api().timelines.home())).kind).toBe('malformed');
  });

  it('an HTML page answered with 200 is malformed; with 502 it stays the 502 it is', async () => {
    answering('/api/v1/timelines/home', () => new HttpResponse(HTML, { headers: { 'Content-Type': 'text/html' } }));
    const html200 = await failure(api().timelines.home());
    expect(html200.kind).toBe('malformed');
    expect(html200.data).toBe(HTML);
    rec.reset();
    answering(
      '/api/v1/timelines/home',
      () => new HttpResponse(HTML, { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const html502 = await failure(api().timelines.home());
    expect(html502.kind).toBe('response');
    expect(html502.status).toBe(502);
  });

  it('an empty list is an empty page', async () => {
    answering('/api/v1/timelines/home', () => HttpResponse.json([]));
    expect((await api().timelines.home()).items).toEqual([]);
  });
});

const JSON_TYPE = { 'Content-Type': 'application/json' };

describe('unreadable items of a good page', () => {
  it('are left out, counted and told once for the whole answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { account: _account, ...withoutAccount } = apiStatus('3');
    answering('/api/v1/timelines/home', () =>
      HttpResponse.json([
        apiStatus('5'),
        withoutAccount,
        apiStatus('2', { account: { ...apiAccount('9'), acct: undefined as unknown as string } }),
        apiStatus('1', { created_at: 12 as unknown as string }),
        'not a post',
        apiStatus('0', { reblog: { id: 'x' } as never }),
        { ...withoutAccount, id: '4' },
        apiStatus('00'),
      ]),
    );
    const page = await api().timelines.home();
    expect(page.items.map((status) => status.id)).toEqual(['5', '00']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('timelines.home: left out 6 unreadable item(s)');
    expect(warn.mock.calls[0]![1]).toEqual({
      'status.account': 3,
      'status.created_at': 1,
      status: 1,
      'status.reblog': 1,
    });
  });

  it('a page with items but none readable fails as malformed; nothing is told item by item', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answering('/api/v1/timelines/home', () => HttpResponse.json([{ id: '1' }, { id: '2' }, { id: '3' }]));
    const error = await failure(api().timelines.home());
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('no readable status');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a good page is told nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answering('/api/v1/timelines/home', () => HttpResponse.json([apiStatus('2'), apiStatus('1')]));
    expect((await api().timelines.home()).items).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('answers of one entity and of objects holding lists', () => {
  it('an account without its acct is malformed (a profile cannot be shown from it)', async () => {
    const { acct: _acct, ...account } = apiAccount('7');
    answering('/api/v1/accounts/lookup', () => HttpResponse.json(account));
    const error = await failure(api().accounts.lookup('someone'));
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('accounts.lookup: unreadable account.acct');
  });

  it("a thread's context needs its ancestors and replies; kmyblue's references may be absent", async () => {
    answering('/api/v1/statuses/1/context', () => HttpResponse.json({ ancestors: [apiStatus('0')] }));
    const error = await failure(api().statuses.context('1'));
    expect(error.message).toContain('statuses.context: context.descendants not a list');
    rec.reset();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answering('/api/v1/statuses/1/context', () =>
      HttpResponse.json({ ancestors: [apiStatus('0'), { id: 'x', created_at: 'now' }], descendants: [apiStatus('2')] }),
    );
    const context = await api().statuses.context('1');
    expect(context.ancestors.map((status) => status.id)).toEqual(['0']);
    expect(context.descendants.map((status) => status.id)).toEqual(['2']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toEqual({ 'status.account': 1 });
  });

  it('search results with items but none readable fail; with none at all they are no results', async () => {
    answering('/api/v2/search', () =>
      HttpResponse.json({ accounts: [{ id: '1' }], statuses: [{ id: '2' }], hashtags: [{ url: 'x' }] }),
    );
    expect((await failure(api().search.search({ q: 'x' }))).message).toContain('nothing readable');
    rec.reset();
    answering('/api/v2/search', () => HttpResponse.json({ accounts: [], statuses: [], hashtags: [] }));
    expect(await api().search.search({ q: 'x' })).toEqual({ accounts: [], statuses: [], hashtags: [] });
  });

  it('grouped notifications without their groups are malformed', async () => {
    answering('/api/v2/notifications', () => HttpResponse.json({ accounts: [], statuses: [] }));
    const error = await failure(api().notifications.grouped());
    expect(error.message).toContain('grouped notifications.notification_groups not a list');
  });
});

describe('every catalogue call', () => {
  class Refused extends Error {}
  const reader: AnswerReader = {
    drop: () => undefined,
    fail: (what) => {
      throw new Refused(what);
    },
  };

  it.each(CALLS.map((call) => [call.id] as const))('%s refuses text where JSON was expected', (id) => {
    expect(() => callById(id).answer(HTML, reader)).toThrow(Refused);
  });

  it('a deletion answering an empty body or `{}` is fine', () => {
    const remove = callById('lists.delete').answer;
    expect(remove('', reader)).toBe('');
    expect(remove({}, reader)).toEqual({});
  });
});
