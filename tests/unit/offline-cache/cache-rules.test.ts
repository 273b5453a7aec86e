/**
 * The offline cache's pure rules, every line and branch taken by a case of its own (@vitest/coverage-v8 is not
 * installed, so each branch is named in a test title): which lists are kept, how a timeline page is remembered,
 * merging (dedupe by id, newest first, at most 40), the size and the cap with the least recently written out first,
 * the format version, and reading stored records back.
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CAP,
  applyWrites,
  CACHE_FORMAT_VERSION,
  cacheNameOf,
  cachedPageOf,
  isCacheableKey,
  isCurrentFormat,
  isOrphanCache,
  itemIdOf,
  keysOfIndex,
  listSize,
  listsToEvict,
  MAX_ITEMS_PER_LIST,
  mergeItems,
  summariesOf,
  timelineCacheKey,
  timelinePageHow,
} from '../../../src/services/offline-cache/cache-rules';

const status = (id: string, text = '') => ({ id, content: text });
const ids = (items: readonly unknown[]) => items.map(itemIdOf);

describe('which lists are kept', () => {
  it('keeps home, the public and local timelines, lists, antennas and hashtags', () => {
    for (const name of ['home', 'public', 'public:remote:media', 'community', 'list:1', 'antenna:2', 'hashtag:x:local'])
      expect(timelineCacheKey(name)).toBe(`timeline:${name}`);
  });

  it('does not keep account pages, links, saved posts or unknown names', () => {
    for (const name of ['account:1', 'link:https://a.example/', 'bookmarks', 'favourites', 'bookmark_category:1'])
      expect(timelineCacheKey(name)).toBeNull();
    expect(timelineCacheKey('nonsense')).toBeNull();
  });

  it('accepts notifications, conversations and kept timelines as keys, nothing else', () => {
    expect(isCacheableKey('notifications')).toBe(true);
    expect(isCacheableKey('conversations')).toBe(true);
    expect(isCacheableKey('timeline:home')).toBe(true);
    expect(isCacheableKey('timeline:bookmarks')).toBe(false);
    expect(isCacheableKey('home')).toBe(false);
  });
});

describe('how a timeline page is remembered', () => {
  it('a first page replaces what is kept', () => {
    expect(timelinePageHow({}, 20)).toBe('replace');
  });

  it('an older page or one filled from below is not kept', () => {
    expect(timelinePageHow({ maxId: '5' }, 20)).toBeNull();
    expect(timelinePageHow({ minId: '5' }, 3)).toBeNull();
  });

  it('a refresh shorter than a page goes on top; a full one replaces (a hole may be below it)', () => {
    expect(timelinePageHow({ sinceId: '5' }, 3)).toBe('prepend');
    expect(timelinePageHow({ sinceId: '5' }, 20)).toBe('replace');
    expect(timelinePageHow({ sinceId: '5', limit: 40 }, 20)).toBe('prepend');
  });
});

describe('merging into the kept list', () => {
  it("an item's identity is its id or, for a notification group, its key; none otherwise", () => {
    expect(itemIdOf(status('1'))).toBe('1');
    expect(itemIdOf({ id: 7 })).toBe('7');
    expect(itemIdOf({ group_key: 'favourite-1' })).toBe('favourite-1');
    expect(itemIdOf({ text: 'no id' })).toBeNull();
    expect(itemIdOf('not a record')).toBeNull();
  });

  it('a replace is the new list, deduped, items without an identity left out', () => {
    const merged = mergeItems([status('9')], {
      items: [status('3'), { no: 'id' }, status('2'), status('3')],
      how: 'replace',
    });
    expect(ids(merged)).toEqual(['3', '2']);
  });

  it('a prepend goes on top, and the newer copy of an item wins', () => {
    const merged = mergeItems([status('2', 'old'), status('1')], {
      items: [status('3'), status('2', 'new')],
      how: 'prepend',
    });
    expect(merged).toEqual([status('3'), status('2', 'new'), status('1')]);
  });

  it('a deletion takes the post and every boost of it out, and keeps the rest in order', () => {
    const boost = { ...status('5'), reblog: status('2') };
    const merged = mergeItems([status('3'), boost, status('2'), status('1')], { items: ['2'], how: 'remove' });
    expect(ids(merged)).toEqual(['3', '1']);
    expect(mergeItems(null, { items: ['2'], how: 'remove' })).toEqual([]);
  });

  it('a prepend to nothing kept is the new items', () => {
    expect(ids(mergeItems(null, { items: [status('1')], how: 'prepend' }))).toEqual(['1']);
  });

  it(`keeps at most ${MAX_ITEMS_PER_LIST} items, the newest`, () => {
    const many = Array.from({ length: 50 }, (_, index) => status(String(100 - index)));
    const merged = mergeItems(null, { items: many, how: 'replace' });
    expect(merged).toHaveLength(MAX_ITEMS_PER_LIST);
    expect(itemIdOf(merged[0])).toBe('100');
  });

  it('the writes of one flush apply in the order they were made', () => {
    const kept = [status('1')];
    expect(
      ids(
        applyWrites(kept, [
          { items: [status('2')], how: 'prepend' },
          { items: [status('3')], how: 'prepend' },
        ]),
      ),
    ).toEqual(['3', '2', '1']);
    expect(ids(applyWrites(kept, [{ items: [status('5')], how: 'replace' }]))).toEqual(['5']);
  });

  it('no writes leave the kept list (or an empty one) as it was', () => {
    expect(applyWrites([status('1')], [])).toEqual([status('1')]);
    expect(applyWrites(null, [])).toEqual([]);
  });
});

describe('size and the cap', () => {
  it("a list weighs its JSON's length", () => {
    expect(listSize([status('1')])).toBe(JSON.stringify([status('1')]).length);
    expect(ACCOUNT_CAP).toBe(2_000_000);
  });

  it('within the cap nothing leaves', () => {
    expect(listsToEvict({ a: { size: 10, savedAt: 1 }, b: { size: 10, savedAt: 2 } }, 20)).toEqual([]);
    expect(listsToEvict({})).toEqual([]);
  });

  it('over the cap the least recently written lists leave first, until it fits', () => {
    const lists = {
      newest: { size: 50, savedAt: 30 },
      oldest: { size: 30, savedAt: 10 },
      middle: { size: 30, savedAt: 20 },
    };
    expect(listsToEvict(lists, 60)).toEqual(['oldest', 'middle']);
    expect(listsToEvict(lists, 80)).toEqual(['oldest']);
  });

  it('one list alone over the cap leaves too', () => {
    expect(listsToEvict({ huge: { size: 100, savedAt: 1 } }, 50)).toEqual(['huge']);
  });
});

describe('the format version', () => {
  it('only this format is read; an older, newer, missing or broken one is not', () => {
    expect(isCurrentFormat({ version: CACHE_FORMAT_VERSION })).toBe(true);
    expect(isCurrentFormat({ version: CACHE_FORMAT_VERSION - 1 })).toBe(false);
    expect(isCurrentFormat({ version: CACHE_FORMAT_VERSION + 1 })).toBe(false);
    expect(isCurrentFormat(undefined)).toBe(false);
    expect(isCurrentFormat('1')).toBe(false);
  });
});

describe('stored records read back', () => {
  it('a list record is read when it has its time and items', () => {
    expect(cachedPageOf({ savedAt: 5, items: [status('1')] })).toEqual({ savedAt: 5, items: [status('1')] });
  });

  it('a broken list record is not read', () => {
    expect(cachedPageOf(undefined)).toBeNull();
    expect(cachedPageOf({ savedAt: '5', items: [] })).toBeNull();
    expect(cachedPageOf({ savedAt: 5, items: 'no' })).toBeNull();
  });

  it('the summaries keep only well-formed entries', () => {
    expect(summariesOf({ a: { size: 1, savedAt: 2 }, b: { size: 'x', savedAt: 2 }, c: { size: 1 }, d: 3 })).toEqual({
      a: { size: 1, savedAt: 2 },
    });
    expect(summariesOf(null)).toEqual({});
  });

  it('the localStorage index reads back its keys; nothing from a missing or broken one', () => {
    expect(keysOfIndex('["timeline:home", 3, "notifications"]')).toEqual(new Set(['timeline:home', 'notifications']));
    expect(keysOfIndex('{"not": "a list"}')).toEqual(new Set());
    expect(keysOfIndex('not json')).toEqual(new Set());
    expect(keysOfIndex(null)).toEqual(new Set());
  });
});

describe("an account's cache name", () => {
  it('is made of the server and the account id, and knows whose it is', () => {
    const name = cacheNameOf('https://a.example', '1');
    expect(name).toBe('tsubame-cache:https://a.example|1');
    expect(isOrphanCache(name, new Set(['https://a.example|1']))).toBe(false);
    expect(isOrphanCache(name, new Set(['https://a.example|2']))).toBe(true);
    expect(isOrphanCache('tsubame-drafts', new Set())).toBe(false);
  });
});
