/**
 * The offline cache's rules, pure (no IndexedDB, no clock: inputs in, decision out): which lists are kept, how a
 * newer page joins the kept one, how much a list weighs and which lists leave when an account's cache is over its
 * cap, whether a stored format can be read, and what a stored record must look like to be read at all.
 */
import { asId, isRecord } from '../../domain/entities/coerce';
import { parseTimelineName } from '../timelines/timeline-name';

/**
 * A cached list: 'timeline:<timeline name>' (home, list:1, hashtag:x, community ... as the deck names them),
 * 'notifications', 'conversations'.
 */
export type CacheKey = `timeline:${string}` | 'notifications' | 'conversations';

/**
 * How a write changes the kept list: the list's newest page ('replace'), newer items on top ('prepend'), or posts
 * deleted on the server to take out ('remove': the items are their ids; a boost of one goes too).
 */
export type RememberHow = 'replace' | 'prepend' | 'remove';

/** One write waiting for the next flush. */
export interface CacheWrite {
  items: readonly unknown[];
  how: RememberHow;
}

/** The format of what is stored; any other stored format is deleted before use, never read. */
export const CACHE_FORMAT_VERSION = 1;
/** The newest items kept per list. */
export const MAX_ITEMS_PER_LIST = 40;
/** What one account's cache may weigh at most (the JSON length of its lists, about bytes). */
export const ACCOUNT_CAP = 2_000_000;
/** The server's page size when a timeline request names none. */
export const DEFAULT_TIMELINE_PAGE = 20;

/** Timelines a deck column shows and the home screen: the reader's own saved posts and profiles are not kept. */
const CACHED_TIMELINE_KINDS = new Set(['home', 'public', 'community', 'list', 'antenna', 'hashtag']);

/** The cache key of a timeline, or null when that timeline is not kept. */
export function timelineCacheKey(timeline: string): CacheKey | null {
  const spec = parseTimelineName(timeline);
  return spec !== null && CACHED_TIMELINE_KINDS.has(spec.kind) ? `timeline:${timeline}` : null;
}

/** Whether `key` names a list the cache keeps. */
export function isCacheableKey(key: string): key is CacheKey {
  if (key === 'notifications' || key === 'conversations') return true;
  return key.startsWith('timeline:') && timelineCacheKey(key.slice('timeline:'.length)) !== null;
}

/**
 * How a fetched timeline page is remembered: a first page (no cursor) is the newest page; a refresh newer than
 * the kept top (since_id) joins it on top when it is shorter than a full page (it reached what is kept), and
 * replaces it when full (there may be a hole below it); an older page or one filled from below is not kept.
 */
export function timelinePageHow(
  paging: { maxId?: string; sinceId?: string; minId?: string; limit?: number },
  count: number,
): RememberHow | null {
  if (paging.maxId !== undefined || paging.minId !== undefined) return null;
  if (paging.sinceId === undefined) return 'replace';
  return count < (paging.limit ?? DEFAULT_TIMELINE_PAGE) ? 'prepend' : 'replace';
}

/** An item's identity in its list: a status's or conversation's id, a notification group's key; null if none. */
export function itemIdOf(item: unknown): string | null {
  if (!isRecord(item)) return null;
  return asId(item.id) ?? asId(item.group_key);
}

/** The items with an identity, each once (its first, newest, occurrence), at most MAX_ITEMS_PER_LIST. */
function newestUnique(items: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  const kept: unknown[] = [];
  for (const item of items) {
    const id = itemIdOf(item);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    kept.push(item);
    if (kept.length === MAX_ITEMS_PER_LIST) break;
  }
  return kept;
}

/** Whether a kept item is one of the deleted posts, or a boost of one. */
function showsDeleted(item: unknown, deleted: ReadonlySet<unknown>): boolean {
  return deleted.has(itemIdOf(item)) || (isRecord(item) && deleted.has(itemIdOf(item.reblog)));
}

/** The kept list after one write: a 'replace' is the list; a 'prepend' goes on top of what was kept. */
export function mergeItems(kept: readonly unknown[] | null, write: CacheWrite): unknown[] {
  if (write.how === 'remove') {
    const deleted = new Set<unknown>(write.items);
    return (kept ?? []).filter((item) => !showsDeleted(item, deleted));
  }
  return newestUnique(write.how === 'replace' ? write.items : [...write.items, ...(kept ?? [])]);
}

/** The kept list after the writes of one flush, in the order they were made. */
export function applyWrites(kept: readonly unknown[] | null, writes: readonly CacheWrite[]): unknown[] {
  let list: readonly unknown[] | null = kept;
  for (const write of writes) list = mergeItems(list, write);
  return list === null ? [] : [...list];
}

/** What a list weighs: the length of its JSON. */
export function listSize(items: readonly unknown[]): number {
  return JSON.stringify(items).length;
}

/** What the cache knows of each kept list without reading it. */
export interface ListSummary {
  size: number;
  /** when it was last written (ms since the epoch) */
  savedAt: number;
}

/** The lists to delete so the account's lists weigh at most `cap`: the least recently written first. */
export function listsToEvict(lists: Readonly<Record<string, ListSummary>>, cap: number = ACCOUNT_CAP): string[] {
  let total = Object.values(lists).reduce((sum, list) => sum + list.size, 0);
  const evicted: string[] = [];
  const oldestFirst = Object.entries(lists).sort(([, a], [, b]) => a.savedAt - b.savedAt);
  for (const [key, list] of oldestFirst) {
    if (total <= cap) break;
    evicted.push(key);
    total -= list.size;
  }
  return evicted;
}

/** Whether what is stored was written in this format; anything else (older, newer, missing, broken) is not. */
export function isCurrentFormat(stored: unknown): boolean {
  return isRecord(stored) && stored.version === CACHE_FORMAT_VERSION;
}

/** A stored list as the cache gives it back. */
export interface CachedPage {
  /** ms since the epoch, when the list was last written */
  savedAt: number;
  items: unknown[];
}

/** A stored list record read back, or null when it is not one (a broken record is never read). */
export function cachedPageOf(stored: unknown): CachedPage | null {
  if (!isRecord(stored) || typeof stored.savedAt !== 'number' || !Array.isArray(stored.items)) return null;
  return { savedAt: stored.savedAt, items: stored.items };
}

/** The summaries index read back: entries of another shape are left out. */
export function summariesOf(stored: unknown): Record<string, ListSummary> {
  const summaries: Record<string, ListSummary> = {};
  if (!isRecord(stored)) return summaries;
  for (const [key, value] of Object.entries(stored)) {
    if (isRecord(value) && typeof value.size === 'number' && typeof value.savedAt === 'number')
      summaries[key] = { size: value.size, savedAt: value.savedAt };
  }
  return summaries;
}

export { CACHE_NAME_PREFIX, cacheNameOf, keysOfIndex } from './cache-names';
import { CACHE_NAME_PREFIX } from './cache-names';

/** Whether `name` is an account's cache that no kept account (by session key, `server|id`) owns. */
export function isOrphanCache(name: string, keptAccountKeys: ReadonlySet<string>): boolean {
  return name.startsWith(CACHE_NAME_PREFIX) && !keptAccountKeys.has(name.slice(CACHE_NAME_PREFIX.length));
}
