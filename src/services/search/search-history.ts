/**
 * Recent searches, as pure rules: the last 4 searches run (each a query and its type, or none for all results),
 * newest first. Running a search already listed (same type, same query once trimmed) moves it to the top rather
 * than listing it twice; a blank query is never kept. Entries can be removed one by one or all at once. What
 * comes from storage is read defensively: anything malformed is left out.
 */
import { isSearchType, type SearchType } from '../../machines/search-rules';

/** How many recent searches are kept. */
export const RECENT_SEARCHES_KEPT = 4;

export interface RecentSearch {
  query: string;
  type: SearchType | null;
}

export function sameSearch(a: RecentSearch, b: RecentSearch): boolean {
  return a.type === b.type && a.query.trim() === b.query.trim();
}

/** The list after running `search`: it goes first, any earlier copy leaves, only the newest 4 stay. */
export function rememberSearch(list: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  const query = search.query.trim();
  if (query === '') return [...list];
  const entry: RecentSearch = { query, type: search.type };
  return [entry, ...list.filter((other) => !sameSearch(other, entry))].slice(0, RECENT_SEARCHES_KEPT);
}

/** The list without `search`. */
export function forgetSearch(list: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  return list.filter((other) => !sameSearch(other, search));
}

/** A stored value as a list of recent searches: well-formed entries only, deduplicated, at most 4. */
export function recentSearchesFrom(stored: unknown): RecentSearch[] {
  if (!Array.isArray(stored)) return [];
  const list: RecentSearch[] = [];
  for (const item of stored as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { query, type } = item as { query?: unknown; type?: unknown };
    if (typeof query !== 'string' || query.trim() === '') continue;
    const entry: RecentSearch = { query: query.trim(), type: isSearchType(type) ? type : null };
    if (!list.some((other) => sameSearch(other, entry))) list.push(entry);
  }
  return list.slice(0, RECENT_SEARCHES_KEPT);
}
