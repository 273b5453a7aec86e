/**
 * Creating, editing and deleting the account's v2 filters, each through the generic optimistic runner (one
 * optimistic-action actor per change in flight; the same change asked twice joins the first). Nothing shows
 * before the server answers: a filter's rules apply to every timeline, so the store changes only once the
 * server agrees (a saved filter is imported, a deleted one leaves the store).
 * A 422 (the server refusing the form) shows the server's text beside the form or the row, with no alert; any
 * other failure raises the call's alert and the form says it failed (services/alerts/form-failure.ts).
 * The management screens follow a change through a request action chart (useFilterSave, useFilterDelete).
 */
import type { Api } from '../api';
import type { AlertQueue } from '../alerts';
import { reportFormFailure } from '../alerts/form-failure';
import { createOptimisticRunner, type OptimisticRunner } from '../mutations/optimistic-runner';
import { useRequestAction, type RequestAction } from '../mutations/use-request-action';
import { useAppServices } from '../app-services/app-services';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { importFilters } from '../store/record-importers';
import { filterCalls, type FilterWriteFields } from './filter-calls';

export type FilterChange =
  | { kind: 'create'; fields: FilterWriteFields }
  | { kind: 'update'; id: string; fields: FilterWriteFields }
  | { kind: 'delete'; id: string };

export interface FilterChangeServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
}

const CALL_IDS = { create: 'filters.create', update: 'filters.update', delete: 'filters.delete' } as const;

const changeKey = (change: FilterChange) => (change.kind === 'create' ? 'create' : `${change.kind}:${change.id}`);

function createFilterChanges({ api, store, alerts }: FilterChangeServices): OptimisticRunner<FilterChange, void> {
  const calls = filterCalls(api);
  return createOptimisticRunner<FilterChange, never, void>(
    {
      apply: () => null,
      async perform(change) {
        switch (change.kind) {
          case 'create':
            importFilters(store, [await calls.create(change.fields)]);
            return;
          case 'update':
            importFilters(store, [await calls.update(change.id, change.fields)]);
            return;
          case 'delete':
            await calls.remove(change.id);
            store.remove('filters', change.id);
            return;
        }
      },
      revert: () => {},
      callId: (change) => CALL_IDS[change.kind],
      keyOf: changeKey,
      report: (error, change) => reportFormFailure(alerts, error, CALL_IDS[change.kind]),
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped (what is in flight with it) when the account is let go. */
const FILTER_CHANGES = definePart<OptimisticRunner<FilterChange, void>>('filter-changes', (runner) => runner.stop());

/** Creates, edits or deletes a filter; resolves once the server agreed, rejects with what failed. */
export async function changeFilter(services: FilterChangeServices, change: FilterChange): Promise<void> {
  const runner = services.store.scope.use(FILTER_CHANGES, () => createFilterChanges(services));
  const outcome = await runner.run(change);
  if (!outcome.ok) throw outcome.error;
}

/**
 * The save of the filter form (a new filter when `id` is null): RUN carries the fields; once saved the screen
 * returns to the list. The chart's failure is what the form says beside it (formFailureOf).
 */
export function useFilterSave(id: string | null): RequestAction {
  const services = useAppServices();
  return useRequestAction<FilterWriteFields>(async (fields) => {
    await changeFilter(services, id === null ? { kind: 'create', fields } : { kind: 'update', id, fields });
    services.navigate('/filters');
  });
}

/** The delete of one filter, after the question in place (ASK, then RUN or CANCEL). */
export function useFilterDelete(id: string): RequestAction {
  const services = useAppServices();
  return useRequestAction(() => changeFilter(services, { kind: 'delete', id }));
}
