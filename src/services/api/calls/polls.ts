/** Polls: the `polls.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('polls.get', 'GET', '/api/v1/polls/{id}'),
  c('polls.vote', 'POST', '/api/v1/polls/{id}/votes'),
];
