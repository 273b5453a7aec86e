/** Conversations: the `conversations.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('conversations.list', 'GET', '/api/v1/conversations'),
  c('conversations.read', 'POST', '/api/v1/conversations/{id}/read'),
  c('conversations.delete', 'DELETE', '/api/v1/conversations/{id}'),
];
