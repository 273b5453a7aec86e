// @vitest-own-modules: installs fake-indexeddb's IndexedDB on the global object, which no other file may share
/**
 * The account's offline cache (src/services/offline-cache/offline-cache.ts) over its real IndexedDB adapter
 * (cache-database.ts, through idb) on fake-indexeddb, a maintained in-memory implementation of IndexedDB, with the
 * idle moments and the clock in the test's hands: writes wait for idle time and go in one transaction per flush,
 * the localStorage index answers synchronously, an old format is deleted before use, the cap evicts the least
 * recently written list, a wipe leaves nothing, signed out nothing is kept, and two accounts never share a list.
 */
// idb checks its values against the global IndexedDB classes, which Node has not: these are fake-indexeddb's
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import {
  databaseNames,
  deleteCacheDatabase,
  openCacheDatabase,
} from '../../../src/services/offline-cache/cache-database';
import { cacheNameOf } from '../../../src/services/offline-cache/cache-rules';
import { NO_CACHE, offlineCacheIn, offlineCacheOf } from '../../../src/services/offline-cache/offline-cache';
import { createOfflineCache, type OfflineCacheDeps } from '../../../src/services/offline-cache/offline-cache-store';
import { createEntityStore } from '../../../src/services/store';
import type { SavedTimelines } from '../../../src/services/timelines/saved-timeline';
import { waitForState } from '../../support/wait-for-state';

const NAME = cacheNameOf('https://a.example', '1');
/** writing may start at once (no first screen to wait for) */
const now = () => Promise.resolve();
const status = (id: string) => ({ id, content: `<p>post ${id}</p>` });

/** A device: one IndexedDB and one localStorage; each `cache()` is the account's cache of a new page load. */
function device() {
  const factory = new IDBFactory();
  const storage = createMemoryStorage();
  const idle: Array<() => void> = [];
  let clock = 1000;
  const deps = (name = NAME): OfflineCacheDeps => ({
    name,
    open: () => openCacheDatabase(factory, name),
    remove: () => deleteCacheDatabase(factory, name),
    storage,
    idle: (run) => {
      idle.push(run);
      return () => idle.splice(idle.indexOf(run) >>> 0, 1);
    },
    now: () => clock,
  });
  return {
    factory,
    storage,
    idle,
    deps,
    cache: (name = NAME) => createOfflineCache(deps(name)),
    /** the account's cache as offlineCacheOf makes it on this device */
    make:
      (name = NAME) =>
      () =>
        Promise.resolve(createOfflineCache(deps(name))),
    tick: (ms: number) => (clock += ms),
    /** runs the idle moments asked for so far */
    runIdle: () => idle.splice(0).forEach((run) => run()),
    /** what the database holds for `key`, read as a new page would */
    stored: async (key: 'timeline:home' | 'notifications', name = NAME) => {
      const db = await openCacheDatabase(factory, name);
      const record = await db.read(key);
      db.close();
      return record;
    },
  };
}

describe('the offline cache', () => {
  it('writes nothing before idle time, then the list and its index; a new page load finds both', async () => {
    const here = device();
    const cache = here.cache();
    expect(cache.mayHave('timeline:home')).toBe(false);
    cache.remember('timeline:home', [status('2'), status('1')], 'replace');
    expect(here.idle).toHaveLength(1);
    expect(await here.stored('timeline:home')).toBeUndefined();
    // what waits for the flush is read already
    expect(cache.mayHave('timeline:home')).toBe(true);
    expect(await cache.read('timeline:home')).toEqual({ savedAt: 1000, items: [status('2'), status('1')] });

    here.runIdle();
    await waitForState(async () => expect(await here.stored('timeline:home')).toBeDefined());
    await waitForState(() => expect(here.storage.getItem(NAME)).toBe('["timeline:home"]'));

    const reloaded = here.cache();
    expect(reloaded.mayHave('timeline:home')).toBe(true);
    expect(reloaded.mayHave('notifications')).toBe(false);
    expect(await reloaded.read('timeline:home')).toEqual({ savedAt: 1000, items: [status('2'), status('1')] });
    expect(await reloaded.read('notifications')).toBeNull();
  });

  it('puts every write waiting into one flush, live posts on top of the page', async () => {
    const here = device();
    const cache = here.cache();
    cache.remember('timeline:home', [status('2'), status('1')], 'replace');
    cache.remember('timeline:home', [status('3')], 'prepend');
    cache.remember('notifications', [{ group_key: 'g1' }], 'replace');
    // one idle moment for all of them
    expect(here.idle).toHaveLength(1);
    here.runIdle();
    await waitForState(() => expect(here.storage.getItem(NAME)).toBe('["timeline:home","notifications"]'));
    expect(await here.stored('timeline:home')).toEqual({
      savedAt: 1000,
      items: [status('3'), status('2'), status('1')],
    });

    here.tick(500);
    cache.remember('timeline:home', [status('4')], 'prepend');
    here.runIdle();
    await waitForState(async () =>
      expect(await here.stored('timeline:home')).toEqual({
        savedAt: 1500,
        items: [status('4'), status('3'), status('2'), status('1')],
      }),
    );
  });

  it('takes a post deleted on the server out of a kept list, and makes no list for a deletion alone', async () => {
    const here = device();
    const cache = here.cache();
    cache.remember('notifications', [{ group_key: 'g1' }], 'remove');
    expect(here.idle).toHaveLength(0);
    expect(cache.mayHave('notifications')).toBe(false);

    cache.remember('timeline:home', [status('3'), status('2'), status('1')], 'replace');
    here.runIdle();
    await waitForState(() => expect(here.storage.getItem(NAME)).toBe('["timeline:home"]'));
    const reloaded = here.cache();
    reloaded.remember('timeline:home', ['2'], 'remove');
    here.runIdle();
    await waitForState(async () =>
      expect(await here.stored('timeline:home')).toEqual({ savedAt: 1000, items: [status('3'), status('1')] }),
    );
  });

  it('forgets a post in every kept timeline, and nowhere else', async () => {
    const here = device();
    const cache = here.cache();
    cache.remember('timeline:home', [status('3'), status('2')], 'replace');
    cache.remember('timeline:list:4', [status('2'), status('1')], 'replace');
    cache.remember('notifications', [{ group_key: '2' }], 'replace');
    here.runIdle();
    await waitForState(() => expect(here.storage.getItem(NAME)).not.toBeNull());
    // a new page load, the account's cache not there yet: the forgetting waits for it, every kept timeline named
    const store = createEntityStore({ currentAccountId: '1' });
    const handle = offlineCacheOf({ store, server: 'https://a.example', me: '1' }, here.make(), now);
    handle.forget(['2']);
    await waitForState(() => expect(here.idle).toHaveLength(1));
    here.runIdle();
    await waitForState(async () =>
      expect(await here.stored('timeline:list:4' as 'timeline:home')).toMatchObject({ items: [status('1')] }),
    );
    expect(await here.stored('timeline:home')).toMatchObject({ items: [status('3')] });
    expect(await here.stored('notifications')).toMatchObject({ items: [{ group_key: '2' }] });
    // once it has come, the same
    handle.forget(['3']);
    here.runIdle();
    await waitForState(async () => expect(await here.stored('timeline:home')).toMatchObject({ items: [] }));
    store.scope.dispose();
  });

  it('keeps nothing of a list it does not keep', () => {
    const here = device();
    const cache = here.cache();
    cache.remember('timeline:bookmarks', [status('1')], 'replace');
    expect(here.idle).toHaveLength(0);
    expect(cache.mayHave('timeline:bookmarks')).toBe(false);
  });

  it('deletes what another format wrote before reading anything', async () => {
    const here = device();
    const cache = here.cache();
    cache.remember('timeline:home', [status('1')], 'replace');
    here.runIdle();
    await waitForState(() => expect(here.storage.getItem(NAME)).not.toBeNull());
    // an older version of the client wrote this database
    const db = await openCacheDatabase(here.factory, NAME);
    db.close();
    await new Promise<void>((resolve, reject) => {
      const request = here.factory.open(NAME);
      request.onsuccess = () => {
        const raw = request.result;
        const put = raw.transaction('meta', 'readwrite').objectStore('meta').put({ version: 0 }, 'format');
        put.onsuccess = () => {
          raw.close();
          resolve();
        };
        put.onerror = () => reject(put.error);
      };
    });
    expect(await here.cache().read('timeline:home')).toBeNull();
  });

  it('reads a broken record as nothing', async () => {
    const here = device();
    const db = await openCacheDatabase(here.factory, NAME);
    await db.write(new Map([['timeline:home', [{ items: [status('1')], how: 'replace' as const }]]]), 1);
    db.close();
    await new Promise<void>((resolve) => {
      const request = here.factory.open(NAME);
      request.onsuccess = () => {
        const raw = request.result;
        const put = raw
          .transaction('lists', 'readwrite')
          .objectStore('lists')
          .put({ items: 'broken' }, 'timeline:home');
        put.onsuccess = () => {
          raw.close();
          resolve();
        };
      };
    });
    expect(await here.cache().read('timeline:home')).toBeNull();
  });

  it('over the cap, the least recently written list leaves', async () => {
    const here = device();
    const db = await openCacheDatabase(here.factory, NAME);
    const write = (key: 'timeline:home' | 'notifications', id: string, at: number, cap: number) =>
      db.write(new Map([[key, [{ items: [status(id)], how: 'replace' as const }]]]), at, cap);
    expect(await write('timeline:home', '1', 1, 1000)).toEqual(['timeline:home']);
    const oneList = JSON.stringify([status('1')]).length;
    expect(await write('notifications', '2', 2, oneList)).toEqual(['notifications']);
    expect(await db.read('timeline:home')).toBeUndefined();
    expect(await db.read('notifications')).toEqual({ savedAt: 2, items: [status('2')] });
    db.close();
  });

  it('a wipe deletes the database and the index, and drops what waited', async () => {
    const here = device();
    const cache = here.cache();
    cache.remember('timeline:home', [status('1')], 'replace');
    here.runIdle();
    await waitForState(() => expect(here.storage.getItem(NAME)).not.toBeNull());
    cache.remember('notifications', [{ group_key: 'g' }], 'replace');
    expect(await databaseNames(here.factory)).toEqual([NAME]);

    await cache.wipe();
    expect(await databaseNames(here.factory)).toEqual([]);
    expect(here.storage.getItem(NAME)).toBeNull();
    expect(here.idle).toHaveLength(0);
    expect(cache.mayHave('timeline:home')).toBe(false);
    expect(cache.mayHave('notifications')).toBe(false);
  });

  it('a flush still on its way when the cache is wiped does not write the index back', async () => {
    const here = device();
    const cache = here.cache();
    cache.remember('timeline:home', [status('1')], 'replace');
    here.runIdle();
    await cache.wipe();
    await waitForState(async () => expect(await databaseNames(here.factory)).toEqual([]));
    expect(here.storage.getItem(NAME)).toBeNull();
  });

  it('disposed with its account, it drops what waited and deletes nothing', async () => {
    const here = device();
    const cache = here.cache();
    cache.remember('timeline:home', [status('1')], 'replace');
    here.runIdle();
    await waitForState(() => expect(here.storage.getItem(NAME)).not.toBeNull());
    cache.remember('timeline:home', [status('2')], 'prepend');
    cache.dispose();
    expect(here.idle).toHaveLength(0);
    // a write arriving late for the gone account is not kept
    cache.remember('timeline:home', [status('3')], 'prepend');
    expect(here.idle).toHaveLength(0);
    expect(await here.stored('timeline:home')).toEqual({ savedAt: 1000, items: [status('1')] });
  });

  it('without IndexedDB or localStorage, it reads nothing and keeps nothing, quietly', async () => {
    const here = device();
    const broken = createOfflineCache({
      ...here.deps(),
      open: () => Promise.reject(new Error('no IndexedDB')),
      storage: {
        getItem: () => {
          throw new Error('forbidden');
        },
        setItem: () => {
          throw new Error('forbidden');
        },
        removeItem: () => {
          throw new Error('forbidden');
        },
      } as unknown as Storage,
    });
    expect(broken.mayHave('timeline:home')).toBe(false);
    expect(await broken.read('timeline:home')).toBeNull();
    broken.remember('timeline:home', [status('1')], 'replace');
    here.runIdle();
    await broken.wipe();
    expect(await broken.read('timeline:home')).toBeNull();
  });
});

describe("the account's cache part", () => {
  it("fits the timelines' port", async () => {
    const store = createEntityStore({ currentAccountId: '1' });
    const port: SavedTimelines = offlineCacheOf({ store, server: 'https://a.example', me: '1' }, device().make(), now);
    expect(port.mayHave('timeline:home')).toBe(false);
    expect(port.atHand('timeline:home')).toBeNull();
    expect(await port.read('timeline:home')).toBeNull();
    store.scope.dispose();
  });

  it('signed out, nothing is kept; signed in, it is a part of the scope, found by the store', () => {
    const signedOut = createEntityStore({ currentAccountId: null });
    expect(offlineCacheOf({ store: signedOut, server: 'https://a.example', me: null })).toBe(NO_CACHE);
    expect(offlineCacheIn(signedOut)).toBe(NO_CACHE);

    const here = device();
    const store = createEntityStore({ currentAccountId: '1' });
    const cache = offlineCacheOf({ store, server: 'https://a.example', me: '1' }, here.make(), now);
    expect(offlineCacheIn(store)).toBe(cache);
    expect(offlineCacheOf({ store, server: 'https://a.example', me: '1' })).toBe(cache);
    cache.remember('timeline:home', [status('1')], 'replace');
    store.scope.dispose();
    // the account let go: its queued write is dropped, and writers find the cache that keeps nothing
    expect(here.idle).toHaveLength(0);
    expect(offlineCacheIn(store)).toBe(NO_CACHE);
  });

  it("two accounts' lists never mix", async () => {
    const here = device();
    const alice = { store: createEntityStore({ currentAccountId: '1' }), server: 'https://a.example', me: '1' };
    const bob = { store: createEntityStore({ currentAccountId: '2' }), server: 'https://a.example', me: '2' };
    const aliceName = cacheNameOf(alice.server, alice.me);
    const bobName = cacheNameOf(bob.server, bob.me);
    offlineCacheOf(alice, here.make(aliceName), now).remember('timeline:home', [status('10')], 'replace');
    offlineCacheOf(bob, here.make(bobName), now).remember('timeline:home', [status('20')], 'replace');
    // (each account's cache comes, then asks for an idle moment to write)
    await waitForState(() => expect(here.idle).toHaveLength(2));
    here.runIdle();
    await waitForState(() => expect(here.storage.getItem(bobName)).not.toBeNull());
    await waitForState(() => expect(here.storage.getItem(aliceName)).not.toBeNull());
    expect((await databaseNames(here.factory)).sort()).toEqual([aliceName, bobName]);
    expect(await here.stored('timeline:home', aliceName)).toMatchObject({ items: [status('10')] });
    expect(await here.stored('timeline:home', bobName)).toMatchObject({ items: [status('20')] });

    await offlineCacheIn(alice.store).wipe();
    expect(await databaseNames(here.factory)).toEqual([bobName]);
    expect(await offlineCacheIn(bob.store).read('timeline:home')).toMatchObject({ items: [status('20')] });
  });
});
