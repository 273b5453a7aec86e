/**
 * The signed-in reader's relationships with the accounts on screen, asked for in batches: one relationship batch
 * chart per entity store (per signed-in account), made on the first ask. The chart gathers the asks and sends
 * one GET accounts/relationships 500 ms after the last one (at most 40 ids a request, with suspended accounts);
 * the answers go into the store, where every view reading that relationship sees them; a failed request raises
 * the call's alert under its policy. A signed-out reader has no relationships: nothing is asked.
 */
import { createActor, fromPromise } from 'xstate';
import { relationshipBatchMachine } from '../../machines/relationship-batch.machine';
import type { Api } from '../api';
import { reportError, type AlertQueue } from '../errors';
import type { EntityStore } from '../store';
import { importRelationships } from '../store/relationship-importers';

export interface RelationshipRequestServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  me: string | null;
}

type BatchActor = ReturnType<typeof createBatch>;
const batches = new WeakMap<EntityStore, BatchActor>();

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
  let batch = batches.get(services.store);
  if (!batch) batches.set(services.store, (batch = createBatch(services)));
  batch.send({ type: 'ASK', ids: [...ids], ...(refresh ? { refresh } : {}) });
}
