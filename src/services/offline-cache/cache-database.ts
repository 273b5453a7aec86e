/**
 * An account's offline cache in IndexedDB, through `idb` (promises over IndexedDB's requests and transactions):
 * one database per account, object store `lists` (a list's newest items by cache key: `{ savedAt, items }`) and
 * object store `meta` (`format`: the format version; `summaries`: each list's size and when it was written, so the
 * cap is kept without reading the lists). A database in another format has its lists deleted before use. The
 * IndexedDB factory is given, so tests run on an in-memory one. Loaded on the cache's first read or write only.
 */
import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import {
  ACCOUNT_CAP,
  applyWrites,
  cachedPageOf,
  CACHE_FORMAT_VERSION,
  isCurrentFormat,
  listSize,
  listsToEvict,
  summariesOf,
  type CacheKey,
  type CacheWrite,
} from './cache-rules';

interface CacheSchema extends DBSchema {
  lists: { key: string; value: { savedAt: number; items: unknown[] } };
  meta: { key: string; value: unknown };
}

/** The IndexedDB version of the database's shape (its stores); the format of what they hold is `meta.format`. */
const SHAPE_VERSION = 1;

export interface CacheDatabase {
  /** the stored record of a list, unread (cache-rules.ts checks it) */
  read(key: CacheKey): Promise<unknown>;
  /**
   * In one transaction: each list's writes merged into what it keeps, the lists over the account's cap deleted,
   * the least recently written first. Resolves with the keys of the lists kept.
   */
  write(writes: ReadonlyMap<CacheKey, readonly CacheWrite[]>, savedAt: number, cap?: number): Promise<string[]>;
  /** closes the connection (a deletion waiting for it goes on) */
  close(): void;
}

/** Opens (or makes) the database `name`; what is in another format is deleted first. */
export async function openCacheDatabase(factory: IDBFactory, name: string): Promise<CacheDatabase> {
  const request = factory.open(name, SHAPE_VERSION);
  request.addEventListener('upgradeneeded', () => {
    const made = request.result;
    if (!made.objectStoreNames.contains('lists')) made.createObjectStore('lists');
    if (!made.objectStoreNames.contains('meta')) made.createObjectStore('meta');
  });
  const db = (await wrap(request)) as unknown as IDBPDatabase<CacheSchema>;
  // a wipe (another tab signing the account out) waits for no one: this connection lets go at once
  db.addEventListener('versionchange', () => db.close());

  const check = db.transaction(['lists', 'meta'], 'readwrite');
  if (!isCurrentFormat(await check.objectStore('meta').get('format'))) {
    await check.objectStore('lists').clear();
    await check.objectStore('meta').clear();
    await check.objectStore('meta').put({ version: CACHE_FORMAT_VERSION }, 'format');
  }
  await check.done;

  return {
    read: (key) => db.get('lists', key),
    async write(writes, savedAt, cap = ACCOUNT_CAP) {
      const tx = db.transaction(['lists', 'meta'], 'readwrite');
      const lists = tx.objectStore('lists');
      const meta = tx.objectStore('meta');
      const summaries = summariesOf(await meta.get('summaries'));
      for (const [key, queued] of writes) {
        const items = applyWrites(cachedPageOf(await lists.get(key))?.items ?? null, queued);
        await lists.put({ savedAt, items }, key);
        summaries[key] = { size: listSize(items), savedAt };
      }
      for (const key of listsToEvict(summaries, cap)) {
        await lists.delete(key);
        delete summaries[key];
      }
      await meta.put(summaries, 'summaries');
      await tx.done;
      return Object.keys(summaries);
    },
    close: () => db.close(),
  };
}

/** Deletes the database `name`; resolves once it is gone. */
export async function deleteCacheDatabase(factory: IDBFactory, name: string): Promise<void> {
  await wrap(factory.deleteDatabase(name));
}

/** The names of the databases of this origin, where the browser can list them (an empty list elsewhere). */
export async function databaseNames(factory: IDBFactory): Promise<string[]> {
  if (typeof factory.databases !== 'function') return [];
  const found = await factory.databases();
  return found.flatMap((info) => (info.name === undefined ? [] : [info.name]));
}
