/**
 * Follow and unfollow (spec 4, account actions): a successful follow of an account not yet followed adds 1 to
 * its followers_count and to the current user's following_count; a successful unfollow of a followed account
 * subtracts 1 from both, never below 0. Following a locked account only sends a request (the answer says
 * requested, not following), which changes no count. The answer's relationship is stored.
 */
import type { Api } from '../api';
import { reportError, type AlertQueue } from '../errors';
import type { EntityStore } from '../store';
import { importRelationships } from '../store';

export interface FollowServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  me: string | null;
}

function adjustCounts(store: EntityStore, accountId: string, me: string | null, delta: 1 | -1): void {
  store.batch(() => {
    store.patch('accounts', accountId, (account) => ({
      ...account,
      followers_count: Math.max(0, account.followers_count + delta),
    }));
    if (me !== null) {
      store.patch('accounts', me, (account) => ({
        ...account,
        following_count: Math.max(0, account.following_count + delta),
      }));
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
      if (!alreadyFollowing && relationship.following) adjustCounts(store, accountId, me, 1);
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
