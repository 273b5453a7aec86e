import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiRelationship } from '../domain/entities/api-types';
import {
  idsToAsk,
  nextBatch,
  RELATIONSHIP_FETCH_DEBOUNCE_MS,
  withIds,
  withoutIds,
  type RelationshipAsk,
  type RelationshipBatchContext,
} from './relationship-batch-rules';

/**
 * The relationship batch chart: the reader's relationships with the accounts on screen (following,
 * followed by, blocking, muting...), fetched in batches.
 *
 * Only a signed-in reader has relationships to fetch: the app makes one chart per signed-in account and none
 * for a reader browsing a server signed out (so nothing here needs to ask who is reading).
 *
 * Two regions run side by side:
 *
 *   gather:   empty --ASK (something new)--> debouncing
 *             debouncing --ASK (something new)--> debouncing again (the wait starts over)
 *             debouncing --500 ms after the last such ask--> empty (the gathered ids become due)
 *   request:  idle --ids due--> fetching (the first 40 due ids, with_suspended=true)
 *             fetching --answer--> idle (answers stored, the ids known) --more due--> fetching at once
 *             fetching --failure--> idle (failure reported, the ids forgotten)
 *
 * Rules, in plain words:
 * - Views send ASK { ids } for the accounts they show, as they show them. The ids are gathered, and one request
 *   goes out 500 ms after the last ask that added an id (an ask adding nothing does not postpone it).
 * - Ids are sent once: those already gathered, due or in the request still out are not gathered again, and
 *   neither are those a successful request brought back, unless the ask says `refresh: true` (see
 *   relationship-batch-rules.ts for the exact rule).
 * - A request carries at most 40 ids; more due ids are sent 40 at a time, one request after another: the next
 *   goes out as soon as the previous one answered or failed, so at most one relationships request per account
 *   is ever out. Every request asks with with_suspended=true, so suspended accounts answer too.
 * - Asks arriving while a request is out are gathered for a later request, which again waits 500 ms after the
 *   last ask (if that wait ends before the answer, the ids go out right after it).
 * - An answer is handed to the `store` action (imported into the entity store) and its ids become known.
 * - A failed request forgets its ids (a later ask sends them again, even ids that were known), runs the
 *   `reportFailure` action and goes back to waiting; ids still due are sent as usual.
 *
 * Effects are injected with `.provide()`: the `fetchRelationships` promise actor ({ ids, withSuspended: true }
 * -> the server's relationships), the `store` action ({ relationships }) and the `reportFailure` action
 * ({ ids, error }). The 500 ms wait is the `debounce` delay, so tests drive it with fake timers.
 */

export type RelationshipBatchEvent = { type: 'ASK' } & RelationshipAsk;

export interface RelationshipFetchInput {
  ids: string[];
  /** always true: suspended accounts' relationships are wanted too */
  withSuspended: true;
}

export interface RelationshipsAnswered {
  relationships: ApiRelationship[];
}

export interface RelationshipsFailed {
  ids: string[];
  error: unknown;
}

type Args = { context: RelationshipBatchContext; event: RelationshipBatchEvent };

const asked = ({ context, event }: Args) => idsToAsk(context, event);

export const relationshipBatchMachine = setup({
  types: {} as {
    context: RelationshipBatchContext;
    events: RelationshipBatchEvent;
  },
  actors: {
    fetchRelationships: fromPromise<ApiRelationship[], RelationshipFetchInput>(() =>
      Promise.reject(new Error('relationshipBatchMachine: provide a fetchRelationships actor')),
    ),
  },
  delays: {
    debounce: RELATIONSHIP_FETCH_DEBOUNCE_MS,
  },
  guards: {
    asksSomethingNew: (args: Args) => asked(args).length > 0,
    hasDue: ({ context }) => context.due.length > 0,
  },
  actions: {
    collect: assign({ collected: (args: Args) => [...args.context.collected, ...asked(args)] }),
    release: assign(({ context }) => ({ due: withIds(context.due, context.collected), collected: [] })),
    takeBatch: assign(({ context }) => {
      const { batch, rest } = nextBatch(context.due);
      return { inFlight: batch, due: rest };
    }),
    remember: assign(({ context }) => ({ known: withIds(context.known, context.inFlight), inFlight: [] })),
    forget: assign(({ context }) => ({ known: withoutIds(context.known, context.inFlight), inFlight: [] })),
    // Provided by the app: import the relationships into the entity store.
    store: (_, _params: RelationshipsAnswered) => {},
    // Provided by the app: the failure goes through the alert policy of accounts.relationships.
    reportFailure: (_, _params: RelationshipsFailed) => {},
  },
}).createMachine({
  id: 'relationshipBatch',
  type: 'parallel',
  context: { collected: [], due: [], inFlight: [], known: [] },
  states: {
    gather: {
      initial: 'empty',
      states: {
        empty: {
          on: { ASK: { guard: 'asksSomethingNew', target: 'debouncing', actions: 'collect' } },
        },
        debouncing: {
          on: { ASK: { guard: 'asksSomethingNew', target: 'debouncing', reenter: true, actions: 'collect' } },
          after: { debounce: { target: 'empty', actions: 'release' } },
        },
      },
    },
    request: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasDue', target: 'fetching', actions: 'takeBatch' },
        },
        fetching: {
          tags: ['busy'],
          invoke: {
            id: 'fetchRelationships',
            src: 'fetchRelationships',
            input: ({ context }): RelationshipFetchInput => ({ ids: context.inFlight, withSuspended: true }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'store', params: ({ event }) => ({ relationships: event.output }) }, 'remember'],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'reportFailure',
                  params: ({ context, event }) => ({ ids: context.inFlight, error: event.error }),
                },
                'forget',
              ],
            },
          },
        },
      },
    },
  },
});

export type RelationshipBatchMachine = typeof relationshipBatchMachine;
export type RelationshipBatchActor = ActorRefFrom<RelationshipBatchMachine>;
export type RelationshipBatchSnapshot = SnapshotFrom<RelationshipBatchMachine>;
