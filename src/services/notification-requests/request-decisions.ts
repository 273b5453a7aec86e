/**
 * Accepting or dismissing notification requests, one (POST v1/notifications/requests/{id}/accept|dismiss) or
 * several at once (POST v1/notifications/requests/accept|dismiss with id[]). An optimistic change through the
 * generic runner: the requests leave the list at once (REMOVE on the list chart) and the policy's pending
 * request count drops by as many (SET on the policy chart); when the server refuses, both come back and the
 * call's alert is raised. A request already being settled by another decision in flight is not counted twice.
 */
import type { PagedListActor } from '../../machines/paged-list.machine';
import type { ResourceActor } from '../../machines/resource.machine';
import type { Api } from '../api';
import { dataRegistryOf, type DataRegistry } from '../data/data-registry';
import type { NotificationPolicy, NotificationRequest } from '../../domain/entities';
import type { AlertQueue } from '../alerts';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { notificationPolicy, notificationRequestsList } from './notification-requests-data';
import { withPendingRequests } from './request-rules';

export type RequestDecision = 'accept' | 'dismiss';

export interface RequestDecisionRequest {
  decision: RequestDecision;
  ids: readonly string[];
  /** sent as one bulk call (the selection) rather than the single request's call */
  bulk: boolean;
}

export interface NotificationRequestServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
}

/** What a decision changed at once, so a refusal can take exactly that back. */
interface DecisionChange {
  /** the requests taken out of the list chart */
  removed: readonly NotificationRequest[];
  /** how much the pending count went down */
  counted: number;
}

const CALL_IDS: Record<RequestDecision, { one: string; bulk: string }> = {
  accept: { one: 'notifications.acceptRequest', bulk: 'notifications.acceptRequests' },
  dismiss: { one: 'notifications.dismissRequest', bulk: 'notifications.dismissRequests' },
};

export const decisionKey = ({ decision, ids, bulk }: RequestDecisionRequest): string =>
  `${decision}\u0000${bulk ? 'bulk' : 'one'}\u0000${[...new Set(ids)].sort().join(',')}`;

function listChart(data: DataRegistry): PagedListActor | undefined {
  const chart = data.peek(notificationRequestsList, null) as PagedListActor | undefined;
  return chart?.getSnapshot().status === 'active' && chart.getSnapshot().hasTag('items') ? chart : undefined;
}

/** Moves the pending count of a policy chart that shows a value; answers how much it actually moved. */
function movePending(data: DataRegistry, delta: number): number {
  const chart = data.peek(notificationPolicy, null) as ResourceActor | undefined;
  const snapshot = chart?.getSnapshot();
  const value = snapshot?.context.value as NotificationPolicy | null | undefined;
  if (chart === undefined || snapshot?.status !== 'active' || !snapshot.hasTag('value') || !value) return 0;
  const next = withPendingRequests(value, delta);
  chart.send({ type: 'SET', value: next });
  return next.summary.pending_requests_count - value.summary.pending_requests_count;
}

function createDecisions(services: NotificationRequestServices): OptimisticRunner<RequestDecisionRequest, void> {
  const { api, alerts } = services;
  const data = dataRegistryOf(services);
  // ids some decision in flight has taken out (and counted), and which decision claimed them
  const settling = new Set<string>();
  const claimed = new WeakMap<RequestDecisionRequest, readonly string[]>();

  return createOptimisticRunner<RequestDecisionRequest, DecisionChange, void>(
    {
      apply(request) {
        const fresh = [...new Set(request.ids)].filter((id) => !settling.has(id));
        if (fresh.length === 0) return null;
        for (const id of fresh) settling.add(id);
        claimed.set(request, fresh);
        const list = listChart(data);
        const wanted = new Set(fresh);
        const removed = ((list?.getSnapshot().context.items ?? []) as readonly NotificationRequest[]).filter((item) =>
          wanted.has(item.id),
        );
        if (list !== undefined && removed.length > 0) list.send({ type: 'REMOVE', keys: removed.map((r) => r.id) });
        return { removed, counted: -movePending(data, -fresh.length) };
      },
      async perform(request) {
        const { decision, ids, bulk } = request;
        try {
          if (bulk) {
            await (decision === 'accept'
              ? api.notifications.acceptRequests(ids)
              : api.notifications.dismissRequests(ids));
          } else {
            for (const id of ids) {
              await (decision === 'accept'
                ? api.notifications.acceptRequest(id)
                : api.notifications.dismissRequest(id));
            }
          }
        } finally {
          for (const id of claimed.get(request) ?? []) settling.delete(id);
          claimed.delete(request);
        }
      },
      revert({ removed, counted }) {
        const list = listChart(data);
        if (list !== undefined && removed.length > 0) list.send({ type: 'PREPEND', items: removed });
        if (counted > 0) movePending(data, counted);
      },
      callId: ({ decision, bulk }) => CALL_IDS[decision][bulk ? 'bulk' : 'one'],
      keyOf: decisionKey,
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped with it. */
const DECISIONS = definePart<OptimisticRunner<RequestDecisionRequest, void>>(
  'notification-request-decisions',
  (runner) => runner.stop(),
);

function decisionsOf(services: NotificationRequestServices): OptimisticRunner<RequestDecisionRequest, void> {
  return services.store.scope.use(DECISIONS, () => createDecisions(services));
}

/** Accepts or dismisses one request; the same decision on it still in flight is joined. */
export function settleNotificationRequest(
  services: NotificationRequestServices,
  id: string,
  decision: RequestDecision,
): Promise<MutationOutcome<void>> {
  return decisionsOf(services).run({ decision, ids: [id], bulk: false });
}

/** Accepts or dismisses the selected requests in one call. */
export function settleNotificationRequests(
  services: NotificationRequestServices,
  ids: readonly string[],
  decision: RequestDecision,
): Promise<MutationOutcome<void>> {
  return decisionsOf(services).run({ decision, ids: [...ids], bulk: true });
}
