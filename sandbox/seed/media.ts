import { encode } from 'blurhash';
import type { MediaRecord, StatusRecord } from '../kernel/records';
import {
  SEEDED_AUDIO,
  SEEDED_GIFV,
  SEEDED_VIDEO,
  formatLength,
  mediaPaths,
  pictureSeed,
  renderPicture,
} from '../media-files';
import type { SeedContext } from './context';
import { timeOf } from './factory';
import { MEDIA_DESCRIPTIONS } from './names';

type MediaKind = MediaRecord['type'];

const SHAPES: Array<[number, number]> = [
  [1600, 1200],
  [1200, 1600],
  [1920, 1080],
  [1080, 1080],
  [800, 1200],
];

/** Blurhash of a deterministic picture at a small size, with components chosen by aspect. */
export function blurhashFor(seed: number, width: number, height: number, componentsX = 4, componentsY = 3): string {
  // A tiny rendering keeps seeding fast; the encoder cost grows with pixels x components.
  const w = width >= height ? 9 : Math.max(6, Math.round((9 * width) / height));
  const h = width >= height ? Math.max(6, Math.round((9 * height) / width)) : 9;
  return encode(renderPicture(seed, w, h), w, h, componentsX, componentsY);
}

function sizeMeta(width: number, height: number) {
  return { width, height, size: `${width}x${height}`, aspect: width / height };
}

/** The preview size: the longer side 400 px at most (never enlarged). */
function smallOf(width: number, height: number) {
  const scale = Math.min(1, 400 / Math.max(width, height));
  return sizeMeta(Math.round(width * scale), Math.round(height * scale));
}

/** 8-bit mono samples at the seeded rate. */
const AUDIO_BITRATE = SEEDED_AUDIO.sampleRate * 8;

/**
 * Bits per second of the generated WebM files, measured over typical palettes (the exact figure varies a
 * little with each video's colours; the files are built on request, not while seeding).
 */
const VIDEO_BITRATE = { video: 475_000, gifv: 237_000 };

/** Frame rate, duration and bitrate of a seeded video or loop, as Mastodon reports them. */
function motionMeta(spec: typeof SEEDED_VIDEO | typeof SEEDED_GIFV) {
  return {
    frame_rate: `${spec.frameRate}/1`,
    duration: spec.durationSeconds,
    bitrate: spec === SEEDED_GIFV ? VIDEO_BITRATE.gifv : VIDEO_BITRATE.video,
  };
}

/** The size Mastodon measures an audio file's cover picture at (it keeps it as the attachment's `small`). */
const AUDIO_COVER = { width: 400, height: 400 };

/**
 * The meta of a seeded video, gifv or audio file (the same for every one of its kind: the files are generated).
 * An audio file has a `small` size only with a cover picture: Mastodon measures an uploaded thumbnail as `small`,
 * and a bare audio file has no picture at all.
 */
export function playableMediaMeta(
  type: 'video' | 'gifv' | 'audio',
  { cover = false }: { cover?: boolean } = {},
): Record<string, unknown> {
  switch (type) {
    case 'gifv':
      return {
        original: { ...sizeMeta(SEEDED_GIFV.width, SEEDED_GIFV.height), ...motionMeta(SEEDED_GIFV) },
        small: smallOf(SEEDED_GIFV.width, SEEDED_GIFV.height),
      };
    case 'video':
      return {
        original: { ...sizeMeta(SEEDED_VIDEO.width, SEEDED_VIDEO.height), ...motionMeta(SEEDED_VIDEO) },
        small: smallOf(SEEDED_VIDEO.width, SEEDED_VIDEO.height),
        length: formatLength(SEEDED_VIDEO.durationSeconds),
        duration: SEEDED_VIDEO.durationSeconds,
        fps: SEEDED_VIDEO.frameRate,
      };
    default:
      return {
        original: { duration: SEEDED_AUDIO.durationSeconds, bitrate: AUDIO_BITRATE },
        ...(cover ? { small: smallOf(AUDIO_COVER.width, AUDIO_COVER.height) } : {}),
        length: formatLength(SEEDED_AUDIO.durationSeconds),
        duration: SEEDED_AUDIO.durationSeconds,
        audio_encode: 'pcm_u8',
        audio_bitrate: `${AUDIO_BITRATE / 1000} kb/s`,
        audio_channels: 'mono',
        colors: { background: '#1b1a26', foreground: '#f4f1de', accent: '#e07a5f' },
      };
  }
}

/** The file extension of a seeded kind of media. */
export const mediaExtension = (type: MediaKind): string =>
  type === 'image' ? 'png' : type === 'audio' ? 'wav' : 'webm';

/**
 * Whether the next seeded audio file gets a cover picture: every other one does, starting with the second, so
 * the seed holds both what a server sends for a bare audio file (its `preview_url` is the file itself, with no
 * `small` in the meta) and for one uploaded with a thumbnail (`preview_url` the picture, measured as `small`).
 * Counted from the records, so the seed's random sequence stays as it was.
 */
function nextAudioHasCover(ctx: SeedContext): boolean {
  let audio = 0;
  for (const media of ctx.db.media.values()) if (media.type === 'audio') audio += 1;
  return audio % 2 === 1;
}

/** Creates a processed media record of a kind for a status. */
export function addMedia(ctx: SeedContext, status: StatusRecord, type: MediaKind): MediaRecord {
  const { random } = ctx;
  const stamp = ctx.clock.stamp(timeOf(status) - random.int(5_000, 120_000));
  const [width, height]: [number, number] =
    type === 'audio'
      ? [0, 0]
      : type === 'image'
        ? random.pick(SHAPES)
        : type === 'gifv'
          ? [SEEDED_GIFV.width, SEEDED_GIFV.height]
          : [SEEDED_VIDEO.width, SEEDED_VIDEO.height];
  const components: [number, number] = width >= height ? (random.chance(0.7) ? [4, 3] : [5, 3]) : [3, 4];
  const seed = pictureSeed.media(stamp.id);
  const ext = mediaExtension(type);
  const description = random.chance(0.8) ? random.pick(MEDIA_DESCRIPTIONS) : null;
  const cover = type === 'audio' && nextAudioHasCover(ctx);
  const url = mediaPaths.original(stamp.id, ext);
  let meta: Record<string, unknown>;
  switch (type) {
    case 'image':
      meta = {
        original: sizeMeta(width, height),
        small: smallOf(width, height),
        focus: {
          x: Math.round((random.next() * 2 - 1) * 100) / 100,
          y: Math.round((random.next() * 2 - 1) * 100) / 100,
        },
      };
      break;
    case 'unknown':
      meta = {};
      break;
    default:
      meta = playableMediaMeta(type, { cover });
  }
  const media: MediaRecord = {
    id: stamp.id,
    account_id: status.account_id,
    status_id: status.id,
    type,
    url,
    // a bare audio file: the server gives the file itself as its preview
    preview_url: type === 'audio' && !cover ? url : mediaPaths.small(stamp.id),
    remote_url: ctx.db.accounts.get(status.account_id)?.domain
      ? `https://${ctx.db.accounts.get(status.account_id)!.domain}/files/${stamp.id}.${ext}`
      : null,
    description,
    blurhash: type === 'audio' ? blurhashFor(seed, 400, 400, 3, 3) : blurhashFor(seed, width, height, ...components),
    meta,
    ready_at: stamp.ms,
    thumbnail_url: cover ? mediaPaths.small(stamp.id) : null,
  };
  ctx.db.media.set(media.id, media);
  status.media_ids.push(media.id);
  return media;
}

/**
 * Attaches media to posts: mostly images (1-4), plus gifv, video and audio; some posts are sensitive
 * (with or without a content warning).
 */
export function seedMedia(ctx: SeedContext, posts: number): void {
  const candidates = ctx.posts.filter((p) => p.media_ids.length === 0 && p.poll_id === null);
  for (const status of ctx.random.sample(candidates, posts)) {
    const roll = ctx.random.next();
    if (roll < 0.7) {
      const n = ctx.random.pick([1, 1, 1, 2, 3, 4]);
      for (let i = 0; i < n; i += 1) addMedia(ctx, status, 'image');
    } else if (roll < 0.8) addMedia(ctx, status, 'gifv');
    else if (roll < 0.92) addMedia(ctx, status, 'video');
    else addMedia(ctx, status, 'audio');
    if (ctx.random.chance(0.15)) status.sensitive = true;
  }
}
