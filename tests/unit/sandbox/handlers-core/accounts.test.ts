import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodePng, renderPicture } from '../../../../sandbox/media-files';
import { startHarness, type Answer, type Harness } from './harness';

let h: Harness;
let alice: string;
let grace: string;
let newbie: string;
let carol: string;
beforeAll(async () => {
  h = startHarness();
  alice = await h.signIn('alice');
  grace = await h.signIn('grace');
  newbie = await h.signIn('newbie');
  carol = await h.signIn('carol');
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

const id = (acct: string) => h.accountId(acct);
const db = () => h.sandbox.db;

function png(width = 12, height = 8): File {
  return new File([encodePng(renderPicture(7, width, height), width, height) as BlobPart], 'picture.png', {
    type: 'image/png',
  });
}

/** Follows the next-link chain, collecting ids. */
async function collect(token: string | null, path: string): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null = path;
  for (let guard = 0; next && guard < 50; guard += 1) {
    const page: Answer<Array<{ id: string }>> = await h.call(token, 'GET', next);
    expect(page.status).toBe(200);
    ids.push(...page.body.map((a) => a.id));
    const match = /<([^>]+)>; rel="next"/.exec(page.link ?? '');
    next = match && page.body.length > 0 ? match[1]!.replace('http://sandbox.test', '') : null;
  }
  return ids;
}

describe('reading accounts', () => {
  it('gets an account by id and 404s for an unknown one', async () => {
    const bob = await h.call(null, 'GET', `/api/v1/accounts/${id('bob')}`);
    expect(bob.body).toMatchObject({ username: 'bob', acct: 'bob' });
    expect((await h.call(null, 'GET', '/api/v1/accounts/999999')).status).toBe(404);
  });

  it('looks up by acct (local, @-prefixed, remote) and 404s for an unknown acct', async () => {
    expect((await h.call(null, 'GET', '/api/v1/accounts/lookup?acct=carol')).body.id).toBe(id('carol'));
    expect((await h.call(null, 'GET', '/api/v1/accounts/lookup?acct=%40lisa%40mastodon.example')).body.acct).toBe(
      'lisa@mastodon.example',
    );
    expect((await h.call(null, 'GET', '/api/v1/accounts/lookup?acct=carol%40sandbox.test')).body.id).toBe(id('carol'));
    const missing = await h.call(null, 'GET', '/api/v1/accounts/lookup?acct=nobody_here');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBeTruthy();
  });
});

describe('follow, unfollow and follow requests', () => {
  it('following an unlocked account follows at once and notifies it', async () => {
    db().follows.delete(id('newbie'), id('grace'));
    const before = db().notifications.size;
    const answer = await h.call(newbie, 'POST', `/api/v1/accounts/${id('grace')}/follow`, {
      reblogs: false,
      notify: true,
      languages: ['en'],
    });
    expect(answer.body).toMatchObject({
      id: id('grace'),
      following: true,
      requested: false,
      showing_reblogs: false,
      notifying: true,
      languages: ['en'],
    });
    const created = [...db().notifications.values()].slice(before);
    expect(created).toContainEqual(
      expect.objectContaining({ account_id: id('grace'), type: 'follow', from_account_id: id('newbie') }),
    );
    const again = await h.call(newbie, 'POST', `/api/v1/accounts/${id('grace')}/follow`, { reblogs: true });
    expect(again.body).toMatchObject({ following: true, showing_reblogs: true, notifying: true });
    const un = await h.call(newbie, 'POST', `/api/v1/accounts/${id('grace')}/unfollow`);
    expect(un.body.following).toBe(false);
  });

  it('following a locked account makes a request the owner can authorize or reject', async () => {
    db().follows.delete(id('grace'), id('carol'));
    db().followRequests.delete(id('grace'), id('carol'));
    const answer = await h.call(grace, 'POST', `/api/v1/accounts/${id('carol')}/follow`);
    expect(answer.body).toMatchObject({ following: false, requested: true });
    expect(
      [...db().notifications.values()].some(
        (n) => n.account_id === id('carol') && n.type === 'follow_request' && n.from_account_id === id('grace'),
      ),
    ).toBe(true);
    const requests = await collect(carol, '/api/v1/follow_requests?limit=2');
    expect(requests).toContain(id('grace'));
    expect(new Set(requests).size).toBe(requests.length);
    const authorized = await h.call(carol, 'POST', `/api/v1/follow_requests/${id('grace')}/authorize`);
    expect(authorized.body).toMatchObject({ id: id('grace'), followed_by: true, requested_by: false });
    expect((await h.call(grace, 'GET', `/api/v1/accounts/relationships?id[]=${id('carol')}`)).body[0].following).toBe(
      true,
    );
    expect((await h.call(carol, 'POST', `/api/v1/follow_requests/${id('grace')}/authorize`)).status).toBe(404);

    db().follows.delete(id('bob'), id('carol'));
    db().followRequests.set(id('bob'), id('carol'), { reblogs: true, notify: false, languages: null });
    const rejected = await h.call(carol, 'POST', `/api/v1/follow_requests/${id('bob')}/reject`);
    expect(rejected.body).toMatchObject({ followed_by: false, requested_by: false });
  });

  it('refuses to follow oneself or a blocker, and needs a token', async () => {
    expect((await h.call(grace, 'POST', `/api/v1/accounts/${id('grace')}/follow`)).status).toBe(403);
    expect((await h.call(alice, 'POST', `/api/v1/accounts/${id('grumpy@social.example.org')}/follow`)).status).toBe(
      403,
    );
    expect((await h.call(null, 'POST', `/api/v1/accounts/${id('bob')}/follow`)).status).toBe(401);
    expect((await h.call(grace, 'POST', '/api/v1/accounts/424242/follow')).status).toBe(404);
  });
});

describe('block, mute, endorse, note, remove from followers', () => {
  it('block removes follows both ways; unblock lifts it', async () => {
    db().follows.set(id('newbie'), id('olivia'), { reblogs: true, notify: false, languages: null });
    db().follows.set(id('olivia'), id('newbie'), { reblogs: true, notify: false, languages: null });
    const blocked = await h.call(newbie, 'POST', `/api/v1/accounts/${id('olivia')}/block`);
    expect(blocked.body).toMatchObject({ blocking: true, following: false, followed_by: false });
    expect((await h.call(newbie, 'POST', `/api/v1/accounts/${id('olivia')}/unblock`)).body.blocking).toBe(false);
  });

  it('mute takes notifications and a duration; unmute lifts it', async () => {
    const muted = await h.call(newbie, 'POST', `/api/v1/accounts/${id('olivia')}/mute`, {
      notifications: false,
      duration: 3600,
    });
    expect(muted.body).toMatchObject({ muting: true, muting_notifications: false });
    expect(Date.parse(muted.body.muting_expires_at)).toBe(h.clock.now + 3_600_000);
    const forever = await h.call(
      newbie,
      'POST',
      `/api/v1/accounts/${id('olivia')}/mute`,
      new URLSearchParams({ notifications: 'true' }),
    );
    expect(forever.body).toMatchObject({ muting: true, muting_notifications: true, muting_expires_at: null });
    expect((await h.call(newbie, 'POST', `/api/v1/accounts/${id('olivia')}/unmute`)).body.muting).toBe(false);
  });

  it('pin (endorse) needs a follow; unpin; the endorsements list shows it', async () => {
    db().follows.delete(id('newbie'), id('olivia'));
    expect((await h.call(newbie, 'POST', `/api/v1/accounts/${id('olivia')}/pin`)).status).toBe(422);
    await h.call(newbie, 'POST', `/api/v1/accounts/${id('olivia')}/follow`);
    expect((await h.call(newbie, 'POST', `/api/v1/accounts/${id('olivia')}/pin`)).body.endorsed).toBe(true);
    const endorsed = await h.call(null, 'GET', `/api/v1/accounts/${id('newbie')}/endorsements`);
    expect(endorsed.body.map((a: { id: string }) => a.id)).toContain(id('olivia'));
    expect((await h.call(newbie, 'POST', `/api/v1/accounts/${id('olivia')}/unpin`)).body.endorsed).toBe(false);
  });

  it('note stores a comment, an empty one clears it', async () => {
    expect(
      (await h.call(grace, 'POST', `/api/v1/accounts/${id('bob')}/note`, { comment: 'coffee friend' })).body.note,
    ).toBe('coffee friend');
    expect((await h.call(grace, 'POST', `/api/v1/accounts/${id('bob')}/note`, { comment: '' })).body.note).toBe('');
  });

  it('remove_from_followers drops the follow of the target', async () => {
    db().follows.set(id('olivia'), id('grace'), { reblogs: true, notify: false, languages: null });
    const answer = await h.call(grace, 'POST', `/api/v1/accounts/${id('olivia')}/remove_from_followers`);
    expect(answer.body.followed_by).toBe(false);
    expect(db().follows.has(id('olivia'), id('grace'))).toBe(false);
  });
});

describe('relationships and familiar followers', () => {
  it('answers every id[] and hides suspended accounts unless with_suspended', async () => {
    const ids = [id('bob'), id('carol'), id('cheap_pills@spam.example')];
    const query = ids.map((x) => `id[]=${x}`).join('&');
    const plain = await h.call(alice, 'GET', `/api/v1/accounts/relationships?${query}`);
    expect(plain.body.map((r: { id: string }) => r.id)).toEqual([id('bob'), id('carol')]);
    expect(plain.body[0]).toMatchObject({ following: true, followed_by: true, endorsed: true, notifying: true });
    const all = await h.call(alice, 'GET', `/api/v1/accounts/relationships?${query}&with_suspended=true`);
    expect(all.body.map((r: { id: string }) => r.id)).toEqual(ids);
    expect(all.body[2].blocking).toBe(true);
    expect((await h.call(null, 'GET', `/api/v1/accounts/relationships?${query}`)).status).toBe(401);
  });

  it('familiar_followers lists followers of each target that the viewer follows, none for one hiding them', async () => {
    const answer = await h.call(
      alice,
      'GET',
      `/api/v1/accounts/familiar_followers?id[]=${id('carol')}&id[]=${id('grace')}`,
    );
    expect(answer.body.map((r: { id: string }) => r.id)).toEqual([id('carol'), id('grace')]);
    // carol hides her collections (Mastodon's hide_collections): her followers are not told
    expect(db().accounts.get(id('carol'))!.hide_collections).toBe(true);
    expect(answer.body[0].accounts).toEqual([]);
    const forGrace = answer.body[1].accounts.map((a: { id: string }) => a.id) as string[];
    for (const followerId of forGrace) {
      expect(db().follows.has(followerId, id('grace'))).toBe(true);
      expect(db().follows.has(id('alice'), followerId)).toBe(true);
    }
    const expected = db()
      .follows.sources(id('grace'))
      .filter(
        (f) =>
          f !== id('alice') &&
          db().follows.has(id('alice'), f) &&
          !db().accounts.get(f)!.hide_collections &&
          !db().accounts.get(f)!.suspended,
      );
    expect(forGrace.length).toBeGreaterThan(0);
    expect(new Set(forGrace)).toEqual(new Set(expected));
  });
});

describe('followers and following', () => {
  it('pages with Link headers through every follower', async () => {
    const all = await collect(null, `/api/v1/accounts/${id('alice')}/followers?limit=3`);
    const expected = db()
      .follows.sources(id('alice'))
      .filter((f) => !db().accounts.get(f)!.suspended);
    expect(new Set(all)).toEqual(new Set(expected));
    expect(all).toHaveLength(expected.length);
    const following = await collect(null, `/api/v1/accounts/${id('alice')}/following?limit=5`);
    expect(following).toHaveLength(
      db()
        .follows.targets(id('alice'))
        .filter((f) => !db().accounts.get(f)!.suspended).length,
    );
  });

  it('hides the collections of an account that hides them, except from itself', async () => {
    expect((await h.call(grace, 'GET', `/api/v1/accounts/${id('carol')}/followers`)).body).toEqual([]);
    expect((await h.call(carol, 'GET', `/api/v1/accounts/${id('carol')}/followers`)).body.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/accounts/:id/statuses', () => {
  it('honours exclude_replies, exclude_reblogs, tagged, only_media, pinned, limit and max_id', async () => {
    const post = async (body: Record<string, unknown>) => (await h.call(grace, 'POST', '/api/v1/statuses', body)).body;
    const root = await post({ status: 'Thread start #gardening', visibility: 'public' });
    const selfReply = await post({ status: 'continued', in_reply_to_id: root.id, visibility: 'public' });
    const otherRoot = [...db().statuses.values()].find(
      (s) => s.account_id === id('bob') && s.visibility === 'public' && !s.reblog_of_id && !s.deleted,
    )!;
    const reply = await post({ status: '@bob nice', in_reply_to_id: otherRoot.id, visibility: 'public' });
    const boost = (await h.call(grace, 'POST', `/api/v1/statuses/${otherRoot.id}/reblog`)).body;
    const upload = await h.call(
      grace,
      'POST',
      '/api/v2/media',
      (() => {
        const f = new FormData();
        f.append('file', png());
        return f;
      })(),
    );
    const media = await post({ status: 'picture', media_ids: [upload.body.id], visibility: 'public' });
    await h.call(grace, 'POST', `/api/v1/statuses/${root.id}/pin`);
    const path = `/api/v1/accounts/${id('grace')}/statuses`;
    const ids = async (query: string) =>
      ((await h.call(grace, 'GET', `${path}?${query}`)).body as Array<{ id: string }>).map((s) => s.id);

    const all = await ids('limit=40');
    expect(all.slice(0, 5)).toEqual([media.id, boost.id, reply.id, selfReply.id, root.id]);
    const noReplies = await ids('exclude_replies=true&limit=40');
    expect(noReplies).toContain(selfReply.id);
    expect(noReplies).not.toContain(reply.id);
    expect(await ids('exclude_reblogs=true&limit=40')).not.toContain(boost.id);
    expect(await ids('tagged=gardening')).toEqual(expect.arrayContaining([root.id]));
    expect((await ids('tagged=gardening')).every((s) => db().statuses.get(s)!.tags.includes('gardening'))).toBe(true);
    const onlyMedia = await ids('only_media=true&limit=40');
    expect(onlyMedia[0]).toBe(media.id);
    expect(onlyMedia.every((s) => db().statuses.get(s)!.media_ids.length > 0)).toBe(true);
    const pinned = await ids('pinned=true');
    expect(pinned).toContain(root.id);
    expect(pinned.every((s) => db().statuses.get(s)!.pinned)).toBe(true);
    expect(await ids(`max_id=${reply.id}&limit=2`)).toEqual([selfReply.id, root.id]);
    expect((await ids('limit=100')).length).toBeLessThanOrEqual(40);
    const first = await h.call(grace, 'GET', `${path}?limit=2`);
    expect(first.link).toMatch(/rel="next"/);
  });

  it('shows only what the viewer may see', async () => {
    const secret = (
      await h.call(grace, 'POST', '/api/v1/statuses', { status: 'followers only', visibility: 'private' })
    ).body;
    const seen = async (token: string | null) =>
      (
        (await h.call(token, 'GET', `/api/v1/accounts/${id('grace')}/statuses?limit=40`)).body as Array<{ id: string }>
      ).map((s) => s.id);
    expect(await seen(grace)).toContain(secret.id);
    expect(await seen(null)).not.toContain(secret.id);
  });
});

describe('PATCH /api/v1/accounts/update_credentials', () => {
  it('takes multipart profile fields and images and returns the credential account', async () => {
    const form = new FormData();
    form.append('display_name', 'Newbie :blobcat:');
    form.append('note', 'Hello <b>world</b> #intro');
    form.append('avatar', png(20, 20));
    form.append('header', png(30, 10));
    form.append('discoverable', 'false');
    form.append('indexable', 'true');
    form.append('locked', 'false');
    form.append('fields_attributes[0][name]', 'Site');
    form.append('fields_attributes[0][value]', 'https://newbie.example');
    form.append('fields_attributes[1][name]', 'Pronouns');
    form.append('fields_attributes[1][value]', 'they/them');
    form.append('source[privacy]', 'unlisted');
    const answer = await h.call(newbie, 'PATCH', '/api/v1/accounts/update_credentials', form);
    expect(answer.status).toBe(200);
    const me = answer.body;
    expect(me.display_name).toBe('Newbie :blobcat:');
    expect(me.emojis.map((e: { shortcode: string }) => e.shortcode)).toContain('blobcat');
    expect(me.note).toContain('Hello &lt;b&gt;world&lt;/b&gt;');
    expect(me.note).toContain('class="mention hashtag"');
    expect(me.source.note).toBe('Hello <b>world</b> #intro');
    expect(me.discoverable).toBe(false);
    expect(me.indexable).toBe(true);
    expect(me.fields.map((f: { name: string }) => f.name)).toEqual(['Site', 'Pronouns']);
    expect(me.fields[0].value).toContain('href="https://newbie.example"');
    expect(me.source.privacy).toBe('unlisted');
    expect(me.avatar).toMatch(/^http:\/\/sandbox\.test\/system\/media\/uploads\//);
    const avatar = await fetch(me.avatar);
    expect(avatar.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await avatar.arrayBuffer()).slice(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
  });

  it('refuses a display name over 30 characters with 422', async () => {
    const answer = await h.call(newbie, 'PATCH', '/api/v1/accounts/update_credentials', {
      display_name: 'x'.repeat(31),
    });
    expect(answer.status).toBe(422);
  });
});

describe('GET /api/v1/accounts/search', () => {
  it('finds by username prefix, limits, and filters to followed accounts', async () => {
    const found = await h.call(alice, 'GET', '/api/v1/accounts/search?q=car&limit=4');
    expect(found.body[0].username).toBe('carol');
    expect(found.body.length).toBeLessThanOrEqual(4);
    const exact = await h.call(
      alice,
      'GET',
      '/api/v1/accounts/search?q=%40yuki%40xn--r8jz45g.xn--zckzah&resolve=false',
    );
    expect(exact.body[0].acct).toBe('yuki@xn--r8jz45g.xn--zckzah');
    const following = await h.call(alice, 'GET', '/api/v1/accounts/search?q=o&following=true&limit=40');
    expect(following.body.length).toBeGreaterThan(0);
    for (const account of following.body) expect(db().follows.has(id('alice'), account.id)).toBe(true);
    expect((await h.call(null, 'GET', '/api/v1/accounts/search?q=car')).status).toBe(401);
  });
});

describe("the viewer's collections containing an account", () => {
  it('lists, circles, antennas and exclude_antennas', async () => {
    const d = db();
    const target = id('bob');
    d.lists.set('9001', {
      id: '9001',
      account_id: id('alice'),
      title: 'Friends',
      exclusive: false,
      replies_policy: 'list',
      notify: false,
      favourite: true,
      member_ids: [target],
    });
    d.circles.set('9002', { id: '9002', account_id: id('alice'), title: 'Close', member_ids: [target] });
    const antenna = {
      id: '9003',
      account_id: id('alice'),
      title: 'Bob watch',
      list_id: null,
      stl: false,
      ltl: false,
      insert_feeds: false,
      with_media_only: false,
      ignore_reblog: false,
      favourite: true,
      account_ids: [target],
      exclude_account_ids: [],
      domains: [],
      exclude_domains: [],
      tags: [],
      exclude_tags: [],
      keywords: [],
      exclude_keywords: [],
    };
    d.antennas.set('9003', antenna);
    d.antennas.set('9004', { ...antenna, id: '9004', title: 'No bob', account_ids: [], exclude_account_ids: [target] });
    const get = async (what: string) =>
      ((await h.call(alice, 'GET', `/api/v1/accounts/${target}/${what}`)).body as Array<{ id: string }>).map(
        (x) => x.id,
      );
    expect(await get('lists')).toContain('9001');
    expect(await get('circles')).toContain('9002');
    expect(await get('antennas')).toContain('9003');
    expect(await get('exclude_antennas')).toEqual(expect.arrayContaining(['9004']));
    expect(await get('exclude_antennas')).not.toContain('9003');
    expect(
      (await h.call(grace, 'GET', `/api/v1/accounts/${target}/lists`)).body.map((l: { id: string }) => l.id),
    ).not.toContain('9001');
  });

  it('featured_tags lists the hashtags the account features', async () => {
    const tag = [...db().tags.values()][0]!;
    tag.featured_by.add(id('grace'));
    const answer = await h.call(null, 'GET', `/api/v1/accounts/${id('grace')}/featured_tags`);
    expect(answer.body.map((t: { name: string }) => t.name)).toContain(tag.name);
  });
});
