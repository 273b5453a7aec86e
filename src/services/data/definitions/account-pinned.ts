/**
 * The posts an account pins to its profile (GET v1/accounts/{id}/statuses?pinned=true), as a resource keyed
 * by the account's id: one page is all of them (a server lets an account pin only a few), so they are a plain
 * list above the profile's posts, never a second feed. The posts go into the store; the chart keeps their ids.
 * A failure raises no alert of its own: the profile's posts below use the same call and say it once.
 */
import type { Status } from '../../../domain/entities';
import { importStatuses } from '../../store';
import { defineResource } from '../define-resource';

export const accountPinned = defineResource<string, readonly string[]>({
  name: 'account.pinned',
  callId: 'accounts.statuses',
  keyOf: (accountId) => accountId,
  goneIsState: true,
  alerts: { skipAlert: true },
  revisit: 'refresh',
  async load({ api, store }, accountId, signal) {
    const page = await api.accounts.statuses(accountId, { pinned: true }, { signal });
    return importStatuses(store, page.items);
  },
});

/**
 * Whether a loaded pinned post still shows: it must still be in the store (a deleted post leaves it), and the
 * reader's own post must still carry `pinned` (the server tells only the author, so an unpin shows at once
 * on one's own profile; another account's unpin shows when the profile is opened again).
 */
export function stillPinned(status: Status | undefined, me: string | null): status is Status {
  if (status === undefined) return false;
  return me === null || status.accountId !== me || status.pinned;
}
