/**
 * The search screen's hook: the reader's search chart (search-machine.ts), told the query and type of the address
 * whenever they change, and the post or profile a resolved web address found opened in its place (the search
 * entry in the history is replaced by it, so Back does not resolve it again).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { searchStatusOf, type SearchStatus } from '../../machines/search-status';
import type { SearchContext, SearchTarget } from '../../machines/search.machine';
import { useAppServices } from '../app-services/app-services';
import { profilePath, statusPath } from '../routing/paths';
import type { EntityStore } from '../store';
import { searchActorOf } from './search-machine';
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
  status: SearchStatus;
  /** the query and type asked, the results held, what more each type may have, the last page's failure */
  context: SearchContext;
  /** asks again after the search failed */
  retry(): void;
  /** asks for the next page of the type's own view */
  loadMore(): void;
}

/** Two statuses say the same when every field is the same value. */
function sameStatus(a: SearchStatus, b: SearchStatus): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export function useSearch({ query, type }: SearchLocation): SearchView {
  const services = useAppServices();
  const actor = searchActorOf(services);
  const status = useSelector(actor, searchStatusOf, sameStatus);
  const context = useSelector(actor, (s) => s.context);

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

  return useMemo(
    () => ({
      status,
      context,
      retry: () => actor.send({ type: 'RETRY' }),
      loadMore: () => actor.send({ type: 'LOAD_MORE' }),
    }),
    [actor, status, context],
  );
}
