/**
 * What the members editor's account search shows, read from its chart's snapshot as a typed union, so the
 * view switches over `status.kind` instead of asking the snapshot for tag strings.
 */
import type { AccountSearchSnapshot } from './account-search.machine';

export type AccountSearchStatus =
  /** no query (blank or cleared): nothing to show */
  | { kind: 'idle' }
  /** the query waits for the reader to stop typing, or is on its way */
  | { kind: 'searching' }
  /** the answer to the query shown: the account ids found (maybe none) */
  | { kind: 'found'; results: readonly string[] }
  /** the search failed; it can be tried again, and `error` says why */
  | { kind: 'failed'; error: unknown };

export function accountSearchStatusOf(snapshot: AccountSearchSnapshot): AccountSearchStatus {
  if (snapshot.hasTag('busy')) return { kind: 'searching' };
  if (snapshot.hasTag('results')) return { kind: 'found', results: snapshot.context.results };
  if (snapshot.hasTag('failed')) return { kind: 'failed', error: snapshot.context.error };
  return { kind: 'idle' };
}
