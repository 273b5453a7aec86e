import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodePng, renderPicture } from '../../../../sandbox/media-files';
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
afterEach(() => {
  h.sandbox.ctx.options.mediaProcessingMs = 0;
  h.expectContract();
});

const db = () => h.sandbox.db;
const id = (acct: string) => h.accountId(acct);
const post = (token: string, body: Record<string, unknown> | URLSearchParams, headers?: Record<string, string>) =>
  h.call(token, 'POST', '/api/v1/statuses', body, headers);

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([encodePng(renderPicture(3, 8, 8), 8, 8) as BlobPart], 'p.png', { type: 'image/png' }));
  const answer = await h.call(token, 'POST', '/api/v2/media', form);
  return answer.body.id as string;
}

describe('POST /api/v1/statuses', () => {
  it('renders escaped HTML with links for mentions, hashtags and URLs, and lists them', async () => {
    const answer = await post(alice, {
      status:
        'Hi @bob and @yuki@xn--r8jz45g.xn--zckzah <script>x</script> #Swallow see https://example.com/a?b=1 :blobcat:',
      visibility: 'public',
    });
    expect(answer.status).toBe(200);
    const s = answer.body;
    expect(s.content).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(s.content).not.toContain('<script>');
    expect(s.content).toContain('<a href="http://sandbox.test/@bob" class="u-url mention">@<span>bob</span></a>');
    expect(s.content).toContain(
      'href="http://sandbox.test/tags/swallow" class="mention hashtag" rel="tag">#<span>Swallow</span></a>',
    );
    expect(s.content).toContain('<a href="https://example.com/a?b=1"');
    expect(s.mentions.map((m: { acct: string }) => m.acct)).toEqual(['bob', 'yuki@xn--r8jz45g.xn--zckzah']);
    expect(s.tags).toEqual([{ name: 'swallow', url: 'http://sandbox.test/tags/swallow' }]);
    expect(s.emojis.map((e: { shortcode: string }) => e.shortcode)).toEqual(['blobcat']);
    expect(s.card?.url).toBe('https://example.com/a?b=1');
    expect(s.account.username).toBe('alice');
  });

  it('notifies mentioned users and streams the update to followers', async () => {
    const bobHome = h.listen(bob, 'user');
    const publicStream = h.listen(null, 'public:local');
    const before = db().notifications.size;
    const s = (await post(alice, { status: '@bob look at this', visibility: 'public' })).body;
    const created = [...db().notifications.values()].slice(before);
    expect(created).toContainEqual(
      expect.objectContaining({ account_id: id('bob'), type: 'mention', status_id: s.id }),
    );
    expect(bobHome.some((m) => m.event === 'update' && m.payload.id === s.id)).toBe(true);
    expect(publicStream.some((m) => m.event === 'update' && m.payload.id === s.id)).toBe(true);
  });

  it('notifies followers who asked for it (status) and records direct conversations', async () => {
    db().follows.set(id('alice'), id('bob'), { reblogs: true, notify: true, languages: null });
    const before = db().notifications.size;
    const open = (await post(bob, { status: 'news from bob', visibility: 'public' })).body;
    expect([...db().notifications.values()].slice(before)).toContainEqual(
      expect.objectContaining({ type: 'status', account_id: id('alice'), status_id: open.id }),
    );
    const direct = h.listen(alice, 'direct');
    const dm = (await post(bob, { status: '@alice @grace just us', visibility: 'direct' })).body;
    const conversations = [...db().conversations.values()].filter((c) => c.last_status_id === dm.id);
    expect(conversations.map((c) => c.account_id).sort()).toEqual([id('alice'), id('bob'), id('grace')].sort());
    expect(conversations.find((c) => c.account_id === id('alice'))!.unread).toBe(true);
    expect(conversations.find((c) => c.account_id === id('bob'))!.unread).toBe(false);
    expect(direct).toContainEqual(
      expect.objectContaining({
        event: 'conversation',
        payload: expect.objectContaining({ last_status: expect.objectContaining({ id: dm.id }) }),
      }),
    );
    const reply = (await post(alice, { status: '@bob @grace ok', visibility: 'direct', in_reply_to_id: dm.id })).body;
    const aliceConversation = conversations.find((c) => c.account_id === id('alice'))!;
    expect(aliceConversation.last_status_id).toBe(reply.id);
    expect(aliceConversation.unread).toBe(false);
    expect(conversations.find((c) => c.account_id === id('bob'))!.unread).toBe(true);
  });

  it('returns the same status for a repeated Idempotency-Key within an hour, per user', async () => {
    const first = await post(alice, { status: 'once' }, { 'Idempotency-Key': 'k-1' });
    const count = db().statuses.size;
    const again = await post(alice, { status: 'once' }, { 'Idempotency-Key': 'k-1' });
    expect(again.body.id).toBe(first.body.id);
    expect(db().statuses.size).toBe(count);
    const other = await post(bob, { status: 'once' }, { 'Idempotency-Key': 'k-1' });
    expect(other.body.id).not.toBe(first.body.id);
    h.clock.now += 61 * 60 * 1000;
    const later = await post(alice, { status: 'once' }, { 'Idempotency-Key': 'k-1' });
    expect(later.body.id).not.toBe(first.body.id);
  });

  it.each([
    ['public', 'public', 'public'],
    ['unlisted', 'unlisted', 'unlisted'],
    ['private', 'private', 'private'],
    ['direct', 'direct', 'direct'],
    ['public_unlisted', 'public_unlisted', 'public'],
    ['login', 'login', 'public'],
  ])('visibility %s is stored as %s and sent as %s', async (visibility, ex, masked) => {
    const s = (await post(alice, { status: `@bob ${visibility}`, visibility })).body;
    expect(s.visibility_ex).toBe(ex);
    expect(s.visibility).toBe(masked);
    expect(s.limited_scope).toBeNull();
  });

  it('circle, limited, mutual and reply visibilities map to limited scopes, with 422 when incomplete', async () => {
    db().circles.set('7001', { id: '7001', account_id: id('alice'), title: 'Mine', member_ids: [id('bob')] });
    db().circles.set('7002', { id: '7002', account_id: id('bob'), title: 'Not mine', member_ids: [] });
    const circle = (await post(alice, { status: 'to my circle', visibility: 'circle', circle_id: '7001' })).body;
    expect(circle).toMatchObject({ visibility: 'private', visibility_ex: 'limited', limited_scope: 'circle' });
    expect((await h.call(bob, 'GET', `/api/v1/statuses/${circle.id}`)).status).toBe(200);
    expect((await h.call(grace, 'GET', `/api/v1/statuses/${circle.id}`)).status).toBe(404);
    expect((await post(alice, { status: 'x', visibility: 'circle' })).status).toBe(422);
    expect((await post(alice, { status: 'x', visibility: 'circle', circle_id: '7002' })).status).toBe(422);
    expect((await post(alice, { status: 'x', visibility: 'limited', circle_id: '7001' })).body.limited_scope).toBe(
      'circle',
    );
    expect((await post(alice, { status: 'x', visibility: 'limited' })).status).toBe(422);
    expect((await post(alice, { status: 'x', visibility: 'reply' })).status).toBe(422);
    const parent = (await post(bob, { status: 'parent', visibility: 'public' })).body;
    const reply = (await post(alice, { status: 'limited reply', visibility: 'reply', in_reply_to_id: parent.id })).body;
    expect(reply).toMatchObject({ visibility_ex: 'limited', limited_scope: 'reply', in_reply_to_id: parent.id });
    expect(
      (await post(alice, { status: 'x', visibility: 'limited', in_reply_to_id: parent.id })).body.limited_scope,
    ).toBe('reply');
    expect((await post(alice, { status: 'x', visibility: 'mutual' })).body).toMatchObject({
      visibility_ex: 'limited',
      limited_scope: 'mutual',
    });
    expect((await post(alice, { status: 'x', visibility: 'secret' })).status).toBe(422);
  });

  it('refuses empty, too long, too many media, bad polls, poll plus media and unknown media with 422', async () => {
    const expect422 = async (body: Record<string, unknown>) => {
      const answer = await post(alice, body);
      expect(answer.status).toBe(422);
      expect(typeof answer.body.error).toBe('string');
    };
    await expect422({ status: '   ' });
    await expect422({ status: 'x'.repeat(501) });
    expect((await post(alice, { status: `${'x'.repeat(470)} https://example.com/${'y'.repeat(100)}` })).status).toBe(
      200,
    );
    const media = await Promise.all([1, 2, 3, 4, 5].map(() => upload(alice)));
    await expect422({ status: 'five', media_ids: media });
    await expect422({ status: 'poll', poll: { options: ['only one'], expires_in: 3600 } });
    await expect422({ status: 'poll', poll: { options: ['a', 'b'], expires_in: 3600 }, media_ids: [media[0]] });
    await expect422({ status: 'ghost', media_ids: ['123456789'] });
    const bobsMedia = await upload(bob);
    await expect422({ status: 'not mine', media_ids: [bobsMedia] });
    const ok = await post(alice, { media_ids: media.slice(0, 4) });
    expect(ok.body.media_attachments).toHaveLength(4);
    await expect422({ status: 'reused', media_ids: [media[0]] });
  });

  it("refuses media that is still processing with Mastodon's text, and takes it once processed", async () => {
    h.sandbox.ctx.options.mediaProcessingMs = 60_000;
    const mediaId = await upload(alice);
    const refused = await post(alice, { status: 'processing', media_ids: [mediaId] });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: 'Cannot attach files that have not finished processing. Try again in a moment!',
    });
    h.clock.now += 60_000;
    const s = (await post(alice, { status: 'processed', media_ids: [mediaId] })).body;
    expect(s.media_attachments[0]).toMatchObject({ id: mediaId, url: expect.stringMatching(/^http/) });
  });

  it('takes a poll as JSON or as form fields', async () => {
    const json = (
      await post(alice, {
        status: 'Tea or coffee?',
        poll: { options: ['Tea', 'Coffee'], expires_in: 3600, multiple: true },
      })
    ).body;
    expect(json.poll).toMatchObject({
      multiple: true,
      options: [
        { title: 'Tea', votes_count: 0 },
        { title: 'Coffee', votes_count: 0 },
      ],
    });
    expect(Date.parse(json.poll.expires_at)).toBe(h.clock.now + 3_600_000);
    const form = new URLSearchParams([
      ['status', 'Form poll'],
      ['poll[options][]', 'A'],
      ['poll[options][]', 'B'],
      ['poll[options][]', 'C'],
      ['poll[expires_in]', '300'],
      ['poll[multiple]', 'false'],
    ]);
    const viaForm = (await post(alice, form)).body;
    expect(viaForm.poll.options.map((o: { title: string }) => o.title)).toEqual(['A', 'B', 'C']);
    expect(viaForm.poll.multiple).toBe(false);
    expect(
      (await post(alice, { status: 'p', poll: { options: ['a', 'b', 'c', 'd', 'e'], expires_in: 3600 } })).status,
    ).toBe(422);
    expect((await post(alice, { status: 'p', poll: { options: ['a', 'b'], expires_in: 10 } })).status).toBe(422);
  });

  it('stores searchability, markdown, language, sensitive and spoiler text', async () => {
    const s = (
      await post(alice, {
        status: 'some **bold** words',
        visibility: 'public',
        searchability: 'private',
        markdown: true,
        language: 'ja',
        spoiler_text: 'cw',
        sensitive: false,
      })
    ).body;
    expect(s).toMatchObject({
      searchability: 'private',
      markdown: true,
      language: 'ja',
      spoiler_text: 'cw',
      sensitive: true,
    });
    expect(s.content).toContain('<strong>bold</strong>');
    const privatePost = (await post(alice, { status: 'p', visibility: 'private', searchability: 'public' })).body;
    expect(privatePost.searchability).toBe('private');
  });

  it('quotes when the quoted post allows it and refuses otherwise', async () => {
    const open = (await post(grace, { status: 'quote me', visibility: 'public', quote_approval_policy: 'public' }))
      .body;
    const closed = (
      await post(grace, { status: 'do not quote', visibility: 'public', quote_approval_policy: 'nobody' })
    ).body;
    const before = db().notifications.size;
    const quote = (await post(alice, { status: 'look', quoted_status_id: open.id })).body;
    expect(quote.quote).toMatchObject({ state: 'accepted', quoted_status: { id: open.id } });
    expect([...db().notifications.values()].slice(before)).toContainEqual(
      expect.objectContaining({ type: 'quote', account_id: id('grace') }),
    );
    const refused = await post(alice, { status: 'look', quoted_status_id: closed.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/not authorized to quote/);
  });

  it('keeps status references and shows them in the context with with_reference=1', async () => {
    const target = (await post(bob, { status: 'reference target', visibility: 'public' })).body;
    const s = (await post(alice, { status: 'see that', status_reference_ids: [target.id] })).body;
    expect(s.status_reference_ids).toEqual([target.id]);
    const context = await h.call(alice, 'GET', `/api/v1/statuses/${s.id}/context?with_reference=1`);
    expect(context.body.references.map((r: { id: string }) => r.id)).toEqual([target.id]);
    const plain = await h.call(alice, 'GET', `/api/v1/statuses/${s.id}/context`);
    expect(plain.body.references).toBeUndefined();
    const referred = await h.call(bob, 'GET', `/api/v1/statuses/${target.id}/referred_by`);
    expect(referred.body.map((r: { id: string }) => r.id)).toEqual([s.id]);
  });
});

describe('GET, PUT and DELETE /api/v1/statuses/:id', () => {
  it('404s for a post the viewer may not see', async () => {
    db().follows.delete(id('grace'), id('bob'));
    const secret = (await post(bob, { status: 'followers only', visibility: 'private' })).body;
    expect((await h.call(grace, 'GET', `/api/v1/statuses/${secret.id}`)).status).toBe(404);
    expect((await h.call(null, 'GET', `/api/v1/statuses/${secret.id}`)).status).toBe(404);
    expect((await h.call(bob, 'GET', `/api/v1/statuses/${secret.id}`)).status).toBe(200);
  });

  it('edits own posts with history and media descriptions, streaming status.update', async () => {
    const mediaId = await upload(alice);
    const s = (await post(alice, { status: 'first version', media_ids: [mediaId], visibility: 'public' })).body;
    const stream = h.listen(alice, 'user');
    h.clock.now += 60_000;
    const edited = await h.call(alice, 'PUT', `/api/v1/statuses/${s.id}`, {
      status: 'second version',
      media_ids: [mediaId],
      media_attributes: [{ id: mediaId, description: 'a bird', focus: '0.5,-0.25' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe('<p>second version</p>');
    expect(edited.body.edited_at).toBe(new Date(h.clock.now).toISOString());
    expect(edited.body.media_attachments[0]).toMatchObject({
      description: 'a bird',
      meta: { focus: { x: 0.5, y: -0.25 } },
    });
    const history = await h.call(alice, 'GET', `/api/v1/statuses/${s.id}/history`);
    expect(history.body.map((v: { content: string }) => v.content)).toEqual([
      '<p>first version</p>',
      '<p>second version</p>',
    ]);
    expect(stream.some((m) => m.event === 'status.update' && m.payload.id === s.id)).toBe(true);
    const source = await h.call(alice, 'GET', `/api/v1/statuses/${s.id}/source`);
    expect(source.body).toMatchObject({ id: s.id, text: 'second version', spoiler_text: '' });
    expect((await h.call(bob, 'PUT', `/api/v1/statuses/${s.id}`, { status: 'hijack' })).status).toBe(404);
    expect((await h.call(alice, 'PUT', `/api/v1/statuses/${s.id}`, { status: '' })).status).toBe(422);
  });

  it('deletes own posts with their reblogs, returning the source text and streaming delete', async () => {
    const s = (await post(alice, { status: 'short lived #gone', visibility: 'public' })).body;
    const boost = (await h.call(bob, 'POST', `/api/v1/statuses/${s.id}/reblog`)).body;
    const stream = h.listen(null, 'public');
    expect((await h.call(bob, 'DELETE', `/api/v1/statuses/${s.id}`)).status).toBe(404);
    const deleted = await h.call(alice, 'DELETE', `/api/v1/statuses/${s.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: s.id, text: 'short lived #gone' });
    expect((await h.call(alice, 'GET', `/api/v1/statuses/${s.id}`)).status).toBe(404);
    expect(db().statuses.get(boost.id)!.deleted).toBe(true);
    expect(stream).toContainEqual(expect.objectContaining({ event: 'delete', payload: s.id }));
  });

  it('delete_media removes the attachments, otherwise they can be reused for a redraft', async () => {
    const keep = await upload(alice);
    const s1 = (await post(alice, { status: 'redraft me', media_ids: [keep] })).body;
    await h.call(alice, 'DELETE', `/api/v1/statuses/${s1.id}`);
    expect((await post(alice, { status: 'redrafted', media_ids: [keep] })).status).toBe(200);
    const drop = await upload(alice);
    const s2 = (await post(alice, { status: 'gone', media_ids: [drop] })).body;
    await h.call(alice, 'DELETE', `/api/v1/statuses/${s2.id}?delete_media=true`);
    expect(db().media.has(drop)).toBe(false);
  });
});

describe('the lists around a status', () => {
  it('context gives visible ancestors and descendants in order', async () => {
    const root = (await post(alice, { status: 'root', visibility: 'public' })).body;
    const a = (await post(bob, { status: 'a', in_reply_to_id: root.id, visibility: 'public' })).body;
    const b = (await post(alice, { status: 'b', in_reply_to_id: a.id, visibility: 'public' })).body;
    const c = (await post(grace, { status: 'c', in_reply_to_id: root.id, visibility: 'public' })).body;
    const hidden = (await post(bob, { status: '@alice psst', in_reply_to_id: root.id, visibility: 'direct' })).body;
    const context = await h.call(null, 'GET', `/api/v1/statuses/${a.id}/context`);
    expect(context.body.ancestors.map((s: { id: string }) => s.id)).toEqual([root.id]);
    expect(context.body.descendants.map((s: { id: string }) => s.id)).toEqual([b.id]);
    const fromRoot = await h.call(null, 'GET', `/api/v1/statuses/${root.id}/context`);
    expect(fromRoot.body.descendants.map((s: { id: string }) => s.id)).toEqual([a.id, b.id, c.id]);
    const asAlice = await h.call(alice, 'GET', `/api/v1/statuses/${root.id}/context`);
    expect(asAlice.body.descendants.map((s: { id: string }) => s.id)).toContain(hidden.id);
  });

  it('reblogged_by, favourited_by, emoji_reactioned_by and quotes list who interacted', async () => {
    const s = (await post(alice, { status: 'popular', visibility: 'public' })).body;
    await h.call(bob, 'POST', `/api/v1/statuses/${s.id}/reblog`);
    await h.call(grace, 'POST', `/api/v1/statuses/${s.id}/favourite`);
    await h.call(bob, 'POST', `/api/v1/statuses/${s.id}/favourite`);
    await h.call(grace, 'POST', `/api/v1/statuses/${s.id}/emoji_reactions`, { emoji: '👍' });
    await h.call(bob, 'POST', `/api/v1/statuses/${s.id}/emoji_reactions`, { emoji: 'blobcat' });
    const quote = (await post(grace, { status: 'quoting', quoted_status_id: s.id })).body;
    const names = (body: Array<{ username?: string; account?: { username: string } }>) =>
      body.map((x) => x.username ?? x.account!.username);
    expect(names((await h.call(null, 'GET', `/api/v1/statuses/${s.id}/reblogged_by`)).body)).toEqual(['bob']);
    expect(names((await h.call(null, 'GET', `/api/v1/statuses/${s.id}/favourited_by`)).body)).toEqual(['bob', 'grace']);
    const page = await h.call(null, 'GET', `/api/v1/statuses/${s.id}/favourited_by?limit=1`);
    expect(names(page.body)).toEqual(['bob']);
    expect(page.link).toMatch(/rel="next"/);
    const reactions = (await h.call(alice, 'GET', `/api/v1/statuses/${s.id}/emoji_reactioned_by`)).body;
    expect(reactions.map((r: { name: string }) => r.name)).toEqual(['blobcat', '👍']);
    expect(reactions[0].url).toMatch(/^http:\/\/sandbox\.test\//);
    expect(reactions[1].account.username).toBe('grace');
    expect(
      (await h.call(alice, 'GET', `/api/v1/statuses/${s.id}/quotes`)).body.map((q: { id: string }) => q.id),
    ).toEqual([quote.id]);
  });

  it('mentioned_by lists the mentioned accounts for the author only', async () => {
    const s = (await post(alice, { status: '@bob @grace hello', visibility: 'mutual' })).body;
    const answer = await h.call(alice, 'GET', `/api/v1/statuses/${s.id}/mentioned_by`);
    expect(answer.body.map((a: { username: string }) => a.username)).toEqual(['bob', 'grace']);
    expect((await h.call(bob, 'GET', `/api/v1/statuses/${s.id}/mentioned_by`)).status).toBe(403);
  });

  it('interaction_policy changes the quote approval policy of an own post', async () => {
    const s = (await post(alice, { status: 'policy', visibility: 'public' })).body;
    const answer = await h.call(alice, 'PUT', `/api/v1/statuses/${s.id}/interaction_policy`, {
      quote_approval_policy: 'followers',
    });
    expect(answer.body.quote_approval.automatic).toEqual(['followers']);
    expect(
      (await h.call(alice, 'PUT', `/api/v1/statuses/${s.id}/interaction_policy`, { quote_approval_policy: 'anyone' }))
        .status,
    ).toBe(422);
    expect(
      (await h.call(bob, 'PUT', `/api/v1/statuses/${s.id}/interaction_policy`, { quote_approval_policy: 'nobody' }))
        .status,
    ).toBe(403);
  });
});
