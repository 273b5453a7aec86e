/**
 * Deleting accounts' offline caches when they leave the session: the cache of an account signed out or removed
 * (its database and its localStorage index), and any cache left of an account no longer in the session (one signed
 * out in another tab, or while its services were never made on this page), found by name in localStorage and, where
 * the browser can list them, among the origin's databases.
 */
import { CACHE_NAME_PREFIX, cacheNameOf, isOrphanCache } from './cache-rules';

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
  for (const name of all) {
    try {
      storage?.removeItem(name);
    } catch {
      // a forbidden localStorage holds no index
    }
  }
  if (factory === null || all.length === 0) return;
  const { deleteCacheDatabase } = await import('./cache-database');
  await Promise.all(all.map((name) => deleteCacheDatabase(factory, name).catch(() => undefined)));
}

/** Deletes the cache of the account `accountId` of `server`; resolves once its database is gone. */
export function wipeAccountCache(server: string, accountId: string, deps = browserWipeDeps()): Promise<void> {
  return wipeNamed([cacheNameOf(server, accountId)], deps);
}

/** Deletes every account's cache whose account (by session key, `server|id`) is not in `kept`. */
export async function wipeCachesExcept(kept: ReadonlySet<string>, deps = browserWipeDeps()): Promise<void> {
  const names = new Set<string>();
  try {
    const { storage } = deps;
    for (let index = 0; storage !== null && index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && key.startsWith(CACHE_NAME_PREFIX)) names.add(key);
    }
  } catch {
    // no localStorage to look in
  }
  if (deps.factory !== null) {
    const { databaseNames } = await import('./cache-database');
    for (const name of await databaseNames(deps.factory).catch(() => [])) names.add(name);
  }
  await wipeNamed(
    [...names].filter((name) => isOrphanCache(name, kept)),
    deps,
  );
}
