/**
 * How a feed draws its first rows when its first page arrives: in steps, each a transition after the one before
 * (React renders a transition in slices, giving the page back between them, and the browser paints between
 * steps), so no step is one long task:
 * 1. the first row alone: the first post shows as soon as one row is rendered and laid out;
 * 2. the rows whose guessed heights fill the window;
 * 3. all of them (the virtualiser, having measured the rows in view, places the others by their heights).
 * Drawing the page at once would have the whole first page rendered and laid out in one go, and the virtualiser,
 * which knows no row's height before it has measured some, would mount and lay out far more rows than fit.
 * The feed stays busy until all its rows are there; a feed that opens with rows already there, and every later
 * change of the rows, is drawn at once.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { rowsFillingViewport } from './row-height-guess';

/** the steps above, after 0 (waiting for the first page); the last draws all rows */
const ALL = 3;
const NO_ROWS: readonly never[] = [];

/** The rows to draw: none, then once the first page has arrived the first one, those filling the window, all. */
export function useFirstRowsFirst<E>(
  entries: readonly E[],
  viewportHeight: () => number,
  guessRowPx: (entry: E) => number,
): readonly E[] {
  const [step, setStep] = useState(entries.length > 0 ? ALL : 0);
  const arrived = entries.length > 0;
  useEffect(() => {
    if (step < ALL && arrived) startTransition(() => setStep(step + 1));
  }, [step, arrived]);
  /* eslint-disable react-hooks/exhaustive-deps -- the guess and the window are read when the step is taken */
  return useMemo(
    () =>
      step === ALL
        ? entries
        : step === 0
          ? NO_ROWS
          : entries.slice(0, step === 1 ? 1 : rowsFillingViewport(entries.map(guessRowPx), viewportHeight())),
    [entries, step],
  );
  /* eslint-enable react-hooks/exhaustive-deps */
}
