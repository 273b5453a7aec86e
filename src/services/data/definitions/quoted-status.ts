/**
 * A quoted post that is not in the store (a shallow quote names only its id), as a resource keyed by the
 * quoting post and the quoted one. A 404 (or 410) on that fetch means the quoted post was deleted, so the quoting
 * post's quote state becomes `deleted`; the chart rests in `gone`. Other failures stay silent (the quote keeps its "not
 * available" line) and are tried again when the quote is shown again.
 */
import { isNotFoundOrGone } from '../../../domain/errors/api-error';
import { importStatus, type EntityStore } from '../../store';
import { defineResource } from '../define-resource';

export interface QuotedStatusParams {
  /** the quoting post */
  parentId: string;
  /** the post it quotes */
  quotedId: string;
}

/** Marks the quote of `parentId` as deleted (only while it still points at `quotedId`). */
export function markQuoteDeleted(store: EntityStore, parentId: string, quotedId: string): void {
  store.patch('statuses', parentId, (status) =>
    status.quote === null || status.quote.quotedStatusId !== quotedId || status.quote.state === 'deleted'
      ? status
      : { ...status, quote: { ...status.quote, state: 'deleted' } },
  );
}

export const quotedStatus = defineResource<QuotedStatusParams, string>({
  name: 'status.quoted',
  callId: 'statuses.get',
  keyOf: ({ parentId, quotedId }) => `${parentId}>${quotedId}`,
  goneIsState: true,
  alerts: { skipAlert: true },
  revisit: 'retry',
  async load({ api, store }, { parentId, quotedId }) {
    try {
      const id = importStatus(store, await api.statuses.get(quotedId));
      if (id === null) throw new Error('the quoted post could not be read');
      return id;
    } catch (error) {
      if (isNotFoundOrGone(error)) markQuoteDeleted(store, parentId, quotedId);
      throw error;
    }
  },
});
