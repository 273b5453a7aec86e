/**
 * The search chart (machines/search.machine.ts) with its effects, one per reader (a part of the account's scope),
 * kept while the reader is: leaving the search screen and coming back shows the results as they were. Letting the
 * account go stops the chart, and with it a search under way (its request is aborted).
 * - `search`: GET v2/search with the request's parameters (search-requests.ts) and the chart's abort signal (a
 *   newer query cancels the request); the accounts and posts found go into the store, the chart keeps their ids.
 * - `resolve`: a pasted web address with resolve and limit 1; the post (first) or account found, else null.
 * - `reportFailure`: the call's alert, except for a refusal (search-failure.ts) and for timeouts and aborts.
 */
import { createActor, fromPromise } from 'xstate';
import { searchMachine, type SearchActor, type SearchTarget } from '../../machines/search.machine';
import type { SearchRequest, SearchResults } from '../../machines/search-rules';
import type { Api } from '../api';
import { reportError, type AlertQueue } from '../alerts';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { holdIdsIn } from '../store/hold-ids';
import { importSearchResults } from '../store/result-importers';
import { isSearchRefusal } from './search-failure';
import { searchParams } from './search-requests';

export interface SearchServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  me: string | null;
}

/** The chart with its effects for one reader. */
export function searchMachineFor({ api, store, alerts, me }: SearchServices) {
  const signedIn = me !== null;
  return searchMachine.provide({
    actors: {
      search: fromPromise<SearchResults, SearchRequest>(async ({ input, signal }) => {
        const answer = await api.search.search(searchParams(input, signedIn), { signal });
        const found = importSearchResults(store, answer);
        return { accounts: found.accountIds, hashtags: found.hashtags, statuses: found.statusIds };
      }),
      resolve: fromPromise<SearchTarget | null, { query: string }>(async ({ input, signal }) => {
        const found = importSearchResults(store, await api.search.resolveUrl(input.query, { signal }));
        const statusId = found.statusIds[0];
        if (statusId !== undefined) return { kind: 'status', id: statusId };
        const accountId = found.accountIds[0];
        return accountId === undefined ? null : { kind: 'account', id: accountId };
      }),
    },
    actions: {
      reportFailure: ({ event }) => {
        const { error } = event as { error?: unknown };
        if (!isSearchRefusal(error)) reportError(alerts, error, { callId: 'search.search' });
      },
    },
  });
}

/** The reader's search chart, a part of the account's scope. */
export const SEARCH_CHART = definePart<SearchActor>('search-chart', (actor) => actor.stop());

/** The reader's running search chart, made on first use. */
export function searchActorOf(services: SearchServices): SearchActor {
  return services.store.scope.use(SEARCH_CHART, () => {
    const made = createActor(searchMachineFor(services), { input: { signedIn: services.me !== null } }).start();
    // the results (posts, accounts) stay in the store while the search shows them, the screen open or not
    services.store.roots.add((hold) => holdIdsIn(made.getSnapshot().context.results, hold));
    return made;
  });
}
