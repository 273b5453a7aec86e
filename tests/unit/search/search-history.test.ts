import { describe, expect, it } from 'vitest';
import {
  forgetSearch,
  recentSearchesFrom,
  rememberSearch,
  type RecentSearch,
} from '../../../src/services/search/search-history';
import { createSearchHistoryStorage, recentSearchesKey } from '../../../src/services/search/search-history-storage';

const all = (query: string): RecentSearch => ({ query, type: null });

describe('recent searches', () => {
  it('keeps the last 4, newest first', () => {
    let list: RecentSearch[] = [];
    for (const query of ['a', 'b', 'c', 'd', 'e']) list = rememberSearch(list, all(query));
    expect(list.map((s) => s.query)).toEqual(['e', 'd', 'c', 'b']);
  });

  it('the same type and query again moves to the top instead of repeating (spaces around do not count)', () => {
    const list = rememberSearch([all('cats'), all('dogs'), { query: 'cats', type: 'accounts' }], all('  dogs '));
    expect(list).toEqual([all('dogs'), all('cats'), { query: 'cats', type: 'accounts' }]);
  });

  it('the same query with another type is another search', () => {
    const list = rememberSearch([all('cats')], { query: 'cats', type: 'hashtags' });
    expect(list).toEqual([{ query: 'cats', type: 'hashtags' }, all('cats')]);
  });

  it('a blank query is never kept', () => {
    expect(rememberSearch([all('cats')], all('   '))).toEqual([all('cats')]);
  });

  it('one entry can be removed', () => {
    expect(forgetSearch([all('a'), { query: 'a', type: 'statuses' }], all('a'))).toEqual([
      { query: 'a', type: 'statuses' },
    ]);
  });

  it('what storage holds is read defensively: malformed entries left out, duplicates once, at most 4', () => {
    expect(recentSearchesFrom('nonsense')).toEqual([]);
    expect(
      recentSearchesFrom([
        { query: 'a', type: 'people' },
        null,
        { query: 3 },
        { query: ' ' },
        { query: 'a' },
        { query: 'b', type: 'hashtags' },
        { query: 'c' },
        { query: 'd' },
        { query: 'e' },
      ]),
    ).toEqual([all('a'), { query: 'b', type: 'hashtags' }, all('c'), all('d')]);
  });

  it('are kept per reader (server and account; a signed-out reader per server) and survive bad storage', () => {
    const values = new Map<string, string>();
    const storage = createSearchHistoryStorage({
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
    });
    const alice = recentSearchesKey('https://social.example', '1');
    const visitor = recentSearchesKey('https://social.example', null);
    expect(alice).not.toBe(visitor);
    storage.write(alice, [all('cats')]);
    expect(storage.read(alice)).toEqual([all('cats')]);
    expect(storage.read(visitor)).toEqual([]);
    values.set(visitor, '{not json');
    expect(storage.read(visitor)).toEqual([]);
    const broken = createSearchHistoryStorage({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    expect(broken.read(alice)).toEqual([]);
    expect(() => broken.write(alice, [all('x')])).not.toThrow();
  });
});
