import { describe, expect, it } from 'vitest';
import { createApi, type ApiClient, type RequestOptions } from '../../../src/services/api';
import { withQuery } from '../../../src/services/api/query';
import {
  parseTimelineName,
  timelineCallId,
  timelineRequest,
  UnknownTimelineError,
} from '../../../src/services/timelines';

interface Sent {
  id: string;
  params: RequestOptions['params'];
  query: RequestOptions['query'];
  signal?: AbortSignal;
}

/** A client that records catalogue page calls and answers each with an empty page. */
function recordingApi() {
  const sent: Sent[] = [];
  const refuse = () => {
    throw new Error('unexpected call');
  };
  const client = {
    server: 'https://social.example',
    token: null,
    callPage: async (id: string, options: RequestOptions = {}) => {
      sent.push({ id, params: options.params, query: options.query, signal: options.signal });
      return { items: [], next: null, prev: null };
    },
    url: refuse,
    send: refuse,
    request: refuse,
    callRaw: refuse,
    call: refuse,
    callLinked: refuse,
    fetchPage: refuse,
    fetchLinked: refuse,
    nextPage: refuse,
    prevPage: refuse,
  } as unknown as ApiClient;
  return { api: createApi(client), sent };
}

async function sentFor(name: string, paging = {}) {
  const { api, sent } = recordingApi();
  await timelineRequest(api, name, paging);
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

describe('timelineRequest: every timeline name maps to its call', () => {
  it.each([
    ['home', 'timelines.home', undefined, {}],
    ['public', 'timelines.public', undefined, {}],
    ['public:remote', 'timelines.public', undefined, { remote: true }],
    ['public:media', 'timelines.public', undefined, { only_media: true }],
    ['public:remote:media', 'timelines.public', undefined, { remote: true, only_media: true }],
    ['community', 'timelines.public', undefined, { local: true }],
    ['community:media', 'timelines.public', undefined, { local: true, only_media: true }],
    ['account:7', 'accounts.statuses', { id: '7' }, { limit: 40, exclude_replies: true }],
    ['account:7:with_replies', 'accounts.statuses', { id: '7' }, { limit: 40, exclude_replies: false }],
    ['account:7:birds', 'accounts.statuses', { id: '7' }, { limit: 40, exclude_replies: true, tagged: 'birds' }],
    [
      'account:7:with_replies:birds',
      'accounts.statuses',
      { id: '7' },
      { limit: 40, exclude_replies: false, tagged: 'birds' },
    ],
    [
      'account:7:with_replies:no_reblogs',
      'accounts.statuses',
      { id: '7' },
      { limit: 40, exclude_replies: false, exclude_reblogs: true },
    ],
    ['account:7:pinned', 'accounts.statuses', { id: '7' }, { limit: 40, pinned: true }],
    ['account:7:pinned:birds', 'accounts.statuses', { id: '7' }, { limit: 40, pinned: true, tagged: 'birds' }],
    ['account:7:media', 'accounts.statuses', { id: '7' }, { limit: 40, only_media: true }],
    ['list:12', 'timelines.list', { id: '12' }, {}],
    ['antenna:5', 'timelines.antenna', { id: '5' }, {}],
    ['link:https://news.example/a?b=c:d', 'timelines.link', undefined, { url: 'https://news.example/a?b=c:d' }],
    ['hashtag:birds', 'timelines.tag', { tag: 'birds' }, {}],
    ['hashtag:birds:local', 'timelines.tag', { tag: 'birds' }, { local: true }],
    [
      'hashtag:birds:any=crow,raven:none=pigeon',
      'timelines.tag',
      { tag: 'birds' },
      { any: ['crow', 'raven'], none: ['pigeon'] },
    ],
    ['hashtag:birds:local:all=swift', 'timelines.tag', { tag: 'birds' }, { local: true, all: ['swift'] }],
  ])('%s -> %s', async (name, callId, params, query) => {
    const sent = await sentFor(name);
    expect(sent.id).toBe(callId);
    expect(sent.params).toEqual(params);
    // an empty list is sent as nothing (no `any[]` in the address)
    const listed = Object.entries(sent.query ?? {}).filter(([, value]) => !Array.isArray(value) || value.length > 0);
    expect(Object.fromEntries(listed)).toEqual(query);
    expect(timelineCallId(parseTimelineName(name)!)).toBe(callId);
  });

  it('passes max_id, since_id, min_id, limit and the abort signal through', async () => {
    const signal = new AbortController().signal;
    const older = await sentFor('hashtag:birds:local', { maxId: '100', limit: 20, signal });
    expect(older.query).toEqual({ max_id: '100', limit: 20, local: true, any: [], all: [], none: [] });
    expect(withQuery(new URL('https://x.example/'), older.query).search).toBe('?max_id=100&limit=20&local=true');
    expect(older.signal).toBe(signal);
    const newer = await sentFor('account:7:media', { sinceId: '5', minId: '4' });
    expect(newer.query).toEqual({ since_id: '5', min_id: '4', limit: 40, only_media: true });
  });

  it.each([
    '',
    'homes',
    'home:x',
    'public:local',
    'public:media:remote',
    'public:remote:remote',
    'community:remote',
    'account',
    'account:',
    'account:7:a:b',
    'account:7:media:media',
    'account:7:no_reblogs:no_reblogs',
    'list:',
    'list:1:2',
    'antenna:',
    'link:',
    'hashtag:',
    'hashtag:a:remote',
    'hashtag:a:local:x',
    'hashtag:a:any=',
    'hashtag:a:any=x,,y',
    'hashtag:a:any=x:any=y',
    'hashtag:a:some=x',
    'hashtag:a:toString=x',
    'hashtag:a:local:local',
    'hashtag:a:any=x:local',
  ])('refuses %j, which is not a timeline name', async (name) => {
    expect(parseTimelineName(name)).toBeNull();
    const { api, sent } = recordingApi();
    await expect(timelineRequest(api, name)).rejects.toBeInstanceOf(UnknownTimelineError);
    expect(sent).toHaveLength(0);
  });
});

describe('parseTimelineName', () => {
  it('reads a hashtag timeline with more tags: any, all and none, each once', () => {
    expect(parseTimelineName('hashtag:birds')).toEqual({
      kind: 'hashtag',
      tag: 'birds',
      local: false,
      any: [],
      all: [],
      none: [],
    });
    expect(parseTimelineName('hashtag:birds:local:none=pigeon:any=crow,raven')).toEqual({
      kind: 'hashtag',
      tag: 'birds',
      local: true,
      any: ['crow', 'raven'],
      all: [],
      none: ['pigeon'],
    });
  });

  it('reads account suffixes in any order, the non-flag one as the tag', () => {
    expect(parseTimelineName('account:7:birds:with_replies')).toEqual({
      kind: 'account',
      accountId: '7',
      withReplies: true,
      pinned: false,
      onlyMedia: false,
      excludeReblogs: false,
      tagged: 'birds',
    });
    expect(parseTimelineName('account:7:no_reblogs:with_replies')).toMatchObject({
      withReplies: true,
      excludeReblogs: true,
      tagged: null,
    });
  });
});
