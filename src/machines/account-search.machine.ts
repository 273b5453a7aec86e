import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * Searching accounts to add to a list, a circle or an antenna: the query is waited on while the reader types,
 * then sent, then its answer shown until the query changes.
 *
 *   idle --QUERY (not blank)--> waiting --300 ms--> searching --answer--> shown
 *                                 ^  a changed query waits again     \--failure--> failed --RETRY--> searching
 *                                 +-- QUERY (changed) from waiting, searching, shown or failed
 *   a blank QUERY, or CLEAR, goes back to idle from anywhere (the results are dropped)
 *
 * Rules:
 * - Nothing is asked for a blank query (spaces only); the answer shown is always the answer to the query shown.
 * - A query is sent 300 ms after the last change; a changed query while one is on its way drops that answer.
 * - The same query again (spaces added around it) changes nothing.
 * - A failure keeps the query and says so (`failed`, with the injected `reportFailure` raising the call's
 *   alert); RETRY asks again.
 * The search is the injected `search` actor: input { query } (trimmed), output the account ids found.
 * Tags: `busy` (waiting or searching), `results` (an answer is shown), `failed`.
 */

/** How long the reader must stop typing before the query is sent. */
export const SEARCH_PAUSE_MS = 300;

export interface AccountSearchContext {
  /** the query as typed, trimmed */
  query: string;
  /** the accounts the last answer found (for `query`) */
  results: readonly string[];
  error: unknown;
}

export type AccountSearchEvent = { type: 'QUERY'; query: string } | { type: 'CLEAR' } | { type: 'RETRY' };

type QueryEvent = Extract<AccountSearchEvent, { type: 'QUERY' }>;

const trimmed = (event: unknown) => (event as QueryEvent).query.trim();

/** A query event's handling in every state but idle: the same query stays, blank goes idle, a new one waits. */
const onQuery = [
  { guard: 'sameQuery' },
  { guard: 'blankQuery', target: '#accountSearch.idle', actions: 'clear' },
  { target: '#accountSearch.waiting', reenter: true, actions: 'takeQuery' },
] as const;

export const accountSearchMachine = setup({
  types: {} as { context: AccountSearchContext; events: AccountSearchEvent },
  actors: {
    search: fromPromise<readonly string[], { query: string }>(() =>
      Promise.reject(new Error('accountSearchMachine: provide a search actor')),
    ),
  },
  delays: {
    pause: SEARCH_PAUSE_MS,
  },
  guards: {
    sameQuery: ({ context, event }) => trimmed(event) === context.query,
    blankQuery: ({ event }) => trimmed(event) === '',
  },
  actions: {
    takeQuery: assign({ query: ({ event }) => trimmed(event), results: [], error: null }),
    clear: assign({ query: '', results: [], error: null }),
    show: assign({
      results: ({ event }) => (event as { output?: readonly string[] }).output ?? [],
      error: null,
    }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    reportFailure: () => {},
  },
}).createMachine({
  id: 'accountSearch',
  context: { query: '', results: [], error: null },
  initial: 'idle',
  on: {
    CLEAR: { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {
      on: {
        QUERY: [
          { guard: 'blankQuery', actions: 'clear' },
          { target: 'waiting', actions: 'takeQuery' },
        ],
      },
    },
    waiting: {
      tags: ['busy'],
      after: { pause: 'searching' },
      on: { QUERY: onQuery },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'shown', actions: 'show' },
        onError: { target: 'failed', actions: ['rememberError', 'reportFailure'] },
      },
      on: { QUERY: onQuery },
    },
    shown: {
      tags: ['results'],
      on: { QUERY: onQuery },
    },
    failed: {
      tags: ['failed'],
      on: {
        QUERY: onQuery,
        RETRY: 'searching',
      },
    },
  },
});

export type AccountSearchActor = ActorRefFrom<typeof accountSearchMachine>;
export type AccountSearchSnapshot = SnapshotFrom<typeof accountSearchMachine>;
