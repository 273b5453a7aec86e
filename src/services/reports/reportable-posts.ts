/**
 * The posts a report opened from a profile offers for attaching: the account's recent posts, replies included
 * and boosts left out (a report attaches only the account's own posts), one page
 * (GET v1/accounts/{id}/statuses with exclude_replies=false and exclude_reblogs=true). The posts go into the
 * store; the resource keeps their ids. A failure raises no alert: the report can go without posts.
 */
import { importStatuses } from '../store';
import { defineResource } from '../data/define-resource';

export const reportablePosts = defineResource<string, readonly string[]>({
  name: 'report.accountPosts',
  callId: 'accounts.statuses',
  keyOf: (accountId) => accountId,
  alerts: { skipAlert: true },
  revisit: 'refresh',
  async load({ api, store }, accountId, signal) {
    const page = await api.accounts.statuses(accountId, { exclude_replies: false, exclude_reblogs: true }, { signal });
    return importStatuses(store, page.items);
  },
});
