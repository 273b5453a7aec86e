/**
 * The sandbox as a faithful server for composing: Mastodon's media refusals (texts and order), poll refusals,
 * kmyblue fields stored and read back, Idempotency-Key under injected faults, the author's home (stream and
 * timeline), and edits (text, warning, language, media and their attributes, poll changes, author only).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_REFUSALS } from '../../../../sandbox/handlers/core/compose-media';
import { encodePng, renderPicture } from '../../../../sandbox/media-files';
import { startHarness, type Harness } from './harness';

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = startHarness();
  alice = await h.signIn('alice');
  bob = await h.signIn('bob');
});
afterAll(() => h.close());
afterEach(() => {
  Object.assign(h.sandbox.ctx.options, { mediaProcessingMs: 0, errorRate: 0, faultPaths: [] });
  h.expectContract();
});

const db = () => h.sandbox.db;
const post = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  h.call(token, 'POST', '/api/v1/statuses', body, headers);
const edit = (token: string, id: string, body: Record<string, unknown>) =>
  h.call(token, 'PUT', `/api/v1/statuses/${id}`, body);
const ownStatuses = (acct: string, text: string) =>
  [...db().statuses.values()].filter((s) => s.account_id === h.accountId(acct) && !s.deleted && s.text === text).length;

async function upload(token: string, type = 'image/png', processingMs = 0): Promise<string> {
  h.sandbox.ctx.options.mediaProcessingMs = processingMs;
  const bytes = type === 'image/png' ? encodePng(renderPicture(5, 8, 8), 8, 8) : new Uint8Array(32);
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], type === 'image/png' ? 'p.png' : 'v.mp4', { type }));
  const answer = await h.call(token, 'POST', '/api/v2/media', form);
  h.sandbox.ctx.options.mediaProcessingMs = 0;
  return answer.body.id as string;
}

describe('POST /api/v1/statuses refuses media as Mastodon does', () => {
  it("answers each refusal with 422 and Mastodon's text, creating nothing and attaching nothing", async () => {
    const mine = await Promise.all([1, 2, 3, 4, 5].map(() => upload(alice)));
    const video = await upload(alice, 'video/mp4');
    const processing = await upload(alice, 'image/png', 60_000);
    const bobs = await upload(bob);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ status: 'five', media_ids: mine }, MEDIA_REFUSALS.tooMany],
      [
        { status: 'poll too', media_ids: [mine[0]], poll: { options: ['a', 'b'], expires_in: 3600 } },
        MEDIA_REFUSALS.tooMany,
      ],
      [{ status: 'ghost', media_ids: ['123456789'] }, 'Media 123456789 not found or already attached to another post'],
      [
        { status: 'not mine', media_ids: [mine[0], bobs] },
        `Media ${bobs} not found or already attached to another post`,
      ],
      [{ status: 'mixed', media_ids: [mine[0], video] }, MEDIA_REFUSALS.imagesAndVideo],
      [{ status: 'early', media_ids: [mine[0], processing] }, MEDIA_REFUSALS.notReady],
    ];
    const before = db().statuses.size;
    for (const [body, error] of cases) {
      const answer = await post(alice, body);
      expect(answer.status, String(body.status)).toBe(422);
      expect(answer.body).toEqual({ error });
    }
    expect(db().statuses.size).toBe(before);
    expect([...mine, video, processing].map((id) => db().media.get(id)!.status_id)).toEqual(Array(7).fill(null));
    expect(MEDIA_REFUSALS.notReady).toBe(
      'Cannot attach files that have not finished processing. Try again in a moment!',
    );
  });

  it('takes up to four processed images, a single video, and refuses media already attached', async () => {
    const four = await Promise.all([1, 2, 3, 4].map(() => upload(alice)));
    const s = (await post(alice, { status: 'four', media_ids: four })).body;
    expect(s.media_attachments.map((m: { id: string }) => m.id)).toEqual(four);
    const video = await upload(alice, 'video/mp4');
    expect((await post(alice, { status: 'one video', media_ids: [video] })).body.media_attachments[0].type).toBe(
      'video',
    );
    const again = await post(alice, { status: 'again', media_ids: [four[0]] });
    expect(again.body).toEqual({ error: `Media ${four[0]} not found or already attached to another post` });
  });
});

describe('POST /api/v1/statuses refuses bad polls', () => {
  it.each([
    ['fewer than 2 options', { options: ['only'], expires_in: 3600 }],
    ['more than max_options', { options: ['a', 'b', 'c', 'd', 'e'], expires_in: 3600 }],
    ['a blank option', { options: ['a', '  '], expires_in: 3600 }],
    ['an empty option', { options: ['a', ''], expires_in: 3600 }],
    ['duplicate options', { options: ['a', 'a'], expires_in: 3600 }],
    ['a too short expiry', { options: ['a', 'b'], expires_in: 60 }],
  ])('%s', async (label, poll) => {
    const before = db().statuses.size;
    const answer = await post(alice, { status: `poll with ${label}`, poll });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/^Validation failed: Poll/);
    expect(db().statuses.size).toBe(before);
  });

  it('the maximum advertised by the instance is accepted', async () => {
    const max = (await h.call(alice, 'GET', '/api/v2/instance')).body.configuration.polls.max_options as number;
    const options = Array.from({ length: max }, (_, i) => `Option ${i + 1}`);
    const s = (await post(alice, { status: 'all options', poll: { options, expires_in: 300, multiple: true } })).body;
    expect(s.poll).toMatchObject({ multiple: true, options: options.map((title) => ({ title, votes_count: 0 })) });
  });
});

describe('kmyblue fields are stored and read back', () => {
  it('spoiler, sensitive, language, visibility, searchability, markdown, quote, policy and references', async () => {
    const quoted = (await post(bob, { status: 'quote me', visibility: 'public', quote_approval_policy: 'public' }))
      .body;
    const referenced = (await post(bob, { status: 'refer to me', visibility: 'public' })).body;
    const body = {
      status: 'All **fields**',
      spoiler_text: 'Birds',
      sensitive: true,
      language: 'ja',
      visibility: 'public_unlisted',
      searchability: 'public_unlisted',
      markdown: true,
      quoted_status_id: quoted.id,
      quote_approval_policy: 'followers',
      status_reference_ids: [referenced.id],
    };
    const created = (await post(alice, body)).body;
    const read = (await h.call(alice, 'GET', `/api/v1/statuses/${created.id}`)).body;
    for (const s of [created, read]) {
      expect(s).toMatchObject({
        spoiler_text: 'Birds',
        sensitive: true,
        language: 'ja',
        visibility: 'public',
        visibility_ex: 'public_unlisted',
        searchability: 'public_unlisted',
        markdown: true,
        status_reference_ids: [referenced.id],
        quote: { state: 'accepted', quoted_status: { id: quoted.id } },
      });
      expect(s.content).toContain('<strong>fields</strong>');
      expect(s.quote_approval.automatic).toEqual(['followers']);
    }
    const source = (await h.call(alice, 'GET', `/api/v1/statuses/${created.id}/source`)).body;
    expect(source).toEqual({ id: created.id, text: 'All **fields**', spoiler_text: 'Birds', markdown: true });
  });

  it.each([
    ['login', { visibility: 'login' }, { visibility: 'public', visibility_ex: 'login', limited_scope: null }],
    [
      'circle',
      { visibility: 'circle', circle_id: '7101' },
      { visibility: 'private', visibility_ex: 'limited', limited_scope: 'circle' },
    ],
    ['mutual', { visibility: 'mutual' }, { visibility: 'private', visibility_ex: 'limited', limited_scope: 'mutual' }],
  ])('visibility %s', async (_label, extra, expected) => {
    db().circles.set('7101', {
      id: '7101',
      account_id: h.accountId('alice'),
      title: 'Close',
      member_ids: [h.accountId('bob')],
    });
    const created = (await post(alice, { status: `to ${_label}`, ...extra })).body;
    expect(created).toMatchObject(expected);
    expect((await h.call(alice, 'GET', `/api/v1/statuses/${created.id}`)).body).toMatchObject(expected);
  });

  it("an unknown language falls back to the user's default; the source needs a token", async () => {
    const s = (await post(alice, { status: 'which language', language: 'Klingon!' })).body;
    expect(s.language).toBe(db().users.get(h.accountId('alice'))!.default_language);
    expect((await h.call(null, 'GET', `/api/v1/statuses/${s.id}/source`)).status).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('a failed request (injected fault) creates nothing; the retry with the same key posts exactly once', async () => {
    const text = `retried post ${Date.now()}`;
    Object.assign(h.sandbox.ctx.options, { faultPaths: ['/api/v1/statuses'], errorRate: 1 });
    const failed = await post(alice, { status: text }, { 'Idempotency-Key': 'retry-1' });
    expect(failed.status).toBe(503);
    expect(ownStatuses('alice', text)).toBe(0);
    Object.assign(h.sandbox.ctx.options, { errorRate: 0, faultPaths: [] });
    const first = await post(alice, { status: text }, { 'Idempotency-Key': 'retry-1' });
    const second = await post(alice, { status: text }, { 'Idempotency-Key': 'retry-1' });
    expect(first.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(ownStatuses('alice', text)).toBe(1);
  });

  it('faults on "/statuses" with a partial error rate never create a status twice', async () => {
    const text = `flaky post ${Date.now()}`;
    Object.assign(h.sandbox.ctx.options, { faultPaths: ['/statuses'], errorRate: 0.5 });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      answers.push((await post(alice, { status: text }, { 'Idempotency-Key': 'flaky-1' })).status);
    }
    expect(answers).toContain(503);
    expect(answers).toContain(200);
    expect(ownStatuses('alice', text)).toBe(1);
  });
});

describe("the author's home", () => {
  it('a new status is streamed to the author (user stream) and heads GET v1/timelines/home', async () => {
    const stream = h.listen(alice, 'user');
    const s = (await post(alice, { status: 'for my own home', visibility: 'private' })).body;
    expect(stream).toContainEqual(
      expect.objectContaining({ event: 'update', payload: expect.objectContaining({ id: s.id }) }),
    );
    const home = await h.call(alice, 'GET', '/api/v1/timelines/home?limit=5');
    expect(home.body[0].id).toBe(s.id);
  });
});

describe('PUT /api/v1/statuses/:id', () => {
  it('edits text, warning, sensitive, language and media with their attributes; streams status.update', async () => {
    const [first, second] = [await upload(alice), await upload(alice)];
    const s = (await post(alice, { status: 'v1', media_ids: [first], language: 'en' })).body;
    const stream = h.listen(alice, 'user');
    h.clock.now += 30_000;
    const edited = await edit(alice, s.id, {
      status: 'v2',
      spoiler_text: 'Spoiler',
      sensitive: true,
      language: 'de',
      media_ids: [second, first],
      media_attributes: [
        { id: second, description: 'second picture', focus: '-0.5,0.75' },
        { id: first, description: 'first picture' },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      content: '<p>v2</p>',
      spoiler_text: 'Spoiler',
      sensitive: true,
      language: 'de',
      edited_at: new Date(h.clock.now).toISOString(),
      media_attachments: [
        { id: second, description: 'second picture', meta: expect.objectContaining({ focus: { x: -0.5, y: 0.75 } }) },
        { id: first, description: 'first picture' },
      ],
    });
    expect(stream).toContainEqual(
      expect.objectContaining({
        event: 'status.update',
        payload: expect.objectContaining({ id: s.id, content: '<p>v2</p>' }),
      }),
    );
    const dropped = await edit(alice, s.id, { status: 'v3', media_ids: [second] });
    expect(dropped.body.media_attachments.map((m: { id: string }) => m.id)).toEqual([second]);
    expect(db().media.get(first)!.status_id).toBeNull();
  });

  it('refuses processing media and media with a poll, like posting', async () => {
    const s = (await post(alice, { status: 'plain' })).body;
    const processing = await upload(alice, 'image/png', 60_000);
    expect((await edit(alice, s.id, { status: 'x', media_ids: [processing] })).body).toEqual({
      error: MEDIA_REFUSALS.notReady,
    });
    const ready = await upload(alice);
    const both = await edit(alice, s.id, {
      status: 'x',
      media_ids: [ready],
      poll: { options: ['a', 'b'], expires_in: 3600 },
    });
    expect(both.body).toEqual({ error: MEDIA_REFUSALS.tooMany });
  });

  it('poll changes: same options keep the votes and renew the expiry, new options clear them, no poll removes it', async () => {
    const s = (
      await post(alice, {
        status: 'vote',
        visibility: 'public',
        poll: { options: ['Tea', 'Coffee'], expires_in: 3600 },
      })
    ).body;
    const pollId = s.poll.id as string;
    expect((await h.call(bob, 'POST', `/api/v1/polls/${pollId}/votes`, { choices: [0] })).status).toBe(200);
    h.clock.now += 60_000;
    const renewed = (
      await edit(alice, s.id, {
        status: 'vote',
        poll: { options: ['Tea', 'Coffee'], expires_in: 7200, multiple: true },
      })
    ).body;
    expect(renewed.poll).toMatchObject({
      id: pollId,
      multiple: true,
      votes_count: 1,
      expires_at: new Date(h.clock.now + 7_200_000).toISOString(),
    });
    const changed = (
      await edit(alice, s.id, { status: 'vote', poll: { options: ['Tea', 'Juice', 'Water'], expires_in: 7200 } })
    ).body;
    expect(changed.poll).toMatchObject({
      id: pollId,
      votes_count: 0,
      options: [{ title: 'Tea' }, { title: 'Juice' }, { title: 'Water' }],
    });
    const removed = (await edit(alice, s.id, { status: 'no vote' })).body;
    expect(removed.poll).toBeNull();
    expect(db().polls.has(pollId)).toBe(false);
  });

  it('only the author may edit: someone else and unknown ids get 404, no token 401', async () => {
    const s = (await post(alice, { status: 'mine', visibility: 'public' })).body;
    expect((await edit(bob, s.id, { status: 'hijack' })).status).toBe(404);
    expect((await edit(alice, '999999999999', { status: 'nothing' })).status).toBe(404);
    expect((await h.call(null, 'PUT', `/api/v1/statuses/${s.id}`, { status: 'anon' })).status).toBe(401);
    expect(db().statuses.get(s.id)!.text).toBe('mine');
  });
});
