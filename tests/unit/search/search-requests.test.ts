import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { isSearchRefusal } from '../../../src/services/search/search-failure';
import { searchFromLocation, searchPath } from '../../../src/services/search/search-location';
import { searchParams } from '../../../src/services/search/search-requests';
import { tagUses } from '../../../src/services/search/tag-uses';

describe('search requests', () => {
  it('the all view asks 11 of each type, resolving only when signed in', () => {
    expect(searchParams({ query: 'cat', type: null, offset: null }, true)).toEqual({
      q: 'cat',
      resolve: true,
      limit: 11,
    });
    expect(searchParams({ query: 'cat', type: null, offset: null }, false)).toEqual({
      q: 'cat',
      resolve: false,
      limit: 11,
    });
  });

  it("a type's own view asks as the all view does (q, type, resolve, 11); more come 10 at a time from an offset", () => {
    expect(searchParams({ query: 'cat', type: 'accounts', offset: null }, true)).toEqual({
      q: 'cat',
      type: 'accounts',
      resolve: true,
      limit: 11,
    });
    expect(searchParams({ query: 'cat', type: 'hashtags', offset: null }, false)).toEqual({
      q: 'cat',
      type: 'hashtags',
      resolve: false,
      limit: 11,
    });
    expect(searchParams({ query: 'cat', type: 'statuses', offset: 20 }, true)).toEqual({
      q: 'cat',
      type: 'statuses',
      resolve: true,
      offset: 20,
      limit: 10,
    });
    expect(searchParams({ query: 'cat', type: 'hashtags', offset: 10 }, false)).toEqual({
      q: 'cat',
      type: 'hashtags',
      resolve: false,
      offset: 10,
      limit: 10,
    });
  });

  it('a 401 or 422 is a refusal; other failures, aborts and timeouts are not', () => {
    const answer = (status: number) => new ApiError({ kind: 'response', message: 'no', status });
    expect(isSearchRefusal(answer(401))).toBe(true);
    expect(isSearchRefusal(answer(422))).toBe(true);
    expect(isSearchRefusal(answer(500))).toBe(false);
    expect(isSearchRefusal(new ApiError({ kind: 'abort', message: 'aborted' }))).toBe(false);
    expect(isSearchRefusal(null)).toBe(false);
  });
});

describe('the search address', () => {
  it('holds the query and the type; an unknown type is the all view', () => {
    expect(searchFromLocation('?q=cats&type=hashtags')).toEqual({ query: 'cats', type: 'hashtags' });
    expect(searchFromLocation('?q=cats&type=people')).toEqual({ query: 'cats', type: null });
    expect(searchFromLocation('')).toEqual({ query: '', type: null });
  });

  it('is written back trimmed and encoded; a blank query is /search alone', () => {
    const path = searchPath({ query: ' #cats & dogs ', type: 'statuses' });
    expect(path).toBe('/search?q=%23cats+%26+dogs&type=statuses');
    expect(searchFromLocation(path.slice(path.indexOf('?')))).toEqual({ query: '#cats & dogs', type: 'statuses' });
    expect(searchPath({ query: '  ', type: 'accounts' })).toBe('/search');
  });
});

describe("a hashtag's use", () => {
  it('adds the posts of the days the server counted', () => {
    const day = (uses: number) => ({ day: '1', uses, accounts: 1 });
    expect(tagUses([day(3), day(0), day(4)])).toEqual({ uses: 7, days: 3 });
    expect(tagUses([])).toEqual({ uses: 0, days: 0 });
  });
});
