/**
 * The search screen's requests as GET v2/search parameters. `resolve` is true only when signed in (a server
 * refuses resolving without a token):
 * - a first page, of the all-results view or of a type's own view: q, type (on a type's view), resolve and 11 of
 *   each type (one more than shown, to know whether more exist);
 * - the next page of a type's view: the same with the offset (the count already shown) and 10 a page. A server
 *   refuses any offset without a token, so only a signed-in reader's view offers more;
 * - a pasted web address: q, resolve and limit 1 (api.search.resolveUrl).
 */
import type { SearchParams } from '../../domain/api/search-shapes';
import { FIRST_PAGE_LIMIT, NEXT_PAGE_LIMIT, type SearchRequest } from '../../machines/search-rules';

export function searchParams(request: SearchRequest, signedIn: boolean): SearchParams {
  const q = request.query;
  const typed = request.type === null ? {} : { type: request.type };
  if (request.type === null || request.offset === null)
    return { q, ...typed, resolve: signedIn, limit: FIRST_PAGE_LIMIT };
  return { q, ...typed, resolve: signedIn, offset: request.offset, limit: NEXT_PAGE_LIMIT };
}
