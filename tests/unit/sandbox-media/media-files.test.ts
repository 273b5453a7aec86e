import { beforeAll, describe, expect, it } from 'vitest';
import { SandboxDb } from '../../../sandbox/kernel/db';
import type { MediaRecord } from '../../../sandbox/kernel/records';
import { serveMediaFile } from '../../../sandbox/media-files';
import { chooseRange } from '../../../sandbox/media-files/byte-range';
import { seedSandbox } from '../../../sandbox/seed';
import { readVp8Header } from './vp8-reader';
import { readWebm } from './webm-reader';

const NOW = Date.parse('2026-04-20T09:30:00.000Z');
let db: SandboxDb;
let media: MediaRecord[];

beforeAll(() => {
  db = new SandboxDb(() => NOW);
  seedSandbox(db);
  media = [...db.media.values()];
});

const first = (type: MediaRecord['type']) => media.find((m) => m.type === type)!;
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const meta = (m: MediaRecord) => m.meta as any;
/** Byte-for-byte equality (a deep equal of large arrays is slow). */
const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** Sample rate, bytes per second and seconds of sound in a PCM WAV file. */
function readWav(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(0, 4), ...bytes.subarray(8, 16))).toBe('RIFFWAVEfmt ');
  expect(String.fromCharCode(...bytes.subarray(36, 40))).toBe('data');
  const sampleRate = view.getUint32(24, true);
  const byteRate = view.getUint32(28, true);
  const dataBytes = view.getUint32(40, true);
  expect(bytes.length).toBe(44 + dataBytes);
  return { sampleRate, byteRate, seconds: dataBytes / byteRate };
}

describe('seeded media meta matches the served files', () => {
  it('videos: 640x360, 12 s at 25 fps, WebM URLs (remote copies too)', async () => {
    const videos = media.filter((m) => m.type === 'video');
    for (const video of videos) {
      expect(video.url).toMatch(/\/original\.webm$/);
      if (video.remote_url) expect(video.remote_url).toMatch(/\.webm$/);
    }
    expect(videos.some((v) => v.remote_url)).toBe(true);
    const video = videos[0]!;
    const response = serveMediaFile(db, video.url);
    expect(response.headers.get('content-type')).toBe('video/webm');
    const bytes = await bytesOf(response);
    const file = readWebm(bytes);
    const { original } = meta(video);
    expect(original).toMatchObject({ width: 640, height: 360, frame_rate: '25/1', duration: 12 });
    expect(meta(video)).toMatchObject({ length: '0:00:12.00', duration: 12, fps: 25 });
    expect([file.width, file.height]).toEqual([original.width, original.height]);
    expect(file.duration).toBe(original.duration * 1000);
    expect(file.defaultDuration).toBe(1e9 / 25);
    expect(file.frames).toHaveLength(original.duration * meta(video).fps);
    const header = readVp8Header(file.frames[0]!.data);
    expect([header.width, header.height]).toEqual([original.width, original.height]);
    const bitrate = (bytes.length * 8) / original.duration;
    expect(Math.abs(original.bitrate - bitrate) / bitrate).toBeLessThan(0.1);
  });

  it('gifv: 320x180, 3 s at 25 fps', async () => {
    const gifv = first('gifv');
    expect(gifv.url).toMatch(/\/original\.webm$/);
    const bytes = await bytesOf(serveMediaFile(db, gifv.url));
    const file = readWebm(bytes);
    const { original } = meta(gifv);
    expect(original).toMatchObject({ width: 320, height: 180, frame_rate: '25/1', duration: 3 });
    expect([file.width, file.height, file.duration, file.frames.length]).toEqual([320, 180, 3000, 75]);
    const bitrate = (bytes.length * 8) / original.duration;
    expect(Math.abs(original.bitrate - bitrate) / bitrate).toBeLessThan(0.1);
  });

  it('audio: the WAV lasts as long as the meta says', async () => {
    const audio = first('audio');
    const wav = readWav(await bytesOf(serveMediaFile(db, audio.url)));
    expect(meta(audio)).toMatchObject({ length: '0:00:08.00', duration: 8, original: { duration: 8 } });
    expect(wav.seconds).toBe(meta(audio).original.duration);
    expect(wav.byteRate * 8).toBe(meta(audio).original.bitrate);
    expect(meta(audio).colors).toBeDefined();
  });

  it('the old .mp4 path answers the same WebM', async () => {
    const video = first('video');
    const old = serveMediaFile(db, video.url.replace(/\.webm$/, '.mp4'));
    expect(old.headers.get('content-type')).toBe('video/webm');
    expect(sameBytes(await bytesOf(old), await bytesOf(serveMediaFile(db, video.url)))).toBe(true);
  });

  it('does not serve a video still processing', () => {
    const pending = { ...first('video'), id: 'pending-video', ready_at: NOW + 10_000 };
    db.media.set(pending.id, pending);
    expect(serveMediaFile(db, '/system/media/pending-video/original.webm', 'bytes=0-9').status).toBe(404);
  });
});

describe('range requests', () => {
  it('reads Range headers as RFC 9110 describes, ignoring what it does not take', () => {
    expect(chooseRange(null, 100)).toEqual({ kind: 'whole' });
    expect(chooseRange('bytes=0-9', 100)).toEqual({ kind: 'part', first: 0, last: 9 });
    expect(chooseRange('bytes=90-', 100)).toEqual({ kind: 'part', first: 90, last: 99 });
    expect(chooseRange('bytes=95-500', 100)).toEqual({ kind: 'part', first: 95, last: 99 });
    expect(chooseRange('bytes=-10', 100)).toEqual({ kind: 'part', first: 90, last: 99 });
    expect(chooseRange('bytes=-500', 100)).toEqual({ kind: 'part', first: 0, last: 99 });
    expect(chooseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(chooseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(chooseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    for (const ignored of ['bytes=9-1', 'bytes=0-1,5-6', 'items=0-1', 'bytes=a-b', 'bytes=-'])
      expect(chooseRange(ignored, 100)).toEqual({ kind: 'whole' });
  });

  it('answers 200 with Accept-Ranges when no range is asked', async () => {
    const video = first('video');
    const whole = serveMediaFile(db, video.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = await bytesOf(whole);
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('answers 206 with the slice and Content-Range for a video and a WAV', async () => {
    for (const item of [first('video'), first('audio')]) {
      const whole = await bytesOf(serveMediaFile(db, item.url));
      const size = whole.length;
      const cases: Array<[string, number, number]> = [
        ['bytes=0-99', 0, 99],
        ['bytes=1000-', 1000, size - 1],
        ['bytes=-64', size - 64, size - 1],
        [`bytes=${size - 10}-${size + 50}`, size - 10, size - 1],
      ];
      for (const [range, from, to] of cases) {
        const part = serveMediaFile(db, item.url, range);
        expect(part.status).toBe(206);
        expect(part.headers.get('content-range')).toBe(`bytes ${from}-${to}/${size}`);
        expect(part.headers.get('accept-ranges')).toBe('bytes');
        expect(part.headers.get('content-length')).toBe(String(to - from + 1));
        expect(sameBytes(await bytesOf(part), whole.subarray(from, to + 1))).toBe(true);
      }
    }
  });

  it('answers 416 for a range past the end', async () => {
    const audio = first('audio');
    const size = (await bytesOf(serveMediaFile(db, audio.url))).length;
    const answer = serveMediaFile(db, audio.url, `bytes=${size}-`);
    expect(answer.status).toBe(416);
    expect(answer.headers.get('content-range')).toBe(`bytes */${size}`);
    expect((await bytesOf(answer)).length).toBe(0);
  });
});
