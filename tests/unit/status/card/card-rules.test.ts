// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { normaliseCard, type Card } from '../../../../src/services/entities';
import { cardLayout } from '../../../../src/views/status/card/card-layout';
import {
  embedSource,
  iframeSrcFromHtml,
  linkStartTime,
  parseStartTime,
} from '../../../../src/views/status/card/card-embed';
import { apiCard, videoCard } from './card-fixtures';

const PAGE = 'https://tsubame.example';
const card = (raw: Parameters<typeof normaliseCard>[0]): Card => normaliseCard(raw)!;

describe('card image ratio (spec 9)', () => {
  it('a video card is 16:9', () => {
    expect(cardLayout(card(videoCard()))).toEqual({ kind: 'video', ratio: 16 / 9 });
  });

  it('a wide image (wider than tall) is 1.91:1', () => {
    expect(cardLayout(card(apiCard({ width: 1200, height: 630 })))).toEqual({ kind: 'wide', ratio: 1.91 });
  });

  it('a square or tall image is 1:1, compact', () => {
    expect(cardLayout(card(apiCard({ width: 400, height: 400 })))).toEqual({ kind: 'compact', ratio: 1 });
    expect(cardLayout(card(apiCard({ width: 300, height: 600 })))).toEqual({ kind: 'compact', ratio: 1 });
  });

  it('a card without an image is compact', () => {
    expect(cardLayout(card(apiCard({ image: null, width: 1200, height: 630 })))).toEqual({ kind: 'compact', ratio: 1 });
  });
});

describe('start time of the link (t parameter)', () => {
  it('reads seconds and h/m/s forms', () => {
    expect(parseStartTime('90')).toBe(90);
    expect(parseStartTime('90s')).toBe(90);
    expect(parseStartTime('1m30s')).toBe(90);
    expect(parseStartTime('1h2m3s')).toBe(3723);
    expect(parseStartTime('0')).toBeNull();
    expect(parseStartTime('soon')).toBeNull();
    expect(parseStartTime(null)).toBeNull();
  });

  it('takes t from the query or the fragment', () => {
    expect(linkStartTime('https://www.youtube.com/watch?v=x&t=75')).toBe(75);
    expect(linkStartTime('https://youtu.be/x?t=2m')).toBe(120);
    expect(linkStartTime('https://vimeo.com/1#t=45s')).toBe(45);
    expect(linkStartTime('https://www.youtube.com/watch?v=x')).toBeNull();
    expect(linkStartTime('not a url')).toBeNull();
  });
});

describe('video embed source: only a parsed, allowlisted https src', () => {
  it('reads the iframe src from the oEmbed html without running it', () => {
    expect(
      iframeSrcFromHtml('<iframe src="https://player.vimeo.com/video/1"></iframe><script>window.hacked = 1</script>'),
    ).toBe('https://player.vimeo.com/video/1');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(iframeSrcFromHtml('<p>no player</p>')).toBeNull();
  });

  it('a known video host over https is embedded with autoplay flags', () => {
    const src = new URL(embedSource(card(videoCard()), PAGE)!);
    expect(src.origin).toBe('https://www.youtube.com');
    expect(src.pathname).toBe('/embed/abc123');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('start')).toBeNull();
  });

  it("a video-sharing provider starts at the link's t parameter", () => {
    const youtube = new URL(
      embedSource(card(videoCard({ url: 'https://www.youtube.com/watch?v=abc123&t=1m30s' })), PAGE)!,
    );
    expect(youtube.searchParams.get('start')).toBe('90');
    const vimeo = new URL(
      embedSource(
        card(
          videoCard({
            url: 'https://vimeo.com/76979871#t=42s',
            html: '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
          }),
        ),
        PAGE,
      )!,
    );
    expect(vimeo.hash).toBe('#t=42s');
  });

  it('plain http players are refused', () => {
    expect(
      embedSource(card(videoCard({ html: '<iframe src="http://www.youtube.com/embed/abc123"></iframe>' })), PAGE),
    ).toBeNull();
  });

  it('players from unknown hosts are refused', () => {
    expect(
      embedSource(card(videoCard({ html: '<iframe src="https://evil.example/player"></iframe>' })), PAGE),
    ).toBeNull();
  });

  it('javascript: and data: sources are refused', () => {
    expect(embedSource(card(videoCard({ html: '<iframe src="javascript:alert(1)"></iframe>' })), PAGE)).toBeNull();
    expect(embedSource(card(videoCard({ html: '<iframe src="data:text/html,<b>x</b>"></iframe>' })), PAGE)).toBeNull();
  });

  it("the card's embed_url is used when it is https", () => {
    const src = embedSource(card(videoCard({ html: '', embed_url: 'https://video.example/embed/7' })), PAGE);
    expect(src).toMatch(/^https:\/\/video\.example\/embed\/7\?autoplay=1/);
    expect(embedSource(card(videoCard({ html: '', embed_url: 'http://video.example/embed/7' })), PAGE)).toBeNull();
  });

  it("never frames this page's own origin", () => {
    expect(embedSource(card(videoCard({ html: '', embed_url: `${PAGE}/evil` })), PAGE)).toBeNull();
  });

  it('only video cards are embedded', () => {
    expect(embedSource(card(videoCard({ type: 'rich' })), PAGE)).toBeNull();
  });
});
