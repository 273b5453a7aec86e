/** Conversations: the `conversations.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { anyJson, conversation, one } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';

export const calls: readonly CallSpec[] = [
  c('conversations.list', 'GET', '/api/v1/conversations', listOf('conversation', conversation)),
  c('conversations.read', 'POST', '/api/v1/conversations/{id}/read', one('conversation', conversation)),
  c('conversations.delete', 'DELETE', '/api/v1/conversations/{id}', anyJson),
];
