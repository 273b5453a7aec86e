/**
 * What the reader did to one post on this device, kept outside the post's server record so a re-import
 * never resets it and a row that leaves the virtual feed and comes back shows the same: the content warning
 * opened (the hidden state toggles reveal/hide), sensitive media shown, a filter warning passed, a translation shown, a
 * long post collapsed or read whole. One table per account (a part of its scope), with per-id subscriptions.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

export interface StatusUiState {
  /** the content warning is open (the post's text is shown) */
  contentRevealed: boolean;
  /** sensitive or filter-blurred media is shown */
  mediaRevealed: boolean;
  /** the reader chose to see a post that matched a filter with a warning */
  filterRevealed: boolean;
  /** the translation is shown instead of the original */
  translationShown: boolean;
  /**
   * a long post's text (collapse-rule.ts): cut behind "Read more" (true), shown whole by the reader (false), or
   * null while not found long
   */
  collapsed: boolean | null;
}

export const DEFAULT_STATUS_UI: StatusUiState = Object.freeze({
  contentRevealed: false,
  mediaRevealed: false,
  filterRevealed: false,
  translationShown: false,
  collapsed: null,
});

export interface StatusUiStore {
  get(statusId: string): StatusUiState;
  set(statusId: string, change: Partial<StatusUiState>): void;
  subscribe(statusId: string, listener: () => void): () => void;
}

/** with the way to stop following the store (the account is let go) */
function createStatusUiStore(store: EntityStore): StatusUiStore & { stop(): void } {
  const states = new Map<string, StatusUiState>();
  const listeners = new Map<string, Set<() => void>>();
  // a post let go by the store (deleted, or held by nothing any more) takes its UI state with it
  const stop = store.subscribeTable('statuses', (ids) => {
    for (const id of ids) if (!store.has('statuses', id) && !listeners.has(id)) states.delete(id);
  });
  return {
    stop,
    get: (statusId) => states.get(statusId) ?? DEFAULT_STATUS_UI,
    set(statusId, change) {
      const current = states.get(statusId) ?? DEFAULT_STATUS_UI;
      const next = { ...current, ...change };
      if ((Object.keys(next) as Array<keyof StatusUiState>).every((key) => next[key] === current[key])) return;
      states.set(statusId, Object.freeze(next));
      for (const listener of [...(listeners.get(statusId) ?? [])]) listener();
    },
    subscribe(statusId, listener) {
      let set = listeners.get(statusId);
      if (set === undefined) listeners.set(statusId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(statusId);
      };
    },
  };
}

const STATUS_UI = definePart<StatusUiStore & { stop(): void }>('status-ui', (ui) => ui.stop());

/** The UI-state table of the account this entity store belongs to (made on first use). */
export function statusUiOf(store: EntityStore): StatusUiStore {
  return store.scope.use(STATUS_UI, () => createStatusUiStore(store));
}

/** The post's UI state and a setter; re-renders only when this post's state changes. */
export function useStatusUi(
  store: EntityStore,
  statusId: string,
): [StatusUiState, (change: Partial<StatusUiState>) => void] {
  const ui = statusUiOf(store);
  const state = useSyncExternalStore(
    useCallback((listener) => ui.subscribe(statusId, listener), [ui, statusId]),
    () => ui.get(statusId),
  );
  const set = useCallback((change: Partial<StatusUiState>) => ui.set(statusId, change), [ui, statusId]);
  return [state, set];
}
