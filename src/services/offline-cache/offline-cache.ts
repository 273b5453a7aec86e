/**
 * The account's offline cache as the first screen meets it: a small stand-in, a part of the account's scope, that
 * answers `mayHave` at once from the localStorage index and keeps what the writers hand it. The cache itself
 * (offline-cache-store.ts: its rules, its queue and IndexedDB) is downloaded when a saved list is read, or once the
 * first screen is idle when there is something to write, so a start with nothing saved loads none of it. Signed out
 * (no account) nothing is cached.
 */
import { afterFirstScreen } from '../after-paint';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { cacheNameOf, keysOfIndex } from './cache-names';
import { takeEarlySaved } from './early-saved';
import type { CacheKey, CachedPage, RememberHow } from './cache-rules';
import type { OfflineCachePart } from './offline-cache-store';

export type { CacheKey, CachedPage, RememberHow } from './cache-rules';

export interface OfflineCache {
  /** the cached newest items of a list, null when there are none or they cannot be read (old version, broken) */
  read(key: CacheKey): Promise<CachedPage | null>;
  /**
   * the list's newest page as the server just gave it ('replace': a first page or a refresh that reached the top
   * without a hole) or newer items on top of what is kept ('prepend': live posts, a short refresh); written later,
   * in idle time, in one transaction per flush
   */
  remember(key: CacheKey, items: readonly unknown[], how: RememberHow): void;
  /** takes these posts (and boosts of them) out of every kept timeline, with the next write (deleted, muted...) */
  forget(statusIds: readonly string[]): void;
  /**
   * synchronously: whether this list may have something cached (a small per-account index kept in localStorage,
   * written with the list): a start with nothing cached must not wait for IndexedDB at all
   */
  mayHave(key: CacheKey): boolean;
  /**
   * synchronously: the list's items if the first screen has read them already (early-saved.ts), once; null
   * otherwise (then `read`)
   */
  atHand(key: CacheKey): CachedPage | null;
  /** deletes everything of this account (sign-out, removal), the localStorage index too */
  wipe(): Promise<void>;
  /**
   * a timeline page as fetched with `paging`: remembered as its rules say (a first page replaces the kept list, a
   * short refresh goes on top; an older page, or a timeline not kept, is not), once the cache has come
   */
  rememberPage(timeline: string, paging: TimelinePagePaging, items: readonly unknown[]): void;
}

/** How a timeline page was asked for (the cursors and page size of timeline-request.ts). */
export interface TimelinePagePaging {
  maxId?: string;
  sinceId?: string;
  minId?: string;
  limit?: number;
}

/** The cache of a reader signed out, or of a browser without storage: keeps nothing. */
export const NO_CACHE: OfflineCache = Object.freeze({
  read: () => Promise.resolve(null),
  remember: () => {},
  forget: () => {},
  mayHave: () => false,
  atHand: () => null,
  wipe: () => Promise.resolve(),
  rememberPage: () => {},
});

export interface CacheHandle extends OfflineCache {
  dispose(): void;
}

/** The cache itself once it has come (offline-cache-store.ts `cacheAfter`): early reads stay with the handle. */
export type MadeCache = Omit<CacheHandle, 'atHand'>;

/** Makes the account's cache itself (by default the browser's: offline-cache-store.ts). */
export type MakeCache = () => Promise<OfflineCachePart>;

/**
 * A write made before the cache came: a list's items (`key`), a timeline's page (`page:<timeline>`), or posts to
 * forget in every kept timeline (`forget`).
 */
export type EarlyWrite = readonly [key: string, items: readonly unknown[], how: RememberHow | TimelinePagePaging];

function indexedKeys(name: string): Set<string> {
  try {
    return keysOfIndex(globalThis.localStorage?.getItem(name) ?? null);
  } catch {
    return new Set();
  }
}

/**
 * Stands in for the cache until it has come: writes wait here (and count for `mayHave`); a read, a wipe or the first
 * idle moment after a write brings the cache (offline-cache-store.ts `cacheAfter`), which takes the waiting writes in
 * order and answers everything from then on.
 */
function cacheHandle(name: string, make: MakeCache | undefined, ready: () => Promise<void>): CacheHandle {
  const early: EarlyWrite[] = [];
  let cache: MadeCache | null = null;
  let coming: Promise<MadeCache> | null = null;
  let gone = false;
  const come = () =>
    (coming ??= import('./offline-cache-store')
      .then(({ cacheAfter }) => cacheAfter(name, make, early, () => gone))
      .then((made) => (cache = made)));
  const keep = (write: EarlyWrite) => {
    if (gone) return;
    early.push(write);
    if (early.length === 1) void ready().then(come);
  };
  return {
    mayHave: (key) =>
      cache?.mayHave(key) ??
      (early.some(([k]) => k === key || k === `page:${key.slice('timeline:'.length)}`) || indexedKeys(name).has(key)),
    read: (key) => come().then((made) => made.read(key)),
    atHand: (key) => takeEarlySaved(name, key),
    remember: (key, items, how) => (cache ? cache.remember(key, items, how) : keep([key, items, how])),
    forget: (statusIds) => (cache ? cache.forget(statusIds) : keep(['forget', statusIds, 'remove'])),
    rememberPage: (timeline, paging, items) =>
      cache ? cache.rememberPage(timeline, paging, items) : keep([`page:${timeline}`, items, paging]),
    wipe: () => {
      early.length = 0;
      return come().then((made) => made.wipe());
    },
    dispose() {
      gone = true;
      early.length = 0;
      cache?.dispose();
    },
  };
}

const OFFLINE_CACHE = definePart<CacheHandle>('offline cache', (cache) => cache.dispose());

/**
 * The account's cache, a part of its runtime scope; signed out, the cache that keeps nothing. `make` makes the cache
 * itself, and writing waits for `ready` (the first screen) before bringing it (tests give their own).
 */
export function offlineCacheOf(
  services: { store: EntityStore; server: string; me: string | null },
  make?: MakeCache,
  ready: () => Promise<void> = afterFirstScreen,
): OfflineCache {
  const { store, server, me } = services;
  if (me === null) return NO_CACHE;
  const name = cacheNameOf(server, me);
  return store.scope.use(OFFLINE_CACHE, () => cacheHandle(name, make, ready));
}

/**
 * The account's cache where it was made (the account's services make it with the account), for writers that know
 * only the store; the cache that keeps nothing where there is none (signed out, a disposed account, a test).
 */
export function offlineCacheIn(store: EntityStore): OfflineCache {
  return store.scope.disposed ? NO_CACHE : (store.scope.peek(OFFLINE_CACHE) ?? NO_CACHE);
}
