/**
 * Changing one field of the notification policy (PUT v2/notifications/policy with that field only). An
 * optimistic change through the generic runner: the policy chart shows the new value at once (SET), the
 * server's answer then sets the policy fields it holds, and a refusal puts the old value back (only while
 * the chart still shows the one this change set) with the call's alert. The pending count is left as the
 * chart has it (decisions in flight may be moving it).
 */
import type { ResourceActor } from '../../machines/resource.machine';
import { dataRegistryOf, type DataRegistry } from '../data/data-registry';
import { normaliseNotificationPolicy, type NotificationPolicy } from '../../domain/entities/notification-request';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import { notificationPolicy } from './notification-requests-data';
import type { NotificationRequestServices } from './request-decisions';
import { POLICY_FIELDS, type PolicyField, type PolicyValue } from './request-rules';

export interface PolicyChange {
  field: PolicyField;
  value: PolicyValue;
}

interface AppliedChange {
  field: PolicyField;
  from: PolicyValue;
  to: PolicyValue;
}

/** The policy chart and the value it shows, when it shows one. */
function shown(data: DataRegistry): { chart: ResourceActor; value: NotificationPolicy } | null {
  const chart = data.peek(notificationPolicy, null) as ResourceActor | undefined;
  const snapshot = chart?.getSnapshot();
  const value = snapshot?.context.value as NotificationPolicy | null | undefined;
  if (chart === undefined || snapshot?.status !== 'active' || !snapshot.hasTag('value') || !value) return null;
  return { chart, value };
}

function createPolicyChanges(services: NotificationRequestServices): OptimisticRunner<PolicyChange, void> {
  const { api, alerts } = services;
  const data = dataRegistryOf(services);
  return createOptimisticRunner<PolicyChange, AppliedChange, void>(
    {
      apply({ field, value }) {
        const current = shown(data);
        if (current === null || current.value[field] === value) return null;
        current.chart.send({ type: 'SET', value: { ...current.value, [field]: value } });
        return { field, from: current.value[field], to: value };
      },
      async perform({ field, value }) {
        const answer = normaliseNotificationPolicy(await api.notifications.updatePolicy({ [field]: value }));
        const current = shown(data);
        if (current === null) return;
        const fields = Object.fromEntries(POLICY_FIELDS.map((name) => [name, answer[name]]));
        current.chart.send({ type: 'SET', value: { ...current.value, ...fields } });
      },
      revert({ field, from, to }) {
        const current = shown(data);
        if (current !== null && current.value[field] === to) {
          current.chart.send({ type: 'SET', value: { ...current.value, [field]: from } });
        }
      },
      callId: () => 'notifications.updatePolicy',
      keyOf: ({ field, value }) => `${field}\u0000${value}`,
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped with it. */
const POLICY_CHANGES = definePart<OptimisticRunner<PolicyChange, void>>('notification-policy-changes', (runner) =>
  runner.stop(),
);

/** Sets one policy field at once and saves it; the same change still in flight is joined. */
export function changeNotificationPolicy(
  services: NotificationRequestServices,
  change: PolicyChange,
): Promise<MutationOutcome<void>> {
  return services.store.scope.use(POLICY_CHANGES, () => createPolicyChanges(services)).run(change);
}
