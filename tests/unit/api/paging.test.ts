import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../../src/services/api/client';
import { pageLinks, parseLinkHeader } from '../../../src/services/api/link-header';
import * as timelines from '../../../src/services/api/timelines';
import * as notifications from '../../../src/services/api/notifications';
import { createRecordingServer, SERVER } from './recording-server';
import { apiStatus } from '../entities/fixtures';

const rec = createRecordingServer();
beforeAll(() => rec.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => rec.reset());
afterAll(() => rec.server.close());

describe('Link header parsing', () => {
  it('reads next and prev from a Mastodon Link header', () => {
    const header = `<${SERVER}/api/v1/timelines/home?max_id=100>; rel="next", <${SERVER}/api/v1/timelines/home?min_id=200>; rel="prev"`;
    expect(pageLinks(header)).toEqual({
      next: `${SERVER}/api/v1/timelines/home?max_id=100`,
      prev: `${SERVER}/api/v1/timelines/home?min_id=200`,
    });
  });

  it('tolerates odd spacing, unquoted and upper-case rel values, and other parameters', () => {
    const header = `  <${SERVER}/a?max_id=1>;rel=next ,<${SERVER}/a?min_id=2> ;  title="x, y" ; REL = "PREV"  `;
    expect(pageLinks(header)).toEqual({ next: `${SERVER}/a?max_id=1`, prev: `${SERVER}/a?min_id=2` });
  });

  it('keeps commas inside the URL', () => {
    const header = `<${SERVER}/a?types[]=a,b&max_id=1>; rel="next"`;
    expect(pageLinks(header).next).toBe(`${SERVER}/a?types[]=a,b&max_id=1`);
  });

  it('gives null for a missing header or a missing relation', () => {
    expect(pageLinks(null)).toEqual({ next: null, prev: null });
    expect(pageLinks('')).toEqual({ next: null, prev: null });
    expect(pageLinks(`<${SERVER}/a?min_id=2>; rel="prev"`)).toEqual({ next: null, prev: `${SERVER}/a?min_id=2` });
  });

  it('resolves a relative target against the request URL and skips junk', () => {
    const links = parseLinkHeader('garbage, </api/v1/x?max_id=5>; rel="next"', `${SERVER}/api/v1/x`);
    expect(links.get('next')).toBe(`${SERVER}/api/v1/x?max_id=5`);
    expect(links.size).toBe(1);
  });

  it('lets one link carry several relation types', () => {
    const links = parseLinkHeader(`<${SERVER}/p>; rel="prev previous"`);
    expect(links.get('prev')).toBe(`${SERVER}/p`);
    expect(links.get('previous')).toBe(`${SERVER}/p`);
  });
});

describe('paged calls', () => {
  it('returns items with next and prev, and nextPage follows the next URL with the token', async () => {
    const next = `${SERVER}/api/v1/timelines/home?max_id=1`;
    const prev = `${SERVER}/api/v1/timelines/home?min_id=3`;
    rec.server.use(
      rec.answerAll((request) => {
        const maxId = new URL(request.url).searchParams.get('max_id');
        if (maxId === '1') return HttpResponse.json([apiStatus('0')]);
        return HttpResponse.json([apiStatus('3'), apiStatus('2')], {
          headers: { Link: `<${next}>; rel="next", <${prev}>; rel="prev"` },
        });
      }),
    );
    const client = createApiClient({ server: SERVER, token: 'tok' });
    const first = await timelines.home(client, { limit: 2 });
    expect(first.items.map((s) => s.id)).toEqual(['3', '2']);
    expect(first).toMatchObject({ next, prev });
    const second = await client.nextPage(first);
    expect(second).toEqual({ items: [apiStatus('0')], next: null, prev: null });
    expect(rec.last().url.href).toBe(next);
    expect(rec.last().headers.get('authorization')).toBe('Bearer tok');
  });

  it("throws 'missing URL' when asked for the next page of a page without one", async () => {
    const client = createApiClient({ server: SERVER });
    const error = await client.nextPage({ items: [], next: null, prev: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('missing URL');
    await expect(client.prevPage({ items: [], next: null, prev: null })).rejects.toThrow('missing URL');
    await expect(client.fetchLinked(null)).rejects.toThrow('missing URL');
    expect(rec.recorded).toHaveLength(0);
  });

  it('pages grouped notifications, whose body is an object', async () => {
    const body = { accounts: [], statuses: [], notification_groups: [{ group_key: 'g1', type: 'follow' }] };
    rec.server.use(
      http.get(`${SERVER}/api/v2/notifications`, () =>
        HttpResponse.json(body, { headers: { Link: `<${SERVER}/api/v2/notifications?max_id=5>; rel="next"` } }),
      ),
    );
    const page = await notifications.grouped(createApiClient({ server: SERVER }), { grouped_types: ['favourite'] });
    expect(page.data).toEqual(body);
    expect(page.next).toBe(`${SERVER}/api/v2/notifications?max_id=5`);
    expect(page.prev).toBeNull();
  });
});
