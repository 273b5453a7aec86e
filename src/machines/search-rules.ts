/**
 * The search screen's rules about results, pure (the search chart and the views use them):
 * - A first answer (the all-results view's, or a type's own view's) asks 11 of each type and shows at most 10:
 *   the 11th only says that more exist.
 * - A type's own view then asks 10 at a time after what it shows; a full page of 10 means the server may hold more.
 * - A page asked for with an offset is appended after what is shown, never repeating a result already there.
 * - A query that is a web address (http or https, nothing else around it) may be resolved to a post or a profile.
 */
import type { SearchType } from '../domain/api/search-shapes';
import type { Tag } from '../domain/entities/tag';

export type { SearchType } from '../domain/api/search-shapes';

/** The result types in the order the all-results view shows them. */
export const SEARCH_TYPES: readonly SearchType[] = ['accounts', 'hashtags', 'statuses'];

/** How many of each type a first answer asks for: one more than it shows. */
export const FIRST_PAGE_LIMIT = 11;
/** How many of each type a first answer shows. */
export const ALL_VIEW_SHOWN = 10;
/** How many results of one type each further page of its own view asks for. */
export const NEXT_PAGE_LIMIT = 10;

/** Results as the chart keeps them: account and post ids (their records are in the store), hashtags whole. */
export interface SearchResults {
  accounts: readonly string[];
  hashtags: readonly Tag[];
  statuses: readonly string[];
}

export type SearchMore = Readonly<Record<SearchType, boolean>>;

export const NO_RESULTS: SearchResults = Object.freeze({ accounts: [], hashtags: [], statuses: [] });
export const NO_MORE: SearchMore = Object.freeze({ accounts: false, hashtags: false, statuses: false });

/**
 * One request of the chart: a first page (`offset` null) of the all-results view (`type` null) or of one type's
 * view, or a further page of one type's view (`offset`: how many of that type are shown already).
 */
export interface SearchRequest {
  query: string;
  type: SearchType | null;
  offset: number | null;
}

/** True for a query that is nothing but an http(s) address. */
export function isUrlQuery(query: string): boolean {
  return /^https?:\/\/[^\s/]+\S*$/i.test(query.trim());
}

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
}

/** How many results of `type` the chart holds. */
export function countOf(results: SearchResults, type: SearchType): number {
  return results[type].length;
}

/** Whether more exist beyond a first answer: past the 10 it shows of each type (of its type on a type's view). */
export function moreAfterFirst(results: SearchResults, type: SearchType | null): SearchMore {
  const past = (of: SearchType) => (type === null || type === of) && results[of].length > ALL_VIEW_SHOWN;
  return { accounts: past('accounts'), hashtags: past('hashtags'), statuses: past('statuses') };
}

/** What a first answer leaves shown: at most 10 of each type, and on a type's view only that type's. */
export function firstShown(results: SearchResults, type: SearchType | null): SearchResults {
  return shownResults(onlyOfType(results, type), null);
}

/** What is shown: at most 10 of each type on the all view; everything loaded on a type's own view. */
export function shownResults(results: SearchResults, type: SearchType | null): SearchResults {
  if (type !== null) return onlyOfType(results, type);
  return {
    accounts: results.accounts.slice(0, ALL_VIEW_SHOWN),
    hashtags: results.hashtags.slice(0, ALL_VIEW_SHOWN),
    statuses: results.statuses.slice(0, ALL_VIEW_SHOWN),
  };
}

/** An answer as a view keeps it: everything on the all view, only the type's results on a type's view. */
export function onlyOfType(results: SearchResults, type: SearchType | null): SearchResults {
  return type === null ? results : { ...NO_RESULTS, [type]: results[type] };
}

/** A type's view taken from the all view: only that type's results, the ones shown there (at most 10). */
export function expandedFrom(results: SearchResults, type: SearchType): SearchResults {
  return { ...NO_RESULTS, [type]: shownResults(results, null)[type] };
}

function keyOf(type: SearchType, item: string | Tag): string {
  return type === 'hashtags' ? (item as Tag).name.toLowerCase() : (item as string);
}

/** `page` of `type` appended after the results, leaving out any already there; the page says if more exist. */
export function appendPage(
  results: SearchResults,
  type: SearchType,
  page: SearchResults,
): { results: SearchResults; more: boolean } {
  const seen = new Set(results[type].map((item: string | Tag) => keyOf(type, item)));
  const fresh = (page[type] as ReadonlyArray<string | Tag>).filter((item) => !seen.has(keyOf(type, item)));
  return {
    results: { ...results, [type]: [...results[type], ...fresh] },
    more: page[type].length >= NEXT_PAGE_LIMIT,
  };
}

/** Counts of what is shown, per type. */
export function shownCounts(results: SearchResults, type: SearchType | null): Record<SearchType, number> {
  const shown = shownResults(results, type);
  return { accounts: shown.accounts.length, hashtags: shown.hashtags.length, statuses: shown.statuses.length };
}
