/** Polls (spec 7 "Polls"): `polls.*`. */
import type { ApiClient, CallOptions } from './client';
import type { ApiPoll } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/polls';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export function get(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiPoll> {
  return client.call('polls.get', { ...options, params: { id } });
}

/** `choices`: the indexes of the selected options; the answer is the updated poll. */
export function vote(
  client: ApiClient,
  id: string,
  choices: readonly number[],
  options: CallOptions = {},
): Promise<ApiPoll> {
  return client.call('polls.vote', { ...options, params: { id }, body: { choices } });
}
