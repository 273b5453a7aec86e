/**
 * A file judged before it is sent (src/machines/file-check.ts): by its first bytes, never its name or the type the
 * browser guessed; empty, a kind the server does not list, or over the server's limit for its kind is refused;
 * what the server does not say is not checked.
 */
import { describe, expect, it } from 'vitest';
import { fileRefusal, isFileRefusal, sniffTypes } from '../../../src/machines/file-check';

const head = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const PNG = head([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = head([0xff, 0xd8, 0xff, 0xe0]);
const EXE = head('MZ', [0x90, 0, 3, 0]);
const MP4 = head([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]);
const MASTODON_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'audio/mpeg', 'audio/wave'];

describe('sniffTypes', () => {
  it('names the kinds of pictures, videos and sounds by their first bytes', () => {
    expect(sniffTypes(PNG)).toContain('image/png');
    expect(sniffTypes(JPEG)).toEqual(['image/jpeg']);
    expect(sniffTypes(head('GIF89a'))).toEqual(['image/gif']);
    expect(sniffTypes(head('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toEqual(['image/webp']);
    expect(sniffTypes(head('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toContain('audio/wave');
    expect(sniffTypes(MP4)).toContain('video/mp4');
    expect(sniffTypes(head([0, 0, 0, 0x1c], 'ftypavif'))).toEqual(['image/avif']);
    expect(sniffTypes(head([0, 0, 0, 0x1c], 'ftypqt  '))).toEqual(['video/quicktime']);
    expect(sniffTypes(head([0x1a, 0x45, 0xdf, 0xa3]))).toEqual(['video/webm', 'audio/webm']);
    expect(sniffTypes(head('OggS'))).toContain('audio/ogg');
    expect(sniffTypes(head('fLaC'))).toContain('audio/flac');
    expect(sniffTypes(head('ID3', [4, 0]))).toContain('audio/mpeg');
    expect(sniffTypes(head([0xff, 0xfb, 0x90]))).toContain('audio/mpeg');
    expect(sniffTypes(head([0xff, 0xf1, 0x50]))).toContain('audio/aac');
  });
  it('names nothing for what is no media: an executable, a text, nothing at all', () => {
    expect(sniffTypes(EXE)).toEqual([]);
    expect(sniffTypes(head('%PDF-1.7'))).toEqual([]);
    expect(sniffTypes(head('hello world'))).toEqual([]);
    expect(sniffTypes(new Uint8Array())).toEqual([]);
  });
});

describe('fileRefusal', () => {
  const limits = { supportedTypes: MASTODON_TYPES, imageSizeLimit: 16 * 1024 * 1024, videoSizeLimit: 99 * 1024 * 1024 };

  it('refuses an empty file, whatever the server says', () => {
    expect(fileRefusal({ size: 0, head: new Uint8Array() }, {})).toEqual({ kind: 'refused', reason: 'empty' });
  });
  it('refuses a file whose bytes are of no kind the server lists (an executable named setup.png)', () => {
    expect(fileRefusal({ size: 4096, head: EXE }, limits)).toEqual({ kind: 'refused', reason: 'type' });
    expect(fileRefusal({ size: 4096, head: head('OggS') }, limits)).toEqual({ kind: 'refused', reason: 'type' });
    expect(fileRefusal({ size: 4096, head: PNG }, limits)).toBeNull();
    expect(fileRefusal({ size: 4096, head: MP4 }, limits)).toBeNull();
  });
  it("refuses a file over the server's limit for its kind: pictures by the image limit, video and sound by the video one", () => {
    const picture = 17 * 1024 * 1024;
    expect(fileRefusal({ size: picture, head: JPEG }, limits)).toEqual({
      kind: 'refused',
      reason: 'size',
      limit: 16 * 1024 * 1024,
    });
    expect(fileRefusal({ size: picture, head: MP4 }, limits)).toBeNull();
    expect(fileRefusal({ size: 100 * 1024 * 1024, head: MP4 }, limits)).toMatchObject({ reason: 'size' });
  });
  it('leaves to the server what it does not say: no list, no limits', () => {
    expect(fileRefusal({ size: 4096, head: EXE }, {})).toBeNull();
    expect(fileRefusal({ size: 10 ** 9, head: JPEG }, { supportedTypes: [] })).toBeNull();
  });
  it('tells a refusal from a failure', () => {
    expect(isFileRefusal({ kind: 'refused', reason: 'empty' })).toBe(true);
    expect(isFileRefusal(new Error('offline'))).toBe(false);
    expect(isFileRefusal(null)).toBe(false);
  });
});
