import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { createApiClient } from '../../../src/services/api/client';
import { createApi } from '../../../src/services/api/index';
import { createRecordingServer, SERVER, type Recorded } from './recording-server';

const rec = createRecordingServer();
beforeAll(() => rec.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => rec.reset());
afterAll(() => rec.server.close());

const api = createApi(createApiClient({ server: SERVER, token: 'tok' }));
const query = (sent: Recorded) => {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(sent.url.searchParams.keys())) {
    out[key] = key.endsWith('[]') ? sent.url.searchParams.getAll(key) : sent.url.searchParams.get(key)!;
  }
  return out;
};

describe('call parameters', () => {
  it('accounts.relationships sends with_suspended=true and id[]', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json([])));
    await api.accounts.relationships(['1', '2']);
    expect(query(rec.last())).toEqual({ with_suspended: 'true', 'id[]': ['1', '2'] });
  });

  it('accounts.familiarFollowers sends one or more id[]', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json([])));
    await api.accounts.familiarFollowers(['9']);
    expect(query(rec.last())).toEqual({ 'id[]': ['9'] });
  });

  it('accounts.lookup sends acct', async () => {
    rec.server.use(rec.answerAll());
    await api.accounts.lookup('alice@remote.example');
    expect(query(rec.last())).toEqual({ acct: 'alice@remote.example' });
  });

  it('accounts.search defaults to resolve false and limit 4', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json([])));
    await api.accounts.search({ q: 'ali' });
    expect(query(rec.last())).toEqual({ q: 'ali', resolve: 'false', limit: '4' });
  });

  it('accounts.statuses sends its filters and defaults to limit 40', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json([])));
    await api.accounts.statuses('5', {
      exclude_replies: true,
      exclude_reblogs: false,
      tagged: 'cats',
      only_media: true,
      max_id: '99',
    });
    expect(query(rec.last())).toEqual({
      limit: '40',
      exclude_replies: 'true',
      exclude_reblogs: 'false',
      tagged: 'cats',
      only_media: 'true',
      max_id: '99',
    });
    await api.accounts.statuses('me', { pinned: true });
    expect(rec.last().url.pathname).toBe('/api/v1/accounts/me/statuses');
    expect(query(rec.last())).toEqual({ limit: '40', pinned: 'true' });
  });

  it('accounts.follow sends options such as reblogs', async () => {
    rec.server.use(rec.answerAll());
    await api.accounts.follow('5', { reblogs: false, notify: true });
    expect(rec.last().json).toEqual({ reblogs: false, notify: true });
  });

  it('accounts.mute sends notifications and duration, duration 0 by default', async () => {
    rec.server.use(rec.answerAll());
    await api.accounts.mute('5', { notifications: false });
    expect(rec.last().json).toEqual({ notifications: false, duration: 0 });
    await api.accounts.mute('5', { duration: 3600 });
    expect(rec.last().json).toEqual({ notifications: true, duration: 3600 });
  });

  it('accounts.note sends comment; plain actions send no body', async () => {
    rec.server.use(rec.answerAll());
    await api.accounts.note('5', 'met at a conference');
    expect(rec.last().json).toEqual({ comment: 'met at a conference' });
    await api.accounts.block('5');
    expect(rec.last().text).toBe('');
  });

  it('accounts.updateCredentials sends a multipart form with files and booleans', async () => {
    rec.server.use(rec.answerAll());
    const avatar = new File(['img'], 'me.png', { type: 'image/png' });
    await api.accounts.updateCredentials({
      display_name: 'Me',
      note: 'hi',
      avatar,
      discoverable: true,
      indexable: false,
    });
    const form = rec.last().form!;
    expect(rec.last().method).toBe('PATCH');
    expect(form.get('display_name')).toBe('Me');
    expect(form.get('note')).toBe('hi');
    expect((form.get('avatar') as File).name).toBe('me.png');
    expect(form.get('discoverable')).toBe('true');
    expect(form.get('indexable')).toBe('false');
    expect(form.has('header')).toBe(false);
  });

  it('statuses.create sends every field and an Idempotency-Key header', async () => {
    rec.server.use(rec.answerAll());
    const params = {
      status: 'hello',
      in_reply_to_id: '1',
      media_ids: ['m1'],
      sensitive: true,
      spoiler_text: 'cw',
      markdown: true,
      visibility: 'circle' as const,
      searchability: 'private' as const,
      circle_id: 'c1',
      poll: { options: ['a', 'b'], expires_in: 86400, multiple: false },
      language: 'en',
      quoted_status_id: 'q1',
      quote_approval_policy: 'followers' as const,
    };
    await api.statuses.create(params, { idempotencyKey: 'key-123' });
    expect(rec.last().headers.get('idempotency-key')).toBe('key-123');
    expect(rec.last().json).toEqual(params);
  });

  it('statuses.create and edit make an Idempotency-Key when none is given', async () => {
    rec.server.use(rec.answerAll());
    await api.statuses.create({ status: 'a' });
    const first = rec.last().headers.get('idempotency-key');
    await api.statuses.create({ status: 'a' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(rec.last().headers.get('idempotency-key')).not.toBe(first);
    await api.statuses.edit('7', { status: 'b' });
    expect(rec.last().headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('statuses.edit sends media_attributes and the Idempotency-Key', async () => {
    rec.server.use(rec.answerAll());
    await api.statuses.edit(
      '7',
      { status: 'fixed', media_ids: ['m1'], media_attributes: [{ id: 'm1', description: 'alt', focus: '0.5,-0.2' }] },
      { idempotencyKey: 'k' },
    );
    expect(rec.last().method).toBe('PUT');
    expect(rec.last().headers.get('idempotency-key')).toBe('k');
    expect(rec.last().json).toEqual({
      status: 'fixed',
      media_ids: ['m1'],
      media_attributes: [{ id: 'm1', description: 'alt', focus: '0.5,-0.2' }],
    });
  });

  it('statuses.context asks for references; delete passes delete_media', async () => {
    rec.server.use(rec.answerAll());
    await api.statuses.context('7');
    expect(query(rec.last())).toEqual({ with_reference: '1' });
    await api.statuses.delete('7', true);
    expect(query(rec.last())).toEqual({ delete_media: 'true' });
  });

  it('emoji reactions carry the emoji in the body', async () => {
    rec.server.use(rec.answerAll());
    await api.statuses.emojiReaction('7', 'blobcat@remote.example');
    expect(rec.last().json).toEqual({ emoji: 'blobcat@remote.example' });
    await api.statuses.emojiUnreaction('7', '👍');
    expect(rec.last().json).toEqual({ emoji: '👍' });
  });

  it('reblog sends visibility; interaction policy sends quote_approval_policy', async () => {
    rec.server.use(rec.answerAll());
    await api.statuses.reblog('7', 'unlisted');
    expect(rec.last().json).toEqual({ visibility: 'unlisted' });
    await api.statuses.interactionPolicy('7', 'nobody');
    expect(rec.last().json).toEqual({ quote_approval_policy: 'nobody' });
  });

  it('media.upload sends a multipart file with description and focus "x,y"', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json({ id: 'm1', type: 'image', url: null }, { status: 202 })));
    const result = await api.media.upload({
      file: new File(['v'], 'clip.mp4', { type: 'video/mp4' }),
      description: 'alt',
      focus: { x: 0.25, y: -0.5 },
      thumbnail: new File(['t'], 't.png'),
    });
    const form = rec.last().form!;
    expect((form.get('file') as File).name).toBe('clip.mp4');
    expect(form.get('description')).toBe('alt');
    expect(form.get('focus')).toBe('0.25,-0.5');
    expect((form.get('thumbnail') as File).name).toBe('t.png');
    expect(result).toEqual({ attachment: { id: 'm1', type: 'image', url: null }, processing: true, status: 202 });
  });

  it('media.get reports 206 as still processing', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json({ id: 'm1', type: 'image' }, { status: 206 })));
    await expect(api.media.get('m1')).resolves.toMatchObject({ processing: true, status: 206 });
  });

  it('media.putThumbnail is a multipart PUT; media.update is a PATCH with description and focus', async () => {
    rec.server.use(rec.answerAll());
    await api.media.putThumbnail('m1', new File(['t'], 'thumb.jpg'));
    expect(rec.last().method).toBe('PUT');
    expect((rec.last().form!.get('thumbnail') as File).name).toBe('thumb.jpg');
    await api.media.update('m1', { description: 'new alt', focus: { x: 0, y: 1 } });
    expect(rec.last().method).toBe('PATCH');
    expect(rec.last().json).toEqual({ description: 'new alt', focus: '0,1' });
  });

  it('polls.vote sends choices', async () => {
    rec.server.use(rec.answerAll());
    await api.polls.vote('p1', [0, 2]);
    expect(rec.last().json).toEqual({ choices: [0, 2] });
  });

  it('lists.accounts asks for all members with limit 0; membership changes send account_ids', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json([])));
    await api.lists.accounts('l1');
    expect(query(rec.last())).toEqual({ limit: '0' });
    await api.lists.removeAccounts('l1', ['a', 'b']);
    expect(rec.last().method).toBe('DELETE');
    expect(rec.last().json).toEqual({ account_ids: ['a', 'b'] });
  });

  it('antenna sub-resources send arrays under their include side’s name, exclusions too (as kmyblue reads them)', async () => {
    rec.server.use(rec.answerAll());
    await api.antennas.addExcludeKeywords('a1', ['spoiler']);
    expect(rec.last().json).toEqual({ keywords: ['spoiler'] });
    await api.antennas.removeExcludeDomains('a1', ['spam.example']);
    expect(rec.last().json).toEqual({ domains: ['spam.example'] });
    await api.antennas.addExcludeTags('a1', ['nsfw']);
    expect(rec.last().json).toEqual({ tags: ['nsfw'] });
    await api.antennas.removeDomains('a1', ['x.example']);
    expect(rec.last().json).toEqual({ domains: ['x.example'] });
  });

  it('bookmark category statuses send status_ids; filters.addStatus sends status_id', async () => {
    rec.server.use(rec.answerAll());
    await api.bookmarkCategories.addStatuses('b1', ['s1']);
    expect(rec.last().json).toEqual({ status_ids: ['s1'] });
    await api.filters.addStatus('f1', 's1');
    expect(rec.last().url.pathname).toBe('/api/v2/filters/f1/statuses');
    expect(rec.last().json).toEqual({ status_id: 's1' });
  });

  it('notification requests: bulk accept and dismiss send id[]', async () => {
    rec.server.use(rec.answerAll());
    await api.notifications.acceptRequests(['r1', 'r2']);
    expect(query(rec.last())).toEqual({ 'id[]': ['r1', 'r2'] });
    await api.notifications.dismissRequests(['r3']);
    expect(query(rec.last())).toEqual({ 'id[]': ['r3'] });
  });

  it('grouped notifications send grouped_types and exclude_types as arrays', async () => {
    rec.server.use(rec.answerAll());
    await api.notifications.grouped({ grouped_types: ['favourite', 'reblog'], exclude_types: ['follow'], max_id: '9' });
    expect(query(rec.last())).toEqual({
      'grouped_types[]': ['favourite', 'reblog'],
      'exclude_types[]': ['follow'],
      max_id: '9',
    });
    await api.notifications.list({ account_id: 'a1', since_id: '3' });
    expect(query(rec.last())).toEqual({ account_id: 'a1', since_id: '3' });
  });

  it('markers: get asks for the notifications timeline; save sends last_read_id, with keepalive allowed', async () => {
    rec.server.use(rec.answerAll());
    await api.markers.get();
    expect(query(rec.last())).toEqual({ 'timeline[]': ['notifications'] });
    await api.markers.save({ notifications: { last_read_id: '42' } }, { keepalive: true });
    expect(rec.last().json).toEqual({ notifications: { last_read_id: '42' } });
  });

  it('push and settings use the api/web paths with their documented bodies', async () => {
    rec.server.use(rec.answerAll());
    await api.push.subscribe(
      { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' }, standard: true },
      { alerts: { mention: true } },
    );
    expect(rec.last().url.pathname).toBe('/api/web/push_subscriptions');
    expect(rec.last().json).toEqual({
      subscription: { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' }, standard: true },
      data: { alerts: { mention: true } },
    });
    await api.push.update('9', { alerts: { follow: false } });
    expect(rec.last().json).toEqual({ data: { alerts: { follow: false } } });
    await api.settings.save({ saved: true, skinTone: 3 });
    expect(rec.last().url.pathname).toBe('/api/web/settings');
    expect(rec.last().json).toEqual({ data: { skinTone: 3 } });
  });

  it('search variants: hashtag suggestions, paged search (11 then 10 with offset), URL resolve', async () => {
    rec.server.use(rec.answerAll());
    await api.search.hashtagSuggestions('cat');
    expect(query(rec.last())).toEqual({
      q: 'cat',
      type: 'hashtags',
      resolve: 'false',
      limit: '4',
      exclude_unreviewed: 'true',
    });
    await api.search.searchPage({ q: 'cat', type: 'statuses', resolve: true });
    expect(query(rec.last())).toEqual({ q: 'cat', type: 'statuses', resolve: 'true', limit: '11' });
    await api.search.searchPage({ q: 'cat', type: 'accounts', resolve: false, offset: 11 });
    expect(query(rec.last())).toEqual({ q: 'cat', type: 'accounts', resolve: 'false', offset: '11', limit: '10' });
    await api.search.resolveUrl('https://remote.example/@a/1');
    expect(query(rec.last())).toEqual({ q: 'https://remote.example/@a/1', resolve: 'true', limit: '1' });
  });

  it('timelines send their filters: public local/remote/only_media, tag any/all/none/local, link url', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json([])));
    await api.timelines.public({ local: true, only_media: true, max_id: '5' });
    expect(query(rec.last())).toEqual({ local: 'true', only_media: 'true', max_id: '5' });
    await api.timelines.tag('cats', { any: ['dogs'], none: ['birds'], local: true });
    expect(rec.last().url.pathname).toBe('/api/v1/timelines/tag/cats');
    expect(query(rec.last())).toEqual({ 'any[]': ['dogs'], 'none[]': ['birds'], local: 'true' });
    await api.timelines.link('https://news.example/a?b=1');
    expect(query(rec.last())).toEqual({ url: 'https://news.example/a?b=1' });
  });

  it('discovery pages of 20: trend links, suggestions, directory (with filters and offset)', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json([])));
    await api.discovery.trendLinks();
    expect(query(rec.last())).toEqual({ limit: '20' });
    await api.discovery.suggestions();
    expect(query(rec.last())).toEqual({ limit: '20' });
    await api.discovery.directory({ order: 'new', local: true, offset: 40 });
    expect(query(rec.last())).toEqual({ limit: '20', order: 'new', local: 'true', offset: '40' });
    await api.discovery.followedTags({ limit: 100 });
    expect(query(rec.last())).toEqual({ limit: '100' });
  });

  it('reaction deck saves emojis; conversations page by max_id and since_id', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json([])));
    await api.emoji.saveReactionDeck(['👍', 'blobcat']);
    expect(rec.last().json).toEqual({ emojis: ['👍', 'blobcat'] });
    await api.conversations.list({ max_id: '5', since_id: '1' });
    expect(query(rec.last())).toEqual({ max_id: '5', since_id: '1' });
  });
});
