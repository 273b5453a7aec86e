/**
 * The sandbox's hashtags: a tag is named case-insensitively and unknown ones are 404; following and featuring are
 * each viewer's own; featured tags show on the profile's featured tags, at most 10 of them; followed tags page by
 * Link; trending tags carry 7 days of history counted per day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredTagsOf } from '../../../../sandbox/handlers/core/profile-features';
import { registerTags } from '../../../../sandbox/handlers/core/status-side-effects';
import type { AccountRecord } from '../../../../sandbox/kernel/records';
import { HOUR, close, linkParam, listen, world, type World } from './harness';

beforeAll(listen);
afterAll(close);

const DAY = 24 * HOUR;

/** A post with hashtags, whose tags are registered as a post made through the API registers them. */
function tagged(w: World, author: AccountRecord, agoMs: number, tags: string[]) {
  w.post(author, tags.map((t) => `#${t}`).join(' '), agoMs, { tags });
  registerTags(w.db, tags);
}

describe('a tag by name', () => {
  it('is found whatever the case, keeps its own spelling, and an unknown tag is 404', async () => {
    const w = world();
    tagged(w, w.acc.bob!, HOUR, ['Birds']);
    const upper = await w.call(null, 'GET', '/api/v1/tags/BIRDS');
    expect(upper.status).toBe(200);
    expect(upper.body.name).toBe('Birds');
    expect(upper.body.following).toBeUndefined();
    expect(upper.body.featuring).toBeUndefined();
    expect((await w.call(null, 'GET', '/api/v1/tags/birds')).body.id).toBe(upper.body.id);
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/tags/nobody_used_this')).status).toBe(404);
    w.expectContract();
  });
});

describe('following a tag', () => {
  it("is the viewer's own, case-insensitive, and needs a token", async () => {
    const w = world();
    tagged(w, w.acc.bob!, HOUR, ['birds']);
    expect((await w.call(null, 'POST', '/api/v1/tags/birds/follow')).status).toBe(401);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/tags/BIRDS/follow')).body.following).toBe(true);
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/tags/birds')).body.following).toBe(true);
    expect((await w.call(w.token.bob!, 'GET', '/api/v1/tags/birds')).body.following).toBe(false);
    expect((await w.call(w.token.bob!, 'GET', '/api/v1/followed_tags')).body).toEqual([]);
    // following twice changes nothing; unfollowing what is not followed is no error
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/tags/birds/follow')).body.following).toBe(true);
    expect((await w.call(w.token.bob!, 'POST', '/api/v1/tags/birds/unfollow')).body.following).toBe(false);
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/followed_tags')).body.map((t: any) => t.name)).toEqual([
      'birds',
    ]);
    w.expectContract();
  });

  it('pages the followed tags by the Link header until none are left', async () => {
    const w = world();
    for (const name of ['ants', 'bees', 'cats']) await w.call(w.token.carol!, 'POST', `/api/v1/tags/${name}/follow`);
    const first = await w.call(w.token.carol!, 'GET', '/api/v1/followed_tags?limit=2');
    expect(first.body).toHaveLength(2);
    const rest = await w.call(
      w.token.carol!,
      'GET',
      `/api/v1/followed_tags?limit=2&max_id=${linkParam(first.link, 'next')}`,
    );
    expect([...first.body, ...rest.body].map((t: any) => t.name).sort()).toEqual(['ants', 'bees', 'cats']);
    expect(rest.body.every((t: any) => t.following === true)).toBe(true);
    w.expectContract();
  });

  it('names a next page only after a full page, as Mastodon does', async () => {
    const w = world();
    for (const name of ['ants', 'bees', 'cats']) await w.call(w.token.carol!, 'POST', `/api/v1/tags/${name}/follow`);
    const full = await w.call(w.token.carol!, 'GET', '/api/v1/followed_tags?limit=3');
    expect(full.body).toHaveLength(3);
    expect(linkParam(full.link, 'next')).not.toBeNull();
    const short = await w.call(w.token.carol!, 'GET', '/api/v1/followed_tags?limit=4');
    expect(short.body).toHaveLength(3);
    expect(linkParam(short.link, 'next')).toBeNull();
    expect(linkParam(short.link, 'prev')).toBe(short.body[0].id);
    // the default page (100) of three tags is the whole list
    expect(linkParam((await w.call(w.token.carol!, 'GET', '/api/v1/followed_tags')).link, 'next')).toBeNull();
    const past = await w.call(
      w.token.carol!,
      'GET',
      `/api/v1/followed_tags?limit=3&max_id=${linkParam(full.link, 'next')}`,
    );
    expect(past.body).toEqual([]);
    expect(past.link).toBeNull();
    w.expectContract();
  });
});

describe('featuring a tag', () => {
  it("shows it on the viewer's profile only, and unfeaturing takes it off", async () => {
    const w = world();
    const { alice, bob } = w.acc;
    tagged(w, alice!, 2 * DAY, ['Birds']);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/tags/birds/feature')).body.featuring).toBe(true);
    expect(featuredTagsOf(w.db, alice!)).toEqual([
      expect.objectContaining({ name: 'Birds', statuses_count: '1', last_status_at: expect.any(String) }),
    ]);
    expect(featuredTagsOf(w.db, bob!)).toEqual([]);
    expect((await w.call(w.token.bob!, 'GET', '/api/v1/tags/birds')).body.featuring).toBe(false);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/tags/Birds/unfeature')).body.featuring).toBe(false);
    expect(featuredTagsOf(w.db, alice!)).toEqual([]);
    w.expectContract();
  });

  it('refuses an eleventh featured tag with 422, while featuring one already featured is fine', async () => {
    const w = world();
    for (let i = 0; i < 10; i += 1) {
      expect((await w.call(w.token.alice!, 'POST', `/api/v1/tags/tag${i}/feature`)).status).toBe(200);
    }
    const refused = await w.call(w.token.alice!, 'POST', '/api/v1/tags/eleventh/feature');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/maximum number of hashtags/);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/tags/TAG3/feature')).body.featuring).toBe(true);
    expect(featuredTagsOf(w.db, w.acc.alice!)).toHaveLength(10);
    // another account has its own ten
    expect((await w.call(w.token.bob!, 'POST', '/api/v1/tags/eleventh/feature')).status).toBe(200);
    w.expectContract();
  });
});

describe('trending tags', () => {
  it('carry 7 days of history, newest first, counting posts and their accounts per day', async () => {
    const w = world();
    const { bob, carol } = w.acc;
    w.post(bob!, 'today', HOUR, { tags: ['birds'] });
    w.post(carol!, 'today too', 2 * HOUR, { tags: ['birds'] });
    w.post(bob!, 'again today', 3 * HOUR, { tags: ['birds'] });
    w.post(bob!, 'two days ago', 2 * DAY + HOUR, { tags: ['birds'] });
    const [birds] = (await w.call(null, 'GET', '/api/v1/trends/tags')).body;
    expect(birds.name).toBe('birds');
    const days = birds.history.map((d: any) => Number(d.day));
    expect(days).toEqual([...days].sort((a, b) => b - a));
    const today = birds.history.find((d: any) => d.uses === '3');
    expect(today).toMatchObject({ accounts: '2' });
    expect(birds.history.reduce((sum: number, d: any) => sum + Number(d.uses), 0)).toBe(4);
    w.expectContract();
  });
});
