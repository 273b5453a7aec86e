/** Polls (spec 7 "Polls"): `polls.*`. */
import type { ApiClient, CallOptions } from './client';
import type { ApiPoll } from '../entities/api-types';

export function get(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiPoll> {
  return client.call('polls.get', { ...options, params: { id } });
}

/** `choices`: the indexes of the selected options; the answer is the updated poll. */
export function vote(client: ApiClient, id: string, choices: readonly number[], options: CallOptions = {}): Promise<ApiPoll> {
  return client.call('polls.vote', { ...options, params: { id }, body: { choices } });
}
