/**
 * Media as the composer uses it: description and focus while still processing (206), a thumbnail for a video,
 * picture sizes read from PNG and JPEG headers, and uploads that are no longer editable once attached.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodePng, renderPicture } from '../../../../sandbox/media-files';
import { startHarness, type Harness } from './harness';

let h: Harness;
let alice: string;
beforeAll(async () => {
  h = startHarness({ mediaProcessingMs: 1500 });
  alice = await h.signIn('alice');
});
afterAll(() => h.close());
afterEach(() => {
  h.sandbox.ctx.options.mediaProcessingMs = 1500;
  h.expectContract();
});

function form(file: File, extra: Record<string, string | File> = {}): FormData {
  const body = new FormData();
  body.append('file', file);
  for (const [key, value] of Object.entries(extra)) body.append(key, value);
  return body;
}

const png = (width: number, height: number) =>
  new File([encodePng(renderPicture(2, width, height), width, height) as BlobPart], 'p.png', { type: 'image/png' });

/** A JPEG header: SOI, an APP0 segment, then a baseline SOF0 frame of width x height (no picture data). */
function jpeg(width: number, height: number): File {
  const bytes = new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    ...new Array(16).fill(0),
  ]);
  return new File([bytes], 'photo.jpg', { type: 'image/jpeg' });
}

describe('uploads while processing', () => {
  it('POST v2/media 202 keeps description and focus; PATCH answers 206 until processed, then 200', async () => {
    const created = await h.call(
      alice,
      'POST',
      '/api/v2/media',
      form(png(64, 48), { description: 'A heron', focus: '0.3,-0.6' }),
    );
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ url: null, description: 'A heron', meta: { focus: { x: 0.3, y: -0.6 } } });
    const patched = await h.call(alice, 'PATCH', `/api/v1/media/${created.body.id}`, {
      description: 'A grey heron',
      focus: '-0.1,0.2',
    });
    expect(patched.status).toBe(206);
    expect(patched.body).toMatchObject({
      url: null,
      description: 'A grey heron',
      meta: { focus: { x: -0.1, y: 0.2 } },
    });
    h.clock.now += 1500;
    const done = await h.call(alice, 'PATCH', `/api/v1/media/${created.body.id}`, {
      description: 'A grey heron, standing',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ url: expect.stringMatching(/^http/), description: 'A grey heron, standing' });
    expect(done.body.meta.focus).toEqual({ x: -0.1, y: 0.2 });
  });

  it('a focus that is not "x,y" is ignored, a focus outside -1..1 is clamped', async () => {
    const created = (await h.call(alice, 'POST', '/api/v2/media', form(png(8, 8), { focus: 'middle' }))).body;
    expect(created.meta.focus).toBeUndefined();
    const clamped = await h.call(alice, 'PATCH', `/api/v1/media/${created.id}`, { focus: '2,-3' });
    expect(clamped.body.meta.focus).toEqual({ x: 1, y: -1 });
  });
});

describe('picture sizes', () => {
  it.each([
    ['PNG', png(120, 90), { width: 120, height: 90, aspect: 120 / 90 }],
    ['JPEG', jpeg(1024, 768), { width: 1024, height: 768, aspect: 1024 / 768 }],
  ])('%s width and height fill meta.original', async (_kind, file, original) => {
    h.sandbox.ctx.options.mediaProcessingMs = 0;
    const created = (await h.call(alice, 'POST', '/api/v2/media', form(file))).body;
    expect(created.meta.original).toMatchObject({ ...original, size: `${original.width}x${original.height}` });
    expect(created.meta.small.width).toBeLessThanOrEqual(640);
  });
});

describe('PUT v1/media/:id with a thumbnail', () => {
  it('gives a video its preview picture', async () => {
    const video = new File([new Uint8Array(64)], 'clip.mp4', { type: 'video/mp4' });
    const created = (await h.call(alice, 'POST', '/api/v2/media', form(video))).body;
    expect(created.type).toBe('video');
    const body = new FormData();
    body.append('thumbnail', png(32, 18));
    const put = await h.call(alice, 'PUT', `/api/v1/media/${created.id}`, body);
    expect(put.status).toBe(206);
    expect(put.body.preview_url).not.toBe(created.preview_url);
    expect(put.body.preview_url).toMatch(/\/thumbnail-[^/]+\.png$/);
    const picture = await fetch(put.body.preview_url);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });
});

describe('attached uploads', () => {
  it('are no longer changed through v1/media (404): edits go through media_attributes', async () => {
    h.sandbox.ctx.options.mediaProcessingMs = 0;
    const media = (await h.call(alice, 'POST', '/api/v2/media', form(png(8, 8)))).body;
    const status = (await h.call(alice, 'POST', '/api/v1/statuses', { status: 'attached', media_ids: [media.id] }))
      .body;
    expect(status.media_attachments[0].id).toBe(media.id);
    expect((await h.call(alice, 'PATCH', `/api/v1/media/${media.id}`, { description: 'late' })).status).toBe(404);
    expect((await h.call(alice, 'DELETE', `/api/v1/media/${media.id}`)).status).toBe(404);
  });
});
