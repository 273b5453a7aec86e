/**
 * How a feed draws its first rows: at first only as many as one viewport can show, then the rest as a transition
 * after that first paint (React renders it in slices, giving the page back between them). The virtualiser knows
 * no row's height before it has measured some, and its guess, a small one, would have a whole first page mounted,
 * laid out and mostly removed again; once the first rows are measured, it places the others from their heights.
 * The feed stays busy until all its rows are there; every later change of the rows is drawn at once.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { rowsFillingViewport, SHORT_POST_PX } from './row-height-guess';

const shortRow = () => SHORT_POST_PX;

/**
 * The rows to draw: at first, once the first page has arrived, only those whose guessed heights fill the window;
 * then all of them.
 */
export function useFirstRowsFirst<E>(
  entries: readonly E[],
  viewportHeight: () => number,
  guessRowPx: (entry: E) => number = shortRow,
): readonly E[] {
  const [complete, setComplete] = useState(entries.length > 0);
  const arrived = entries.length > 0;
  useEffect(() => {
    if (!complete && arrived) startTransition(() => setComplete(true));
  }, [complete, arrived]);
  /* eslint-disable react-hooks/exhaustive-deps -- the guess and the window are read when the rows arrive */
  const first = useMemo(
    () => (complete ? entries : entries.slice(0, rowsFillingViewport(entries.map(guessRowPx), viewportHeight()))),
    [entries, complete],
  );
  /* eslint-enable react-hooks/exhaustive-deps */
  return first;
}
