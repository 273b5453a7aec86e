/** Notifications (spec 7 "Notifications"): `notifications.*` catalogue entries. */
import type { ApiClient, CallOptions } from './client';
import type { LinkedResult, Page } from './page';
import type { PageParams } from './params';
import type {
  ApiGroupedNotificationsResults,
  ApiNotification,
  ApiNotificationFilterPolicy,
  ApiNotificationPolicy,
  ApiNotificationRequest,
  ApiNotificationType,
} from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/notifications';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export interface NotificationListParams extends PageParams {
  types?: readonly ApiNotificationType[];
  exclude_types?: readonly ApiNotificationType[];
  /** Only notifications from this account (a notification request's notifications). */
  account_id?: string;
  include_filtered?: boolean;
}

export function list(
  client: ApiClient,
  params: NotificationListParams = {},
  options: CallOptions = {},
): Promise<Page<ApiNotification>> {
  return client.callPage('notifications.list', { ...options, query: { ...params } });
}

export interface GroupedNotificationParams extends NotificationListParams {
  grouped_types?: readonly ApiNotificationType[];
  expand_accounts?: 'full' | 'partial_avatars';
}

/** v2 grouped notifications: the body is an object (statuses, accounts, notification_groups), paged by Link. */
export function grouped(
  client: ApiClient,
  params: GroupedNotificationParams = {},
  options: CallOptions = {},
): Promise<LinkedResult<ApiGroupedNotificationsResults>> {
  return client.callLinked('notifications.grouped', { ...options, query: { ...params } });
}

export function clear(client: ApiClient, options: CallOptions = {}): Promise<unknown> {
  return client.call('notifications.clear', options);
}

export function getPolicy(client: ApiClient, options: CallOptions = {}): Promise<ApiNotificationPolicy> {
  return client.call('notifications.getPolicy', options);
}

export interface NotificationPolicyChanges {
  for_not_following?: ApiNotificationFilterPolicy;
  for_not_followers?: ApiNotificationFilterPolicy;
  for_new_accounts?: ApiNotificationFilterPolicy;
  for_private_mentions?: ApiNotificationFilterPolicy;
  for_limited_accounts?: ApiNotificationFilterPolicy;
}

export function updatePolicy(
  client: ApiClient,
  changes: NotificationPolicyChanges,
  options: CallOptions = {},
): Promise<ApiNotificationPolicy> {
  return client.call('notifications.updatePolicy', { ...options, body: { ...changes } });
}

export function requests(
  client: ApiClient,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiNotificationRequest>> {
  return client.callPage('notifications.requests', { ...options, query: { ...paging } });
}

export function request(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiNotificationRequest> {
  return client.call('notifications.request', { ...options, params: { id } });
}

export function acceptRequest(client: ApiClient, id: string, options: CallOptions = {}): Promise<unknown> {
  return client.call('notifications.acceptRequest', { ...options, params: { id } });
}

export function dismissRequest(client: ApiClient, id: string, options: CallOptions = {}): Promise<unknown> {
  return client.call('notifications.dismissRequest', { ...options, params: { id } });
}

/** Bulk accept: the ids go as `id[]`. */
export function acceptRequests(client: ApiClient, ids: readonly string[], options: CallOptions = {}): Promise<unknown> {
  return client.call('notifications.acceptRequests', { ...options, query: { id: ids } });
}

/** Bulk dismiss: the ids go as `id[]`. */
export function dismissRequests(
  client: ApiClient,
  ids: readonly string[],
  options: CallOptions = {},
): Promise<unknown> {
  return client.call('notifications.dismissRequests', { ...options, query: { id: ids } });
}
