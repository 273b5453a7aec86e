/**
 * A list's saved items read before the account's runtime exists: on a start on the home timeline with something
 * saved, the page reads the saved home while its code boots (app/first-screen.ts), and the account's cache hands
 * it to the timeline when the timeline is made, so the first render already has the saved rows.
 *
 * Module-level on purpose, like the first request's answer (services/api/early-exchanges.ts): the read starts
 * before any account runtime, and that runtime takes it once made. The read is kept under the account's cache name
 * and the list's key (another account or list never takes it), taken once; the reader takes it back itself when no
 * one has (offline-cache-store.ts `openCacheEarly`), so it is not kept for the page's life.
 */
import type { CachedPage, CacheKey } from './cache-rules';

let held: { name: string; key: CacheKey; page: CachedPage } | null = null;

/** Keeps what was read of `key` in the cache `name` for its taker (in place of anything kept before). */
export function holdEarlySaved(name: string, key: CacheKey, page: CachedPage): void {
  held = { name, key, page };
}

/** What was read of `key` in the cache `name` before, once; null when nothing was (or it was taken). */
export function takeEarlySaved(name: string, key: CacheKey): CachedPage | null {
  const found = held;
  if (found === null || found.name !== name || found.key !== key) return null;
  held = null;
  return found.page;
}
