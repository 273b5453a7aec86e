/** Notifications: the `notifications.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import {
  anyJson,
  listsIn,
  notification,
  notificationGroup,
  notificationRequest,
  one,
  record,
  withId,
} from '../answers/more-shapes';
import { listOf } from '../answers/shapes';
import { account, status } from '../answers/status-guards';

const request = one('notification request', notificationRequest);
const requests = listOf('notification request', notificationRequest);

/** an object of lists: the notification groups with the accounts and posts they name (partial accounts on request) */
const grouped = listsIn(
  'grouped notifications',
  {
    notification_groups: ['notification group', notificationGroup],
    accounts: ['account', account],
    statuses: ['status', status],
  },
  { partial_accounts: ['partial account', withId] },
);

export const calls: readonly CallSpec[] = [
  c('notifications.list', 'GET', '/api/v1/notifications', listOf('notification', notification)),
  c('notifications.grouped', 'GET', '/api/v2/notifications', grouped),
  c('notifications.clear', 'POST', '/api/v1/notifications/clear', anyJson),
  c('notifications.getPolicy', 'GET', '/api/v2/notifications/policy', one('notification policy', record)),
  c('notifications.updatePolicy', 'PUT', '/api/v2/notifications/policy', one('notification policy', record)),
  c('notifications.requests', 'GET', '/api/v1/notifications/requests', requests),
  c('notifications.request', 'GET', '/api/v1/notifications/requests/{id}', request),
  c('notifications.acceptRequest', 'POST', '/api/v1/notifications/requests/{id}/accept', anyJson),
  c('notifications.dismissRequest', 'POST', '/api/v1/notifications/requests/{id}/dismiss', anyJson),
  c('notifications.acceptRequests', 'POST', '/api/v1/notifications/requests/accept', anyJson),
  c('notifications.dismissRequests', 'POST', '/api/v1/notifications/requests/dismiss', anyJson),
];
