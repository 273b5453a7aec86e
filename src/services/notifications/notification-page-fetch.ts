/**
 * One page of grouped notifications for a notifications list (GET v2/notifications): the types the reader
 * groups (favourite, reblog, emoji reactions, and follows when follow grouping is on), the quick filter's type
 * or, for the full list, every type the reader chose to show; the answer's accounts, posts and groups go to
 * the store, hidden notifications (matching a hide filter, or without their status) are left out, and the chart gets
 * the group keys and the page's notification id range. The full list's first page goes to the account's offline
 * cache as the server gave it (each group with the accounts and posts it names).
 */
import { isNewerId, newerId } from '../../machines/notification-groups-rules';
import type { NotificationPage, NotificationPageRequest } from '../../machines/notification-groups-types';
import { yieldToPage } from '../after-paint';
import type { Api } from '../api';
import type { ApiNotificationType } from '../../domain/entities/api-types';
import { asArray, asId, asRecord } from '../../domain/entities/coerce';
import type { EntityStore } from '../store';
import { importAccounts, importStatuses } from '../store';
import { importInSlices } from '../store/import-in-slices';
import { importNotificationGroups } from '../store/notification-importers';
import { cachedNotificationGroups } from '../offline-cache/cached-notifications';
import { offlineCacheIn } from '../offline-cache/offline-cache';
import { groupedTypesFor } from './group-merge';
import { notificationHidden } from './hidden-notifications';

/** Groups asked for per page (the server's default). */
export const NOTIFICATION_PAGE_SIZE = 40;

export interface NotificationListQuery {
  /** 'all' or the one type the quick filter shows */
  filter: string;
  groupFollows: boolean;
  /** types the reader chose not to show (only for the full list) */
  excludeTypes: readonly string[];
}

export interface NotificationFetchDeps {
  api: Api;
  store: EntityStore;
  me: string | null;
}

export async function fetchNotificationPage(
  { api, store, me }: NotificationFetchDeps,
  query: NotificationListQuery,
  request: NotificationPageRequest,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const types = query.filter === 'all' ? undefined : [query.filter];
  const result = await api.notifications.grouped(
    {
      grouped_types: [...groupedTypesFor(query.groupFollows)] as ApiNotificationType[],
      ...(types ? { types: types as ApiNotificationType[] } : {}),
      ...(types || query.excludeTypes.length === 0
        ? {}
        : { exclude_types: query.excludeTypes as ApiNotificationType[] }),
      ...(request.maxId ? { max_id: request.maxId } : {}),
      ...(request.sinceId ? { since_id: request.sinceId } : {}),
      limit: NOTIFICATION_PAGE_SIZE,
    },
    { signal },
  );
  // reading the answer and storing it (with the views it updates) made one long task: the accounts and posts are
  // stored a few per task after the one that read it, and the groups in a task after those
  const data = asRecord(result.data);
  if (query.filter === 'all' && !request.maxId && !request.sinceId)
    offlineCacheIn(store).remember('notifications', cachedNotificationGroups(data), 'replace');
  await importInSlices(data.accounts, (slice) => importAccounts(store, slice), yieldToPage);
  await importInSlices(data.statuses, (slice) => importStatuses(store, slice), yieldToPage);
  await yieldToPage();
  const raws = asArray(data.notification_groups);
  const keys = importNotificationGroups(store, data);
  let oldestId: string | null = null;
  let newestId: string | null = null;
  // each group's newest notification on the page: where the chart cuts the list without skipping anything
  const cursors: Record<string, string> = {};
  for (const raw of raws) {
    const group = asRecord(raw);
    const low = asId(group.page_min_id) ?? asId(group.most_recent_notification_id);
    const high = asId(group.page_max_id) ?? asId(group.most_recent_notification_id);
    const key = asId(group.group_key);
    if (key !== null && high !== null) cursors[key] = high;
    if (low !== null && (oldestId === null || isNewerId(oldestId, low))) oldestId = low;
    if (high !== null) newestId = newerId(newestId, high);
  }
  const shown = keys.filter((key) => {
    const group = store.get('notificationGroups', key);
    return group !== undefined && !notificationHidden(store, me, group.type, group.statusId);
  });
  return { keys: shown, full: raws.length >= NOTIFICATION_PAGE_SIZE, oldestId, newestId, cursors };
}
