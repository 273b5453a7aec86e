/** Notifications: `notifications.*` catalogue entries. */
import type { CallOptions } from './client';
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
import { defineCall, entry } from './calls/call-spec';
import {
  anyJson,
  listsIn,
  notification,
  notificationGroup,
  notificationRequest,
  one,
  record,
  withId,
} from './answers/more-shapes';
import { listOf } from './answers/shapes';
import { account, status } from './answers/status-guards';

const oneRequest = one('notification request', notificationRequest);
const requestList = listOf('notification request', notificationRequest);
/** an object of lists: the notification groups with the accounts and posts they name (partial accounts on request) */
const groupedLists = listsIn(
  'grouped notifications',
  {
    notification_groups: ['notification group', notificationGroup],
    accounts: ['account', account],
    statuses: ['status', status],
  },
  { partial_accounts: ['partial account', withId] },
);

export interface NotificationListParams extends PageParams {
  types?: readonly ApiNotificationType[];
  exclude_types?: readonly ApiNotificationType[];
  /** Only notifications from this account (a notification request's notifications). */
  account_id?: string;
  include_filtered?: boolean;
}

export const list = defineCall(
  entry('notifications.list', 'GET', '/api/v1/notifications', listOf('notification', notification)),
  (call, params: NotificationListParams = {}, options: CallOptions = {}): Promise<Page<ApiNotification>> =>
    call.page({ ...options, query: { ...params } }),
);

export interface GroupedNotificationParams extends NotificationListParams {
  grouped_types?: readonly ApiNotificationType[];
  expand_accounts?: 'full' | 'partial_avatars';
}

/** v2 grouped notifications: the body is an object (statuses, accounts, notification_groups), paged by Link. */
export const grouped = defineCall(
  entry('notifications.grouped', 'GET', '/api/v2/notifications', groupedLists),
  (
    call,
    params: GroupedNotificationParams = {},
    options: CallOptions = {},
  ): Promise<LinkedResult<ApiGroupedNotificationsResults>> => call.linked({ ...options, query: { ...params } }),
);

export const clear = defineCall(
  entry('notifications.clear', 'POST', '/api/v1/notifications/clear', anyJson),
  (call, options: CallOptions = {}): Promise<unknown> => call.answer(options),
);

export const getPolicy = defineCall(
  entry('notifications.getPolicy', 'GET', '/api/v2/notifications/policy', one('notification policy', record)),
  (call, options: CallOptions = {}): Promise<ApiNotificationPolicy> => call.answer(options),
);

export interface NotificationPolicyChanges {
  for_not_following?: ApiNotificationFilterPolicy;
  for_not_followers?: ApiNotificationFilterPolicy;
  for_new_accounts?: ApiNotificationFilterPolicy;
  for_private_mentions?: ApiNotificationFilterPolicy;
  for_limited_accounts?: ApiNotificationFilterPolicy;
}

export const updatePolicy = defineCall(
  entry('notifications.updatePolicy', 'PUT', '/api/v2/notifications/policy', one('notification policy', record)),
  (call, changes: NotificationPolicyChanges, options: CallOptions = {}): Promise<ApiNotificationPolicy> =>
    call.answer({ ...options, body: { ...changes } }),
);

export const requests = defineCall(
  entry('notifications.requests', 'GET', '/api/v1/notifications/requests', requestList),
  (call, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiNotificationRequest>> =>
    call.page({ ...options, query: { ...paging } }),
);

export const request = defineCall(
  entry('notifications.request', 'GET', '/api/v1/notifications/requests/{id}', oneRequest),
  (call, id: string, options: CallOptions = {}): Promise<ApiNotificationRequest> =>
    call.answer({ ...options, params: { id } }),
);

export const acceptRequest = defineCall(
  entry('notifications.acceptRequest', 'POST', '/api/v1/notifications/requests/{id}/accept', anyJson),
  (call, id: string, options: CallOptions = {}): Promise<unknown> => call.answer({ ...options, params: { id } }),
);

export const dismissRequest = defineCall(
  entry('notifications.dismissRequest', 'POST', '/api/v1/notifications/requests/{id}/dismiss', anyJson),
  (call, id: string, options: CallOptions = {}): Promise<unknown> => call.answer({ ...options, params: { id } }),
);

/** Bulk accept: the ids go as `id[]`. */
export const acceptRequests = defineCall(
  entry('notifications.acceptRequests', 'POST', '/api/v1/notifications/requests/accept', anyJson),
  (call, ids: readonly string[], options: CallOptions = {}): Promise<unknown> =>
    call.answer({ ...options, query: { id: ids } }),
);

/** Bulk dismiss: the ids go as `id[]`. */
export const dismissRequests = defineCall(
  entry('notifications.dismissRequests', 'POST', '/api/v1/notifications/requests/dismiss', anyJson),
  (call, ids: readonly string[], options: CallOptions = {}): Promise<unknown> =>
    call.answer({ ...options, query: { id: ids } }),
);
