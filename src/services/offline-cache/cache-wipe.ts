/**
 * Deleting accounts' offline caches when they leave the session: the cache of an account signed out or removed
 * (its database and its localStorage index, and its outbox of posts waiting to be sent), and any cache left of an account no longer in the session (one signed
 * out in another tab, or while its services were never made on this page), found by name in localStorage and, where
 * the browser can list them, among the origin's databases.
 */
import { CACHE_NAME_PREFIX, cacheNameOf, isOrphanCache } from './cache-rules';
import { OUTBOX_PREFIX, outboxStorageKey } from '../compose/outbox-key';

export interface CacheWipeDeps {
  /** null where there is no IndexedDB */
  factory: IDBFactory | null;
  /** null where there is no localStorage */
  storage: Storage | null;
}

function browserWipeDeps(): CacheWipeDeps {
  const read = <T>(get: () => T | undefined): T | null => {
    try {
      return get() ?? null;
    } catch {
      return null;
    }
  };
  return { factory: read(() => globalThis.indexedDB), storage: read(() => globalThis.localStorage) };
}

async function wipeNamed(names: Iterable<string>, { factory, storage }: CacheWipeDeps): Promise<void> {
  const all = [...names];
  // each index in localStorage goes with its database
  removeKeys(all, storage);
  if (factory === null || all.length === 0) return;
  const { deleteCacheDatabase } = await import('./cache-database');
  await Promise.all(all.map((name) => deleteCacheDatabase(factory, name).catch(() => undefined)));
}

/** Deletes the cache of the account `accountId` of `server`; resolves once its database is gone. */
export function wipeAccountCache(server: string, accountId: string, deps = browserWipeDeps()): Promise<void> {
  removeKeys([outboxStorageKey(`${server}|${accountId}`)], deps.storage);
  return wipeNamed([cacheNameOf(server, accountId)], deps);
}

function removeKeys(keys: readonly string[], storage: Storage | null): void {
  for (const key of keys) {
    try {
      storage?.removeItem(key);
    } catch {
      // a forbidden localStorage holds nothing
    }
  }
}

/** Deletes every account's cache whose account (by session key, `server|id`) is not in `kept`. */
export async function wipeCachesExcept(kept: ReadonlySet<string>, deps = browserWipeDeps()): Promise<void> {
  const names = new Set<string>();
  const outboxes: string[] = [];
  try {
    const { storage } = deps;
    for (let index = 0; storage !== null && index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && key.startsWith(CACHE_NAME_PREFIX)) names.add(key);
      if (key !== null && key.startsWith(OUTBOX_PREFIX) && !kept.has(key.slice(OUTBOX_PREFIX.length)))
        outboxes.push(key);
    }
  } catch {
    // no localStorage to look in
  }
  removeKeys(outboxes, deps.storage);
  if (deps.factory !== null) {
    const { databaseNames } = await import('./cache-database');
    for (const name of await databaseNames(deps.factory).catch(() => [])) names.add(name);
  }
  await wipeNamed(
    [...names].filter((name) => isOrphanCache(name, kept)),
    deps,
  );
}
