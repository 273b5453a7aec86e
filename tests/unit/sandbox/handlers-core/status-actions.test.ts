import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Answer, type Harness } from './harness';

let h: Harness;
let alice: string;
let bob: string;
let grace: string;
let newbie: string;
beforeAll(async () => {
  h = startHarness();
  alice = await h.signIn('alice');
  bob = await h.signIn('bob');
  grace = await h.signIn('grace');
  newbie = await h.signIn('newbie');
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

const db = () => h.sandbox.db;
const id = (acct: string) => h.accountId(acct);
const create = async (token: string, body: Record<string, unknown>) =>
  (await h.call(token, 'POST', '/api/v1/statuses', body)).body as { id: string };
const act = (token: string | null, statusId: string, action: string, body?: Record<string, unknown>) =>
  h.call(token, 'POST', `/api/v1/statuses/${statusId}/${action}`, body);
const newNotifications = (since: number) => [...db().notifications.values()].slice(since);

describe('reblog and unreblog', () => {
  it('boosts with the requested visibility, idempotently, notifying the author; unreblog removes it', async () => {
    const s = await create(alice, { status: 'boost me', visibility: 'public' });
    const before = db().notifications.size;
    const boost = await act(bob, s.id, 'reblog', { visibility: 'unlisted' });
    expect(boost.body).toMatchObject({ visibility: 'unlisted', reblog: { id: s.id, reblogged: true } });
    expect(newNotifications(before)).toContainEqual(
      expect.objectContaining({ type: 'reblog', account_id: id('alice'), from_account_id: id('bob') }),
    );
    const again = await act(bob, s.id, 'reblog');
    expect(again.body.id).toBe(boost.body.id);
    const un = await act(bob, s.id, 'unreblog');
    expect(un.body).toMatchObject({ id: s.id, reblogged: false, reblogs_count: 0 });
    expect(db().statuses.get(boost.body.id)!.deleted).toBe(true);
  });

  it("refuses to boost someone else's followers-only or direct post", async () => {
    const own = await create(bob, { status: 'mine', visibility: 'private' });
    expect((await act(bob, own.id, 'reblog')).body.visibility).toBe('private');
    const followersOnly = await create(alice, { status: 'followers', visibility: 'private' });
    expect((await act(bob, followersOnly.id, 'reblog')).status).toBe(403);
    const direct = await create(alice, { status: '@bob dm', visibility: 'direct' });
    expect((await act(bob, direct.id, 'reblog')).status).toBe(403);
  });
});

describe('favourite, bookmark, pin and conversation mute', () => {
  it('favourite notifies once and unfavourite clears the flag', async () => {
    const s = await create(alice, { status: 'fav me', visibility: 'public' });
    const before = db().notifications.size;
    expect((await act(bob, s.id, 'favourite')).body).toMatchObject({ favourited: true, favourites_count: 1 });
    await act(bob, s.id, 'favourite');
    expect(newNotifications(before).filter((n) => n.type === 'favourite' && n.status_id === s.id)).toHaveLength(1);
    expect((await act(bob, s.id, 'unfavourite')).body).toMatchObject({ favourited: false, favourites_count: 0 });
  });

  it('unfavourite takes its notification away: favouriting again leaves one from that account, counted once', async () => {
    const s = await create(alice, { status: 'fav me twice', visibility: 'public' });
    const favourites = () =>
      [...db().notifications.values()].filter((n) => n.type === 'favourite' && n.status_id === s.id);
    await act(bob, s.id, 'favourite');
    await act(grace, s.id, 'favourite');
    const first = favourites().find((n) => n.from_account_id === id('bob'))!;
    await act(bob, s.id, 'unfavourite');
    expect(favourites().map((n) => n.from_account_id)).toEqual([id('grace')]);
    await act(bob, s.id, 'favourite');
    expect(
      favourites()
        .map((n) => n.from_account_id)
        .sort(),
    ).toEqual([id('bob'), id('grace')].sort());
    expect(favourites().find((n) => n.from_account_id === id('bob'))!.id).not.toBe(first.id);
    const grouped = await h.call(alice, 'GET', '/api/v2/notifications?types[]=favourite');
    const group = grouped.body.notification_groups.find((g: { status_id?: string }) => g.status_id === s.id);
    expect(group).toMatchObject({ notifications_count: 2 });
    expect(group.sample_account_ids).toEqual([id('bob'), id('grace')]);
  });

  it('bookmark and unbookmark', async () => {
    const s = await create(alice, { status: 'keep', visibility: 'public' });
    expect((await act(bob, s.id, 'bookmark')).body.bookmarked).toBe(true);
    expect((await act(bob, s.id, 'unbookmark')).body.bookmarked).toBe(false);
  });

  it('pins own public posts only, at most five', async () => {
    for (const s of db().statuses.values()) if (s.account_id === id('newbie')) s.pinned = false;
    const mine = await create(newbie, { status: 'pin me', visibility: 'public' });
    expect((await act(newbie, mine.id, 'pin')).body.pinned).toBe(true);
    const others = await create(alice, { status: 'not yours', visibility: 'public' });
    expect((await act(newbie, others.id, 'pin')).status).toBe(422);
    const dm = await create(newbie, { status: '@alice dm', visibility: 'direct' });
    expect((await act(newbie, dm.id, 'pin')).status).toBe(422);
    for (let i = 0; i < 4; i += 1)
      await act(newbie, (await create(newbie, { status: `p${i}`, visibility: 'public' })).id, 'pin');
    const sixth = await create(newbie, { status: 'sixth', visibility: 'public' });
    expect((await act(newbie, sixth.id, 'pin')).status).toBe(422);
    expect((await act(newbie, mine.id, 'unpin')).body.pinned).toBe(false);
  });

  it('mute and unmute the conversation', async () => {
    const root = await create(alice, { status: 'thread', visibility: 'public' });
    const reply = await create(bob, { status: 'reply', in_reply_to_id: root.id, visibility: 'public' });
    expect((await act(alice, reply.id, 'mute')).body.muted).toBe(true);
    expect((await h.call(alice, 'GET', `/api/v1/statuses/${root.id}`)).body.muted).toBe(true);
    expect((await act(alice, root.id, 'unmute')).body.muted).toBe(false);
  });

  it('needs a token and a visible post', async () => {
    const s = await create(alice, { status: 'x', visibility: 'public' });
    expect((await act(null, s.id, 'favourite')).status).toBe(401);
    db().follows.delete(id('newbie'), id('alice'));
    const secret = await create(alice, { status: 'followers', visibility: 'private' });
    expect((await act(newbie, secret.id, 'favourite')).status).toBe(404);
  });
});

describe('translate and quote revocation', () => {
  it('translates deterministically into the requested language', async () => {
    const s = await create(alice, {
      status: 'Bonjour <tout> le monde',
      visibility: 'public',
      language: 'fr',
      spoiler_text: 'salut',
    });
    const answer = await act(bob, s.id, 'translate', { lang: 'ja' });
    expect(answer.body).toEqual(
      expect.objectContaining({
        content: '<p>[ja] Bonjour &lt;tout&gt; le monde</p>',
        spoiler_text: '[ja] salut',
        language: 'ja',
        detected_source_language: 'fr',
        provider: 'Sandbox Translate',
      }),
    );
    expect((await act(bob, s.id, 'translate', { lang: 'ja' })).body).toEqual(answer.body);
    const dm = await create(alice, { status: '@bob secret', visibility: 'direct' });
    expect((await act(bob, dm.id, 'translate', { lang: 'ja' })).status).toBe(403);
  });

  it('lets the quoted author revoke a quote', async () => {
    const quoted = await create(alice, { status: 'quote me', visibility: 'public' });
    const quote = await create(bob, { status: 'quoting', quoted_status_id: quoted.id });
    const stream = h.listen(bob, 'user');
    expect((await h.call(bob, 'POST', `/api/v1/statuses/${quoted.id}/quotes/${quote.id}/revoke`)).status).toBe(403);
    const answer = await h.call(alice, 'POST', `/api/v1/statuses/${quoted.id}/quotes/${quote.id}/revoke`);
    expect(answer.body).toMatchObject({ id: quote.id, quote: { state: 'revoked' } });
    expect(stream.some((m) => m.event === 'status.update' && m.payload.id === quote.id)).toBe(true);
    expect((await h.call(alice, 'GET', `/api/v1/statuses/${quoted.id}/quotes`)).body).toEqual([]);
  });
});

describe('emoji reactions', () => {
  it('adds and removes reactions, streaming emoji_reaction events and notifying the author', async () => {
    const s = await create(alice, { status: 'react', visibility: 'public' });
    const aliceStream = h.listen(alice, 'user');
    const before = db().notifications.size;
    const reacted = await act(bob, s.id, 'emoji_reactions', { emoji: '🎉' });
    expect(reacted.status).toBe(200);
    expect(reacted.body.emoji_reactions).toEqual([
      expect.objectContaining({ name: '🎉', count: 1, me: true, account_ids: [id('bob')] }),
    ]);
    const custom = await act(grace, s.id, 'emoji_reactions', { emoji: 'blobcat' });
    expect(custom.body.emoji_reactions[1]).toMatchObject({
      name: 'blobcat',
      count: 1,
      url: expect.stringMatching(/^http/),
    });
    const remote = await act(grace, s.id, 'emoji_reactions', { emoji: 'nyan@misskey.example' });
    expect(remote.body.emoji_reactions[2]).toMatchObject({ name: 'nyan', domain: 'misskey.example' });
    expect(newNotifications(before)).toContainEqual(
      expect.objectContaining({ type: 'emoji_reaction', emoji: { name: '🎉', domain: null } }),
    );
    expect(aliceStream).toContainEqual(
      expect.objectContaining({
        event: 'emoji_reaction',
        payload: expect.objectContaining({ name: '🎉', count: 1, status_id: s.id }),
      }),
    );
    const removed = await act(bob, s.id, 'emoji_unreaction', { emoji: '🎉' });
    expect(removed.body.emoji_reactions.map((r: { name: string }) => r.name)).toEqual(['blobcat', 'nyan']);
    expect(aliceStream.at(-1)).toMatchObject({
      event: 'emoji_reaction',
      payload: { name: '🎉', count: 0, status_id: s.id },
    });
  });

  it('allows three reactions per account on one post, the same one idempotently', async () => {
    const s = await create(alice, { status: 'many', visibility: 'public' });
    for (const emoji of ['👍', '❤️', '🔥'])
      expect((await act(bob, s.id, 'emoji_reactions', { emoji })).status).toBe(200);
    expect((await act(bob, s.id, 'emoji_reactions', { emoji: '👍' })).status).toBe(200);
    const fourth = await act(bob, s.id, 'emoji_reactions', { emoji: '👀' });
    expect(fourth.status).toBe(422);
    expect(fourth.body.error).toMatch(/at most 3/);
  });

  it('refuses unknown emoji, reactions the author blocks by policy, and invisible posts', async () => {
    const s = await create(alice, { status: 'policy', visibility: 'public' });
    expect((await act(bob, s.id, 'emoji_reactions', { emoji: 'no_such_emoji' })).status).toBe(422);
    expect((await act(bob, s.id, 'emoji_reactions', { emoji: 'hello' })).status).toBe(422);
    expect((await act(bob, s.id, 'emoji_reactions', { emoji: 'not an emoji!' })).status).toBe(422);
    const settings = db().accounts.get(id('alice'))!.other_settings;
    try {
      settings.emoji_reaction_policy = 'block';
      expect((await act(bob, s.id, 'emoji_reactions', { emoji: '👍' })).status).toBe(422);
      settings.emoji_reaction_policy = 'mutuals_only';
      db().follows.delete(id('alice'), id('newbie'));
      expect((await act(newbie, s.id, 'emoji_reactions', { emoji: '👍' })).status).toBe(422);
      expect((await act(bob, s.id, 'emoji_reactions', { emoji: '👍' })).status).toBe(200);
    } finally {
      settings.emoji_reaction_policy = 'allow';
    }
    db().follows.delete(id('newbie'), id('bob'));
    const secret = await create(bob, { status: 'followers', visibility: 'private' });
    expect((await act(newbie, secret.id, 'emoji_reactions', { emoji: '👍' })).status).toBe(404);
  });
});

describe('bookmarks, favourites and emoji_reactions lists', () => {
  async function collect(token: string, path: string): Promise<string[]> {
    const out: string[] = [];
    let next: string | null = path;
    while (next) {
      const page: Answer<Array<{ id: string }>> = await h.call(token, 'GET', next);
      out.push(...page.body.map((s) => s.id));
      const match = /<([^>]+)>; rel="next"/.exec(page.link ?? '');
      next = match && page.body.length > 0 ? match[1]!.replace('http://sandbox.test', '') : null;
    }
    return out;
  }

  it('list the statuses newest action first, paged by the next link', async () => {
    const posts = [];
    for (let i = 0; i < 5; i += 1) posts.push(await create(alice, { status: `item ${i}`, visibility: 'public' }));
    for (const s of posts) {
      await act(newbie, s.id, 'bookmark');
      await act(newbie, s.id, 'favourite');
      await act(newbie, s.id, 'emoji_reactions', { emoji: '👍' });
    }
    const newestFirst = posts.map((s) => s.id).reverse();
    for (const path of ['/api/v1/bookmarks', '/api/v1/favourites', '/api/v1/emoji_reactions']) {
      const all = await collect(newbie, `${path}?limit=2`);
      expect(all.slice(0, 5)).toEqual(newestFirst);
      expect(new Set(all).size).toBe(all.length);
    }
    expect((await h.call(null, 'GET', '/api/v1/bookmarks')).status).toBe(401);
  });
});
