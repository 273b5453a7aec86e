/** Pure paging helpers of the timeline machine: Link cursors and ids without duplicates. */

/** The paging parameters a Link header's URL carries (all the API's list calls take these). */
export interface LinkPageParams {
  max_id?: string;
  since_id?: string;
  min_id?: string;
  limit?: number;
}

/**
 * The paging parameters of a Link header's next (or prev) URL, or of the bare `?max_id=` cursor a trim
 * leaves; null when it names no cursor.
 */
export function pageParamsOfLink(link: string | null): LinkPageParams | null {
  if (link === null) return null;
  let params: URLSearchParams;
  try {
    params = new URL(link, 'https://cursor.invalid/').searchParams;
  } catch {
    return null;
  }
  const paging: LinkPageParams = {};
  for (const name of ['max_id', 'since_id', 'min_id'] as const) {
    const value = params.get(name);
    if (value !== null && value !== '') paging[name] = value;
  }
  const limit = Number(params.get('limit'));
  if (Number.isInteger(limit) && limit > 0) paging.limit = limit;
  return paging.max_id === undefined && paging.min_id === undefined && paging.since_id === undefined ? null : paging;
}

/** The `max_id` of a next-page URL, or null when it has none. */
export function maxIdFromNext(next: string | null): string | null {
  return pageParamsOfLink(next)?.max_id ?? null;
}

/** The cursor for the next older page: the Link header's max_id, else the oldest id held. */
export function olderCursor(ids: readonly string[], next: string | null): string | undefined {
  return maxIdFromNext(next) ?? ids.at(-1);
}

/** Each id once, first occurrence kept. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** How many of `incoming` are not in `held`. */
export function countAdded(held: readonly string[], incoming: readonly string[]): number {
  const seen = new Set(held);
  return uniqueIds(incoming).filter((id) => !seen.has(id)).length;
}
