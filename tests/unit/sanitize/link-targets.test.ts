// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { linkResolver, sanitizeHtml, type SafeLink } from '../../../src/services/sanitize';
import { hashtagPath, profilePath, statusPath } from '../../../src/services/routing/paths';

function firstLink(html: string): SafeLink {
  const find = (nodes: ReturnType<typeof sanitizeHtml>): SafeLink | undefined => {
    for (const node of nodes) {
      if (node.kind === 'link') return node;
      if (node.kind === 'element') {
        const inner = find(node.children);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  const link = find(sanitizeHtml(html));
  if (!link) throw new Error(`no link in ${html}`);
  return link;
}

const mentions = [
  { acct: 'bob@remote.example', url: 'https://remote.example/@bob', username: 'bob' },
  { acct: 'alice', url: 'https://home.example/@alice', username: 'alice' },
];
const tags = [{ name: 'Cats', url: 'https://home.example/tags/cats' }];
const resolve = linkResolver(mentions, tags);

describe('linkResolver', () => {
  it('sends a mention of the post to the profile in the app, matched by URL', () => {
    const link = firstLink(
      '<span class="h-card"><a href="https://remote.example/@bob" class="u-url mention">@<span>bob</span></a></span>',
    );
    expect(resolve(link)).toEqual({ kind: 'mention', acct: 'bob@remote.example', path: '/@bob@remote.example' });
    expect(resolve(firstLink('<a href="https://home.example/@alice">@alice</a>'))).toMatchObject({
      kind: 'mention',
      path: '/@alice',
    });
  });

  it('keeps a mention that is not in the mention list as an outside link', () => {
    const link = firstLink('<a href="https://other.example/@eve" class="u-url mention">@eve</a>');
    expect(resolve(link)).toEqual({ kind: 'outside', href: 'https://other.example/@eve', rel: link.rel });
  });

  it('sends hashtags to the tag timeline, by tag URL or by class and text', () => {
    expect(resolve(firstLink('<a href="https://home.example/tags/cats">#cats</a>'))).toEqual({
      kind: 'hashtag',
      tag: 'Cats',
      path: '/tags/Cats',
    });
    expect(
      resolve(
        firstLink('<a href="https://far.example/tags/猫" class="mention hashtag" rel="tag">#<span>猫</span></a>'),
      ),
    ).toEqual({ kind: 'hashtag', tag: '猫', path: `/tags/${encodeURIComponent('猫')}` });
    expect(resolve(firstLink('<a href="https://far.example/t/cats" class="hashtag">#CATS</a>'))).toMatchObject({
      tag: 'Cats',
    });
  });

  it('keeps hashtag-looking links whose text is not a tag name as outside links', () => {
    expect(resolve(firstLink('<a href="https://far.example/x" class="hashtag">#a/../../b</a>')).kind).toBe('outside');
    expect(resolve(firstLink('<a href="https://far.example/x" class="hashtag">no hash</a>')).kind).toBe('outside');
  });

  it('keeps other links outside with the forced rel', () => {
    const target = resolve(firstLink('<a href="https://news.example/story">story</a>'));
    expect(target).toEqual({
      kind: 'outside',
      href: 'https://news.example/story',
      rel: 'nofollow noopener noreferrer',
    });
  });

  it('ignores mention and tag URLs that are not http(s)', () => {
    const hostile = linkResolver([{ acct: 'x', url: 'javascript:alert(1)' }], [{ name: 'y', url: 'data:text/html,x' }]);
    expect(hostile(firstLink('<a href="https://a.example/">a</a>')).kind).toBe('outside');
  });
});

describe('app paths', () => {
  it('encodes accts, status ids and tags as path segments', () => {
    expect(profilePath('bob@remote.example')).toBe('/@bob@remote.example');
    expect(profilePath('a/../b?c#d')).toBe('/@a%2F..%2Fb%3Fc%23d');
    expect(statusPath('alice', '1/2')).toBe('/@alice/1%2F2');
    expect(hashtagPath('c#t')).toBe('/tags/c%23t');
  });
});
