/**
 * Notifications that leave the lists without the server saying so: everything from an account the reader
 * blocks or mutes with its notifications (seen as the relationship record changes in the store), and the
 * follow request of an account whose request was authorised or rejected.
 */
import type { EntityStore } from '../store';
import { removeAccountFromGroups } from './group-merge';
import { onFollowRequestSettled } from './notification-signals';

/** Removes the account from every group in the store; returns the keys of the groups that went. */
export function removeAccountsNotifications(store: EntityStore, accountId: string): string[] {
  const { removedKeys, updated } = removeAccountFromGroups(
    [...store.getTable('notificationGroups').values()],
    accountId,
  );
  store.batch(() => {
    for (const group of updated) store.set('notificationGroups', group);
    for (const key of removedKeys) store.remove('notificationGroups', key);
  });
  return removedKeys;
}

/** The follow_request groups of this account. */
export function followRequestKeys(store: EntityStore, accountId: string): string[] {
  const keys: string[] = [];
  for (const group of store.getTable('notificationGroups').values()) {
    if (group.type === 'follow_request' && group.sampleAccountIds.includes(accountId)) keys.push(group.group_key);
  }
  return keys;
}

/** Watches the store and the signals; `remove` gets the keys that must leave the lists. */
export function watchRemovals(store: EntityStore, remove: (keys: string[]) => void): () => void {
  const silenced = new Set<string>();
  const stopRelationships = store.subscribeTable('relationships', (ids) => {
    for (const id of ids) {
      const relationship = store.get('relationships', id);
      const silent =
        relationship !== undefined &&
        (relationship.blocking ||
          (relationship.muting && relationship.muting_notifications) ||
          // a blocked domain's accounts are silenced too, except those the reader follows
          (relationship.domain_blocking && !relationship.following));
      if (!silent) {
        silenced.delete(id);
        continue;
      }
      if (silenced.has(id)) continue;
      silenced.add(id);
      const keys = removeAccountsNotifications(store, id);
      if (keys.length > 0) remove(keys);
    }
  });
  const stopRequests = onFollowRequestSettled(store, (accountId) => {
    const keys = followRequestKeys(store, accountId);
    for (const key of keys) store.remove('notificationGroups', key);
    if (keys.length > 0) remove(keys);
  });
  return () => {
    stopRelationships();
    stopRequests();
  };
}
