/**
 * Views' way to server data: the running chart of a definition from the account's data registry, held
 * while the view is mounted, read as a typed status (loading, failed, gone, empty, ready...) with the
 * reader's requests as functions (retry, refresh, load more). Views never fetch, never read a chart's
 * tags and never send a chart's events themselves.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  dataBusy,
  pagedListStatusOf,
  resourceStatusOf,
  type PagedListStatus,
  type ResourceStatus,
} from '../../machines/data-status';
import type { ItemOrder, PagedListActor } from '../../machines/paged-list.machine';
import type { ResourceActor } from '../../machines/resource.machine';
import { useAppServices } from '../app-services/app-services';
import type { PagedListDefinition, ResourceDefinition } from './data-definitions';
import { dataRegistryOf, type DataRegistry } from './data-registry';

/** The account's chart that `make` takes from the registry, held while the view is mounted. */
function useHeldChart<A extends ResourceActor | PagedListActor>(
  make: (data: DataRegistry) => A,
  definition: { name: string },
  key: string,
): A {
  const { api, store, alerts, server } = useAppServices();
  const data = dataRegistryOf({ api, store, alerts, server });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the definition and its key stand for `make`
  const actor = useMemo(() => make(data), [data, definition, key]);
  useEffect(() => {
    data.acquire(actor);
    return () => data.release(actor);
  }, [data, actor]);
  return actor;
}

export interface ResourceView<T> {
  status: ResourceStatus<T>;
  /** the value loaded (or its placeholder while loading), null before any */
  value: T | null;
  /** a request of the chart is on its way */
  busy: boolean;
  /** asks again after a failure (or a failed refresh) */
  retry(): void;
  /** asks the server again while the value stays shown */
  refresh(): void;
  /** replaces the value held (what a change the reader made answered) */
  set(value: T): void;
}

function resourceViewOf<T>(actor: ResourceActor, status: ResourceStatus<T>, busy: boolean): ResourceView<T> {
  const value = status.kind === 'ready' ? status.value : status.kind === 'loading' ? status.placeholder : null;
  return {
    status,
    value,
    busy,
    retry: () => actor.send({ type: 'RETRY' }),
    refresh: () => actor.send({ type: 'REFRESH' }),
    set: (next) => actor.send({ type: 'SET', value: next }),
  };
}

/** The resource `definition` names for `params`, loading on first use. */
export function useResource<P, T>(definition: ResourceDefinition<P, T>, params: P): ResourceView<T> {
  const actor = useHeldChart((data) => data.resource(definition, params), definition, definition.keyOf(params));
  const status = useSelector(actor, (s) => resourceStatusOf<T>(s), sameStatus);
  const busy = useSelector(actor, dataBusy);
  return useMemo(() => resourceViewOf(actor, status, busy), [actor, status, busy]);
}

export interface PagedListView<T> {
  status: PagedListStatus<T>;
  /** the items held (none before the first page) */
  items: readonly T[];
  /** an older page can be asked for (or is on its way) */
  hasMore: boolean;
  busy: boolean;
  retry(): void;
  refresh(): void;
  /** asks for the older page, when there is one */
  loadMore(): void;
  /** puts items on top (new ones the reader made or streaming told of) */
  prepend(items: readonly T[]): void;
  /** moves (or adds) items to their sorted place */
  upsert(items: readonly T[], order?: ItemOrder<T>): void;
  /** takes the items with these keys out */
  remove(keys: readonly string[]): void;
}

function pagedListViewOf<T>(actor: PagedListActor, status: PagedListStatus<T>, busy: boolean): PagedListView<T> {
  const items = status.kind === 'ready' ? status.items : [];
  return {
    status,
    items,
    hasMore: status.kind === 'ready' && status.more !== 'end',
    busy,
    retry: () => actor.send({ type: 'RETRY' }),
    refresh: () => actor.send({ type: 'REFRESH' }),
    loadMore: () => actor.send({ type: 'LOAD_MORE' }),
    prepend: (added) => actor.send({ type: 'PREPEND', items: added }),
    upsert: (added, order) => actor.send({ type: 'UPSERT', items: added, order: order as ItemOrder<unknown> }),
    remove: (keys) => actor.send({ type: 'REMOVE', keys }),
  };
}

/** The paged list `definition` names for `params`. */
export function usePagedList<P, T>(definition: PagedListDefinition<P, T>, params: P): PagedListView<T> {
  const actor = useHeldChart((data) => data.pagedList(definition, params), definition, definition.keyOf(params));
  const status = useSelector(actor, (s) => pagedListStatusOf<T>(s), sameStatus);
  const busy = useSelector(actor, dataBusy);
  return useMemo(() => pagedListViewOf(actor, status, busy), [actor, status, busy]);
}

/** Two statuses say the same when every field is the same value (items compared by reference). */
function sameStatus(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
