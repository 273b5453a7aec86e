import { describe, expect, it } from 'vitest';
import {
  appendPage,
  expandedFrom,
  isUrlQuery,
  firstShown,
  moreAfterFirst,
  NO_RESULTS,
  onlyOfType,
  shownCounts,
  shownResults,
  type SearchResults,
} from '../../../src/machines/search-rules';

const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
const tag = (name: string) => ({ name, url: null, history: [], following: false, featuring: false });

describe('search result rules', () => {
  it('the all view shows at most 10 of each type; an 11th only says more exist', () => {
    const answer: SearchResults = { accounts: ids('a', 11), hashtags: [tag('cats')], statuses: ids('s', 10) };
    expect(shownResults(answer, null).accounts).toEqual(ids('a', 10));
    expect(moreAfterFirst(answer, null)).toEqual({ accounts: true, hashtags: false, statuses: false });
    expect(shownCounts(answer, null)).toEqual({ accounts: 10, hashtags: 1, statuses: 10 });
  });

  it("a type's first answer shows 10 of its type, an 11th says more exist; later it shows all it loaded", () => {
    const first: SearchResults = { accounts: ids('a', 11), hashtags: [], statuses: ids('s', 11) };
    expect(moreAfterFirst(first, 'statuses')).toEqual({ accounts: false, hashtags: false, statuses: true });
    expect(firstShown(first, 'statuses')).toEqual({ ...NO_RESULTS, statuses: ids('s', 10) });
    expect(moreAfterFirst({ ...NO_RESULTS, statuses: ids('s', 10) }, 'statuses').statuses).toBe(false);
    const loaded: SearchResults = { ...NO_RESULTS, accounts: ids('a', 25) };
    expect(shownResults(loaded, 'accounts').accounts).toHaveLength(25);
  });

  it("a type's view keeps only that type, even when an answer carries others", () => {
    const answer: SearchResults = { accounts: ['a1'], hashtags: [tag('x')], statuses: ['s1'] };
    expect(onlyOfType(answer, 'hashtags')).toEqual({ accounts: [], hashtags: [tag('x')], statuses: [] });
    expect(onlyOfType(answer, null)).toBe(answer);
  });

  it("moving to a type's view keeps the (at most 10) results of that type shown on the all view", () => {
    const answer: SearchResults = { accounts: ids('a', 11), hashtags: [tag('x')], statuses: ['s1'] };
    expect(expandedFrom(answer, 'accounts')).toEqual({ accounts: ids('a', 10), hashtags: [], statuses: [] });
  });

  it('a page is appended after what is shown, without repeating a result; hashtags compare without case', () => {
    const shown: SearchResults = { ...NO_RESULTS, accounts: ['a1', 'a2'] };
    const next = appendPage(shown, 'accounts', { ...NO_RESULTS, accounts: ['a2', 'a3'] });
    expect(next).toEqual({ results: { ...NO_RESULTS, accounts: ['a1', 'a2', 'a3'] }, more: false });
    const tags = appendPage({ ...NO_RESULTS, hashtags: [tag('Cats')] }, 'hashtags', {
      ...NO_RESULTS,
      hashtags: [tag('cats'), tag('catnip')],
    });
    expect(tags.results.hashtags.map((t) => t.name)).toEqual(['Cats', 'catnip']);
    expect(appendPage(shown, 'accounts', { ...NO_RESULTS, accounts: ids('b', 10) }).more).toBe(true);
  });

  it('only a query that is nothing but an http(s) address counts as one', () => {
    expect(isUrlQuery('https://social.example/@bob/1')).toBe(true);
    expect(isUrlQuery('  http://social.example/@bob  ')).toBe(true);
    expect(isUrlQuery('see https://social.example')).toBe(false);
    expect(isUrlQuery('https://')).toBe(false);
    expect(isUrlQuery('ftp://social.example/x')).toBe(false);
    expect(isUrlQuery('bob@social.example')).toBe(false);
  });
});
