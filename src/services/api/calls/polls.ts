/** Polls: the `polls.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { one, poll } from '../answers/more-shapes';

export const calls: readonly CallSpec[] = [
  c('polls.get', 'GET', '/api/v1/polls/{id}', one('poll', poll)),
  c('polls.vote', 'POST', '/api/v1/polls/{id}/votes', one('poll', poll)),
];
