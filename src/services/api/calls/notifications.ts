/** Notifications: the `notifications.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('notifications.list', 'GET', '/api/v1/notifications'),
  c('notifications.grouped', 'GET', '/api/v2/notifications'),
  c('notifications.clear', 'POST', '/api/v1/notifications/clear'),
  c('notifications.getPolicy', 'GET', '/api/v2/notifications/policy'),
  c('notifications.updatePolicy', 'PUT', '/api/v2/notifications/policy'),
  c('notifications.requests', 'GET', '/api/v1/notifications/requests'),
  c('notifications.request', 'GET', '/api/v1/notifications/requests/{id}'),
  c('notifications.acceptRequest', 'POST', '/api/v1/notifications/requests/{id}/accept'),
  c('notifications.dismissRequest', 'POST', '/api/v1/notifications/requests/{id}/dismiss'),
  c('notifications.acceptRequests', 'POST', '/api/v1/notifications/requests/accept'),
  c('notifications.dismissRequests', 'POST', '/api/v1/notifications/requests/dismiss'),
];
