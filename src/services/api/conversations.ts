/** Direct conversations: `conversations.*`. */
import type { CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiConversation } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { anyJson, conversation, one } from './answers/more-shapes';
import { listOf } from './answers/shapes';

export const list = defineCall(
  entry('conversations.list', 'GET', '/api/v1/conversations', listOf('conversation', conversation)),
  (call, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiConversation>> =>
    call.page({ ...options, query: { ...paging } }),
);

export const read = defineCall(
  entry('conversations.read', 'POST', '/api/v1/conversations/{id}/read', one('conversation', conversation)),
  (call, id: string, options: CallOptions = {}): Promise<ApiConversation> =>
    call.answer({ ...options, params: { id } }),
);

export const remove = defineCall(
  entry('conversations.delete', 'DELETE', '/api/v1/conversations/{id}', anyJson),
  (call, id: string, options: CallOptions = {}): Promise<unknown> => call.answer({ ...options, params: { id } }),
);
export { remove as delete };
