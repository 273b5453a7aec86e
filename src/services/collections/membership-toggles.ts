/**
 * Putting an account in a list, circle or antenna, or taking it out (POST or DELETE …/{id}/accounts with
 * account_ids[]), as optimistic changes on the generic runner (one optimistic-action actor per change in
 * flight). The change shows at once wherever it is on screen: the owner's members (the members editor: added
 * in the server's order, or taken out) and the account's memberships (the profile's dialog: its checkbox). A
 * refusal puts back exactly what was changed and raises the call's alert (a list refuses an account the reader
 * does not follow with 422; a circle one that does not follow the reader with 404).
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { PagedListActor } from '../../machines/paged-list.machine';
import type { ResourceActor } from '../../machines/resource.machine';
import type { Api } from '../api';
import type { ResourceDefinition } from '../data/data-definitions';
import { dataRegistryOf, type DataRegistry } from '../data/data-registry';
import type { AlertQueue } from '../alerts';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { excludingAntennasData, membershipsData, withMembership, type AccountMemberships } from './collection-data';
import { newestAccountFirst, type MemberSet } from './member-sets';
import { membersData } from './members-data';

export interface MembershipToggle {
  set: MemberSet;
  /** the list, circle or antenna */
  ownerId: string;
  accountId: string;
  /** true: put the account in; false: take it out */
  add: boolean;
}

export interface MembershipServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
}

/** What a toggle changed on screen, to take back exactly that. */
interface Shown {
  toggle: MembershipToggle;
  members: boolean;
  memberships: boolean;
}

/** The memberships resource of the sets that have one (the profile's dialogs). */
const MEMBERSHIPS_OF_SET: Readonly<Record<string, ResourceDefinition<string, AccountMemberships>>> = {
  list: membershipsData.lists,
  circle: membershipsData.circles,
  antenna: membershipsData.antennas,
  antennaExclude: excludingAntennasData,
};

/** One change per set, owner and account at a time. */
export const membershipKey = ({ set, ownerId, accountId }: Pick<MembershipToggle, 'set' | 'ownerId' | 'accountId'>) =>
  `${set.name}\u0000${ownerId}\u0000${accountId}`;

/** Shows the account in (or out of) the owner's members where a chart holds them; false when nothing changed. */
function showMember(data: DataRegistry, { set, ownerId, accountId }: MembershipToggle, member: boolean): boolean {
  const chart = data.peek(membersData(set), ownerId) as PagedListActor | undefined;
  const snapshot = chart?.getSnapshot();
  if (chart === undefined || snapshot === undefined || !snapshot.hasTag('items')) return false;
  if (snapshot.context.items.includes(accountId) === member) return false;
  if (member) chart.send({ type: 'UPSERT', items: [accountId], order: newestAccountFirst as never });
  else chart.send({ type: 'REMOVE', keys: [accountId] });
  return true;
}

/** Ticks (or unticks) the owner in the account's memberships where a chart holds them; false when unchanged. */
function showMembership(data: DataRegistry, { set, ownerId, accountId }: MembershipToggle, held: boolean): boolean {
  const definition = MEMBERSHIPS_OF_SET[set.name];
  if (definition === undefined) return false;
  const chart = data.peek(definition, accountId) as ResourceActor | undefined;
  const value = chart?.getSnapshot().context.value as AccountMemberships | null | undefined;
  if (chart === undefined || value === null || value === undefined) return false;
  const next = withMembership(value, ownerId, held);
  if (next === value) return false;
  chart.send({ type: 'SET', value: next });
  return true;
}

function createMembershipToggles(services: MembershipServices): OptimisticRunner<MembershipToggle, void> {
  const { api, alerts } = services;
  const data = dataRegistryOf(services);
  return createOptimisticRunner<MembershipToggle, Shown, void>(
    {
      apply: (toggle) => ({
        toggle,
        members: showMember(data, toggle, toggle.add),
        memberships: showMembership(data, toggle, toggle.add),
      }),
      async perform({ set, ownerId, accountId, add }) {
        if (add) await set.add(api, ownerId, [accountId]);
        else await set.remove(api, ownerId, [accountId]);
      },
      // only what the toggle itself changed, and only where the charts still show it
      revert: ({ toggle, members, memberships }) => {
        if (members) showMember(data, toggle, !toggle.add);
        if (memberships) showMembership(data, toggle, !toggle.add);
      },
      callId: ({ set, add }) => (add ? set.calls.add : set.calls.remove),
      keyOf: membershipKey,
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped (what is in flight with it) when the account is let go. */
export const MEMBERSHIP_TOGGLES = definePart<OptimisticRunner<MembershipToggle, void>>('membership-toggles', (runner) =>
  runner.stop(),
);

function togglesOf(services: MembershipServices): OptimisticRunner<MembershipToggle, void> {
  return services.store.scope.use(MEMBERSHIP_TOGGLES, () => createMembershipToggles(services));
}

/** Puts the account in the owner's set (or takes it out); the same change still in flight is joined. */
export function toggleMembership(
  services: MembershipServices,
  toggle: MembershipToggle,
): Promise<MutationOutcome<void>> {
  return togglesOf(services).run(toggle);
}

/** Whether a change of this account in this owner's set is in flight (for aria-busy), following it. */
export function useMembershipBusy(
  services: MembershipServices,
  set: MemberSet,
  ownerId: string,
  accountId: string,
): boolean {
  const runner = togglesOf(services);
  const key = membershipKey({ set, ownerId, accountId });
  const running = useCallback(() => runner.isRunning(key), [runner, key]);
  return useSyncExternalStore(runner.subscribe, running, running);
}
