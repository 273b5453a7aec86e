/**
 * The accounts an account features on its profile ("Featured profiles", GET v1/accounts/{id}/endorsements,
 * Mastodon 4.4), as a paged list keyed by the account's id; pages follow the Link header's next URL. The
 * accounts go into the store; the list keeps their ids. Older servers answer 404: that is a state of its own
 * (`gone`), and no failure of this list raises an alert: the profile simply leaves the row out.
 */
import { pageParamsOfLink } from '../../../machines/timeline-paging';
import { importAccounts } from '../../store';
import { definePagedList } from '../define-paged-list';

export const accountEndorsements = definePagedList<string, string>({
  name: 'account.endorsements',
  callId: 'accounts.endorsements',
  keyOf: (accountId) => accountId,
  goneIsState: true,
  alerts: { skipAlert: true },
  revisit: 'refresh',
  async fetchPage({ api, store }, accountId, next, signal) {
    const paging = next === null ? {} : (pageParamsOfLink(next) ?? {});
    const page = await api.accounts.endorsements(accountId, paging, { signal });
    // a next URL the API cannot page by means there is no further page
    const usableNext = pageParamsOfLink(page.next) === null ? null : page.next;
    return { items: importAccounts(store, page.items), next: usableNext };
  },
});
