import { inflateSync } from 'node:zlib';
import { decode, isBlurhashValid } from 'blurhash';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(() => {
  h = startHarness();
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

describe('GET /api/v2/instance', () => {
  it('describes the kmyblue server with its limits and a streaming URL on the request origin', async () => {
    const answer = await h.call(null, 'GET', '/api/v2/instance');
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.domain).toBe('sandbox.test');
    expect(body.version).toMatch(/kmyblue/);
    expect(body.configuration.urls.streaming).toBe('ws://sandbox.test');
    expect(body.configuration.statuses).toEqual({
      max_characters: 500,
      max_media_attachments: 4,
      characters_reserved_per_url: 23,
    });
    expect(body.configuration.polls).toMatchObject({ max_options: 4, min_expiration: 300 });
    expect(body.configuration.translation.enabled).toBe(true);
    expect(body.configuration.vapid.public_key).toBeTruthy();
    expect(body.configuration.emoji_reactions.max_reactions_per_account).toBe(3);
    expect(body.configuration.reaction_deck.max_emojis).toBe(256);
    expect(body.configuration.search.enabled).toBe(true);
    for (const capability of [
      'emoji_reaction',
      'kmyblue_visibility_public_unlisted',
      'kmyblue_visibility_login',
      'kmyblue_limited_scope',
      'kmyblue_searchability',
      'kmyblue_markdown',
      'kmyblue_circle_history',
      'status_reference',
      'kmyblue_quote',
    ])
      expect(body.fedibird_capabilities).toContain(capability);
    expect(body.contact.account.username).toBe('alice');
    expect(body.rules.length).toBeGreaterThan(0);
    expect(body.usage.users.active_month).toBe(h.sandbox.db.users.size);
  });

  it('derives a wss streaming URL for an https origin', async () => {
    h.sandbox.setOrigin('https://secure.test');
    try {
      const answer = await fetch('https://secure.test/api/v2/instance');
      const body = (await answer.json()) as { configuration: { urls: { streaming: string } }; domain: string };
      expect(body.configuration.urls.streaming).toBe('wss://secure.test');
      expect(body.domain).toBe('secure.test');
    } finally {
      h.sandbox.setOrigin('http://sandbox.test');
    }
  });
});

describe('v1 instance extras', () => {
  it('lists translation languages by source language', async () => {
    const answer = await h.call(null, 'GET', '/api/v1/instance/translation_languages');
    expect(answer.body.en).toContain('ja');
    expect(answer.body.ja).toContain('en');
  });

  it('gives the extended description as HTML with an update time', async () => {
    const answer = await h.call(null, 'GET', '/api/v1/instance/extended_description');
    expect(answer.body.content).toMatch(/^<p>/);
    expect(Date.parse(answer.body.updated_at)).not.toBeNaN();
  });

  it('lists the domain blocks from the db', async () => {
    h.sandbox.db.domainBlocks.push({ domain: 'bad.example', digest: 'd1g3st', severity: 'suspend', comment: 'spam' });
    const answer = await h.call(null, 'GET', '/api/v1/instance/domain_blocks');
    expect(answer.body).toContainEqual({
      domain: 'bad.example',
      digest: 'd1g3st',
      severity: 'suspend',
      comment: 'spam',
    });
    expect(answer.body).toHaveLength(h.sandbox.db.domainBlocks.length);
  });
});

/** Width, height and mean colour of a truecolour PNG whose rows are unfiltered (as the sandbox writes them). */
function readPng(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const idat: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    if (type === 'IHDR') [width, height] = [view.getUint32(at + 8), view.getUint32(at + 12)];
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const sum = [0, 0, 0];
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    expect(raw[row]).toBe(0);
    for (let x = 0; x < width * 3; x += 1) sum[x % 3]! += raw[row + 1 + x]!;
  }
  return { width, height, mean: sum.map((s) => s / (width * height)) };
}

async function fetchPng(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return readPng(new Uint8Array(await response.arrayBuffer()));
}

describe('the pictures the instance names', () => {
  it('serves the thumbnail at both sizes (1200x630, and twice that), matching its blurhash', async () => {
    const { thumbnail } = (await h.call(null, 'GET', '/api/v2/instance')).body;
    expect(thumbnail.url).toBe(`${ORIGIN}/system/site_uploads/thumbnail.png`);
    expect(thumbnail.versions['@1x']).toBe(thumbnail.url);
    const one = await fetchPng(thumbnail.url);
    expect([one.width, one.height]).toEqual([1200, 630]);
    const two = await fetchPng(thumbnail.versions['@2x']);
    expect([two.width, two.height]).toEqual([2400, 1260]);
    // the blurhash (4x4 components, as Mastodon's) stands for the same picture: its mean colour is the file's
    expect(isBlurhashValid(thumbnail.blurhash).result).toBe(true);
    expect(thumbnail.blurhash[0]).toBe('U');
    const [bw, bh] = [40, 21];
    const blurred = decode(thumbnail.blurhash, bw, bh);
    const mean = [0, 1, 2].map((c) => blurred.filter((_, i) => i % 4 === c).reduce((a, b) => a + b, 0) / (bw * bh));
    for (const c of [0, 1, 2]) expect(Math.abs(mean[c]! - one.mean[c]!)).toBeLessThan(8);
    for (const c of [0, 1, 2]) expect(Math.abs(two.mean[c]! - one.mean[c]!)).toBeLessThan(2);
  });

  it('serves the icons at the sizes the instance gives, and 404 for any other site upload', async () => {
    const { icon } = (await h.call(null, 'GET', '/api/v2/instance')).body;
    expect(icon).toHaveLength(2);
    for (const { src, size } of icon as Array<{ src: string; size: string }>) {
      const picture = await fetchPng(src);
      expect(`${picture.width}x${picture.height}`).toBe(size);
    }
    for (const path of ['/system/site_uploads/mascot.png', '/system/site_uploads/constructor'])
      expect((await fetch(`${ORIGIN}${path}`)).status).toBe(404);
  });

  it('answers a byte range of a picture with 206', async () => {
    const response = await fetch(`${ORIGIN}/system/site_uploads/thumbnail.png`, { headers: { Range: 'bytes=0-7' } });
    expect(response.status).toBe(206);
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
