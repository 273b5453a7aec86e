import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isGoneFailure } from './load-failure';
import { appendOlder, prependNewer } from './paged-list-merge';

/**
 * A list the server sends in pages (who boosted a post, an account's followers, lists, notification
 * requests...): the first page, then older pages by the Link header's next URL, a refresh, new items put on
 * top (from streaming or from an action), items taken out, and failures with a retry. No DOM, no network:
 * `fetchPage` is the injected actor that calls the server with the cursor (null: the first page), stores
 * what it answers and returns the page's items (ids or small rows) and its next URL; `reportFailure` raises
 * the alert the failed call's policy asks for.
 *
 *   idle --LOAD--> loading --done--> ready.idle --LOAD_MORE [has more]--> ready.loadingMore --done--> ready.idle
 *                    |  \--error [gone, when a state]--> gone                  \--error--> ready.moreFailed
 *                    \--error--> failed --RETRY--> loading          ready.moreFailed --LOAD_MORE/RETRY--> ready.loadingMore
 *   ready.* --REFRESH--> ready.refreshing --done--> ready.idle (first page replaces the items)
 *                                         \--error--> ready.idle (items kept)
 *   ready --PREPEND--> new items on top; ready --UPSERT--> items moved (or added) to their sorted place;
 *   ready --REMOVE--> items out; gone/failed --RETRY--> loading
 *
 * Items are kept once each, by key (`itemKey`: the item itself for ids). PREPEND leaves an item already held
 * where it is; UPSERT takes it out and puts the given one where the event's `order` sorts it (a list kept in
 * an order, such as conversations by their newest post), or on top without an order.
 * Tags: `loading` (first page on its way), `items` (the list can be shown), `loadingMore`, `moreFailed`,
 * `refreshing`, `busy` (any request runs), `failed`, `gone`.
 */

/** How two items are told apart: a string key (an id is its own key). */
export type ItemKey<T> = (item: T) => string;

export interface PagedListInput<T = unknown> {
  /** what this list is, e.g. `reblogged_by:123` (the registry's key) */
  key: string;
  goneIsState?: boolean;
  itemKey?: ItemKey<T>;
}

export interface PagedListContext<T = unknown> {
  key: string;
  goneIsState: boolean;
  itemKey: ItemKey<T>;
  items: readonly T[];
  /** the Link header's next URL; null: no older page */
  next: string | null;
  error: unknown;
}

export interface PageRequest {
  key: string;
  /** the next URL of the page before; null asks for the first page */
  next: string | null;
}

export interface FetchedPage<T = unknown> {
  items: readonly T[];
  next: string | null;
}

export type PagedListEvent<T = unknown> =
  | { type: 'LOAD' }
  | { type: 'LOAD_MORE' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'PREPEND'; items: readonly T[] }
  | { type: 'REMOVE'; keys: readonly string[] }
  | { type: 'UPSERT'; items: readonly T[]; order?: ItemOrder<T> };

/** Sorts two items: negative when `a` comes first (the list's own order, e.g. newest first). */
export type ItemOrder<T> = (a: T, b: T) => number;

const idKey: ItemKey<unknown> = (item) => String(item);

/**
 * `items` put into `held` once each: a held item with the same key goes, and each one is placed before the
 * first held item that `order` sorts after it (so a sorted list stays sorted), or on top without `order`.
 */
export function upsertItems<T>(held: readonly T[], items: readonly T[], keyOf: ItemKey<T>, order?: ItemOrder<T>): T[] {
  const incoming = new Map<string, T>();
  for (const item of items) if (!incoming.has(keyOf(item))) incoming.set(keyOf(item), item);
  const kept = held.filter((item) => !incoming.has(keyOf(item)));
  if (order === undefined) return [...incoming.values(), ...kept];
  for (const item of incoming.values()) {
    const at = kept.findIndex((other) => order(item, other) < 0);
    kept.splice(at === -1 ? kept.length : at, 0, item);
  }
  return kept;
}

const pageOf = (event: unknown): FetchedPage => (event as { output: FetchedPage }).output;

export const pagedListMachine = setup({
  types: {} as { context: PagedListContext; events: PagedListEvent; input: PagedListInput },
  actors: {
    fetchPage: fromPromise<FetchedPage, PageRequest>(() =>
      Promise.reject(new Error('pagedListMachine: provide a fetchPage actor')),
    ),
  },
  guards: {
    hasMore: ({ context }) => context.next !== null,
    gone: ({ context, event }) => context.goneIsState && isGoneFailure((event as { error?: unknown }).error),
  },
  actions: {
    takeFirstPage: assign(({ event }) => {
      const page = pageOf(event);
      return { items: [...page.items], next: page.next, error: null };
    }),
    appendPage: assign(({ context, event }) => {
      const page = pageOf(event);
      return { items: appendOlder(context.items, page.items, context.itemKey), next: page.next, error: null };
    }),
    prepend: assign({
      items: ({ context, event }) =>
        event.type === 'PREPEND' ? prependNewer(context.items, event.items, context.itemKey) : context.items,
    }),
    upsert: assign({
      items: ({ context, event }) =>
        event.type === 'UPSERT' ? upsertItems(context.items, event.items, context.itemKey, event.order) : context.items,
    }),
    remove: assign({
      items: ({ context, event }) => {
        if (event.type !== 'REMOVE') return context.items;
        const removed = new Set(event.keys);
        return context.items.filter((item) => !removed.has(context.itemKey(item)));
      },
    }),
    keepError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    clear: assign({ items: [], next: null }),
    // Provided by the registry: the alert the failed call's policy asks for, for context.error.
    reportFailure: () => {},
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({
    key: input.key,
    goneIsState: input.goneIsState ?? false,
    itemKey: input.itemKey ?? idKey,
    items: [],
    next: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { LOAD: 'loading' },
    },
    loading: {
      tags: ['loading', 'busy'],
      invoke: {
        id: 'firstPage',
        src: 'fetchPage',
        input: ({ context }) => ({ key: context.key, next: null }),
        onDone: { target: 'ready', actions: 'takeFirstPage' },
        onError: [
          { guard: 'gone', target: 'gone', actions: ['keepError', 'clear'] },
          { target: 'failed', actions: ['keepError', 'reportFailure'] },
        ],
      },
    },
    ready: {
      tags: ['items'],
      initial: 'idle',
      on: {
        PREPEND: { actions: 'prepend' },
        REMOVE: { actions: 'remove' },
        UPSERT: { actions: 'upsert' },
        REFRESH: '.refreshing',
      },
      states: {
        idle: {
          on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['loadingMore', 'busy'],
          invoke: {
            id: 'nextPage',
            src: 'fetchPage',
            input: ({ context }) => ({ key: context.key, next: context.next }),
            onDone: { target: 'idle', actions: 'appendPage' },
            onError: { target: 'moreFailed', actions: ['keepError', 'reportFailure'] },
          },
        },
        moreFailed: {
          tags: ['moreFailed'],
          on: {
            LOAD_MORE: 'loadingMore',
            RETRY: 'loadingMore',
          },
        },
        refreshing: {
          tags: ['refreshing', 'busy'],
          invoke: {
            id: 'refresh',
            src: 'fetchPage',
            input: ({ context }) => ({ key: context.key, next: null }),
            onDone: { target: 'idle', actions: 'takeFirstPage' },
            onError: { target: 'idle', actions: ['keepError', 'reportFailure'] },
          },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
    gone: {
      tags: ['gone'],
      on: { RETRY: 'loading' },
    },
  },
});

export type PagedListMachine = typeof pagedListMachine;
export type PagedListActor = ActorRefFrom<PagedListMachine>;
export type PagedListSnapshot = SnapshotFrom<PagedListMachine>;
