import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiFilterContext } from '../domain/entities/api-types';

/**
 * The FILTER modal's workflow: one post goes into a filter, an existing one whose context includes the screen's, or a
 * new one named after the post, made first.
 *
 *   editing --SUBMIT [a new filter without a name]--> editing (says the name is missing)
 *   editing --SUBMIT [an offered filter chosen]--> adding --done--> done
 *   editing --SUBMIT (a new filter)--> creating --done--> adding
 *   creating / adding --error--> editing (the failure kept and reported)
 *
 * Two calls, each an injected actor: `createFilter` (POST v2/filters, action warn, the one context) and
 * `addStatus` (POST v2/filters/{id}/statuses). Once the new filter exists it becomes the choice, so trying
 * again after a failed add does not make a second filter. Nothing is changed before the server answers, so a
 * failure has nothing to put back; it stays on the form (the view words it) and runs the injected
 * `reportFailure` action, which raises the alert the failed call's policy asks for. The offered filters come
 * from the view (CANDIDATES, the store's filters that apply to the context, in order); the injected
 * `loadFilters` actor makes sure the account's filters are loaded while the modal is open.
 * Tags: `busy` (a call runs), `done`.
 */

/** The choice naming a filter to be made. */
export const NEW_FILTER = 'new';

export interface FilterChoice {
  id: string;
  title: string;
}

export interface CreateFilterInput {
  title: string;
  context: ApiFilterContext;
}

export interface AddStatusInput {
  filterId: string;
  statusId: string;
}

export interface FilterPostInput {
  /** the post to filter (the boosted post, not the boost) */
  statusId: string;
  /** the filter context of the screen the post was on */
  filterContext: ApiFilterContext;
  /** the name a new filter starts with */
  title: string;
}

export interface FilterPostContext {
  statusId: string;
  filterContext: ApiFilterContext;
  title: string;
  /** the filters offered, in order */
  candidates: readonly FilterChoice[];
  /** the reader's choice (a filter id or NEW_FILTER); null: the first offered filter, else a new one */
  choice: string | null;
  /** the filter the post goes into, once known */
  target: FilterChoice | null;
  /** the form cannot be sent as it is */
  problem: 'titleMissing' | null;
  /** the last failed call and its error */
  failedCall: 'filters.create' | 'filters.addStatus' | null;
  error: unknown;
}

export type FilterPostEvent =
  | { type: 'CANDIDATES'; filters: readonly FilterChoice[] }
  | { type: 'CHOOSE'; choice: string }
  | { type: 'TITLE'; title: string }
  | { type: 'SUBMIT' };

/** The choice in effect: the reader's, else the first offered filter, else a new filter. */
export function chosenOf(context: Pick<FilterPostContext, 'choice' | 'candidates'>): string {
  return context.choice ?? context.candidates[0]?.id ?? NEW_FILTER;
}

function offeredChoice(context: FilterPostContext): FilterChoice | null {
  const chosen = chosenOf(context);
  if (chosen === NEW_FILTER) return null;
  // the filter made by an earlier try counts even before the offered list shows it
  return context.candidates.find((f) => f.id === chosen) ?? (context.target?.id === chosen ? context.target : null);
}

export const filterPostMachine = setup({
  types: {} as { context: FilterPostContext; events: FilterPostEvent; input: FilterPostInput },
  actors: {
    loadFilters: fromPromise<void, void>(() => Promise.resolve()),
    createFilter: fromPromise<FilterChoice, CreateFilterInput>(() =>
      Promise.reject(new Error('filterPostMachine: provide a createFilter actor')),
    ),
    addStatus: fromPromise<void, AddStatusInput>(() =>
      Promise.reject(new Error('filterPostMachine: provide an addStatus actor')),
    ),
  },
  guards: {
    nameMissing: ({ context }) => offeredChoice(context) === null && context.title.trim() === '',
    filterOffered: ({ context }) => offeredChoice(context) !== null,
  },
  actions: {
    keepCandidates: assign({
      candidates: ({ context, event }) => (event.type === 'CANDIDATES' ? event.filters : context.candidates),
    }),
    choose: assign({ choice: ({ context, event }) => (event.type === 'CHOOSE' ? event.choice : context.choice) }),
    keepTitle: assign({ title: ({ context, event }) => (event.type === 'TITLE' ? event.title : context.title) }),
    sayNameMissing: assign({ problem: 'titleMissing', failedCall: null, error: null }),
    start: assign({ problem: null, failedCall: null, error: null }),
    targetOffered: assign({ target: ({ context }) => offeredChoice(context) }),
    targetCreated: assign(({ event }) => {
      const created = (event as unknown as { output: FilterChoice }).output;
      return { target: created, choice: created.id };
    }),
    createFailed: assign({
      failedCall: 'filters.create',
      error: ({ event }) => (event as { error?: unknown }).error ?? null,
    }),
    addFailed: assign({
      failedCall: 'filters.addStatus',
      error: ({ event }) => (event as { error?: unknown }).error ?? null,
    }),
    // Provided by the app: the alert context.failedCall's policy asks for, for context.error.
    reportFailure: () => {},
  },
}).createMachine({
  id: 'filterPost',
  context: ({ input }) => ({
    statusId: input.statusId,
    filterContext: input.filterContext,
    title: input.title,
    candidates: [],
    choice: null,
    target: null,
    problem: null,
    failedCall: null,
    error: null,
  }),
  invoke: { id: 'loadFilters', src: 'loadFilters' },
  on: {
    CANDIDATES: { actions: 'keepCandidates' },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHOOSE: { actions: 'choose' },
        TITLE: { actions: 'keepTitle' },
        SUBMIT: [
          { guard: 'nameMissing', actions: 'sayNameMissing' },
          { guard: 'filterOffered', target: 'adding', actions: ['start', 'targetOffered'] },
          { target: 'creating', actions: 'start' },
        ],
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createFilter',
        src: 'createFilter',
        input: ({ context }) => ({ title: context.title.trim(), context: context.filterContext }),
        onDone: { target: 'adding', actions: 'targetCreated' },
        onError: { target: 'editing', actions: ['createFailed', 'reportFailure'] },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addStatus',
        src: 'addStatus',
        input: ({ context }) => ({ filterId: context.target?.id ?? '', statusId: context.statusId }),
        onDone: { target: 'done' },
        onError: { target: 'editing', actions: ['addFailed', 'reportFailure'] },
      },
    },
    done: {
      tags: ['done'],
    },
  },
});

export type FilterPostMachine = typeof filterPostMachine;
export type FilterPostActor = ActorRefFrom<FilterPostMachine>;
export type FilterPostSnapshot = SnapshotFrom<FilterPostMachine>;

/** A request of the dialog runs (making the filter or adding the post to it). */
export const filterPostBusy = (snapshot: FilterPostSnapshot): boolean => snapshot.hasTag('busy');

/** The filter the post went into, once it did; null before. */
export const filterPostDone = (snapshot: FilterPostSnapshot): FilterPostContext['target'] | null =>
  snapshot.hasTag('done') ? snapshot.context.target : null;
