import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

/**
 * GET /api/v2/search as the search screen uses it: the type filter, limit and offset paging, resolving a web
 * address of a seeded post or profile, and what a signed-out reader may ask (as on Mastodon: no offset at all, not
 * even 0, no resolve, and no post search).
 */
let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = startHarness();
  alice = await h.signIn('alice');
  bob = await h.signIn('bob');
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

const search = (token: string | null, query: Record<string, string>) =>
  h.call(token, 'GET', `/api/v2/search?${new URLSearchParams(query)}`);
const create = async (token: string, status: string) =>
  (await h.call(token, 'POST', '/api/v1/statuses', { status, visibility: 'public' })).body as {
    id: string;
    url: string;
  };
const idsOf = (items: Array<{ id: string }>) => items.map((item) => item.id);

describe('GET /api/v2/search paging and filters', () => {
  it('a type answers only that type; limit caps each type; offset pages through one type', async () => {
    for (let i = 0; i < 5; i += 1) await create(bob, `heronry note ${i}`);
    const all = (await search(alice, { q: 'heronry', type: 'statuses', limit: '40' })).body;
    expect(all.statuses).toHaveLength(5);
    expect(all.accounts).toEqual([]);
    expect(all.hashtags).toEqual([]);
    const first = (await search(alice, { q: 'heronry', type: 'statuses', limit: '2', offset: '0' })).body;
    const second = (await search(alice, { q: 'heronry', type: 'statuses', limit: '2', offset: '2' })).body;
    const last = (await search(alice, { q: 'heronry', type: 'statuses', limit: '2', offset: '4' })).body;
    expect([...idsOf(first.statuses), ...idsOf(second.statuses), ...idsOf(last.statuses)]).toEqual(idsOf(all.statuses));
    expect(last.statuses).toHaveLength(1);
  });

  it('offset counts only with a type: without one every type starts at the top', async () => {
    const paged = (await search(alice, { q: 'heronry', offset: '3', limit: '2' })).body;
    const top = (await search(alice, { q: 'heronry', limit: '2' })).body;
    expect(idsOf(paged.statuses)).toEqual(idsOf(top.statuses));
  });

  it('a web address of a seeded post or profile resolves to it with resolve, for its own type only', async () => {
    const post = await create(bob, 'resolve this post');
    const byUrl = (await search(alice, { q: post.url, resolve: 'true', limit: '1' })).body;
    expect(idsOf(byUrl.statuses)).toEqual([post.id]);
    expect(byUrl.accounts).toEqual([]);
    const profile = (await search(alice, { q: `${h.sandbox.db.origin}/@carol`, resolve: 'true', limit: '1' })).body;
    expect(profile.accounts.map((a: { username: string }) => a.username)).toEqual(['carol']);
    const wrongType = (await search(alice, { q: post.url, resolve: 'true', type: 'accounts' })).body;
    expect(wrongType).toEqual({ accounts: [], statuses: [], hashtags: [] });
    const paged = (await search(alice, { q: post.url, resolve: 'true', type: 'statuses', offset: '1' })).body;
    expect(paged.statuses).toEqual([]);
  });

  it('without resolve a web address is an ordinary query: nothing is looked up', async () => {
    const post = await create(bob, 'not resolved');
    const plain = (await search(alice, { q: post.url })).body;
    expect(idsOf(plain.statuses)).not.toContain(post.id);
    expect(plain.accounts).toEqual([]);
  });

  it('the shape of a query picks the types: #tag finds no accounts, @name no hashtags and no posts', async () => {
    await create(bob, '#Marshland walk with carol');
    const tag = (await search(alice, { q: '#marshland' })).body;
    expect(tag.accounts).toEqual([]);
    expect(tag.statuses).toEqual([]);
    expect(tag.hashtags.map((t: { name: string }) => t.name.toLowerCase())).toEqual(['marshland']);
    const name = (await search(alice, { q: '@carol' })).body;
    expect(name.accounts[0].username).toBe('carol');
    expect(name.hashtags).toEqual([]);
    expect(name.statuses).toEqual([]);
  });

  it('signed out: any offset (even 0) and resolve are 401; posts are never found; accounts and hashtags are', async () => {
    expect((await search(null, { q: 'carol', type: 'accounts', offset: '0' })).status).toBe(401);
    expect((await search(null, { q: 'carol', resolve: 'true' })).status).toBe(401);
    const open = await search(null, { q: 'heronry', type: 'statuses', limit: '10' });
    expect(open.status).toBe(200);
    expect(open.body.statuses).toEqual([]);
    const accounts = await search(null, { q: 'carol', type: 'accounts', limit: '10' });
    expect(accounts.body.accounts[0].username).toBe('carol');
  });
});
