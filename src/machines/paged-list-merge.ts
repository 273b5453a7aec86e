/** How the paged-list machine merges a page into the items it holds: each key once, the held ones kept in place. */
import { uniqueBy } from './timeline-paging';

const asKey = (item: unknown) => String(item);

/** Older items go after the held ones; items already held (same key) are not repeated. */
export function appendOlder<T = string>(
  held: readonly T[],
  older: readonly T[],
  keyOf: (item: T) => string = asKey,
): T[] {
  const seen = new Set(held.map(keyOf));
  return [...held, ...uniqueBy(older, keyOf).filter((item) => !seen.has(keyOf(item)))];
}

/** Newer items go before the held ones; items already held (same key) keep their place further down. */
export function prependNewer<T = string>(
  held: readonly T[],
  newer: readonly T[],
  keyOf: (item: T) => string = asKey,
): T[] {
  const seen = new Set(held.map(keyOf));
  return [...uniqueBy(newer, keyOf).filter((item) => !seen.has(keyOf(item))), ...held];
}
