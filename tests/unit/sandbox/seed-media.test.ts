import { inflateSync } from 'node:zlib';
import { decode, isBlurhashValid } from 'blurhash';
import { beforeAll, describe, expect, it } from 'vitest';
import { SandboxDb } from '../../../sandbox/kernel/db';
import type { MediaRecord } from '../../../sandbox/kernel/records';
import { serveMediaFile } from '../../../sandbox/media-files';
import { seedSandbox } from '../../../sandbox/seed';

const NOW = Date.parse('2026-04-20T09:30:00.000Z');
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';
const decode83 = (text: string) => [...text].reduce((n, ch) => n * 83 + DIGITS.indexOf(ch), 0);
let db: SandboxDb;
let media: MediaRecord[];

beforeAll(() => {
  db = new SandboxDb(() => NOW);
  seedSandbox(db);
  media = [...db.media.values()];
});

/** Components in a blurhash, read from its first character. */
function components(hash: string): { x: number; y: number } {
  const flag = decode83(hash[0]!);
  return { x: (flag % 9) + 1, y: Math.floor(flag / 9) + 1 };
}

/** Pixels of a truecolour PNG written without filters (what the sandbox serves). */
function readPng(bytes: Uint8Array): { width: number; height: number; rgb: Uint8Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  while (offset < bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe(height * (width * 3 + 1));
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1)
    rgb.set(raw.subarray(y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1)), y * width * 3);
  return { width, height, rgb };
}

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (v: number) => Math.round(255 * (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055));

describe('seeded blurhashes', () => {
  it('every media item has a valid blurhash of length 4 + 2*x*y that decodes', () => {
    for (const type of ['image', 'gifv', 'video', 'audio'] as const)
      expect(media.some((m) => m.type === type)).toBe(true);
    for (const m of media) {
      const hash = m.blurhash!;
      expect(isBlurhashValid(hash)).toEqual({ result: true });
      const { x, y } = components(hash);
      expect(hash.length).toBe(4 + 2 * x * y);
      expect(decode(hash, 8, 8)).toHaveLength(8 * 8 * 4);
    }
  });

  it('card images carry valid blurhashes too', () => {
    const cards = [...db.statuses.values()].map((s) => s.card).filter((c) => c?.image);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(isBlurhashValid(card!.blurhash!).result).toBe(true);
  });
});

describe('serveMediaFile', () => {
  it('serves a PNG whose average colour matches the blurhash', async () => {
    const image = media.find((m) => m.type === 'image')!;
    const response = serveMediaFile(db, `http://sandbox.test${image.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = readPng(new Uint8Array(await response.arrayBuffer()));
    const meta = image.meta as { original: { width: number; height: number } };
    expect(png.width / png.height).toBeCloseTo(meta.original.width / meta.original.height, 1);
    const sums = [0, 0, 0];
    for (let i = 0; i < png.rgb.length; i += 3)
      for (let c = 0; c < 3; c += 1) sums[c] = sums[c]! + toLinear(png.rgb[i + c]!);
    const average = sums.map((s) => toSrgb(s / (png.width * png.height)));
    const dc = decode83(image.blurhash!.slice(2, 6));
    const expected = [dc >> 16, (dc >> 8) & 255, dc & 255];
    average.forEach((v, i) => expect(Math.abs(v - expected[i]!)).toBeLessThan(16));
  });

  it('serves previews, audio as WAV, avatars, emoji and card images; 404 otherwise', async () => {
    const image = media.find((m) => m.type === 'image')!;
    expect(serveMediaFile(db, image.preview_url!).headers.get('content-type')).toBe('image/png');
    const audio = media.find((m) => m.type === 'audio')!;
    const wav = new Uint8Array(await serveMediaFile(db, audio.url).arrayBuffer());
    expect(String.fromCharCode(...wav.subarray(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...wav.subarray(8, 12))).toBe('WAVE');
    const video = media.find((m) => m.type === 'video')!;
    expect(serveMediaFile(db, video.url).headers.get('content-type')).toBe('video/webm');
    const account = [...db.accounts.values()][0]!;
    expect(serveMediaFile(db, account.avatar).status).toBe(200);
    const emoji = [...db.customEmojis.values()].find((e) => e.domain !== null)!;
    expect(serveMediaFile(db, emoji.url).status).toBe(200);
    const card = [...db.statuses.values()].find((s) => s.card?.image)!.card!;
    expect(serveMediaFile(db, card.image!).status).toBe(200);
    expect(serveMediaFile(db, '/system/media/999/original.png').status).toBe(404);
    expect(serveMediaFile(db, '/elsewhere/x.png').status).toBe(404);
  });

  it('does not serve an original still processing', () => {
    const image = media.find((m) => m.type === 'image')!;
    const pending = { ...image, id: 'pending', ready_at: NOW + 10_000 };
    db.media.set(pending.id, pending);
    expect(serveMediaFile(db, '/system/media/pending/original.png').status).toBe(404);
  });
});
