// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  cardAuthorLine,
  cardImageRatio,
  cardPlayerSource,
  cardShape,
  EMBED_ALLOW,
  EMBED_SANDBOX,
  embedPlayerUrl,
} from '../../../../src/machines/link-card-rules';
import { normaliseCard, type Card } from '../../../../src/domain/entities';
import { firstIframeSrc } from '../../../../src/services/sanitize/iframe-src';
import { apiCard, videoCard } from './card-fixtures';

/** The rules of link-card-rules.ts applied to normalised cards, as the view applies them. */
const PAGE = 'https://tsubame.example';
const card = (raw: Parameters<typeof normaliseCard>[0]): Card => normaliseCard(raw)!;
const source = (c: Card, page = PAGE) =>
  cardPlayerSource({ type: c.type, embed_url: c.embed_url, htmlPlayerSrc: firstIframeSrc(c.html) }, page);
const embedded = (c: Card) => {
  const src = source(c);
  return src === null ? null : embedPlayerUrl(src, c.url);
};

describe('card image ratio of normalised cards', () => {
  it('a video card is 16:9, a wide image 1.91:1', () => {
    expect(cardImageRatio(card(videoCard()))).toBe(16 / 9);
    expect(cardImageRatio(card(apiCard({ width: 1200, height: 630 })))).toBe(1.91);
  });

  it('a square or tall image, or no image, is 1:1', () => {
    expect(cardShape(card(apiCard({ width: 400, height: 400 })))).toBe('square');
    expect(cardShape(card(apiCard({ width: 300, height: 600 })))).toBe('square');
    expect(cardShape(card(apiCard({ image: null, width: 1200, height: 630 })))).toBe('square');
  });
});

describe("the oEmbed html's iframe src, read inertly", () => {
  it('reads the src without running anything in the html', () => {
    expect(
      firstIframeSrc('<iframe src="https://player.vimeo.com/video/1"></iframe><script>window.hacked = 1</script>'),
    ).toBe('https://player.vimeo.com/video/1');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(firstIframeSrc('<p>no player</p>')).toBeNull();
    expect(firstIframeSrc('')).toBeNull();
  });
});

describe('the player a card may embed: only a parsed, allowlisted https src', () => {
  it('a known video host over https is embedded with autoplay flags', () => {
    const src = new URL(embedded(card(videoCard()))!);
    expect(src.origin).toBe('https://www.youtube.com');
    expect(src.pathname).toBe('/embed/abc123');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('start')).toBeNull();
  });

  it("a video-sharing provider starts at the link's t parameter; Vimeo takes it in the fragment", () => {
    const youtube = new URL(embedded(card(videoCard({ url: 'https://www.youtube.com/watch?v=abc123&t=1m30s' })))!);
    expect(youtube.searchParams.get('start')).toBe('90');
    const vimeo = new URL(
      embedded(
        card(
          videoCard({
            url: 'https://vimeo.com/76979871#t=42s',
            html: '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
          }),
        ),
      )!,
    );
    expect(vimeo.hash).toBe('#t=42s');
    expect(vimeo.searchParams.has('start')).toBe(false);
  });

  it('plain http players, unknown hosts, javascript: and data: sources are refused', () => {
    for (const html of [
      '<iframe src="http://www.youtube.com/embed/abc123"></iframe>',
      '<iframe src="https://evil.example/player"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="data:text/html,<b>x</b>"></iframe>',
      '<iframe src="https://user:pw@www.youtube.com/embed/abc123"></iframe>',
    ]) {
      expect(source(card(videoCard({ html, embed_url: '' })))).toBeNull();
    }
  });

  it("the card's embed_url is used when it is https", () => {
    expect(embedded(card(videoCard({ html: '', embed_url: 'https://video.example/embed/7' })))).toMatch(
      /^https:\/\/video\.example\/embed\/7\?autoplay=1/,
    );
    expect(source(card(videoCard({ html: '', embed_url: 'http://video.example/embed/7' })))).toBeNull();
  });

  it("never frames this page's own origin", () => {
    expect(source(card(videoCard({ html: '', embed_url: `${PAGE}/evil` })))).toBeNull();
    expect(source(card(videoCard()), 'https://www.youtube.com')).toBeNull();
  });

  it('only video cards are embedded', () => {
    expect(source(card(videoCard({ type: 'rich' })))).toBeNull();
    expect(source(card(apiCard({ embed_url: 'https://video.example/embed/7' })))).toBeNull();
  });

  it('the frame runs scripts in its own origin, with presentation and popups, and may autoplay', () => {
    expect(EMBED_SANDBOX.split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-presentation', 'allow-popups']),
    );
    expect(EMBED_SANDBOX).not.toContain('allow-top-navigation');
    expect(EMBED_SANDBOX).not.toContain('allow-forms');
    expect(EMBED_ALLOW).toBe('autoplay; fullscreen; picture-in-picture');
  });
});

describe('the author line of a card', () => {
  const known = (id: string) => id === '77';

  it("names the author's account when the server gives one that is known", () => {
    expect(cardAuthorLine([{ name: 'Writer', url: 'https://n.example/w', accountId: '77' }], known)).toEqual({
      kind: 'account',
      accountId: '77',
    });
  });

  it("falls back to the author's page, then the bare name, when the account is unknown or absent", () => {
    expect(cardAuthorLine([{ name: 'Writer', url: 'https://n.example/w', accountId: '78' }], known)).toEqual({
      kind: 'page',
      name: 'Writer',
      url: 'https://n.example/w',
    });
    expect(cardAuthorLine([{ name: 'Writer', url: null, accountId: null }], known)).toEqual({
      kind: 'name',
      name: 'Writer',
    });
  });

  it('only the first author counts; no author or an empty name, no line', () => {
    expect(
      cardAuthorLine(
        [
          { name: 'First', url: null, accountId: null },
          { name: 'Second', url: null, accountId: '77' },
        ],
        known,
      ),
    ).toEqual({ kind: 'name', name: 'First' });
    expect(cardAuthorLine([], known)).toBeNull();
    expect(cardAuthorLine([{ name: '', url: 'https://n.example/w', accountId: null }], known)).toBeNull();
  });
});
