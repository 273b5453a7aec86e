/**
 * Keeps the read marker's chart told about the rows of the full notifications list (the newest notification
 * there, whether a gap above read notifications hides unread ones, and where the rows stop while older
 * notifications remain unloaded below them), and reports the unread count: the
 * groups of the list and its pending ones whose newest notification is newer than the last read one, leaving
 * out those that never show (a hide filter made since they arrived). Nothing counts as unread before the
 * server's marker is known.
 */
import type { ActorRefFrom } from 'xstate';
import type { notificationGroupsMachine } from '../../machines/notification-groups.machine';
import { hasUnreadGap, unloadedBelow, unreadCount } from '../../machines/notification-groups-rules';
import type { notificationsMarkerMachine } from '../../machines/notifications-marker.machine';
import { subscribeFiltersComplete } from '../filters/filters-loader';
import type { EntityStore } from '../store';
import { isShownGroup } from './hidden-notifications';

export interface UnreadTrackerInput {
  store: EntityStore;
  /** the reader (whose own posts no filter hides) */
  me: string | null;
  list: ActorRefFrom<typeof notificationGroupsMachine>;
  marker: ActorRefFrom<typeof notificationsMarkerMachine>;
  report(count: number): void;
}

export function trackUnread({ store, me, list, marker, report }: UnreadTrackerInput): () => void {
  let lastTop = '';
  let lastCount = -1;
  const mostRecentIdOf = (key: string) => store.get('notificationGroups', key)?.most_recent_notification_id ?? null;

  const update = () => {
    const { entries, pending } = list.getSnapshot().context;
    const markerSnapshot = marker.getSnapshot();
    const { lastReadId } = markerSnapshot.context;
    const first = entries[0];
    const newestId = first?.kind === 'group' ? mostRecentIdOf(first.key) : null;
    const unreadGap = hasUnreadGap(entries, lastReadId);
    const below = unloadedBelow(entries, newestId);
    const top = `${newestId}|${unreadGap}|${below}`;
    if (top !== lastTop) {
      lastTop = top;
      marker.send({ type: 'TOP', newestId, unreadGap, unloadedBelow: below });
    }
    const known = !markerSnapshot.hasTag('loading');
    const keys = [...pending, ...entries.flatMap((entry) => (entry.kind === 'group' ? [entry.key] : []))].filter(
      (key) => isShownGroup(store, me, key),
    );
    const count = known ? unreadCount([...new Set(keys)], mostRecentIdOf, marker.getSnapshot().context.lastReadId) : 0;
    if (count !== lastCount) {
      lastCount = count;
      report(count);
    }
  };

  const subscriptions = [
    list.subscribe(update),
    marker.subscribe(update),
    { unsubscribe: store.subscribeTable('notificationGroups', update) },
    { unsubscribe: store.subscribeTable('filters', update) },
    { unsubscribe: subscribeFiltersComplete(store, update) },
  ];
  update();
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
