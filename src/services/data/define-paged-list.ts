/**
 * definePagedList: a paged-list definition as written (see data-definitions.ts) plus the way its chart is
 * made (in its own module, so screens showing only resources do not carry the paged-list chart).
 */
import { createActor, fromPromise } from 'xstate';
import { pagedListMachine, type FetchedPage, type PageRequest } from '../../machines/paged-list.machine';
import type { PagedListDefinition, PagedListSpec } from './data-definitions';

export function definePagedList<P, T>(spec: PagedListSpec<P, T>): PagedListDefinition<P, T> {
  return {
    ...spec,
    make({ services, key, reportFailure }, params) {
      const machine = pagedListMachine.provide({
        actors: {
          fetchPage: fromPromise<FetchedPage, PageRequest>(({ input, signal }) =>
            spec.fetchPage(services, params, input.next, signal),
          ),
        },
        actions: { reportFailure },
      });
      const itemKey = spec.itemKey as ((item: unknown) => string) | undefined;
      return createActor(machine, { input: { key, goneIsState: spec.goneIsState, itemKey } });
    },
  };
}
