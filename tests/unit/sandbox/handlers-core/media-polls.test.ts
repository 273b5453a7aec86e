import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodePng, encodeToneWav, renderPicture } from '../../../../sandbox/media-files';
import { startHarness, type Harness } from './harness';

let h: Harness;
let alice: string;
let bob: string;
let grace: string;
beforeAll(async () => {
  h = startHarness({ mediaProcessingMs: 2000 });
  alice = await h.signIn('alice');
  bob = await h.signIn('bob');
  grace = await h.signIn('grace');
});
afterAll(() => h.close());
afterEach(() => {
  h.sandbox.ctx.options.mediaProcessingMs = 2000;
  h.expectContract();
});

const db = () => h.sandbox.db;
const id = (acct: string) => h.accountId(acct);

function pngFile(width = 40, height = 30): File {
  return new File([encodePng(renderPicture(11, width, height), width, height) as BlobPart], 'bird.png', {
    type: 'image/png',
  });
}

function uploadForm(file: File, extra: Record<string, string | File> = {}): FormData {
  const form = new FormData();
  form.append('file', file);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}

describe('POST /api/v2/media', () => {
  it('answers 202 with url null while processing; GET answers 206 until ready, then 200 with the file', async () => {
    const created = await h.call(
      alice,
      'POST',
      '/api/v2/media',
      uploadForm(pngFile(), { description: 'a swallow', focus: '0.2,-0.4' }),
    );
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({
      type: 'image',
      url: null,
      description: 'a swallow',
      meta: { focus: { x: 0.2, y: -0.4 }, original: { width: 40, height: 30 } },
    });
    const pending = await h.call(alice, 'GET', `/api/v1/media/${created.body.id}`);
    expect(pending.status).toBe(206);
    expect(pending.body.url).toBeNull();
    h.clock.now += 2000;
    const ready = await h.call(alice, 'GET', `/api/v1/media/${created.body.id}`);
    expect(ready.status).toBe(200);
    expect(ready.body.url).toMatch(/^http:\/\/sandbox\.test\/system\/media\//);
    const file = await fetch(ready.body.url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await file.arrayBuffer()).byteLength).toBe(pngFile().size);
  });

  it('answers 200 at once when processing takes no time', async () => {
    h.sandbox.ctx.options.mediaProcessingMs = 0;
    const created = await h.call(alice, 'POST', '/api/v2/media', uploadForm(pngFile(8, 8)));
    expect(created.status).toBe(200);
    expect(created.body.url).toMatch(/^http/);
  });

  it('decides the type from the MIME type and refuses unsupported files', async () => {
    const wav = new File([encodeToneWav(440, 0.1) as BlobPart], 'tone.wav', { type: 'audio/wav' });
    expect((await h.call(alice, 'POST', '/api/v2/media', uploadForm(wav))).body.type).toBe('audio');
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 2, 0, 3, 0])], 'a.gif', {
      type: 'image/gif',
    });
    const gifAnswer = await h.call(alice, 'POST', '/api/v2/media', uploadForm(gif));
    expect(gifAnswer.body).toMatchObject({ type: 'gifv', meta: { original: { width: 2, height: 3 } } });
    const video = new File([new Uint8Array(16)], 'v.mp4', { type: 'video/mp4' });
    expect((await h.call(alice, 'POST', '/api/v2/media', uploadForm(video))).body.type).toBe('video');
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect((await h.call(alice, 'POST', '/api/v2/media', uploadForm(text))).status).toBe(422);
    expect((await h.call(alice, 'POST', '/api/v2/media', new FormData())).status).toBe(422);
    expect((await h.call(null, 'POST', '/api/v2/media', uploadForm(pngFile()))).status).toBe(401);
  });
});

describe('PUT and PATCH /api/v1/media/:id', () => {
  it('update description, focus and thumbnail; someone else gets 404', async () => {
    h.sandbox.ctx.options.mediaProcessingMs = 0;
    const wav = new File([encodeToneWav(330, 0.1) as BlobPart], 'tone.wav', { type: 'audio/wav' });
    const media = (await h.call(alice, 'POST', '/api/v2/media', uploadForm(wav))).body;
    const patched = await h.call(alice, 'PATCH', `/api/v1/media/${media.id}`, { description: 'a tone', focus: '-1,1' });
    expect(patched.body).toMatchObject({ description: 'a tone', meta: { focus: { x: -1, y: 1 } } });
    const form = new FormData();
    form.append('thumbnail', pngFile(16, 16));
    form.append('description', 'a tone with cover');
    const put = await h.call(alice, 'PUT', `/api/v1/media/${media.id}`, form);
    expect(put.body.description).toBe('a tone with cover');
    expect(put.body.preview_url).toMatch(/thumbnail/);
    expect((await fetch(put.body.preview_url)).headers.get('content-type')).toBe('image/png');
    // the cover picture is measured as the small size, as Mastodon does
    expect(put.body.meta.small).toMatchObject({ width: 16, height: 16 });
    expect((await h.call(bob, 'PATCH', `/api/v1/media/${media.id}`, { description: 'mine now' })).status).toBe(404);
    expect((await h.call(bob, 'GET', `/api/v1/media/${media.id}`)).status).toBe(404);
    expect((await h.call(alice, 'PATCH', `/api/v1/media/${media.id}`, { description: 'x'.repeat(1501) })).status).toBe(
      422,
    );
  });

  it('serves the generated files of seeded media', async () => {
    const seeded = [...db().media.values()].find(
      (m) => m.type === 'image' && m.url.startsWith('/system/media/') && !m.url.includes('/uploads/'),
    )!;
    const file = await fetch(`http://sandbox.test${seeded.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await fetch('http://sandbox.test/system/media/nothing/here.png')).status).toBe(404);
  });
});

describe('polls', () => {
  async function makePoll(token: string, multiple: boolean, visibility = 'public') {
    const s = (
      await h.call(token, 'POST', '/api/v1/statuses', {
        status: 'vote',
        visibility,
        poll: { options: ['one', 'two', 'three'], expires_in: 600, multiple },
      })
    ).body;
    return s.poll.id as string;
  }

  it('votes update the counts; voting twice, out of range, several on a single choice or after expiry is 422', async () => {
    const single = await makePoll(alice, false);
    const voted = await h.call(bob, 'POST', `/api/v1/polls/${single}/votes`, { choices: [1] });
    expect(voted.status).toBe(200);
    expect(voted.body).toMatchObject({ voted: true, own_votes: [1], votes_count: 1 });
    expect(voted.body.options[1].votes_count).toBe(1);
    expect((await h.call(bob, 'POST', `/api/v1/polls/${single}/votes`, { choices: [0] })).status).toBe(422);
    expect((await h.call(grace, 'POST', `/api/v1/polls/${single}/votes`, { choices: [0, 2] })).status).toBe(422);
    expect((await h.call(grace, 'POST', `/api/v1/polls/${single}/votes`, { choices: [3] })).status).toBe(422);
    expect((await h.call(grace, 'POST', `/api/v1/polls/${single}/votes`, { choices: [] })).status).toBe(422);
    expect((await h.call(alice, 'POST', `/api/v1/polls/${single}/votes`, { choices: [0] })).status).toBe(422);

    const multiple = await makePoll(alice, true);
    const form = new URLSearchParams([
      ['choices[]', '0'],
      ['choices[]', '2'],
    ]);
    const many = await h.call(grace, 'POST', `/api/v1/polls/${multiple}/votes`, form);
    expect(many.body).toMatchObject({ own_votes: [0, 2], votes_count: 2, voters_count: 1 });

    const late = await makePoll(alice, false);
    h.clock.now += 601_000;
    const expired = await h.call(bob, 'POST', `/api/v1/polls/${late}/votes`, { choices: [0] });
    expect(expired.status).toBe(422);
    expect(expired.body.error).toMatch(/ended/);
    expect((await h.call(bob, 'GET', `/api/v1/polls/${late}`)).body.expired).toBe(true);
  });

  it('GET answers the poll to those who see its post and 404 to others; voting needs a token', async () => {
    db().follows.delete(id('grace'), id('bob'));
    const hidden = await makePoll(bob, false, 'private');
    expect((await h.call(bob, 'GET', `/api/v1/polls/${hidden}`)).status).toBe(200);
    expect((await h.call(grace, 'GET', `/api/v1/polls/${hidden}`)).status).toBe(404);
    expect((await h.call(grace, 'POST', `/api/v1/polls/${hidden}/votes`, { choices: [0] })).status).toBe(404);
    const open = await makePoll(bob, false);
    const anonymous = await h.call(null, 'GET', `/api/v1/polls/${open}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.voted).toBeUndefined();
    expect((await h.call(null, 'POST', `/api/v1/polls/${open}/votes`, { choices: [0] })).status).toBe(401);
  });
});
