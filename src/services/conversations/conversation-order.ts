/**
 * The order of the conversations list: by each conversation's last post, newest first. Post ids are decimal
 * numbers of any length (snowflakes), so they compare by length first and then digit by digit, never as
 * JavaScript numbers (which would lose precision). A conversation whose last post is unknown goes last.
 */
import type { ItemOrder } from '../../machines/paged-list.machine';
import type { EntityStore } from '../store';

/** Compares two numeric ids as arbitrary-length numbers: negative when `a` is smaller. */
export function compareNumericIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest last post first; a missing last post sorts after every known one. */
export function compareLastStatus(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compareNumericIds(b, a);
}

/**
 * The list's order over its items (conversation ids), reading each conversation's last post from the store.
 * Typed over unknown items, as the paged-list chart's events are.
 */
export function conversationOrder(store: EntityStore): ItemOrder<unknown> {
  const lastOf = (id: unknown) => store.get('conversations', String(id))?.lastStatusId ?? null;
  return (a, b) => compareLastStatus(lastOf(a), lastOf(b));
}

/** The ids sorted by their last post, newest first (a stable sort: equal ones keep their order). */
export function sortByLastStatus(store: EntityStore, ids: readonly string[]): string[] {
  return [...ids].sort(conversationOrder(store));
}
