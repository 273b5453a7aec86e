// @vitest-environment jsdom
/**
 * The hashtag bar rule on a sanitised post: which last paragraph of hashtags leaves the body for the bar, which
 * tags the bar shows (out-of-band tags too), and the duplicates it leaves out.
 */
import { describe, expect, it } from 'vitest';
import { linkResolver, safeTreeText, sanitizeHtml } from '../../../src/services/sanitize';
import { hashtagBar, tagKey } from '../../../src/services/sanitize/hashtag-bar';

const tagLink = (name: string) =>
  `<a href="https://home.example/tags/${encodeURIComponent(name.toLowerCase())}" class="mention hashtag" rel="tag">#<span>${name}</span></a>`;

interface Post {
  html: string;
  /** the tags the server lists (lower-cased names, as Mastodon sends them) */
  tags: string[];
  media?: boolean;
  warning?: boolean;
}

function split({ html, tags, media = false, warning = false }: Post) {
  const tagRefs = tags.map((name) => ({ name, url: `https://home.example/tags/${encodeURIComponent(name)}` }));
  const content = sanitizeHtml(html);
  const result = hashtagBar({
    content,
    tags: tagRefs,
    resolveLink: linkResolver([], tagRefs),
    hasMedia: media,
    hasWarning: warning,
  });
  return { body: safeTreeText(result.content).trim(), tags: result.tags, same: result.content === content };
}

describe('the last paragraph of hashtags', () => {
  it('moves to the bar under a post with other text', () => {
    const post = {
      html: `<p>Birds today</p><p>${tagLink('Birds')} ${tagLink('swallows')}</p>`,
      tags: ['birds', 'swallows'],
    };
    expect(split(post)).toEqual({ body: 'Birds today', tags: ['Birds', 'swallows'], same: false });
  });

  it('line breaks between the tags still make a paragraph of hashtags', () => {
    const post = { html: `<p>Hi</p><p>${tagLink('a')}<br>${tagLink('b')}</p>`, tags: ['a', 'b'] };
    expect(split(post).tags).toEqual(['a', 'b']);
  });

  it('stays in the body when it holds anything else (a word, a link, a tag the post does not carry)', () => {
    for (const html of [
      `<p>Hi</p><p>${tagLink('a')} and more</p>`,
      `<p>Hi</p><p>${tagLink('a')} <a href="https://example.com/">example.com</a></p>`,
      `<p>Hi</p><p>${tagLink('a')} ${tagLink('notcarried')}</p>`,
    ])
      expect(split({ html, tags: ['a'] })).toMatchObject({ tags: [], same: true });
  });

  it('only the last paragraph moves: hashtags earlier in the post stay where they are', () => {
    const post = { html: `<p>${tagLink('a')}</p><p>text</p>`, tags: ['a'] };
    expect(split(post)).toEqual({ body: '#a\n\ntext', tags: [], same: true });
  });

  it('a tag also written earlier in the body is not repeated in the bar', () => {
    const post = {
      html: `<p>About ${tagLink('Cats')}</p><p>${tagLink('cats')} ${tagLink('dogs')}</p>`,
      tags: ['cats', 'dogs'],
    };
    expect(split(post)).toEqual({ body: 'About #Cats', tags: ['dogs'], same: false });
  });

  it('tags differing only in case, width or accents show once, as first written', () => {
    const post = {
      html: `<p>Hi</p><p>${tagLink('Café')} ${tagLink('cafe')} ${tagLink('CAFÉ')} ${tagLink('ＣＡＦＥ')} ${tagLink('Tea')}</p>`,
      tags: ['cafe', 'tea'],
    };
    expect(split(post).tags).toEqual(['Café', 'Tea']);
  });

  it('kana voicing marks are not accents: がっこう and かっこう are two tags', () => {
    expect(tagKey('がっこう')).not.toBe(tagKey('かっこう'));
    expect(tagKey('Éte')).toBe(tagKey('ete'));
  });
});

describe('a post made only of hashtags', () => {
  const only = { html: `<p>${tagLink('a')} ${tagLink('b')}</p>`, tags: ['a', 'b'] };

  it('keeps them as its text when it has no media', () => {
    expect(split(only)).toEqual({ body: '#a #b', tags: [], same: true });
  });

  it('with media and no content warning, moves them to the bar (the media are the post)', () => {
    expect(split({ ...only, media: true })).toEqual({ body: '', tags: ['a', 'b'], same: false });
  });

  it('with media and a content warning, keeps them (the warning would open on nothing) and has no bar', () => {
    expect(split({ ...only, media: true, warning: true })).toEqual({ body: '#a #b', tags: [], same: true });
  });
});

describe('tags the text does not show', () => {
  it('are in the bar even when nothing moves', () => {
    expect(split({ html: '<p>Just words</p>', tags: ['hidden'] })).toEqual({
      body: 'Just words',
      tags: ['hidden'],
      same: true,
    });
  });

  it('come after the moved ones, once', () => {
    const post = { html: `<p>Hi</p><p>${tagLink('a')}</p>`, tags: ['a', 'extra', 'EXTRA'] };
    expect(split(post).tags).toEqual(['a', 'extra']);
  });

  it('a post without tags has no bar and keeps its body', () => {
    expect(split({ html: `<p>Hi</p><p>${tagLink('a')}</p>`, tags: [] })).toMatchObject({ tags: [], same: true });
  });
});
