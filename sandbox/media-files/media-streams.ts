/**
 * The time-based files of seeded media records: a WebM video for `video` and `gifv`, a WAV tone for `audio`.
 *
 * Rules it keeps:
 * - A file is built from its record's meta (size, frame rate, duration), so what the API reports is what plays.
 *   Meta that is missing or out of bounds falls back to or is clamped into small, cheap values.
 * - Seeded records use the shapes below; the seed writes their meta from the same constants.
 * - Building a video takes a fraction of a second, so each file is kept per sandbox and media id.
 */
import type { SandboxDb } from '../kernel/db';
import type { MediaRecord } from '../kernel/records';
import { encodeToneWav } from './encoders';
import { hashString } from './pixels';
import { encodeWebmVideo, type WebmVideoSpec } from './webm-video';

/** Seeded videos: 12 s of 640x360 at 25 fps. */
export const SEEDED_VIDEO = { width: 640, height: 360, frameRate: 25, durationSeconds: 12 } as const;
/** Seeded GIF-like loops: 3 s of 320x180 at 25 fps. */
export const SEEDED_GIFV = { width: 320, height: 180, frameRate: 25, durationSeconds: 3 } as const;
/** Seeded audio: 8 s of 8-bit mono PCM at 8 kHz (64 kb/s). */
export const SEEDED_AUDIO = { durationSeconds: 8, sampleRate: 8000 } as const;

const files = new WeakMap<SandboxDb, Map<string, Uint8Array<ArrayBuffer>>>();

function cached(db: SandboxDb, key: string, build: () => Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  let store = files.get(db);
  if (!store) {
    store = new Map();
    files.set(db, store);
  }
  let bytes = store.get(key);
  if (!bytes) {
    bytes = build();
    store.set(key, bytes);
  }
  return bytes;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));

function originalMeta(media: MediaRecord): Record<string, unknown> {
  const original = media.meta.original;
  return original && typeof original === 'object' ? (original as Record<string, unknown>) : {};
}

/** Frames per second from Mastodon's "num/den" string. */
function parseFrameRate(value: unknown): number | null {
  const match = typeof value === 'string' ? /^(\d+)(?:\/(\d+))?$/.exec(value) : null;
  if (!match) return null;
  const rate = Number(match[1]) / Number(match[2] ?? 1);
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** The video a record's meta describes (width and height at most 1920, 1-60 fps, at most 60 s). */
export function videoSpecOf(media: MediaRecord): WebmVideoSpec {
  const original = originalMeta(media);
  const fallback = media.type === 'gifv' ? SEEDED_GIFV : SEEDED_VIDEO;
  return {
    width: Math.round(clamp(numberOr(original.width, fallback.width), 16, 1920)),
    height: Math.round(clamp(numberOr(original.height, fallback.height), 16, 1920)),
    frameRate: clamp(parseFrameRate(original.frame_rate) ?? fallback.frameRate, 1, 60),
    durationSeconds: clamp(
      numberOr(original.duration, numberOr(media.meta.duration, fallback.durationSeconds)),
      0.1,
      60,
    ),
    seed: hashString(`media:${media.id}`),
  };
}

/** Length of a record's audio in seconds (0.1 to 600). */
export function audioSecondsOf(media: MediaRecord): number {
  const seconds = numberOr(originalMeta(media).duration, numberOr(media.meta.duration, SEEDED_AUDIO.durationSeconds));
  return clamp(seconds, 0.1, 600);
}

/** The record's WebM video (kept per sandbox). */
export function videoFile(db: SandboxDb, media: MediaRecord): Uint8Array<ArrayBuffer> {
  return cached(db, `video:${media.id}`, () => encodeWebmVideo(videoSpecOf(media)));
}

/** The record's WAV tone, as long as its meta says (kept per sandbox). */
export function audioFile(db: SandboxDb, media: MediaRecord): Uint8Array<ArrayBuffer> {
  const frequency = 220 + (hashString(`media:${media.id}`) % 440);
  return cached(db, `audio:${media.id}`, () =>
    encodeToneWav(frequency, audioSecondsOf(media), SEEDED_AUDIO.sampleRate),
  );
}

/** Mastodon's "H:MM:SS.ss" length text. */
export function formatLength(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = (seconds % 60).toFixed(2).padStart(5, '0');
  return `${hours}:${String(minutes).padStart(2, '0')}:${rest}`;
}
