/**
 * The account search of the members editor: the account search chart (machines/account-search.machine.ts) with
 * its search, GET v1/accounts/search on the reader's server only (resolve false), offering the accounts the set
 * lets in (member-sets.ts): those the reader follows (`following: true`), those following the reader (kmyblue's
 * `follower: true`), or anyone. The accounts found are stored; the chart keeps their ids. A failure raises the
 * call's alert (an aborted search is silent) and the chart offers to try again.
 */
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { accountSearchStatusOf, type AccountSearchStatus } from '../../machines/account-search-status';
import { accountSearchMachine } from '../../machines/account-search.machine';
import type { Api } from '../api';
import type { AccountSearchParams } from '../api/accounts';
import { useAppServices } from '../app-services/app-services';
import { reportError, type AlertQueue } from '../alerts';
import { importAccounts, type EntityStore } from '../store';
import type { CandidateFilter } from './member-sets';

/** How many accounts one search shows. */
export const SEARCH_LIMIT = 10;

/** The search's query for `filter` (the server narrows the accounts; the reader's own server only). */
export function searchParams(query: string, filter: CandidateFilter): AccountSearchParams {
  const params: AccountSearchParams = { q: query, resolve: false, limit: SEARCH_LIMIT };
  if (filter === 'following') params.following = true;
  if (filter === 'followers') params.follower = true;
  return params;
}

export interface SearchServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
}

/** The chart with its search and its failure's alert. */
export function accountSearchChart({ api, store, alerts }: SearchServices, filter: CandidateFilter) {
  return accountSearchMachine.provide({
    actors: {
      search: fromPromise<readonly string[], { query: string }>(async ({ input, signal }) =>
        importAccounts(store, await api.accounts.search(searchParams(input.query, filter), { signal })),
      ),
    },
    actions: {
      reportFailure: ({ context }) => {
        reportError(alerts, context.error, { callId: 'accounts.search' });
      },
    },
  });
}

export interface AccountSearch {
  status: AccountSearchStatus;
  /** the field's text changed: it is searched once the reader stops typing (blank clears the results) */
  query(text: string): void;
  /** asks again after a failure */
  retry(): void;
}

/** One search chart for the editor's life (the editor goes before the account, and so the services, can change). */
export function useAccountSearch(filter: CandidateFilter): AccountSearch {
  const { api, store, alerts } = useAppServices();
  const [machine] = useState(() => accountSearchChart({ api, store, alerts }, filter));
  const [snapshot, send] = useMachine(machine);
  const status = useMemo(() => accountSearchStatusOf(snapshot), [snapshot]);
  return useMemo(
    () => ({
      status,
      query: (text: string) => send({ type: 'QUERY', query: text }),
      retry: () => send({ type: 'RETRY' }),
    }),
    [status, send],
  );
}
