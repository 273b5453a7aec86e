/**
 * An account's followers and the accounts it follows, as paged lists of the data layer keyed by the account's
 * id (GET v1/accounts/{id}/followers and /following). Every answer is imported into the store; the list keeps
 * account ids. Pages follow the Link header's next URL. A 404 (or 410) is a state of its own and raises no alert (the
 * calls' own policy skips not-found alerts too); other failures follow the call's policy.
 */
import type { Page } from '../../api';
import type { Account } from '../../../domain/entities';
import { importAccounts } from '../../store';
import { pageParamsOfLink } from '../../../machines/timeline-paging';
import type { PagedListDefinition } from '../data-definitions';
import { definePagedList } from '../define-paged-list';

export type AccountNetworkList = 'followers' | 'following';
export const ACCOUNT_NETWORK_LISTS: readonly AccountNetworkList[] = ['followers', 'following'];

/** A next URL only when it names a cursor the API can page by (else there is no further page). */
function usableNext(page: Page<unknown>): string | null {
  return pageParamsOfLink(page.next) === null ? null : page.next;
}

function defineNetworkList(list: AccountNetworkList): PagedListDefinition<string, string> {
  return definePagedList<string, string>({
    name: `account.${list}`,
    callId: `accounts.${list}`,
    keyOf: (accountId) => accountId,
    // an account that is gone, or a list this reader may not see: shown as "not available"
    goneIsState: true,
    revisit: 'refresh',
    async fetchPage({ api, store }, accountId, next, signal) {
      const paging = next === null ? {} : (pageParamsOfLink(next) ?? {});
      const page =
        list === 'followers'
          ? await api.accounts.followers(accountId, paging, { signal })
          : await api.accounts.following(accountId, paging, { signal });
      return { items: importAccounts(store, page.items), next: usableNext(page) };
    },
  });
}

/** One paged-list definition per list, keyed by the account's id. */
export const ACCOUNT_NETWORK_DATA: Readonly<Record<AccountNetworkList, PagedListDefinition<string, string>>> = {
  followers: defineNetworkList('followers'),
  following: defineNetworkList('following'),
};

/**
 * Whether `account` keeps `list` from others: Mastodon's hide_collections hides both lists, kmyblue's
 * hide_network too, and kmyblue's hide_followers_count / hide_following_count the one they name. A server
 * answering an empty list for such an account means "hidden", not "nobody".
 */
export function hidesNetworkList(account: Account, list: AccountNetworkList): boolean {
  const settings = account.other_settings;
  if (account.hide_collections || settings.hide_network) return true;
  return list === 'followers' ? settings.hide_followers_count : settings.hide_following_count;
}
