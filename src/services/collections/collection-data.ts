/**
 * Lists, circles and antennas as data-layer resources:
 * - `collectionsData[kind]`: the reader's whole set (GET v1/lists, v1/circles, v1/antennas), stored in the kind's
 *   table (replacing what was there), the chart keeping the ids in the server's order; asked again when a screen
 *   showing it comes back.
 * - `collectionData[kind]`: one of them by id (GET v1/lists/{id}, v1/circles/{id}, v1/antennas/{id}); shown at
 *   once from the store when known. A 404 (or 410) means it was deleted: `gone`, no alert, and its record leaves
 *   the store.
 * - `membershipsData[kind]`: for one account, the reader's whole set and which of them hold the account
 *   (GET v1/accounts/{id}/lists, /circles or /antennas), for the profile's dialogs; its checkboxes are changed at
 *   once by the membership toggles (a SET of `holding`). `excludingAntennasData` is the same for the antennas
 *   excluding the account (GET v1/accounts/{id}/exclude_antennas).
 */
import { isGoneFailure } from '../../machines/load-failure';
import type { Api } from '../api';
import type { ResourceDefinition } from '../data/data-definitions';
import { defineResource } from '../data/define-resource';
import { COLLECTIONS, type CollectionKind } from './collections';

export interface AccountMemberships {
  /** every collection of the kind the reader has, in the server's order */
  ownerIds: readonly string[];
  /** those holding the account */
  holding: readonly string[];
}

function defineAll(kind: CollectionKind): ResourceDefinition<null, readonly string[]> {
  const spec = COLLECTIONS[kind];
  return defineResource<null, readonly string[]>({
    name: `${kind}.all`,
    callId: spec.calls.list,
    keyOf: () => '',
    revisit: 'refresh',
    async load({ api, store }, _params, signal) {
      return spec.importRecords(store, await spec.fetchAll(api, signal), { replace: true });
    },
  });
}

function defineOne(kind: CollectionKind): ResourceDefinition<string, string> {
  const spec = COLLECTIONS[kind];
  return defineResource<string, string>({
    name: `${kind}.one`,
    callId: spec.calls.get,
    keyOf: (id) => id,
    goneIsState: true,
    revisit: 'refresh',
    placeholder: ({ store }, id) => (store.has(spec.table, id) ? id : null),
    async load({ api, store }, id, signal) {
      try {
        const [stored] = spec.importRecords(store, [await spec.fetchOne(api, id, signal)]);
        return stored ?? id;
      } catch (error) {
        // deleted (here or elsewhere): its record goes too, so nothing shows its name any more
        if (isGoneFailure(error)) store.remove(spec.table, id);
        throw error;
      }
    },
  });
}

/** Which of the reader's collections hold an account, as the server answers (a call and its calls.ts id). */
interface HoldingCall {
  name: string;
  callId: string;
  fetch(api: Api, accountId: string, signal?: AbortSignal): Promise<unknown>;
}

function defineMemberships(
  kind: CollectionKind,
  holdingCall: HoldingCall = {
    name: `${kind}.ofAccount`,
    callId: COLLECTIONS[kind].calls.ofAccount,
    fetch: COLLECTIONS[kind].ofAccount,
  },
): ResourceDefinition<string, AccountMemberships> {
  const spec = COLLECTIONS[kind];
  return defineResource<string, AccountMemberships>({
    name: holdingCall.name,
    callId: holdingCall.callId,
    keyOf: (accountId) => accountId,
    // the dialog opened again shows what it showed and asks the server again
    revisit: 'refresh',
    async load({ api, store }, accountId, signal) {
      const [all, holding] = await Promise.all([spec.fetchAll(api, signal), holdingCall.fetch(api, accountId, signal)]);
      const ownerIds = spec.importRecords(store, all, { replace: true });
      const held = new Set(spec.importRecords(store, holding));
      return { ownerIds, holding: ownerIds.filter((id) => held.has(id)) };
    },
  });
}

export const collectionsData: Readonly<Record<CollectionKind, ResourceDefinition<null, readonly string[]>>> = {
  lists: defineAll('lists'),
  circles: defineAll('circles'),
  antennas: defineAll('antennas'),
};

export const collectionData: Readonly<Record<CollectionKind, ResourceDefinition<string, string>>> = {
  lists: defineOne('lists'),
  circles: defineOne('circles'),
  antennas: defineOne('antennas'),
};

export const membershipsData: Readonly<Record<CollectionKind, ResourceDefinition<string, AccountMemberships>>> = {
  lists: defineMemberships('lists'),
  circles: defineMemberships('circles'),
  antennas: defineMemberships('antennas'),
};

/** The reader's antennas and those excluding the account (kmyblue), for the profile's antennas dialog. */
export const excludingAntennasData: ResourceDefinition<string, AccountMemberships> = defineMemberships('antennas', {
  name: 'antennas.excludingAccount',
  callId: 'accounts.excludeAntennas',
  fetch: (api, accountId, signal) => api.accounts.excludeAntennas(accountId, { signal }),
});

/** The memberships with `ownerId` holding the account or not (the same value when nothing changes). */
export function withMembership(value: AccountMemberships, ownerId: string, held: boolean): AccountMemberships {
  if (value.holding.includes(ownerId) === held) return value;
  return {
    ...value,
    holding: held ? [...value.holding, ownerId] : value.holding.filter((id) => id !== ownerId),
  };
}
