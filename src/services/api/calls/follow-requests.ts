/** Follow requests: the `followRequests.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('followRequests.list', 'GET', '/api/v1/follow_requests'),
  c('followRequests.authorize', 'POST', '/api/v1/follow_requests/{id}/authorize'),
  c('followRequests.reject', 'POST', '/api/v1/follow_requests/{id}/reject'),
];
