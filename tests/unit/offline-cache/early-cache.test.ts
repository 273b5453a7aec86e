// @vitest-own-modules: installs fake-indexeddb's IndexedDB on the global object, which no other file may share
/**
 * The saved home read by the first screen, before the account's runtime exists (offline-cache-store.ts
 * `openCacheEarly`, early-saved.ts): the read is held for the account's cache, which hands it out once
 * (`atHand`), to that account and list only; the account's cache then uses the database already open; what no one
 * takes is let go after EARLY_CACHE_TTL_MS. The browser's own IndexedDB here is fake-indexeddb's.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheNameOf } from '../../../src/services/offline-cache/cache-names';
import { holdEarlySaved, takeEarlySaved } from '../../../src/services/offline-cache/early-saved';
import { offlineCacheOf } from '../../../src/services/offline-cache/offline-cache';
import {
  browserCacheDeps,
  createOfflineCache,
  EARLY_CACHE_TTL_MS,
  openCacheEarly,
} from '../../../src/services/offline-cache/offline-cache-store';
import { createEntityStore } from '../../../src/services/store';
import { waitForState } from '../../support/wait-for-state';

const SERVER = 'https://a.example';
const NAME = cacheNameOf(SERVER, '1');
const status = (id: string) => ({ id, content: `<p>post ${id}</p>` });

/** Saves `items` as the home of the account named `name`, as an earlier visit did. */
async function savedOnAnEarlierVisit(name: string, items: unknown[]): Promise<void> {
  let flush = () => {};
  const cache = createOfflineCache({
    ...browserCacheDeps(name),
    idle: (run) => {
      flush = run;
      return () => {};
    },
  });
  cache.remember('timeline:home', items, 'replace');
  flush();
  await waitForState(async () => expect(await cache.read('timeline:home')).not.toBeNull());
  cache.dispose();
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  takeEarlySaved(NAME, 'timeline:home');
});

describe('what the first screen reads early', () => {
  it('is kept once, for the cache and the list it was read from', () => {
    const page = { savedAt: 5, items: [status('1')] };
    holdEarlySaved(NAME, 'timeline:home', page);
    expect(takeEarlySaved(cacheNameOf(SERVER, '2'), 'timeline:home')).toBeNull();
    expect(takeEarlySaved(NAME, 'notifications')).toBeNull();
    expect(takeEarlySaved(NAME, 'timeline:home')).toBe(page);
    expect(takeEarlySaved(NAME, 'timeline:home')).toBeNull();
  });

  it("goes to the account's cache, which hands it out once and reads on from the database already open", async () => {
    await savedOnAnEarlierVisit(NAME, [status('3'), status('2')]);
    const opens = vi.spyOn(indexedDB, 'open');
    await openCacheEarly(NAME, 'timeline:home');
    expect(opens).toHaveBeenCalledTimes(1);

    const store = createEntityStore({ currentAccountId: '1' });
    const cache = offlineCacheOf({ store, server: SERVER, me: '1' });
    expect(cache.atHand('timeline:home')).toMatchObject({ items: [status('3'), status('2')] });
    expect(cache.atHand('timeline:home')).toBeNull();
    expect(await cache.read('timeline:home')).toMatchObject({ items: [status('3'), status('2')] });
    expect(opens).toHaveBeenCalledTimes(1);
    store.scope.dispose();
  });

  it('is never handed to another account', async () => {
    await savedOnAnEarlierVisit(NAME, [status('3')]);
    await openCacheEarly(NAME, 'timeline:home');
    const store = createEntityStore({ currentAccountId: '2' });
    const bob = offlineCacheOf({ store, server: SERVER, me: '2' });
    expect(bob.atHand('timeline:home')).toBeNull();
    store.scope.dispose();
    // (its own account takes it)
    const aliceStore = createEntityStore({ currentAccountId: '1' });
    const alice = offlineCacheOf({ store: aliceStore, server: SERVER, me: '1' });
    expect(alice.atHand('timeline:home')).toMatchObject({ items: [status('3')] });
    expect(await alice.read('timeline:home')).toMatchObject({ items: [status('3')] });
    aliceStore.scope.dispose();
  });

  it('holds nothing when nothing is saved', async () => {
    const name = cacheNameOf(SERVER, '9');
    await openCacheEarly(name, 'timeline:home');
    expect(takeEarlySaved(name, 'timeline:home')).toBeNull();
  });

  it('is let go when no one takes it in time, the database closed', async () => {
    await savedOnAnEarlierVisit(NAME, [status('3')]);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const deps = browserCacheDeps(NAME);
    let closed = 0;
    const open = deps.open;
    deps.open = () =>
      open().then((db) => ({
        ...db,
        close: () => {
          closed += 1;
          db.close();
        },
      }));
    await openCacheEarly(NAME, 'timeline:home', deps);
    vi.advanceTimersByTime(EARLY_CACHE_TTL_MS);
    expect(takeEarlySaved(NAME, 'timeline:home')).toBeNull();
    await waitForState(() => expect(closed).toBe(1));
  });
});
