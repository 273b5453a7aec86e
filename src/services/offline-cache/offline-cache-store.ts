/**
 * The account's offline cache itself, downloaded when it is first needed (offline-cache.ts hands it out): the newest
 * items of its home, notifications, conversations and deck timelines, as the server's raw JSON (newest first), kept in an IndexedDB database of the account's own so a start can paint
 * them before the server answers. A reader imports them through the store's importers, so malformed cached data
 * is dropped exactly as malformed server data is. Writes wait in a queue and go in one transaction per flush, in
 * idle time after the first screen, never on the way to the first post; a small index in localStorage says
 * synchronously which lists may have something, so a start with nothing cached never waits for IndexedDB. Signing
 * out or removing the account deletes both (`wipe`). Signed out (no account) nothing is cached.
 */
import { afterFirstScreen } from '../after-paint';
import {
  applyWrites,
  cachedPageOf,
  isCacheableKey,
  keysOfIndex,
  type CacheKey,
  type CachedPage,
  type CacheWrite,
} from './cache-rules';
import type { CacheDatabase } from './cache-database';
import type { MadeCache, EarlyWrite, MakeCache, OfflineCache, TimelinePagePaging } from './offline-cache';
import { timelineCacheKey, timelinePageHow, type RememberHow } from './cache-rules';
import { holdEarlySaved, takeEarlySaved } from './early-saved';

/** Runs `run` when the page is idle; returns the way to cancel it. */
export type IdleSchedule = (run: () => void) => () => void;

export interface OfflineCacheDeps {
  /** the account's database name and its localStorage index key (`cacheNameOf`) */
  name: string;
  /** opens the account's database; rejects where there is no IndexedDB */
  open(): Promise<CacheDatabase>;
  /** deletes the account's database */
  remove(): Promise<void>;
  /** where the index is kept; null where there is no localStorage */
  storage: Storage | null;
  idle: IdleSchedule;
  now(): number;
}

/** How long an idle flush may wait for the browser at most. */
const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback, a flush waits this long after the first screen. */
const IDLE_FALLBACK_MS = 200;

/** After the first screen, in the browser's next idle period (a timer where it has none). */
export const afterFirstScreenIdle: IdleSchedule = (run) => {
  let live = true;
  let cancel = () => {};
  void afterFirstScreen().then(() => {
    if (!live) return;
    const idle = globalThis.requestIdleCallback as typeof requestIdleCallback | undefined;
    if (idle) {
      const handle = idle(run, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, IDLE_FALLBACK_MS);
      cancel = () => clearTimeout(handle);
    }
  });
  return () => {
    live = false;
    cancel();
  };
};

export interface OfflineCachePart extends Omit<OfflineCache, 'rememberPage' | 'atHand'> {
  /** the account is let go: queued writes are dropped and the database closed (nothing is deleted) */
  dispose(): void;
}

export function createOfflineCache(deps: OfflineCacheDeps): OfflineCachePart {
  const queue = new Map<CacheKey, CacheWrite[]>();
  let opening: Promise<CacheDatabase> | null = null;
  let cancelFlush: (() => void) | null = null;
  let indexed: Set<string> | null = null;
  /** counts wipes and the dispose: a flush that began before one does not write the index after it */
  let era = 0;
  /** the account was let go: nothing more is written (a late write would make its database again) */
  let disposed = false;

  const database = () => {
    opening ??= deps.open();
    // a failed open is tried again next time (quota, a private window may allow it later)
    opening.catch(() => (opening = null));
    return opening;
  };
  const readIndex = (): Set<string> => {
    if (indexed !== null) return indexed;
    try {
      indexed = keysOfIndex(deps.storage?.getItem(deps.name) ?? null);
    } catch {
      indexed = new Set();
    }
    return indexed;
  };
  const writeIndex = (keys: readonly string[]) => {
    indexed = new Set(keys);
    try {
      if (keys.length === 0) deps.storage?.removeItem(deps.name);
      else deps.storage?.setItem(deps.name, JSON.stringify(keys));
    } catch {
      // a full or forbidden localStorage: the index says less, and a start then paints from the server
    }
  };

  async function flush(): Promise<void> {
    cancelFlush = null;
    const writes = new Map(queue);
    queue.clear();
    const began = era;
    try {
      const kept = await (await database()).write(writes, deps.now());
      if (began === era) writeIndex(kept);
    } catch {
      // the cache is a convenience: a failed write leaves the server as the only source, as without a cache
    }
  }

  const cache: OfflineCachePart = {
    async read(key) {
      const queued = queue.get(key) ?? [];
      let stored: CachedPage | null = null;
      try {
        stored = cachedPageOf(await (await database()).read(key));
      } catch {
        stored = null;
      }
      if (queued.length === 0) return stored;
      return { savedAt: deps.now(), items: applyWrites(stored?.items ?? null, queued) };
    },
    remember(key, items, how) {
      if (disposed || !isCacheableKey(key)) return;
      // a deletion only changes a list that is kept: it never makes one
      if (how === 'remove' && !queue.has(key) && !readIndex().has(key)) return;
      queue.set(key, [...(queue.get(key) ?? []), { items: [...items], how }]);
      cancelFlush ??= deps.idle(() => void flush());
    },
    forget(statusIds) {
      for (const key of new Set([...readIndex(), ...queue.keys()]))
        if (key.startsWith('timeline:')) cache.remember(key as CacheKey, statusIds, 'remove');
    },
    mayHave: (key) => queue.has(key) || readIndex().has(key),
    async wipe() {
      era += 1;
      cancelFlush?.();
      cancelFlush = null;
      queue.clear();
      writeIndex([]);
      const open = opening;
      opening = null;
      await open?.then((db) => db.close()).catch(() => undefined);
      await deps.remove().catch(() => undefined);
    },
    dispose() {
      disposed = true;
      era += 1;
      cancelFlush?.();
      cancelFlush = null;
      queue.clear();
      void opening?.then((db) => db.close()).catch(() => undefined);
      opening = null;
    },
  };
  return cache;
}

/** The browser's IndexedDB, or null where there is none or site storage is forbidden (reading it throws). */
function browserIndexedDb(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null;
  } catch {
    return null;
  }
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The browser's database named `name`, its adapter loaded on first use. */
export function browserCacheDeps(name: string): OfflineCacheDeps {
  const factory = browserIndexedDb();
  const adapter = () => import('./cache-database');
  return {
    name,
    open: () =>
      factory === null
        ? Promise.reject(new Error('no IndexedDB'))
        : adapter().then(({ openCacheDatabase }) => openCacheDatabase(factory, name)),
    remove: () =>
      factory === null
        ? Promise.resolve()
        : adapter().then(({ deleteCacheDatabase }) => deleteCacheDatabase(factory, name)),
    storage: browserStorage(),
    idle: afterFirstScreenIdle,
    now: Date.now,
  };
}

/** A cache that keeps nothing: where it could not be made, or for an account already gone. */
const nothingKept = (): MadeCache => ({
  read: () => Promise.resolve(null),
  remember: () => {},
  forget: () => {},
  rememberPage: () => {},
  mayHave: () => false,
  wipe: () => Promise.resolve(),
  dispose: () => {},
});

/**
 * The account's cache once it has come (offline-cache.ts asks for it): made (the browser's by default), given the
 * writes made before in order, a timeline page remembered as the rules say. An account gone meanwhile gets nothing.
 */
export async function cacheAfter(
  name: string,
  make: MakeCache | undefined,
  early: readonly EarlyWrite[],
  isGone: () => boolean,
): Promise<MadeCache> {
  let part: OfflineCachePart;
  try {
    part = await (
      make ?? (() => Promise.resolve(takeEarlyCache(name) ?? createOfflineCache(browserCacheDeps(name))))
    )();
  } catch {
    return nothingKept();
  }
  if (isGone()) {
    part.dispose();
    return nothingKept();
  }
  const rememberPage = (timeline: string, paging: TimelinePagePaging, items: readonly unknown[]) => {
    const key = timelineCacheKey(timeline);
    const how = key === null ? null : timelinePageHow(paging, items.length);
    if (key !== null && how !== null) part.remember(key, items, how);
  };
  for (const [key, items, how] of early) {
    if (key === 'forget') part.forget(items as string[]);
    else if (key.startsWith('page:')) rememberPage(key.slice('page:'.length), how as TimelinePagePaging, items);
    else part.remember(key as CacheKey, items, how as RememberHow);
  }
  return { ...part, rememberPage, dispose: () => part.dispose() };
}

/** How long what the first screen opened and read waits for the account's runtime at most. */
export const EARLY_CACHE_TTL_MS = 10_000;

/**
 * Caches the first screen opened before their account's runtime was made, by name, until that runtime takes its
 * own. Module-level on purpose, as early-saved.ts is: nothing account-owned exists yet when they are opened.
 */
const earlyCaches = new Map<string, OfflineCachePart>();

/**
 * Opens the cache `name` now and reads `key`, before the account's runtime exists (app/first-screen.ts): what is
 * read waits for the timeline that shows it (early-saved.ts), the open database for the account's cache
 * (`cacheAfter`). What is not taken within EARLY_CACHE_TTL_MS is let go (the database closed). Resolves once the
 * read is done (never rejects).
 */
export async function openCacheEarly(name: string, key: CacheKey, deps = browserCacheDeps(name)): Promise<void> {
  if (earlyCaches.has(name)) return;
  const part = createOfflineCache(deps);
  earlyCaches.set(name, part);
  setTimeout(() => {
    takeEarlySaved(name, key);
    if (earlyCaches.get(name) !== part) return;
    earlyCaches.delete(name);
    part.dispose();
  }, EARLY_CACHE_TTL_MS);
  const page = await part.read(key);
  if (page !== null) holdEarlySaved(name, key, page);
}

/** The cache the first screen opened as `name`, once; null when none was. */
function takeEarlyCache(name: string): OfflineCachePart | null {
  const part = earlyCaches.get(name) ?? null;
  earlyCaches.delete(name);
  return part;
}
