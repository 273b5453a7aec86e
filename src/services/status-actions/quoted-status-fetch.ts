/**
 * Fetching a quoted post that is not in the store (a shallow quote names only its id). Spec 4 and 8: a 404
 * (or 410) on that fetch means the quoted post was deleted, so the parent's quote state becomes `deleted`.
 * Other failures stay silent (the quote keeps its "not available" line); one fetch per post at a time.
 */
import type { Api } from '../api';
import { isNotFoundOrGone } from '../errors';
import { importStatus, type EntityStore } from '../store';

export type QuotedFetchResult = 'stored' | 'deleted' | 'failed';

const inFlight = new WeakMap<EntityStore, Map<string, Promise<QuotedFetchResult>>>();

/** Marks the quote of `parentId` as deleted (only while it still points at `quotedId`). */
export function markQuoteDeleted(store: EntityStore, parentId: string, quotedId: string): void {
  store.patch('statuses', parentId, (status) =>
    status.quote === null || status.quote.quotedStatusId !== quotedId || status.quote.state === 'deleted'
      ? status
      : { ...status, quote: { ...status.quote, state: 'deleted' } });
}

export function fetchQuotedStatus(api: Api, store: EntityStore, parentId: string, quotedId: string): Promise<QuotedFetchResult> {
  let running = inFlight.get(store);
  if (running === undefined) inFlight.set(store, (running = new Map()));
  const key = `${parentId}>${quotedId}`;
  const existing = running.get(key);
  if (existing !== undefined) return existing;
  const fetching = Promise.resolve()
    .then(() => api.statuses.get(quotedId))
    .then((raw): QuotedFetchResult => (importStatus(store, raw) === null ? 'failed' : 'stored'))
    .catch((error: unknown): QuotedFetchResult => {
      if (!isNotFoundOrGone(error)) return 'failed';
      markQuoteDeleted(store, parentId, quotedId);
      return 'deleted';
    })
    .finally(() => running.delete(key));
  running.set(key, fetching);
  return fetching;
}
