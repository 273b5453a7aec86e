/**
 * How a failed search is told. A server may refuse a search outright (401: what was asked needs signing in, such
 * as paging or resolving without a token; 422: a query it cannot read): that is said calmly in place, with no
 * alert and no retry (asking again would be refused again). Any other failure raises the call's alert (timeouts
 * and cancelled searches stay silent) and offers to try again.
 */
import { toApiError } from '../../domain/errors/api-error';

export function isSearchRefusal(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const apiError = toApiError(error);
  return apiError.kind === 'response' && (apiError.status === 401 || apiError.status === 422);
}
