/** How the paged-list machine merges a page into the items it holds: each key once, the held ones kept in place. */

const asKey = (item: unknown) => String(item);

/** Each item once by its key, first occurrence kept. */
export function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The page's items, each once, without those already held (same key). */
function notHeld<T>(held: readonly T[], page: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set(held.map(keyOf));
  return uniqueBy(page, keyOf).filter((item) => !seen.has(keyOf(item)));
}

/** Older items go after the held ones; items already held (same key) are not repeated. */
export function appendOlder<T = string>(
  held: readonly T[],
  older: readonly T[],
  keyOf: (item: T) => string = asKey,
): T[] {
  return [...held, ...notHeld(held, older, keyOf)];
}

/** Newer items go before the held ones; items already held (same key) keep their place further down. */
export function prependNewer<T = string>(
  held: readonly T[],
  newer: readonly T[],
  keyOf: (item: T) => string = asKey,
): T[] {
  return [...notHeld(held, newer, keyOf), ...held];
}
