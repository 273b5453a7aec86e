/**
 * Follow and unfollow from a profile (spec 4, account actions): a successful follow of an account not yet
 * followed adds 1 to its followers_count and to the current user's following_count; a successful unfollow
 * of a followed account subtracts 1 from both, never below 0. The answer's relationship is stored.
 */
import type { AppServices } from '../../app/services/app-services';
import { reportError } from '../../services/errors';
import type { EntityStore } from '../../services/store';
import { importRelationships } from '../../services/store';

type FollowServices = Pick<AppServices, 'api' | 'store' | 'alerts' | 'me'>;

function adjustCounts(store: EntityStore, accountId: string, me: string | null, delta: 1 | -1): void {
  store.batch(() => {
    store.patch('accounts', accountId, (account) => ({ ...account, followers_count: Math.max(0, account.followers_count + delta) }));
    if (me !== null) {
      store.patch('accounts', me, (account) => ({ ...account, following_count: Math.max(0, account.following_count + delta) }));
    }
  });
}

/** Returns true when the call succeeded. */
export async function followAccount({ api, store, alerts, me }: FollowServices, accountId: string): Promise<boolean> {
  const alreadyFollowing = store.get('relationships', accountId)?.following ?? false;
  try {
    const relationship = await api.accounts.follow(accountId);
    store.batch(() => {
      importRelationships(store, [relationship]);
      if (!alreadyFollowing) adjustCounts(store, accountId, me, 1);
    });
    return true;
  } catch (error) {
    reportError(alerts, error, { callId: 'accounts.follow' });
    return false;
  }
}

/** Unfollows, or withdraws a pending follow request. */
export async function unfollowAccount({ api, store, alerts, me }: FollowServices, accountId: string): Promise<boolean> {
  const wasFollowing = store.get('relationships', accountId)?.following ?? false;
  try {
    const relationship = await api.accounts.unfollow(accountId);
    store.batch(() => {
      importRelationships(store, [relationship]);
      if (wasFollowing) adjustCounts(store, accountId, me, -1);
    });
    return true;
  } catch (error) {
    reportError(alerts, error, { callId: 'accounts.unfollow' });
    return false;
  }
}
