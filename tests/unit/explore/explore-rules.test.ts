/**
 * The Explore screen's pure rules: which tab a path shows, how many people talked about a trend (the accounts of
 * the last two days of its history), how trends are paged by offset (the server's next link, else the page after
 * a full page, never after an empty one), a link timeline's path, the title a link timeline's history entry
 * carries, and trending links read from an answer.
 */
import { describe, expect, it } from 'vitest';
import { EXPLORE_TABS, exploreTabOf } from '../../../src/services/explore/explore-tabs';
import { linkTitleFromState } from '../../../src/services/explore/link-title-state';
import { importTrendLinks, linkTimelineState } from '../../../src/services/explore/trend-links';
import { nextOffsetPage, offsetPageOf, offsetQuery } from '../../../src/services/explore/trend-paging';
import { normaliseTrendHistory, peopleInPastDays } from '../../../src/services/explore/trend-usage';
import { linkTimelinePath } from '../../../src/services/routing/paths';
import { createEntityStore } from '../../../src/services/store';

describe('explore tabs', () => {
  it('each tab has its own address: posts, hashtags, news, suggestions for the reader, the directory', () => {
    expect(EXPLORE_TABS.map((tab) => [tab.id, tab.path])).toEqual([
      ['posts', '/explore'],
      ['tags', '/explore/tags'],
      ['links', '/explore/links'],
      ['suggestions', '/explore/suggestions'],
      ['directory', '/explore/directory'],
    ]);
  });

  it.each([
    ['/explore', 'posts'],
    ['/explore/', 'posts'],
    ['/explore/links', 'links'],
    ['/explore/links/?x=1', 'links'],
    ['/deck/explore/links', 'links'],
    ['/deck/explore', 'posts'],
    ['/explore/tags', 'tags'],
    ['/explore/suggestions', 'suggestions'],
    ['/explore/directory?local=1&order=new', 'directory'],
    ['/deck/explore/directory', 'directory'],
    ['/explore/nothing', null],
    ['/explorer', null],
  ])('%s shows the %s tab', (path, tab) => {
    expect(exploreTabOf(path)?.id ?? null).toBe(tab);
  });
});

describe('trend usage', () => {
  const history = normaliseTrendHistory([
    { day: '1773100800', uses: '5', accounts: '3' },
    { day: '1773014400', uses: '4', accounts: '2' },
    { day: '1772928000', uses: '9', accounts: '9' },
  ]);

  it('the people of the past two days are the accounts of the two newest days, summed', () => {
    expect(peopleInPastDays(history)).toBe(5);
    expect(peopleInPastDays(history, 1)).toBe(3);
    expect(peopleInPastDays(history.slice(0, 1))).toBe(3);
    expect(peopleInPastDays([])).toBe(0);
  });

  it('the history is read safely: strings become counts, unreadable numbers count as 0, non-objects are dropped', () => {
    expect(normaliseTrendHistory([{ day: '1', uses: 'x', accounts: '-2' }, 'junk', null, { accounts: 4 }])).toEqual([
      { day: '1', uses: 0, accounts: 0 },
      { day: '', uses: 0, accounts: 4 },
    ]);
    expect(normaliseTrendHistory('not a list')).toEqual([]);
  });
});

describe('trend paging by offset', () => {
  it('a next URL gives its offset and limit; a URL without an offset gives none', () => {
    expect(offsetPageOf('https://social.example/api/v1/trends/statuses?limit=20&offset=40')).toEqual({
      offset: 40,
      limit: 20,
    });
    expect(offsetPageOf('?offset=20')).toEqual({ offset: 20 });
    expect(offsetPageOf('https://social.example/api/v1/trends/statuses?max_id=9')).toBeNull();
    expect(offsetPageOf('?offset=-1')).toBeNull();
    expect(offsetPageOf(null)).toBeNull();
  });

  it('the first page names no offset; a later page its offset and the limit the link kept', () => {
    expect(offsetQuery(null, 20)).toEqual({ limit: 20 });
    expect(offsetQuery({ offset: 20 }, 20)).toEqual({ limit: 20, offset: 20 });
    expect(offsetQuery({ offset: 40, limit: 10 }, 20)).toEqual({ limit: 10, offset: 40 });
  });

  it("the server's next link is followed when it names an offset", () => {
    const next = 'https://social.example/api/v1/trends/statuses?offset=20';
    expect(nextOffsetPage({ limit: 20 }, 20, next)).toBe(next);
    // even after a short page: the server knows better
    expect(nextOffsetPage({ limit: 20 }, 5, next)).toBe(next);
  });

  it('without a usable next link, the page after a full page is asked; a short page ends the list', () => {
    expect(nextOffsetPage({ limit: 20 }, 20)).toBe('?offset=20&limit=20');
    expect(offsetPageOf(nextOffsetPage({ limit: 20, offset: 20 }, 20))).toEqual({ offset: 40, limit: 20 });
    expect(nextOffsetPage({ limit: 20, offset: 20 }, 19)).toBeNull();
    expect(nextOffsetPage({ limit: 20 }, 20, 'https://social.example/x?max_id=1')).toBe('?offset=20&limit=20');
  });

  it('an empty page ends the list whatever the server says', () => {
    expect(nextOffsetPage({ limit: 20, offset: 60 }, 0, 'https://social.example/x?offset=80')).toBeNull();
  });
});

describe('link timelines', () => {
  it('the path holds the whole URL as one encoded segment', () => {
    expect(linkTimelinePath('https://news.example/a b?x=1&y=%2F#top')).toBe(
      '/links/https%3A%2F%2Fnews.example%2Fa%20b%3Fx%3D1%26y%3D%252F%23top',
    );
  });

  it("the history state names the link's title, for that URL only", () => {
    const state = { ...linkTimelineState('https://news.example/a', ' A story '), tsubame: true };
    expect(linkTitleFromState(state, 'https://news.example/a')).toBe('A story');
    expect(linkTitleFromState(state, 'https://news.example/b')).toBeNull();
    expect(linkTitleFromState(linkTimelineState('https://news.example/a', '  '), 'https://news.example/a')).toBeNull();
    expect(linkTitleFromState(null, 'https://news.example/a')).toBeNull();
    expect(linkTitleFromState({ linkTitle: 'x' }, 'https://news.example/a')).toBeNull();
  });
});

describe('trending links from an answer', () => {
  it('keeps the cards with an http(s) URL, in order, with their history; authors go into the store', () => {
    const store = createEntityStore({ currentAccountId: null });
    const links = importTrendLinks(store, [
      {
        url: 'https://news.example/a',
        title: 'A',
        authors: [{ name: 'Ann', url: 'https://news.example/ann', account: { id: '7', username: 'ann', acct: 'ann' } }],
        history: [{ day: '1', uses: '2', accounts: '2' }],
      },
      { url: 'javascript:alert(1)', title: 'bad', history: [] },
      { url: 'https://news.example/b', title: 'B' },
    ]);
    expect(links.map((link) => link.card.url)).toEqual(['https://news.example/a', 'https://news.example/b']);
    expect(links[0]!.history).toEqual([{ day: '1', uses: 2, accounts: 2 }]);
    expect(links[0]!.card.authors[0]).toMatchObject({ name: 'Ann', accountId: '7' });
    expect(links[1]!.history).toEqual([]);
    expect(store.get('accounts', '7')).toBeDefined();
  });
});
