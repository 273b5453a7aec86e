/**
 * The names an account's cache goes by and its localStorage index, apart from the cache's rules: the first screen
 * reads the index (does anything wait in the cache?) without downloading the rest.
 */

/** The per-account index kept in localStorage (the keys that may have something cached), read back. */
export function keysOfIndex(text: string | null): Set<string> {
  if (text === null) return new Set();
  try {
    const parsed: unknown = JSON.parse(text);
    return new Set(Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Where an account's cache lives: its IndexedDB database and its localStorage index share this name. */
export const CACHE_NAME_PREFIX = 'tsubame-cache:';
export const cacheNameOf = (server: string, accountId: string) => `${CACHE_NAME_PREFIX}${server}|${accountId}`;
