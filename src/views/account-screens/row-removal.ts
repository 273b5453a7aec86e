/**
 * Where the focus goes when a row of a moderation screen leaves the list (its action succeeded), so it is not lost
 * with the row: the first button of the row that took its place, else of the row before it, else the empty note.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** The row that takes the focus after `removed` left: the next one, else the previous one, else none. */
export function neighbourOf(items: readonly string[], removed: string): string | null {
  const at = items.indexOf(removed);
  if (at === -1) return null;
  return items[at + 1] ?? items[at - 1] ?? null;
}

/**
 * Moves the focus once the items have changed after a removal announced with the returned function. Rows are found
 * by their buttons' `data-<attribute>` (the row's key); the empty note by its class `account-screens__empty`.
 */
export function useFocusAfterRemoval(
  rootRef: RefObject<HTMLElement | null>,
  items: readonly string[],
  attribute: 'account' | 'domain',
): (removed: string) => void {
  // the key of the row taking the focus once the removed one has left ('': the empty note); null: none
  const target = useRef<string | null>(null);
  useEffect(() => {
    const next = target.current;
    if (next === null) return;
    target.current = null;
    const root = rootRef.current;
    const element =
      next === ''
        ? root?.querySelector<HTMLElement>('.account-screens__empty')
        : root?.querySelector<HTMLElement>(`button[data-${attribute}="${CSS.escape(next)}"]`);
    element?.focus();
  }, [items, rootRef, attribute]);
  return (removed) => {
    target.current = neighbourOf(items, removed) ?? '';
  };
}
