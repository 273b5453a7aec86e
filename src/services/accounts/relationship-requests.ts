/**
 * The signed-in reader's relationships with the accounts on screen, asked for in batches: one relationship batch
 * chart per signed-in account (a part of its scope, stopped with it: no ask still gathering goes out then), made on
 * the first ask. The chart gathers the asks and sends one GET accounts/relationships 500 ms after the last one (at
 * most 40 ids a request, with suspended accounts); the answers go into the store, where every view reading that
 * relationship sees them; a failed request raises the call's alert under its policy. A signed-out reader has no
 * relationships: nothing is asked.
 */
import { createActor, fromPromise } from 'xstate';
import { relationshipBatchMachine } from '../../machines/relationship-batch.machine';
import type { Api } from '../api';
import { reportError, type AlertQueue } from '../alerts';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { importRelationships } from '../store/relationship-importers';

export interface RelationshipRequestServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  me: string | null;
}

type BatchActor = ReturnType<typeof createBatch>;

/** The account's batch chart: stopping it drops the asks still gathering and the request under way. */
export const RELATIONSHIP_BATCH = definePart<BatchActor>('relationship-batch', (batch) => batch.stop());

function createBatch({ api, store, alerts }: RelationshipRequestServices) {
  const machine = relationshipBatchMachine.provide({
    actors: {
      fetchRelationships: fromPromise(({ input }) => api.accounts.relationships(input.ids)),
    },
    actions: {
      store: (_, { relationships }) => void importRelationships(store, relationships),
      reportFailure: (_, { error }) => void reportError(alerts, error, { callId: 'accounts.relationships' }),
    },
  });
  return createActor(machine).start();
}

/** Asks for the relationships with `ids` (refreshed when `refresh`); nothing when signed out. */
export function askRelationships(services: RelationshipRequestServices, ids: readonly string[], refresh = false): void {
  if (services.me === null || ids.length === 0) return;
  services.store.scope
    .use(RELATIONSHIP_BATCH, () => createBatch(services))
    .send({ type: 'ASK', ids: [...ids], ...(refresh ? { refresh } : {}) });
}
