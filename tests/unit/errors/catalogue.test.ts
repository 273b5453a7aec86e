import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '../../../src/services/api/client';
import * as search from '../../../src/services/api/search';
import { ApiError, isNotFound, isNotFoundOrGone, missingUrlError } from '../../../src/domain/errors/api-error';
import { alertForError } from '../../../src/services/alerts/catalogue';
import { CALL_ALERT_POLICIES, policyFor } from '../../../src/services/alerts/call-policies';
import { createAlertQueue } from '../../../src/services/alerts/alert-queue';
import { formatMessage, type MessageDescriptor } from '../../../src/domain/errors/message-descriptor';
import alertEn from '../../../src/i18n/messages/alert.en.json';
import { reportError } from '../../../src/services/alerts/report-error';
import { failureReason } from '../../../src/services/alerts/failure-reason';
import { namedAlert } from '../../../src/services/alerts/action-alert';
import { CALLS } from '../../../src/services/api/calls';
import alertsEn from '../../../src/i18n/messages/alerts.en.json';
import alertsJa from '../../../src/i18n/messages/alerts.ja.json';
import { classifyPushError } from '../../../src/domain/errors/push-errors';

const SERVER = 'https://social.example';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ server: SERVER });

/** A real failure from the client for an answer with this status, body and headers. */
async function failWith(
  status: number,
  body: unknown,
  init: { statusText?: string; headers?: Record<string, string> } = {},
): Promise<ApiError> {
  server.use(http.get(`${SERVER}/api/v1/fail`, () => HttpResponse.json(body as never, { status, ...init })));
  return client.request('GET', '/api/v1/fail').then(
    () => {
      throw new Error('expected failure');
    },
    (error: ApiError) => error,
  );
}

const responseError = (status: number, serverMessage: string | null = null, headers: Record<string, string> = {}) =>
  new ApiError({
    kind: 'response',
    message: 'x',
    status,
    statusText: 'Status Text',
    serverMessage,
    headers: new Headers(headers),
  });

/** A descriptor in English: the page's English catalogue where it has the key (the reasons' words), else its default. */
const english = (descriptor: MessageDescriptor): string => {
  const [ns, ...path] = descriptor.key.split('.');
  const found = path.reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    ns === 'alert' ? alertEn : undefined,
  );
  return typeof found === 'string'
    ? formatMessage({ ...descriptor, defaultMessage: found })
    : formatMessage(descriptor);
};
const texts = (alert: ReturnType<typeof alertForError>) =>
  alert && { title: english(alert.title), message: english(alert.message) };

describe('error catalogue', () => {
  it('response errors show the status code as title and the server error text as message', async () => {
    const error = await failWith(422, { error: "Validation failed: Text can't be blank" });
    const alert = alertForError(error);
    expect(texts(alert)).toEqual({ title: '422', message: "Validation failed: Text can't be blank" });
    expect(alert?.title).toEqual({ key: 'alert.response.title', defaultMessage: '{status}', values: { status: 422 } });
    expect(alert?.message.values).toEqual({ message: "Validation failed: Text can't be blank" });
  });

  it('response errors without server error text show the status text', async () => {
    const error = await failWith(503, 'not json at all', { statusText: 'Service Unavailable' });
    expect(texts(alertForError(error))).toEqual({ title: '503', message: 'Service Unavailable' });
  });

  it('429 with a rate-limit reset header: Rate limited / Please retry after {time}', async () => {
    const error = await failWith(
      429,
      { error: 'Too many requests' },
      { headers: { 'X-RateLimit-Reset': '2026-03-01T14:05:09.000Z' } },
    );
    const alert = alertForError(error, { locale: 'en-GB', timeZone: 'UTC' });
    expect(alert?.title).toEqual({ key: 'alert.rate_limited.title', defaultMessage: 'Rate limited' });
    expect(alert?.message).toEqual({
      key: 'alert.rate_limited.message',
      defaultMessage: 'Please retry after {time}',
      values: { time: '14:05' },
    });
    expect(texts(alert)).toEqual({ title: 'Rate limited', message: 'Please retry after 14:05' });
  });

  it('429 reset time is the local hour:minute', () => {
    const reset = '2026-03-01T23:30:00.000Z';
    const alert = alertForError(responseError(429, null, { 'X-RateLimit-Reset': reset }), {
      locale: 'en-GB',
      timeZone: 'Asia/Tokyo',
    });
    expect(alert?.message.values).toEqual({ time: '08:30' });
  });

  it('429 without a usable reset header is an ordinary response error', () => {
    expect(texts(alertForError(responseError(429, 'Too many requests')))).toEqual({
      title: '429',
      message: 'Too many requests',
    });
    expect(texts(alertForError(responseError(429, 'Slow down', { 'X-RateLimit-Reset': 'soon' })))).toEqual({
      title: '429',
      message: 'Slow down',
    });
  });

  it('timeouts are ignored silently', async () => {
    server.use(
      http.get(`${SERVER}/api/v1/slow`, async () => {
        await delay(2_000);
        return HttpResponse.json({});
      }),
    );
    const error = await createApiClient({ server: SERVER, timeoutMs: 20 })
      .request('GET', '/api/v1/slow')
      .catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('timeout');
    expect(alertForError(error)).toBeNull();
  });

  it('aborted requests are ignored silently', () => {
    expect(alertForError(new ApiError({ kind: 'abort', message: 'aborted' }))).toBeNull();
    expect(alertForError(new DOMException('The operation was aborted.', 'AbortError'))).toBeNull();
  });

  it('cancelled searches are ignored', async () => {
    server.use(
      http.get(`${SERVER}/api/v2/search`, async () => {
        await delay(2_000);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = search.search(client, { q: 'cats' }, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const queue = createAlertQueue();
    expect(reportError(queue, await pending, { callId: 'search.search' })).toBeNull();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('404 or 410 are ignored when the caller asks (skipNotFound)', () => {
    expect(alertForError(responseError(404, 'Record not found'), { skipNotFound: true })).toBeNull();
    expect(alertForError(responseError(410, 'Gone'), { skipNotFound: true })).toBeNull();
    expect(texts(alertForError(responseError(404, 'Record not found')))).toEqual({
      title: '404',
      message: 'Record not found',
    });
    expect(alertForError(responseError(500, 'Oops'), { skipNotFound: true })).not.toBeNull();
  });

  it('callers can skip the alert entirely (skipAlert)', () => {
    expect(alertForError(responseError(500, 'boom'), { skipAlert: true })).toBeNull();
    expect(alertForError(new Error('any'), { skipAlert: true })).toBeNull();
  });

  it('a 401 never raises an alert: the refused account has its own notice', async () => {
    const error = await failWith(401, { error: 'The access token is invalid' });
    expect(alertForError(error)).toBeNull();
    const queue = createAlertQueue();
    expect(reportError(queue, error, { callId: 'statuses.favourite' })).toBeNull();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it("other errors give 'Oops!' / 'An unexpected error occurred'", async () => {
    server.use(http.get(`${SERVER}/api/v1/down`, () => HttpResponse.error()));
    const network = await client.request('GET', '/api/v1/down').catch((e: unknown) => e);
    const expected = { title: 'Oops!', message: 'An unexpected error occurred' };
    // a dead network is not 'unexpected': it has its own words
    expect(texts(alertForError(network))).toEqual({ title: 'Oops!', message: 'The server could not be reached.' });
    expect(texts(alertForError(missingUrlError()))).toEqual(expected);
    expect(texts(alertForError(new TypeError('x is undefined')))).toEqual(expected);
    expect(texts(alertForError('a thrown string'))).toEqual(expected);
    expect(alertForError(new Error('x'))?.title).toEqual({ key: 'alert.unexpected.title', defaultMessage: 'Oops!' });
  });

  it('a response with neither server text nor status text still says something', () => {
    const error = new ApiError({ kind: 'response', message: 'x', status: 500, statusText: '' });
    expect(texts(alertForError(error))).toEqual({ title: '500', message: 'An unexpected error occurred' });
  });
});

describe('per-call alert policies', () => {
  const queueAfter = (error: unknown, callId: string) => {
    const queue = createAlertQueue();
    reportError(queue, error, { callId });
    return queue.getSnapshot().length;
  };

  it('account fetch and lookup errors skip the alert', () => {
    expect(queueAfter(responseError(500, 'boom'), 'accounts.get')).toBe(0);
    expect(queueAfter(responseError(404, 'Record not found'), 'accounts.lookup')).toBe(0);
  });

  it('follower, following and account-timeline fetch errors skip not-found alerts only', () => {
    for (const callId of ['accounts.followers', 'accounts.following', 'accounts.statuses']) {
      expect(queueAfter(responseError(404), callId)).toBe(0);
      expect(queueAfter(responseError(410), callId)).toBe(0);
      expect(queueAfter(responseError(500, 'boom'), callId)).toBe(1);
    }
  });

  it('announcement fetch errors are silent', () => {
    expect(queueAfter(responseError(500, 'boom'), 'announcements.list')).toBe(0);
  });

  it('filter and trend fetch errors skip the alert', () => {
    for (const callId of ['filters.list', 'discovery.trendTags', 'discovery.trendLinks', 'discovery.trendStatuses']) {
      expect(queueAfter(responseError(500, 'boom'), callId)).toBe(0);
    }
  });

  it('calls without a policy alert, and callers can add silence but not remove it', () => {
    expect(queueAfter(responseError(500, 'boom'), 'statuses.favourite')).toBe(1);
    expect(policyFor('accounts.get', { skipAlert: false })).toEqual({ skipAlert: true, skipNotFound: false });
    expect(policyFor('statuses.get', { skipNotFound: true })).toEqual({ skipAlert: false, skipNotFound: true });
    expect(Object.keys(CALL_ALERT_POLICIES).sort()).toEqual([
      'accounts.followers',
      'accounts.following',
      'accounts.get',
      'accounts.lookup',
      'accounts.statuses',
      'announcements.list',
      'discovery.trendLinks',
      'discovery.trendStatuses',
      'discovery.trendTags',
      'filters.list',
      'instance.domainBlocks',
    ]);
  });

  it("the server's list of moderated servers never alerts, whatever the failure", () => {
    for (const status of [403, 404, 500]) expect(queueAfter(responseError(status), 'instance.domainBlocks')).toBe(0);
  });
});

describe('not-found helpers', () => {
  it('a 404 on a lookup, a column fetch, a quote fetch or domain blocks is recognisable (isNotFound)', async () => {
    const error = await failWith(404, { error: 'Record not found' });
    expect(isNotFound(error)).toBe(true);
    expect(isNotFound(responseError(410))).toBe(false);
    expect(isNotFound(responseError(500))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });

  it('isNotFoundOrGone covers 404 and 410', () => {
    expect(isNotFoundOrGone(responseError(404))).toBe(true);
    expect(isNotFoundOrGone(responseError(410))).toBe(true);
    expect(isNotFoundOrGone(responseError(403))).toBe(false);
  });
});

describe('web push errors', () => {
  it('abort error code 20 means no server-key support (a warning) and clears the subscription', () => {
    expect(classifyPushError(new DOMException('no key', 'AbortError'))).toEqual({
      failure: 'no-server-key',
      level: 'warning',
      clearSubscription: true,
    });
    expect(classifyPushError({ code: 20 }).failure).toBe('no-server-key');
  });

  it('invalid-character error code 5 means an invalid key and clears the subscription', () => {
    expect(classifyPushError(new DOMException('bad', 'InvalidCharacterError'))).toEqual({
      failure: 'invalid-key',
      level: 'error',
      clearSubscription: true,
    });
    expect(classifyPushError({ code: 5 }).failure).toBe('invalid-key');
  });

  it('any other push failure also clears the subscription', () => {
    expect(classifyPushError(new Error('denied'))).toEqual({
      failure: 'other',
      level: 'error',
      clearSubscription: true,
    });
  });
});

describe('failures that are not the server refusing have their own words', () => {
  const failure = (kind: 'timeout' | 'network' | 'malformed' | 'abort', method: string) =>
    new ApiError({ kind, message: 'x', method, url: `${SERVER}/api/v1/x` });

  it('a read that got no answer in time is silent (its screen says so in place); a change that did not is said', () => {
    expect(alertForError(failure('timeout', 'GET'))).toBeNull();
    expect(texts(alertForError(failure('timeout', 'POST')))).toEqual({
      title: 'Oops!',
      message: 'The server did not answer.',
    });
  });

  it('no connection and an unreadable answer are their own messages, distinct from server errors', () => {
    expect(texts(alertForError(failure('network', 'GET')))?.message).toBe('The server could not be reached.');
    expect(texts(alertForError(failure('malformed', 'GET')))?.message).toBe('The server’s answer could not be read.');
    expect(alertForError(failure('abort', 'POST'))).toBeNull();
    expect(failureReason(failure('timeout', 'GET'))).toBe('timeout');
    expect(failureReason(failure('network', 'GET'))).toBe('network');
    expect(failureReason(failure('malformed', 'GET'))).toBe('malformed');
    expect(failureReason(responseError(503))).toBeNull();
  });
});

describe('a failed change names itself', () => {
  const change = (status: number, serverMessage: string | null, headers: Record<string, string> = {}) =>
    new ApiError({
      kind: 'response',
      message: 'x',
      status,
      statusText: 'Service Unavailable',
      serverMessage,
      headers: new Headers(headers),
      method: 'POST',
      url: `${SERVER}/api/v1/statuses/1/favourite`,
    });

  it('the title says which change was not done, the message carries the status and the server’s words', () => {
    const queue = createAlertQueue();
    reportError(queue, change(503, null), { callId: 'statuses.favourite' });
    const [queued] = queue.getSnapshot();
    expect(queued?.action).toBe('statuses.favourite');
    const alert = namedAlert(queued!);
    expect(alert.title.key).toBe('alerts.action.statuses.favourite');
    expect(alertsEn.action.statuses.favourite).toBe('Favourite not saved');
    expect(alert.message).toEqual({
      key: 'alerts.detail.response',
      defaultMessage: '{status} {message}',
      values: { status: 503, message: 'Service Unavailable' },
    });
  });

  it('a change that got no answer, or was rate limited, is named too', () => {
    const timeout = new ApiError({ kind: 'timeout', message: 'x', method: 'POST' });
    const alert = namedAlert(alertForError(timeout, { action: 'statuses.reblog' })!);
    expect(alert.title.key).toBe('alerts.action.statuses.reblog');
    expect(english(alert.message)).toBe('The server did not answer.');
    const limited = alertForError(change(429, 'Too many', { 'X-RateLimit-Reset': '2026-12-02T22:12:00Z' }), {
      action: 'statuses.favourite',
      timeZone: 'UTC',
      locale: 'en-GB',
    });
    expect(formatMessage(namedAlert(limited!).message)).toBe('Rate limited. Please retry after 22:12');
  });

  it('a read keeps the status as its title (it is not a change)', async () => {
    const error = await failWith(503, { error: 'Down' });
    const alert = alertForError(error, { action: 'timelines.home' })!;
    expect(alert.action).toBeUndefined();
    expect(namedAlert(alert).title.key).toBe('alert.response.title');
  });

  it('every change the client makes has a title in English and Japanese', () => {
    const missing: string[] = [];
    for (const call of CALLS) {
      if (call.method === 'GET') continue;
      const [area, name] = call.id.split('.') as [string, string];
      for (const [lang, catalogue] of [
        ['en', alertsEn],
        ['ja', alertsJa],
      ] as const) {
        const titles = (catalogue.action as Record<string, Record<string, string> | undefined>)[area];
        if (typeof titles?.[name] !== 'string' || titles[name] === '') missing.push(`${lang} ${call.id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
