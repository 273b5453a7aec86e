/**
 * What a player takes from an attachment: the frame rate read from the server's fraction or number (unusable
 * values are null), the length from the original's duration, the shape from the original, else the small
 * version, else 16:9, and the file from `url`, else `remote_url`.
 */
import { describe, expect, it } from 'vitest';
import type { MediaAttachment, MediaSize } from '../../../src/domain/entities';
import { DEFAULT_MEDIA_ASPECT, mediaPropsOf, parseFrameRate } from '../../../src/services/media/media-props';

const size = (overrides: Partial<MediaSize> = {}): MediaSize => ({
  width: null,
  height: null,
  aspect: null,
  duration: null,
  frame_rate: null,
  ...overrides,
});

function attachment(overrides: Partial<MediaAttachment> = {}): MediaAttachment {
  return {
    id: 'm1',
    type: 'video',
    url: 'https://files.example/media/m1.mp4',
    preview_url: 'https://files.example/media/m1.png',
    remote_url: 'https://remote.example/media/m1.mp4',
    description: 'A bird on a wire',
    blurhash: null,
    meta: { original: null, small: null, focus: null, colors: null },
    ...overrides,
  };
}

const withMeta = (original: MediaSize | null, small: MediaSize | null = null) =>
  attachment({ meta: { original, small, focus: null, colors: null } });

describe('parseFrameRate', () => {
  it('reads a fraction', () => {
    expect(parseFrameRate('30000/1001')).toBeCloseTo(29.97, 2);
    expect(parseFrameRate('25/1')).toBe(25);
  });

  it('takes a positive number, or a string without a denominator', () => {
    expect(parseFrameRate(25)).toBe(25);
    expect(parseFrameRate(59.94)).toBe(59.94);
    expect(parseFrameRate('24')).toBe(24);
  });

  it('gives null for anything unusable', () => {
    expect(parseFrameRate('0/1')).toBeNull();
    expect(parseFrameRate('abc')).toBeNull();
    expect(parseFrameRate(null)).toBeNull();
    expect(parseFrameRate(undefined)).toBeNull();
    expect(parseFrameRate('')).toBeNull();
    expect(parseFrameRate('30/0')).toBeNull();
    expect(parseFrameRate(0)).toBeNull();
    expect(parseFrameRate(-25)).toBeNull();
    expect(parseFrameRate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseFrameRate(Number.NaN)).toBeNull();
  });
});

describe('mediaPropsOf', () => {
  it('takes the file, still, alt text and colours of the attachment', () => {
    const colours = { background: '#000000', foreground: '#ffffff', accent: '#ff0000' };
    const props = mediaPropsOf(attachment({ meta: { original: null, small: null, focus: null, colors: colours } }));
    expect(props.src).toBe('https://files.example/media/m1.mp4');
    expect(props.poster).toBe('https://files.example/media/m1.png');
    expect(props.alt).toBe('A bird on a wire');
    expect(props.colours).toEqual(colours);
  });

  it('has no poster when the preview is not a picture (audio sent as its own preview)', () => {
    const wav = 'https://files.example/media/m1.wav';
    const audio = attachment({ type: 'audio', url: wav, preview_url: wav });
    expect(mediaPropsOf(audio).poster).toBeNull();
    expect(mediaPropsOf(audio).src).toBe(wav);
  });

  it('falls back to remote_url when the server has no copy of the file', () => {
    expect(mediaPropsOf(attachment({ url: null })).src).toBe('https://remote.example/media/m1.mp4');
    expect(mediaPropsOf(attachment({ url: null, remote_url: null })).src).toBeNull();
  });

  it('takes the duration from meta.original, when it is a positive number', () => {
    expect(mediaPropsOf(withMeta(size({ duration: 12.5 }))).duration).toBe(12.5);
    expect(mediaPropsOf(withMeta(size({ duration: 0 }))).duration).toBeNull();
    expect(mediaPropsOf(withMeta(size({ duration: -3 }))).duration).toBeNull();
    expect(mediaPropsOf(withMeta(null, size({ duration: 9 }))).duration).toBeNull();
    expect(mediaPropsOf(withMeta(null)).duration).toBeNull();
  });

  it('takes the frame rate from meta.original', () => {
    expect(mediaPropsOf(withMeta(size({ frame_rate: '30000/1001' }))).frameRate).toBeCloseTo(29.97, 2);
    expect(mediaPropsOf(withMeta(size({ frame_rate: 'abc' }))).frameRate).toBeNull();
    expect(mediaPropsOf(withMeta(null)).frameRate).toBeNull();
  });

  it('takes the aspect from the original, then the small version, then 16:9', () => {
    const original = size({ width: 1600, height: 1200 });
    const small = size({ width: 400, height: 400 });
    expect(mediaPropsOf(withMeta(original, small)).aspectRatio).toBeCloseTo(4 / 3);
    expect(mediaPropsOf(withMeta(size({ width: 1600 }), small)).aspectRatio).toBe(1);
    expect(mediaPropsOf(withMeta(size({ width: 0, height: 900 }), small)).aspectRatio).toBe(1);
    expect(mediaPropsOf(withMeta(null, small)).aspectRatio).toBe(1);
    expect(mediaPropsOf(withMeta(null, size({ width: -4, height: 3 }))).aspectRatio).toBe(DEFAULT_MEDIA_ASPECT);
    expect(mediaPropsOf(withMeta(null, null)).aspectRatio).toBe(16 / 9);
  });
});
