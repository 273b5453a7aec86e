/** Follow requests: the `followRequests.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { one, withId } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';
import { account } from '../answers/status-guards';

const relationship = one('relationship', withId);

export const calls: readonly CallSpec[] = [
  c('followRequests.list', 'GET', '/api/v1/follow_requests', listOf('account', account)),
  c('followRequests.authorize', 'POST', '/api/v1/follow_requests/{id}/authorize', relationship),
  c('followRequests.reject', 'POST', '/api/v1/follow_requests/{id}/reject', relationship),
];
