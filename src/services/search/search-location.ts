/**
 * The search screen's address: /search?q=<query>&type=<accounts|hashtags|statuses>, so back, forward and a
 * reload keep the search. No `type` (or an unknown one) is the all-results view; no `q` is the empty screen.
 */
import { isSearchType, type SearchType } from '../../machines/search-rules';

export const SEARCH_PATH = '/search';

export interface SearchLocation {
  query: string;
  type: SearchType | null;
}

/** The query and type a location's search string (`?q=...&type=...`) holds. */
export function searchFromLocation(search: string): SearchLocation {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  return { query: params.get('q') ?? '', type: isSearchType(type) ? type : null };
}

/** The address of a search: the query trimmed, the type when there is one; /search alone for a blank query. */
export function searchPath({ query, type }: SearchLocation): string {
  const q = query.trim();
  if (q === '') return SEARCH_PATH;
  const params = new URLSearchParams({ q });
  if (type !== null) params.set('type', type);
  return `${SEARCH_PATH}?${params.toString()}`;
}
