/**
 * The FILTER modal's chart (machines/filter-post.machine.ts) with its effects: the account's filters loaded
 * while it is open, a new filter made with POST v2/filters (action warn, the screen's context) and stored, the
 * post added with POST v2/filters/{id}/statuses and the stored filter updated so the post is filtered at once,
 * and a failure reported under its call's policy (a 422 shows beside the form instead: services/alerts).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../api';
import type { AlertQueue } from '../alerts';
import { reportFormFailure } from '../alerts/form-failure';
import type { EntityStore } from '../store';
import { importFilters } from '../store/record-importers';
import {
  filterPostMachine,
  type AddStatusInput,
  type CreateFilterInput,
  type FilterChoice,
} from '../../machines/filter-post.machine';
import { filterCalls } from './filter-calls';
import { ensureFiltersLoaded } from './filters-loader';

export interface FilterPostChartServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
}

export function filterPostMachineFor({ api, store, alerts }: FilterPostChartServices) {
  const calls = filterCalls(api);
  return filterPostMachine.provide({
    actors: {
      loadFilters: fromPromise<void, void>(() => ensureFiltersLoaded(api, store)),
      createFilter: fromPromise<FilterChoice, CreateFilterInput>(async ({ input }) => {
        const created = await calls.create({ title: input.title, context: [input.context], filter_action: 'warn' });
        importFilters(store, [created]);
        const stored = store.get('filters', created.id);
        if (stored === undefined) throw new Error('filter missing');
        return { id: stored.id, title: stored.title };
      }),
      addStatus: fromPromise<void, AddStatusInput>(async ({ input }) => {
        const entry = await calls.addStatus(input.filterId, input.statusId);
        store.patch('filters', input.filterId, (f) => ({
          ...f,
          statuses: [...f.statuses, { id: String(entry.id), status_id: input.statusId }],
        }));
      }),
    },
    actions: {
      reportFailure: ({ context }) => {
        if (context.failedCall !== null) reportFormFailure(alerts, context.error, context.failedCall);
      },
    },
  });
}
