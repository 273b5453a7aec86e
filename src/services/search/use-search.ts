/**
 * The search screen's hook: the reader's search chart (search-chart.ts), told the query and type of the address
 * whenever they change, and the post or profile a resolved web address found opened in its place (the search
 * entry in the history is replaced by it, so Back does not resolve it again).
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { SearchEvent, SearchSnapshot, SearchTarget } from '../../machines/search.machine';
import { useAppServices } from '../app-services/app-services';
import { profilePath, statusPath } from '../routing/paths';
import type { EntityStore } from '../store';
import { searchActorOf } from './search-chart';
import type { SearchLocation } from './search-location';

/** The app path of what a resolved address found, from its record in the store. */
export function targetPath(store: EntityStore, target: SearchTarget): string | null {
  if (target.kind === 'account') {
    const account = store.get('accounts', target.id);
    return account === undefined ? null : profilePath(account.acct);
  }
  const status = store.get('statuses', target.id);
  const author = status === undefined ? undefined : store.get('accounts', status.accountId);
  return status === undefined || author === undefined ? null : statusPath(author.acct, status.id);
}

export interface SearchView {
  snapshot: SearchSnapshot;
  send(event: SearchEvent): void;
}

export function useSearch({ query, type }: SearchLocation): SearchView {
  const services = useAppServices();
  const actor = searchActorOf(services);
  const snapshot = useSelector(actor, (s) => s);

  useEffect(() => {
    actor.send({ type: 'SEARCH', query, searchType: type });
  }, [actor, query, type]);

  const { store, navigate } = services;
  useEffect(() => {
    const subscription = actor.on('search.open', ({ target }) => {
      const path = targetPath(store, target);
      if (path !== null) navigate(path, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, store, navigate]);

  return { snapshot, send: actor.send.bind(actor) };
}
