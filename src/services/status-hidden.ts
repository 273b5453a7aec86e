/**
 * The status `hidden` state (spec 3 and 4): true while the content sits behind its content warning.
 * Revealing and hiding is client state only: a store patch, no request. A re-import keeps it while the
 * text is unchanged (mergeStatus).
 */
import type { EntityStore } from './store';

/** Sets the hidden state; returns the new value, or null when the status is not stored. */
export function setStatusHidden(store: EntityStore, statusId: string, hidden: boolean): boolean | null {
  const next = store.patch('statuses', statusId, (status) => (status.hidden === hidden ? status : { ...status, hidden }));
  return next === undefined ? null : next.hidden;
}

/** Reveals a hidden status or hides a revealed one; returns the new value, or null when it is not stored. */
export function toggleStatusHidden(store: EntityStore, statusId: string): boolean | null {
  const current = store.get('statuses', statusId);
  return current === undefined ? null : setStatusHidden(store, statusId, !current.hidden);
}
