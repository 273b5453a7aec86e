import { isNewerId } from '../../machines/notification-groups-rules';
import type { EntityStore } from '../store';

/**
 * A group shows as unread when its newest notification is newer than the last read one as it stood when the
 * screen opened (so rows do not lose the mark the moment the marker advances while the reader looks at them).
 */
export function isUnread(store: EntityStore, key: string, boundary: string | null): boolean {
  const id = store.get('notificationGroups', key)?.most_recent_notification_id;
  return id !== undefined && id !== '' && isNewerId(id, boundary);
}
