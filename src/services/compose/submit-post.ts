/**
 * The compose machine's `submit` actor (ComposeActorContracts['submit']): POST v1/statuses for a new post, PUT
 * v1/statuses/{draft.id} for an edit, with the draft's fields (compose-params.ts) and its idempotency key. The
 * key lives in the draft and is only renewed after a post or a cancel, so a retry after a failure (even one where
 * the server did post but the answer was lost) sends the same key and the server answers with the same post.
 * A failure rejects with the ApiError and touches nothing: the draft stays where it is (and saved).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../api';
import type { ApiStatus } from '../../domain/entities/api-types';
import { statusParams, type SubmitInput } from '../../machines/compose-params';
import { assertEditTarget, type EditBase } from './edit-guard';

export type { SubmitInput };

export interface SubmitApi {
  statuses: Pick<Api['statuses'], 'create' | 'edit'>;
}

export interface SubmitOptions {
  /**
   * The post the edit in progress began on (a restored edit draft's editBase). When known, an edit draft whose id
   * is another post is refused (EditTargetError) instead of being PUT there.
   */
  editBase?: () => EditBase | null | undefined;
}

/** Sends the draft once: the promise behind the actor. */
export async function submitPost(
  api: SubmitApi,
  input: SubmitInput,
  options: SubmitOptions = {},
  signal?: AbortSignal,
): Promise<ApiStatus> {
  const { draft } = input;
  const params = statusParams(input);
  const call = { idempotencyKey: draft.idempotencyKey, ...(signal ? { signal } : {}) };
  if (draft.id === null) return api.statuses.create(params, call);
  assertEditTarget(draft, options.editBase?.());
  return api.statuses.edit(draft.id, params, call);
}

/** The submit actor to provide to the compose machine: `composeMachine.provide({ actors: { submit } })`. */
export function createSubmitActor(api: SubmitApi, options: SubmitOptions = {}) {
  return fromPromise<ApiStatus, SubmitInput>(async ({ input, signal }) => submitPost(api, input, options, signal));
}
