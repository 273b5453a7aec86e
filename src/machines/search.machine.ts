import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  appendPage,
  countOf,
  expandedFrom,
  isUrlQuery,
  firstShown,
  moreAfterFirst,
  NO_MORE,
  NO_RESULTS,
  onlyOfType,
  type SearchMore,
  type SearchRequest,
  type SearchResults,
  type SearchType,
} from './search-rules';

/**
 * The search screen: the query in the address is sent here (SEARCH) and the chart asks the server.
 *
 *   idle --SEARCH (a web address, signed in)--> resolving --a post or profile--> opened (emits search.open)
 *     |                                             \--nothing, or a failure--> searching
 *     +--SEARCH--> searching --answer--> results.shown <--page--> results.loadingMore (LOAD_MORE)
 *                     \--failure--> failed --RETRY--> searching
 *   a blank SEARCH goes back to idle from anywhere; any other new SEARCH starts again from searching/resolving
 *
 * Rules:
 * - Only one request runs: a new query leaves the state whose request was running, which cancels it (its
 *   signal aborts) and its late answer is never taken.
 * - The same query and type again changes nothing while it is asked, resolved or shown (coming back to the
 *   screen shows the results as they were); after a failure it asks again.
 * - A signed-in reader's web address is first resolved (a post or profile the server can find, limit 1); one
 *   found is opened instead of the results (`search.open`); none found, or a failure, searches as usual.
 * - A first request (of the all-results view or of a type's own view) asks 11 of each type and keeps the 10
 *   shown (search-rules.ts). Moving from the all view to one type's view with the same query keeps that type's
 *   results shown there and asks the next page (offset = the count shown) when the all view said more exist; on a
 *   type's own view, LOAD_MORE asks the next page while the first answer or a full page said more may exist.
 * - A failed first request ends in `failed` (error kept; RETRY asks again); a failed page keeps the results and
 *   says so (`moreError`), LOAD_MORE asks again. The injected `reportFailure` raises the call's alert.
 * Injected actors: `search` (input SearchRequest, output the SearchResults of that request) and `resolve`
 * (input { query }, output the post or account found, or null).
 * Tags: `busy` (a request runs), `loadingMore`, `results`, `failed`.
 */

/** What a resolved web address opened. */
export interface SearchTarget {
  kind: 'status' | 'account';
  id: string;
}

export interface SearchInput {
  signedIn: boolean;
}

export interface SearchContext {
  signedIn: boolean;
  /** the query asked, trimmed ('' when idle) */
  query: string;
  /** the type's own view, or null for the all-results view */
  type: SearchType | null;
  results: SearchResults;
  more: SearchMore;
  /** why the last first request failed */
  error: unknown;
  /** why the last page failed (the results stay) */
  moreError: unknown;
}

export type SearchEvent =
  { type: 'SEARCH'; query: string; searchType: SearchType | null } | { type: 'LOAD_MORE' } | { type: 'RETRY' };

export type SearchEmitted = { type: 'search.open'; target: SearchTarget };

type SearchCall = Extract<SearchEvent, { type: 'SEARCH' }>;

const asked = (event: unknown) => (event as SearchCall).query.trim();
const askedType = (event: unknown) => (event as SearchCall).searchType;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/** A new query, as every state takes it: blank goes idle, an address may be resolved, anything else searched. */
const newSearch = [
  { guard: 'blankQuery', target: '#search.idle', actions: 'clear' },
  // entered afresh even from itself: the request running is cancelled and a new one starts
  { guard: 'resolvable', target: '#search.resolving', reenter: true, actions: 'take' },
  { target: '#search.searching', reenter: true, actions: 'take' },
] as const;

/** In a state that asks or shows the query: the same query and type again changes nothing. */
const unlessSame = [{ guard: 'sameSearch' }, ...newSearch] as const;

export const searchMachine = setup({
  types: {} as {
    context: SearchContext;
    events: SearchEvent;
    input: SearchInput;
    emitted: SearchEmitted;
  },
  actors: {
    search: fromPromise<SearchResults, SearchRequest>(() =>
      Promise.reject(new Error('searchMachine: provide a search actor')),
    ),
    resolve: fromPromise<SearchTarget | null, { query: string }>(() =>
      Promise.reject(new Error('searchMachine: provide a resolve actor')),
    ),
  },
  guards: {
    blankQuery: ({ event }) => asked(event) === '',
    resolvable: ({ context, event }) => context.signedIn && isUrlQuery(asked(event)),
    sameSearch: ({ context, event }) => asked(event) === context.query && askedType(event) === context.type,
    /** from the all view to one type's view of the same query, where the all view said more exist */
    expandsWithMore: ({ context, event }) => {
      const type = askedType(event);
      return context.type === null && type !== null && asked(event) === context.query && context.more[type];
    },
    /** from the all view to one type's view of the same query, where nothing more exists */
    expandsToShown: ({ context, event }) =>
      context.type === null && askedType(event) !== null && asked(event) === context.query,
    mayLoadMore: ({ context }) => context.type !== null && context.more[context.type],
    found: ({ event }) => (event as { output?: SearchTarget | null }).output != null,
  },
  actions: {
    clear: assign({ query: '', type: null, results: NO_RESULTS, more: NO_MORE, error: null, moreError: null }),
    take: assign(({ event }) => ({
      query: asked(event),
      type: askedType(event),
      results: NO_RESULTS,
      more: NO_MORE,
      error: null,
      moreError: null,
    })),
    expand: assign(({ context, event }) => {
      const type = askedType(event)!;
      return {
        type,
        results: expandedFrom(context.results, type),
        more: { ...NO_MORE, [type]: context.more[type] },
        moreError: null,
      };
    }),
    show: assign(({ context, event }) => {
      const answer = outputOf<SearchResults>(event);
      return {
        results: firstShown(answer, context.type),
        more: moreAfterFirst(answer, context.type),
        error: null,
      };
    }),
    append: assign(({ context, event }) => {
      const type = context.type!;
      const { results, more } = appendPage(context.results, type, onlyOfType(outputOf<SearchResults>(event), type));
      return { results, more: { ...context.more, [type]: more } };
    }),
    forgetMoreError: assign({ moreError: null }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    rememberMoreError: assign({ moreError: ({ event }) => (event as { error?: unknown }).error ?? null }),
    open: emit(({ event }) => ({
      type: 'search.open' as const,
      target: outputOf<SearchTarget>(event),
    })),
    reportFailure: () => {},
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    query: '',
    type: null,
    results: NO_RESULTS,
    more: NO_MORE,
    error: null,
    moreError: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { SEARCH: newSearch },
    },
    resolving: {
      tags: ['busy'],
      invoke: {
        id: 'resolve',
        src: 'resolve',
        input: ({ context }) => ({ query: context.query }),
        onDone: [{ guard: 'found', target: 'opened', actions: 'open' }, { target: 'searching' }],
        // the address could not be resolved: the usual search says what there is
        onError: { target: 'searching' },
      },
      on: { SEARCH: unlessSame },
    },
    opened: {
      on: { SEARCH: newSearch },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }): SearchRequest => ({
          query: context.query,
          type: context.type,
          offset: null,
        }),
        onDone: { target: 'results', actions: 'show' },
        onError: { target: 'failed', actions: ['rememberError', 'reportFailure'] },
      },
      on: { SEARCH: unlessSame },
    },
    results: {
      tags: ['results'],
      initial: 'shown',
      on: {
        SEARCH: [
          { guard: 'sameSearch' },
          { guard: 'expandsWithMore', target: '.loadingMore', actions: 'expand' },
          { guard: 'expandsToShown', target: '.shown', actions: 'expand' },
          ...newSearch,
        ],
      },
      states: {
        shown: {
          on: {
            LOAD_MORE: { guard: 'mayLoadMore', target: 'loadingMore', actions: 'forgetMoreError' },
          },
        },
        loadingMore: {
          tags: ['busy', 'loadingMore'],
          invoke: {
            id: 'searchMore',
            src: 'search',
            input: ({ context }): SearchRequest => ({
              query: context.query,
              type: context.type,
              offset: context.type === null ? null : countOf(context.results, context.type),
            }),
            onDone: { target: 'shown', actions: 'append' },
            onError: { target: 'shown', actions: ['rememberMoreError', 'reportFailure'] },
          },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        SEARCH: newSearch,
        RETRY: 'searching',
      },
    },
  },
});

export type SearchMachine = typeof searchMachine;
export type SearchActor = ActorRefFrom<typeof searchMachine>;
export type SearchSnapshot = SnapshotFrom<typeof searchMachine>;
