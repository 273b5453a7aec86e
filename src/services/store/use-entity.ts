/**
 * React bindings: a provider for the store instance and per-record hooks built on
 * useSyncExternalStore. A view subscribes only to the ids it reads, so a change to one status
 * re-renders only the views of that status.
 */
import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Account } from '../../domain/entities/account';
import type { Poll } from '../../domain/entities/poll';
import type { Relationship } from '../../domain/entities/relationship';
import type { Status } from '../../domain/entities/status';
import type { EntityStore } from './entity-store';
import type { EntityTables, TableName } from './tables';

const EntityStoreContext = createContext<EntityStore | null>(null);

export function EntityStoreProvider(props: { store: EntityStore; children?: ReactNode }): ReactNode {
  return createElement(EntityStoreContext.Provider, { value: props.store }, props.children);
}

export function useEntityStore(): EntityStore {
  const store = useContext(EntityStoreContext);
  if (store === null) throw new Error('useEntityStore needs an <EntityStoreProvider> above it');
  return store;
}

const noSubscription = (): (() => void) => () => {};

/** The stored record, re-rendering when (and only when) that record changes. */
export function useEntity<T extends TableName>(table: T, id: string | null | undefined): EntityTables[T] | undefined {
  const store = useEntityStore();
  const subscribe = useCallback(
    (onChange: () => void) => (id == null ? noSubscription() : store.subscribe(table, id, onChange)),
    [store, table, id],
  );
  const getSnapshot = useCallback(() => (id == null ? undefined : store.get(table, id)), [store, table, id]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export const useStatus = (id: string | null | undefined): Status | undefined => useEntity('statuses', id);
export const useAccount = (id: string | null | undefined): Account | undefined => useEntity('accounts', id);
export const usePoll = (id: string | null | undefined): Poll | undefined => useEntity('polls', id);
export const useRelationship = (id: string | null | undefined): Relationship | undefined =>
  useEntity('relationships', id);
