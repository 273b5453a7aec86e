/**
 * Loading the account's v2 filters into the store's `filters` table: once per store on first use
 * (`ensureFiltersLoaded`), and again when the server says they changed (`refreshFilters`, on the streaming
 * event filters_changed) or after the management screens changed them. Filter fetch errors skip the alert, so a failure
 * is swallowed (and the next ensure tries again). What the loader knows is a part of the account's scope: an answer
 * arriving after the account was let go is dropped.
 */
import { afterPaintAndIdle } from '../after-paint';
import type { Api } from '../api';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { importFilters } from '../store/record-importers';

interface LoadState {
  /** the table holds the server's complete list */
  complete: boolean;
  loading: Promise<void> | null;
  /** a load is waiting for the first rows to paint (ensureFiltersLoadedAfterPaint) */
  scheduled: boolean;
  /** counts loads, so an older answer arriving late does not overwrite a newer one */
  generation: number;
  listeners: Set<() => void>;
}

const LOAD_STATE = definePart<LoadState>('filters-loader', (state) => {
  // a load still on its way finds itself outdated
  state.generation += 1;
  state.listeners.clear();
});

const stateOf = (store: EntityStore): LoadState =>
  store.scope.use(LOAD_STATE, () => ({
    complete: false,
    loading: null,
    scheduled: false,
    generation: 0,
    listeners: new Set(),
  }));

/** Whether the store's filters table holds the complete list from the server. */
export function filtersComplete(store: EntityStore): boolean {
  return store.scope.peek(LOAD_STATE)?.complete ?? false;
}

/** Called when `filtersComplete(store)` changes. */
export function subscribeFiltersComplete(store: EntityStore, listener: () => void): () => void {
  const { listeners } = stateOf(store);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Fetches the complete list into the store (records absent from it are removed). Rejects on failure: the
 * management screen shows it; everything else goes through ensure/refresh, which swallow it (no alert).
 */
export function loadFilters(api: Api, store: EntityStore): Promise<void> {
  const state = stateOf(store);
  const generation = ++state.generation;
  const loading = Promise.resolve()
    .then(() => api.filters.list())
    .then((filters) => {
      if (generation !== state.generation) return;
      importFilters(store, filters, { replace: true });
      const changed = !state.complete;
      state.complete = true;
      if (changed) for (const listener of [...state.listeners]) listener();
    });
  state.loading = loading
    .then(
      () => {},
      () => {},
    )
    .finally(() => {
      if (state.generation === generation) state.loading = null;
    });
  return loading;
}

function load(api: Api, store: EntityStore): Promise<void> {
  void loadFilters(api, store).catch(() => {
    // filter fetch errors skip the alert
  });
  return stateOf(store).loading ?? Promise.resolve();
}

/** Fetches the filters unless they are loaded or loading for this store. Never rejects. */
export function ensureFiltersLoaded(api: Api, store: EntityStore): Promise<void> {
  const state = stateOf(store);
  if (state.complete) return Promise.resolve();
  return state.loading ?? load(api, store);
}

/**
 * ensureFiltersLoaded once the first rows have painted (the server's own filter results already apply to
 * them): one wait per store however many rows ask, and nothing once the list is in.
 */
export function ensureFiltersLoadedAfterPaint(api: Api, store: EntityStore): void {
  const state = stateOf(store);
  if (state.complete || state.loading !== null || state.scheduled) return;
  state.scheduled = true;
  void afterPaintAndIdle().then(() => {
    state.scheduled = false;
    // the account was let go meanwhile: nothing to load
    return store.scope.disposed ? undefined : ensureFiltersLoaded(api, store);
  });
}

/** Fetches the filters again (filters_changed, or after an edit). Never rejects. */
export function refreshFilters(api: Api, store: EntityStore): Promise<void> {
  return load(api, store);
}
