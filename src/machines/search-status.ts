/**
 * What the search screen shows of its chart, read as a typed status: nothing asked, a web address being
 * resolved, the thing it found opened, the search on its way, failed (the error kept), or the results (with
 * an older page possibly on its way). The chart's state names and tags stay its own business.
 */
import type { SearchSnapshot } from './search.machine';

export type SearchStatus =
  | { kind: 'idle' }
  | { kind: 'resolving' }
  /** a resolved address found a post or a profile, which opens in place of the search */
  | { kind: 'opened' }
  | { kind: 'searching' }
  | { kind: 'failed'; error: unknown }
  /** the results are shown; `loadingMore` while the next page of the type's own view is on its way */
  | { kind: 'results'; loadingMore: boolean };

export function searchStatusOf(snapshot: SearchSnapshot): SearchStatus {
  if (snapshot.hasTag('results')) return { kind: 'results', loadingMore: snapshot.hasTag('loadingMore') };
  if (snapshot.hasTag('failed')) return { kind: 'failed', error: snapshot.context.error };
  if (snapshot.matches('resolving')) return { kind: 'resolving' };
  if (snapshot.matches('searching')) return { kind: 'searching' };
  if (snapshot.matches('opened')) return { kind: 'opened' };
  return { kind: 'idle' };
}

/** Whether the first answer of a search is on its way (resolving or searching; not a further page). */
export function searchBusy(status: SearchStatus): boolean {
  return status.kind === 'resolving' || status.kind === 'searching';
}
