/** Follow requests: `followRequests.*` catalogue entries. */
import type { CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiAccount, ApiRelationship } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { one, withId } from './answers/more-shapes';
import { listOf } from './answers/shapes';
import { account } from './answers/status-guards';

const relationship = one('relationship', withId);

export const list = defineCall(
  entry('followRequests.list', 'GET', '/api/v1/follow_requests', listOf('account', account)),
  (call, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiAccount>> =>
    call.page({ ...options, query: { ...paging } }),
);

export const authorize = defineCall(
  entry('followRequests.authorize', 'POST', '/api/v1/follow_requests/{id}/authorize', relationship),
  (call, id: string, options: CallOptions = {}): Promise<ApiRelationship> =>
    call.answer({ ...options, params: { id } }),
);

export const reject = defineCall(
  entry('followRequests.reject', 'POST', '/api/v1/follow_requests/{id}/reject', relationship),
  (call, id: string, options: CallOptions = {}): Promise<ApiRelationship> =>
    call.answer({ ...options, params: { id } }),
);
