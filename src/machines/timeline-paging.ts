/** Pure helpers of the timeline machine: cursors and merging pages of ids without duplicates. */

/**
 * The `max_id` of a next-page URL from the Link header (or of the bare `?max_id=` cursor a trim leaves),
 * or null when it has none.
 */
export function maxIdFromNext(next: string | null): string | null {
  if (next === null) return null;
  try {
    return new URL(next, 'https://cursor.invalid/').searchParams.get('max_id');
  } catch {
    return null;
  }
}

/** The cursor for the next older page: the Link header's max_id, else the oldest id held. */
export function olderCursor(ids: readonly string[], next: string | null): string | undefined {
  return maxIdFromNext(next) ?? ids.at(-1);
}

/** Each id once, first occurrence kept. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** Older ids go after the held ones; ids already held are not repeated. */
export function appendOlder(held: readonly string[], older: readonly string[]): string[] {
  const seen = new Set(held);
  return [...held, ...uniqueIds(older).filter((id) => !seen.has(id))];
}

/** Newer ids go before the held ones; ids already held keep their place further down. */
export function prependNewer(held: readonly string[], newer: readonly string[]): string[] {
  const seen = new Set(held);
  return [...uniqueIds(newer).filter((id) => !seen.has(id)), ...held];
}

/** How many of `incoming` are not in `held`. */
export function countAdded(held: readonly string[], incoming: readonly string[]): number {
  const seen = new Set(held);
  return uniqueIds(incoming).filter((id) => !seen.has(id)).length;
}
