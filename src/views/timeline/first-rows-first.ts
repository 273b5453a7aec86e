/**
 * How a feed draws its first rows: at first only as many as one viewport can show, then the rest as a transition
 * after that first paint (React renders it in slices, giving the page back between them). The virtualiser knows
 * no row's height before it has measured some, and its guess, a small one, would have a whole first page mounted,
 * laid out and mostly removed again; once the first rows are measured, it places the others from their heights.
 * The feed stays busy until all its rows are there; every later change of the rows is drawn at once.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';

/** About a short post's row (a line or two of text): the first paint draws one viewport's worth of such rows. */
export const SHORT_ROW_PX = 150;

/** How many rows one viewport holds at most. */
export function firstRowCount(viewportHeight: number): number {
  return Math.max(1, Math.ceil(viewportHeight / SHORT_ROW_PX));
}

export function useFirstRowsFirst<E>(entries: readonly E[], viewportHeight: () => number): readonly E[] {
  const [complete, setComplete] = useState(entries.length > 0);
  const [count] = useState(() => firstRowCount(viewportHeight()));
  const arrived = entries.length > 0;
  useEffect(() => {
    if (!complete && arrived) startTransition(() => setComplete(true));
  }, [complete, arrived]);
  const first = useMemo(() => entries.slice(0, count), [entries, count]);
  return complete ? entries : first;
}
