/**
 * Familiar followers (GET v1/accounts/familiar_followers?id[]=): the accounts the reader follows that also
 * follow a profile's account, as a resource keyed by that account's id. The call needs a signed-in reader
 * and says nothing about the reader's own account, so it is asked only for someone else's profile
 * (asksFamiliarFollowers). The accounts go into the store; the chart keeps their ids. A failure is quiet.
 */
import { importFamiliarFollowers } from '../../store/notification-importers';
import { defineResource } from '../define-resource';

/** How many familiar followers are named; the rest are counted ("and 3 others you know"). */
export const FAMILIAR_NAMED = 2;

/** Only a signed-in reader asks, and never about their own account. */
export function asksFamiliarFollowers(me: string | null, accountId: string): boolean {
  return me !== null && me !== accountId;
}

/** The familiar followers to name and how many more there are. */
export function familiarSummary(accountIds: readonly string[]): { named: readonly string[]; others: number } {
  const named = accountIds.slice(0, FAMILIAR_NAMED);
  return { named, others: accountIds.length - named.length };
}

export const familiarFollowers = defineResource<string, readonly string[]>({
  name: 'account.familiarFollowers',
  callId: 'accounts.familiarFollowers',
  keyOf: (accountId) => accountId,
  alerts: { skipAlert: true },
  revisit: 'refresh',
  async load({ api, store }, accountId, signal) {
    const entries = importFamiliarFollowers(store, await api.accounts.familiarFollowers([accountId], { signal }));
    return entries.find((entry) => entry.id === accountId)?.accountIds ?? [];
  },
});
