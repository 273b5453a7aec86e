import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../../../sandbox/kernel/records';
import { HOUR, close, linkParam, listen, world } from './harness';

beforeAll(listen);
afterAll(close);

const card = (url: string): CardRecord => ({
  url,
  title: 'A page',
  description: 'About things',
  type: 'link',
  author_name: 'Writer',
  author_url: 'https://news.example/writer',
  author_account_id: null,
  provider_name: 'News',
  provider_url: 'https://news.example',
  html: '',
  width: 400,
  height: 200,
  image: null,
  image_description: '',
  embed_url: 'https://news.example/embed',
  blurhash: null,
  language: 'en',
  published_at: null,
});

describe('trends', () => {
  it('ranks tags by accounts using them this week, links by shares, statuses by interactions', async () => {
    const w = world();
    const { alice, bob, carol, dave } = w.acc;
    w.post(bob!, 'birds', HOUR, { tags: ['birds'] });
    w.post(carol!, 'birds', HOUR, { tags: ['birds', 'cats'] });
    w.post(bob!, 'cats', HOUR, { tags: ['cats'] });
    w.post(bob!, 'old', 9 * 24 * HOUR, { tags: ['ancient'] });
    const hot = w.post(dave!, 'link', 2 * HOUR, { card: card('https://news.example/a') });
    w.post(carol!, 'same link', 2 * HOUR, { card: card('https://news.example/a') });
    w.post(bob!, 'other link', 2 * HOUR, { card: card('https://news.example/b') });
    const quiet = w.post(carol!, 'private', HOUR, { visibility: 'private' });
    w.db.favourites.set(alice!.id, hot.id, true);
    w.db.favourites.set(bob!.id, hot.id, true);
    w.db.favourites.set(alice!.id, quiet.id, true);

    const tags = await w.call(null, 'GET', '/api/v1/trends/tags');
    expect(tags.body.map((t: any) => t.name)).toEqual(['birds', 'cats']);
    expect(tags.body[0].history).toHaveLength(7);
    expect(tags.body[0].following).toBeUndefined();
    expect((await w.call(null, 'GET', '/api/v1/trends/tags?limit=1&offset=1')).body.map((t: any) => t.name)).toEqual([
      'cats',
    ]);
    const links = await w.call(null, 'GET', '/api/v1/trends/links');
    expect(links.body.map((l: any) => l.url)).toEqual(['https://news.example/a', 'https://news.example/b']);
    expect(links.body[0].history[0]).toEqual({ day: expect.any(String), uses: '2', accounts: '2' });
    const statuses = await w.call(w.token.alice!, 'GET', '/api/v1/trends/statuses');
    expect(statuses.body.map((s: any) => s.id)).toEqual([hot.id]);
    w.expectContract();
  });
});

describe('suggestions and directory', () => {
  it('suggests discoverable accounts not yet followed, friends of friends first, and forgets dismissed ones', async () => {
    const w = world();
    const { alice, bob, carol, erin } = w.acc;
    w.db.follows.set(bob!.id, erin!.id, { reblogs: true, notify: false, languages: null });
    const answer = await w.call(w.token.alice!, 'GET', '/api/v2/suggestions?limit=20');
    const ids = answer.body.map((s: any) => s.account.id);
    expect(ids[0]).toBe(erin!.id);
    expect(answer.body[0].sources).toEqual(['friends_of_friends']);
    expect(ids).not.toContain(bob!.id);
    expect(ids).not.toContain(alice!.id);
    expect(ids).toContain(carol!.id);
    expect((await w.call(w.token.alice!, 'DELETE', `/api/v1/suggestions/${erin!.id}`)).body).toEqual({});
    expect(
      (await w.call(w.token.alice!, 'GET', '/api/v2/suggestions')).body.map((s: any) => s.account.id),
    ).not.toContain(erin!.id);
    w.expectContract();
  });

  it('lists the directory by activity or creation, local only when asked, with offset paging', async () => {
    const w = world();
    const { bob, carol, dave } = w.acc;
    w.post(dave!, 'recent', HOUR);
    w.post(bob!, 'older', 5 * HOUR);
    carol!.discoverable = false;
    const active = await w.call(null, 'GET', '/api/v1/directory?order=active&limit=2');
    expect(active.body.map((a: any) => a.id)).toEqual([dave!.id, bob!.id]);
    const local = await w.call(null, 'GET', '/api/v1/directory?local=true&order=new');
    expect(local.body.map((a: any) => a.username)).toEqual(['bob', 'alice']);
    const offset = await w.call(null, 'GET', '/api/v1/directory?local=true&order=new&offset=1');
    expect(offset.body.map((a: any) => a.username)).toEqual(['alice']);
    w.expectContract();
  });
});

describe('tags', () => {
  it('shows, follows, unfollows, features and unfeatures a tag; lists followed tags with Link', async () => {
    const w = world();
    w.post(w.acc.bob!, 'x', HOUR, { tags: ['birds'] });
    expect((await w.call(null, 'GET', '/api/v1/tags/nothing_here')).status).toBe(404);
    const shown = await w.call(w.token.alice!, 'GET', '/api/v1/tags/Birds');
    expect(shown.body).toMatchObject({ name: 'Birds', following: false, featuring: false });
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/tags/birds/follow')).body).toMatchObject({
      name: 'birds',
      following: true,
    });
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/tags/newtag/follow')).body.following).toBe(true);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/tags/birds/feature')).body.featuring).toBe(true);
    const followed = await w.call(w.token.alice!, 'GET', '/api/v1/followed_tags?limit=1');
    expect(followed.body).toHaveLength(1);
    const rest = await w.call(
      w.token.alice!,
      'GET',
      `/api/v1/followed_tags?limit=1&max_id=${linkParam(followed.link, 'next')}`,
    );
    expect([followed.body[0].name, rest.body[0].name].sort()).toEqual(['birds', 'newtag']);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/tags/birds/unfollow')).body.following).toBe(false);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/tags/birds/unfeature')).body.featuring).toBe(false);
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/followed_tags')).body.map((t: any) => t.name)).toEqual([
      'newtag',
    ]);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/tags/bad%20tag/follow')).status).toBe(404);
    w.expectContract();
  });
});

describe('blocks and mutes', () => {
  it('pages blocked accounts and muted accounts with their mute expiry, leaving out expired mutes', async () => {
    const w = world();
    const { alice, dave, erin, troll } = w.acc;
    w.db.blocks.set(alice!.id, troll!.id, true);
    w.db.blocks.set(alice!.id, erin!.id, true);
    const blocks = await w.call(w.token.alice!, 'GET', '/api/v1/blocks?limit=1');
    expect(blocks.body).toHaveLength(1);
    const more = await w.call(w.token.alice!, 'GET', `/api/v1/blocks?max_id=${linkParam(blocks.link, 'next')}`);
    expect([blocks.body[0].id, more.body[0].id].sort()).toEqual([erin!.id, troll!.id].sort());
    const until = new Date(w.clock.now + 24 * HOUR).toISOString();
    w.db.mutes.set(alice!.id, dave!.id, { notifications: true, expires_at: until });
    w.db.mutes.set(alice!.id, erin!.id, {
      notifications: false,
      expires_at: new Date(w.clock.now - HOUR).toISOString(),
    });
    const mutes = await w.call(w.token.alice!, 'GET', '/api/v1/mutes');
    expect(mutes.body.map((a: any) => [a.id, a.mute_expires_at])).toEqual([[dave!.id, until]]);
    expect((await w.call(null, 'GET', '/api/v1/blocks')).status).toBe(401);
    w.expectContract();
  });
});
