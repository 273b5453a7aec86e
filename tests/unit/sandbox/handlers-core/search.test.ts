import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
let alice: string;
let bob: string;
let grace: string;
beforeAll(async () => {
  h = startHarness();
  alice = await h.signIn('alice');
  bob = await h.signIn('bob');
  grace = await h.signIn('grace');
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

const db = () => h.sandbox.db;
const id = (acct: string) => h.accountId(acct);
const search = (token: string | null, query: Record<string, string>) =>
  h.call(token, 'GET', `/api/v2/search?${new URLSearchParams(query)}`);
const statusIds = async (token: string | null, q: string) =>
  ((await search(token, { q, type: 'statuses', limit: '40' })).body.statuses as Array<{ id: string }>).map((s) => s.id);
const create = async (token: string, body: Record<string, unknown>) =>
  (await h.call(token, 'POST', '/api/v1/statuses', body)).body as { id: string; url: string; uri: string };

describe('GET /api/v2/search', () => {
  it('finds accounts by name and hashtags by prefix, each with its limit', async () => {
    const answer = await search(alice, { q: 'car', limit: '4' });
    expect(answer.body.accounts[0].username).toBe('carol');
    expect(answer.body.accounts.length).toBeLessThanOrEqual(4);
    await create(bob, { status: 'talking about #Swallowtail butterflies', visibility: 'public' });
    const tags = await search(alice, { q: '#swallowt', type: 'hashtags', limit: '4', exclude_unreviewed: 'true' });
    expect(tags.body.hashtags[0].name.toLowerCase()).toBe('swallowtail');
    expect(tags.body.accounts).toEqual([]);
    expect(tags.body.statuses).toEqual([]);
  });

  it('honours searchability: public by anyone signed in, private by followers, direct and limited by the audience', async () => {
    const word = 'zebrafinch';
    db().follows.delete(id('grace'), id('bob'));
    db().follows.set(id('alice'), id('bob'), { reblogs: true, notify: false, languages: null });
    const open = await create(bob, { status: `${word} open`, visibility: 'public', searchability: 'public' });
    const followers = await create(bob, {
      status: `${word} followers`,
      visibility: 'public',
      searchability: 'private',
    });
    const direct = await create(bob, {
      status: `${word} @alice direct`,
      visibility: 'public',
      searchability: 'direct',
    });
    const limited = await create(bob, { status: `${word} limited`, visibility: 'public', searchability: 'limited' });
    expect(new Set(await statusIds(bob, word))).toEqual(new Set([open.id, followers.id, direct.id, limited.id]));
    expect(new Set(await statusIds(alice, word))).toEqual(new Set([open.id, followers.id, direct.id]));
    expect(await statusIds(grace, word)).toEqual([open.id]);
    expect(await statusIds(null, word)).toEqual([]);
  });

  it('every word must appear; account_id narrows to one author; offset pages', async () => {
    const first = await create(grace, { status: 'kingfisher river dawn', visibility: 'public' });
    const second = await create(bob, { status: 'kingfisher river dusk', visibility: 'public' });
    await create(bob, { status: 'kingfisher only', visibility: 'public' });
    expect(await statusIds(alice, 'kingfisher river')).toEqual([second.id, first.id]);
    const byGrace = await search(alice, { q: 'kingfisher', type: 'statuses', account_id: id('grace') });
    expect(byGrace.body.statuses.map((s: { id: string }) => s.id)).toEqual([first.id]);
    const paged = await search(alice, { q: 'kingfisher', type: 'statuses', limit: '1', offset: '1' });
    expect(paged.body.statuses.map((s: { id: string }) => s.id)).toEqual([second.id]);
  });

  it('resolves the URL of a local status or account', async () => {
    const s = await create(grace, { status: 'find me by url', visibility: 'public' });
    const byUrl = await search(alice, { q: s.url, resolve: 'true', limit: '1' });
    expect(byUrl.body.statuses.map((x: { id: string }) => x.id)).toEqual([s.id]);
    const byUri = await search(alice, { q: s.uri, resolve: 'true' });
    expect(byUri.body.statuses[0].id).toBe(s.id);
    const profile = await search(alice, { q: 'http://sandbox.test/@carol', resolve: 'true' });
    expect(profile.body.accounts.map((a: { username: string }) => a.username)).toEqual(['carol']);
    const unknown = await search(alice, { q: 'https://nowhere.example/@x/1', resolve: 'true' });
    expect(unknown.body).toEqual({ accounts: [], statuses: [], hashtags: [] });
  });

  it('following=true keeps followed accounts; signed-out resolve or offset is 401; a blank query is 400', async () => {
    const followed = await search(alice, { q: 'r', type: 'accounts', following: 'true', limit: '40' });
    expect(followed.body.accounts.length).toBeGreaterThan(0);
    for (const account of followed.body.accounts) expect(db().follows.has(id('alice'), account.id)).toBe(true);
    expect((await search(null, { q: 'carol', resolve: 'true' })).status).toBe(401);
    expect((await search(null, { q: 'carol', offset: '10' })).status).toBe(401);
    expect((await search(null, { q: 'carol' })).body.accounts[0].username).toBe('carol');
    expect((await search(alice, { q: '  ' })).status).toBe(400);
  });
});
