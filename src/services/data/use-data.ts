/**
 * Views' way to server data: the running chart of a definition from the account's data registry, held
 * while the view is mounted, and its snapshot. Views read the snapshot's tags (`loading`, `value`/`items`,
 * `failed`, `gone`, `loadingMore`...) and send events (RETRY, REFRESH, LOAD_MORE); they never fetch.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { PagedListActor, PagedListSnapshot } from '../../machines/paged-list.machine';
import type { ResourceActor, ResourceSnapshot } from '../../machines/resource.machine';
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
  snapshot: ResourceSnapshot;
  /** the value loaded (or placeholder), null before any */
  value: T | null;
  send: ResourceActor['send'];
}

/** The resource `definition` names for `params`, loading on first use. */
export function useResource<P, T>(definition: ResourceDefinition<P, T>, params: P): ResourceView<T> {
  const actor = useHeldChart((data) => data.resource(definition, params), definition, definition.keyOf(params));
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, value: snapshot.context.value as T | null, send: actor.send };
}

export interface PagedListView<T> {
  snapshot: PagedListSnapshot;
  items: readonly T[];
  /** an older page can be asked for */
  hasMore: boolean;
  send: PagedListActor['send'];
}

/** The paged list `definition` names for `params`. */
export function usePagedList<P, T>(definition: PagedListDefinition<P, T>, params: P): PagedListView<T> {
  const actor = useHeldChart((data) => data.pagedList(definition, params), definition, definition.keyOf(params));
  const snapshot = useSelector(actor, (s) => s);
  return {
    snapshot,
    items: snapshot.context.items as readonly T[],
    hasMore: snapshot.context.next !== null,
    send: actor.send,
  };
}
