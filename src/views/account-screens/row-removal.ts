/**
 * Where the focus goes when a row leaves a list the reader is working through (a removal they asked for), so it is
 * not lost with the row: to the row that took its place, else to the row before it, else to what the screen names
 * for an emptied list (its empty note, its field).
 */
import { useEffect, useRef } from 'react';

/** The row that takes the focus after `removed` left: the next one, else the previous one, else none. */
export function neighbourOf(items: readonly string[], removed: string): string | null {
  const at = items.indexOf(removed);
  if (at === -1) return null;
  return items[at + 1] ?? items[at - 1] ?? null;
}

/**
 * Returns the function a screen calls with the key of a row that is leaving. Once that key is no longer among
 * `items`, `focus` is called with the key of the row to focus (null: no row is left, focus the fallback). Nothing
 * moves while the row is still there, so a row that never leaves (its removal refused) takes no focus away.
 */
export function useFocusAfterRemoval(
  items: readonly string[],
  focus: (next: string | null) => void,
): (leaving: string) => void {
  const pending = useRef<{ leaving: string; next: string | null } | null>(null);
  // the rows as last drawn: a row may report that it is leaving some time after it was drawn
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
    const wanted = pending.current;
    if (wanted === null || items.includes(wanted.leaving)) return;
    pending.current = null;
    focus(wanted.next);
  }, [items, focus]);
  return (leaving) => {
    pending.current = { leaving, next: neighbourOf(latest.current, leaving) };
  };
}
