/**
 * Whether an attachment's preview is a picture to draw: not when it is the file itself, names an audio or video
 * file, or belongs to audio whose meta measures no picture; an image's preview always is.
 */
import { describe, expect, it } from 'vitest';
import type { MediaAttachment } from '../../../src/domain/entities';
import { previewImageOf } from '../../../src/services/media/preview-image';

const SMALL = { width: 400, height: 400, aspect: 1, duration: null, frame_rate: null };

function attachment(overrides: Partial<MediaAttachment> = {}): MediaAttachment {
  return {
    id: 'm1',
    type: 'audio',
    url: 'https://files.example/media/m1/original.mp3',
    preview_url: 'https://files.example/media/m1/small.png',
    remote_url: null,
    description: null,
    blurhash: null,
    meta: { original: null, small: SMALL, focus: null, colors: null },
    ...overrides,
  };
}

describe('previewImageOf', () => {
  it('an audio file sent as its own preview is no picture', () => {
    const url = 'https://files.example/media/m1/original.wav';
    expect(previewImageOf(attachment({ url, preview_url: url }))).toBeNull();
    // nor the remote file
    const remote = 'https://remote.example/files/m1.wav';
    expect(previewImageOf(attachment({ remote_url: remote, preview_url: remote }))).toBeNull();
  });

  it('a preview naming an audio or video file is no picture, whatever its query', () => {
    for (const name of ['a.wav', 'a.MP3', 'a.ogg', 'a.opus', 'a.flac', 'a.m4a', 'a.webm', 'a.mp4?v=2', 'a.mov#t=1'])
      expect(previewImageOf(attachment({ preview_url: `https://cdn.example/${name}` })), name).toBeNull();
  });

  it('audio whose meta measures no picture has none', () => {
    const bare = attachment({ meta: { original: null, small: null, focus: null, colors: null } });
    expect(previewImageOf(bare)).toBeNull();
  });

  it('a cover picture of audio, and the still of a video or gifv, are drawn', () => {
    expect(previewImageOf(attachment())).toBe('https://files.example/media/m1/small.png');
    const video = attachment({ type: 'video', url: 'https://files.example/media/m1/original.mp4' });
    expect(previewImageOf({ ...video, meta: { ...video.meta, small: null } })).toBe(
      'https://files.example/media/m1/small.png',
    );
    expect(previewImageOf(attachment({ type: 'gifv' }))).toBe('https://files.example/media/m1/small.png');
  });

  it('an image preview is always a picture, even the image itself', () => {
    const url = 'https://files.example/media/m1/original.png';
    expect(previewImageOf(attachment({ type: 'image', url, preview_url: url }))).toBe(url);
  });

  it('no preview: nothing to draw', () => {
    expect(previewImageOf(attachment({ preview_url: null }))).toBeNull();
    expect(previewImageOf(attachment({ type: 'image', preview_url: null }))).toBeNull();
  });
});
