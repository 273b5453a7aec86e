/**
 * Trends are paged by offset, not by ids: a page asks for `limit` entries from `offset`. The server's Link header
 * names the next page with its offset while a page came full; a server that sends no Link header is asked for
 * the page after a full page all the same. An empty page ends the list, whatever a header says, so a server
 * that ignores the offset cannot make the list grow for ever. Pure functions.
 */

export interface OffsetPage {
  offset: number;
  limit?: number;
}

const BASE = 'https://cursor.invalid/';

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** The offset (and limit) a next URL names; null when it names no offset or cannot be read. */
export function offsetPageOf(next: string | null): OffsetPage | null {
  if (next === null) return null;
  let params: URLSearchParams;
  try {
    params = new URL(next, BASE).searchParams;
  } catch {
    return null;
  }
  const offset = wholeNumber(params.get('offset'));
  if (offset === null) return null;
  const limit = wholeNumber(params.get('limit'));
  return limit !== null && limit > 0 ? { offset, limit } : { offset };
}

/** The query of the page at `offset`: the first page names no offset. */
export function offsetQuery(page: OffsetPage | null, limit: number): { limit: number; offset?: number } {
  const size = page?.limit ?? limit;
  return page === null || page.offset === 0 ? { limit: size } : { limit: size, offset: page.offset };
}

/**
 * The next page after the page asked at `asked` that brought `received` entries: the server's next link when it
 * names an offset; without one, the page after a full page; none after an empty page.
 */
export function nextOffsetPage(
  asked: { limit: number; offset?: number },
  received: number,
  serverNext: string | null = null,
): string | null {
  if (received === 0) return null;
  if (offsetPageOf(serverNext) !== null) return serverNext;
  if (received < asked.limit) return null;
  return `?offset=${(asked.offset ?? 0) + received}&limit=${asked.limit}`;
}
