/**
 * Search: the one `search.search` call plus the three ways the client uses it (hashtag suggestions, the paged search
 * page, resolving a pasted URL).
 */
import type { ApiClient, CallOptions } from './client';
import type { ApiSearchResults } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { listsIn, tag } from './answers/more-shapes';
import { account, status } from './answers/status-guards';
import type { SearchPageParams, SearchParams } from '../../domain/api/search-shapes';

/** accounts, posts and hashtags, each a list */
const results = listsIn('search results', {
  accounts: ['account', account],
  statuses: ['status', status],
  hashtags: ['tag', tag],
});

export const search = defineCall(
  entry('search.search', 'GET', '/api/v2/search', results),
  (call, params: SearchParams, options: CallOptions = {}): Promise<ApiSearchResults> =>
    call.answer({ ...options, query: { ...params } }),
);

/** Compose hashtag suggestions: type hashtags, limit 4, exclude_unreviewed. */
export function hashtagSuggestions(client: ApiClient, q: string, options: CallOptions = {}): Promise<ApiSearchResults> {
  return search(client, { q, type: 'hashtags', resolve: false, limit: 4, exclude_unreviewed: true }, options);
}

/** Search page size: 11 at first (one extra tells whether more exist), 10 per expansion with an offset. */
export const SEARCH_FIRST_PAGE_LIMIT = 11;
export const SEARCH_EXPAND_LIMIT = 10;

export function searchPage(
  client: ApiClient,
  params: SearchPageParams,
  options: CallOptions = {},
): Promise<ApiSearchResults> {
  const limit = params.offset === undefined ? SEARCH_FIRST_PAGE_LIMIT : SEARCH_EXPAND_LIMIT;
  return search(client, { resolve: true, ...params, limit }, options);
}

/** Resolves a pasted URL to an account or status (limit 1). */
export function resolveUrl(client: ApiClient, url: string, options: CallOptions = {}): Promise<ApiSearchResults> {
  return search(client, { q: url, resolve: true, limit: 1 }, options);
}
