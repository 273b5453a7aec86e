/**
 * Deciding a follow request (POST v1/follow_requests/{id}/authorize or /reject): the answer's relationship is
 * stored, then the notifications feature hears that the request was settled (its notification leaves the list).
 * A failure raises the alert of the call's policy. A second decision about the same account while one is in flight (a
 * double click) joins the first instead of asking the server again. Runs on the generic optimistic runner with nothing
 * to change beforehand: the list changes once the server agrees.
 */
import type { Api } from '../api';
import type { AlertQueue } from '../alerts';
import { createOptimisticRunner, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { importRelationships } from '../store/relationship-importers';
import { followRequestSettled } from './notification-signals';

export type FollowRequestDecision = 'authorize' | 'reject';

export interface FollowRequestServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
}

interface Settlement {
  accountId: string;
  decision: FollowRequestDecision;
}

function createSettlements({ api, store, alerts }: FollowRequestServices): OptimisticRunner<Settlement, void> {
  return createOptimisticRunner<Settlement, never, void>(
    {
      apply: () => null,
      async perform({ accountId, decision }) {
        const relationship = await (decision === 'authorize'
          ? api.followRequests.authorize(accountId)
          : api.followRequests.reject(accountId));
        importRelationships(store, [relationship]);
        followRequestSettled(store, accountId);
      },
      revert: () => {},
      callId: ({ decision }) => `followRequests.${decision}`,
      // one decision per account at a time, whichever button was pressed second
      keyOf: ({ accountId }) => accountId,
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped with it. */
const SETTLEMENTS = definePart<OptimisticRunner<Settlement, void>>('follow-request-decisions', (runner) =>
  runner.stop(),
);

/** Authorises or rejects the follow request of `accountId`; true when the server agreed. */
export async function settleFollowRequest(
  services: FollowRequestServices,
  accountId: string,
  decision: FollowRequestDecision,
): Promise<boolean> {
  const runner = services.store.scope.use(SETTLEMENTS, () => createSettlements(services));
  return (await runner.run({ accountId, decision })).ok;
}

/** Whether a decision about `accountId`'s follow request is in flight (for aria-busy). */
export function isSettlingFollowRequest(store: EntityStore, accountId: string): boolean {
  return store.scope.peek(SETTLEMENTS)?.isRunning(accountId) ?? false;
}
