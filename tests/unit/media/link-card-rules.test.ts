import { describe, expect, it } from 'vitest';
import {
  cardIdentity,
  cardImageRatio,
  cardShape,
  embedPlayerUrl,
  isVideoSharingHost,
  linkStartTime,
  parseStartTime,
  SQUARE_CARD_RATIO,
  VIDEO_CARD_RATIO,
  WIDE_IMAGE_CARD_RATIO,
} from '../../../src/machines/link-card-rules';

const card = (type: string, image: string | null, width: number, height: number) => ({ type, image, width, height });

describe('card image ratio (16:9 video, 1.91:1 wide image, 1:1 otherwise)', () => {
  it('card image ratio 16:9 for a video card', () => {
    expect(VIDEO_CARD_RATIO).toBe(16 / 9);
    expect(cardImageRatio(card('video', 'https://img.example/p.jpg', 400, 400))).toBe(16 / 9);
    expect(cardImageRatio(card('video', null, 0, 0))).toBe(16 / 9);
    expect(cardShape(card('video', null, 0, 0))).toBe('video');
  });

  it('card image ratio 1.91:1 for a wide image (wider than tall, from the card width and height)', () => {
    expect(WIDE_IMAGE_CARD_RATIO).toBe(1.91);
    expect(cardImageRatio(card('link', 'https://img.example/p.jpg', 1200, 630))).toBe(1.91);
    expect(cardImageRatio(card('photo', 'https://img.example/p.jpg', 401, 400))).toBe(1.91);
    expect(cardShape(card('link', 'https://img.example/p.jpg', 1200, 630))).toBe('wide');
  });

  it('card image ratio 1:1 otherwise: square, tall, unknown sizes, no image', () => {
    expect(SQUARE_CARD_RATIO).toBe(1);
    expect(cardImageRatio(card('link', 'https://img.example/p.jpg', 400, 400))).toBe(1);
    expect(cardImageRatio(card('link', 'https://img.example/p.jpg', 300, 600))).toBe(1);
    expect(cardImageRatio(card('link', 'https://img.example/p.jpg', 1200, 0))).toBe(1);
    expect(cardImageRatio(card('link', null, 1200, 630))).toBe(1);
    expect(cardShape(card('link', null, 1200, 630))).toBe('square');
  });
});

describe('start time of a video-sharing link (t parameter)', () => {
  it('parses the 1h2m3s form', () => {
    expect(parseStartTime('1h2m3s')).toBe(3723);
    expect(parseStartTime('2m')).toBe(120);
    expect(parseStartTime('1h')).toBe(3600);
    expect(parseStartTime('1H2M3S')).toBe(3723);
  });

  it('parses the plain seconds form (90)', () => {
    expect(parseStartTime('90')).toBe(90);
  });

  it('parses the seconds-with-unit form (90s)', () => {
    expect(parseStartTime('90s')).toBe(90);
  });

  it('refuses values that are not times, and zero', () => {
    for (const value of [null, '', 'abc', '-5', '1.5', '1h30', 's', '0', '0s', '1x']) {
      expect(parseStartTime(value)).toBeNull();
    }
  });

  it('reads t from the query, else from the fragment', () => {
    expect(linkStartTime('https://www.youtube.com/watch?v=abc&t=1m30s')).toBe(90);
    expect(linkStartTime('https://youtu.be/abc?t=90')).toBe(90);
    expect(linkStartTime('https://www.youtube.com/watch?v=abc#t=45s')).toBe(45);
    expect(linkStartTime('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(linkStartTime('not a link')).toBeNull();
  });
});

describe('embedded player address', () => {
  it('a video card is embedded with autoplay flags', () => {
    const src = new URL(embedPlayerUrl('https://player.vimeo.com/video/1', 'https://vimeo.com/1')!);
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('auto_play')).toBe('1');
    expect(src.searchParams.has('start')).toBe(false);
  });

  it("a video-sharing provider's embed starts at the link's t", () => {
    const src = new URL(
      embedPlayerUrl(
        'https://www.youtube.com/embed/abc?feature=oembed',
        'https://www.youtube.com/watch?v=abc&t=1h2m3s',
      )!,
    );
    expect(src.searchParams.get('start')).toBe('3723');
    expect(src.searchParams.get('feature')).toBe('oembed');
    expect(src.searchParams.get('autoplay')).toBe('1');
  });

  it('other providers get no start, even with a t in the link', () => {
    const src = new URL(embedPlayerUrl('https://player.vimeo.com/video/1', 'https://vimeo.com/1?t=90')!);
    expect(src.searchParams.has('start')).toBe(false);
  });

  it('only https players are embedded', () => {
    expect(embedPlayerUrl('http://www.youtube.com/embed/abc', 'https://youtu.be/abc')).toBeNull();
    expect(embedPlayerUrl('javascript:alert(1)', 'https://youtu.be/abc')).toBeNull();
    expect(embedPlayerUrl('nonsense', 'https://youtu.be/abc')).toBeNull();
  });

  it('YouTube hosts are the video-sharing provider', () => {
    expect(isVideoSharingHost('https://www.youtube-nocookie.com/embed/x')).toBe(true);
    expect(isVideoSharingHost('https://youtu.be/x')).toBe(true);
    expect(isVideoSharingHost('https://example.com/youtube.com')).toBe(false);
  });
});

describe('card identity', () => {
  const base = { url: 'https://a.example/', image: 'https://a.example/i.png', html: '', embed_url: null };

  it('the same card keeps its identity', () => {
    expect(cardIdentity(base)).toBe(cardIdentity({ ...base }));
  });

  it('a change of link, image, embed html or embed address makes another card', () => {
    const key = cardIdentity(base);
    expect(cardIdentity({ ...base, url: 'https://b.example/' })).not.toBe(key);
    expect(cardIdentity({ ...base, image: null })).not.toBe(key);
    expect(cardIdentity({ ...base, html: '<iframe></iframe>' })).not.toBe(key);
    expect(cardIdentity({ ...base, embed_url: 'https://a.example/embed' })).not.toBe(key);
  });
});
