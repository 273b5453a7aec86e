/** Polls: `polls.*`. */
import type { CallOptions } from './client';
import type { ApiPoll } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { one, poll } from './answers/more-shapes';

export const get = defineCall(
  entry('polls.get', 'GET', '/api/v1/polls/{id}', one('poll', poll)),
  (call, id: string, options: CallOptions = {}): Promise<ApiPoll> => call.answer({ ...options, params: { id } }),
);

/** `choices`: the indexes of the selected options; the answer is the updated poll. */
export const vote = defineCall(
  entry('polls.vote', 'POST', '/api/v1/polls/{id}/votes', one('poll', poll)),
  (call, id: string, choices: readonly number[], options: CallOptions = {}): Promise<ApiPoll> =>
    call.answer({ ...options, params: { id }, body: { choices } }),
);
