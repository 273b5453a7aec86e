/**
 * The search screen's requests as GET v2/search parameters:
 * - the all-results view: q, resolve (true only when signed in: a server refuses resolving without a token) and
 *   11 of each type (one more than shown, to know whether more exist);
 * - a type's own view: q, type, 10 a page and the offset (the count already shown). A server refuses any offset
 *   without a token, even 0, so a signed-out reader's first page goes without one;
 * - a pasted web address: q, resolve and limit 1 (api.search.resolveUrl).
 */
import type { SearchParams } from '../api/search';
import { ALL_VIEW_LIMIT, TYPE_PAGE_LIMIT, type SearchRequest } from '../../machines/search-rules';

export function searchParams(request: SearchRequest, signedIn: boolean): SearchParams {
  const q = request.query;
  if (request.type === null) return { q, resolve: signedIn, limit: ALL_VIEW_LIMIT };
  const offset = request.offset ?? 0;
  const params: SearchParams = { q, type: request.type, limit: TYPE_PAGE_LIMIT };
  if (signedIn || offset > 0) params.offset = offset;
  return params;
}
