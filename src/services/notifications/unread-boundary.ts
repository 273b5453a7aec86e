import type { EntityStore } from '../store';

const newer = (a: string, b: string) => a.length > b.length || (a.length === b.length && a > b);

/**
 * A group shows as unread when its newest notification is newer than the last read one as it stood when the
 * screen opened (so rows do not lose the mark the moment the marker advances while the reader looks at them).
 */
export function isUnread(store: EntityStore, key: string, boundary: string | null): boolean {
  const id = store.get('notificationGroups', key)?.most_recent_notification_id;
  return id !== undefined && id !== '' && (boundary === null || newer(id, boundary));
}
