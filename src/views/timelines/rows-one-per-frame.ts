/**
 * How a feed draws its first rows when its first page arrives: one row more each frame, until the rows whose
 * guessed heights fill the window are there, then all of them (the virtualiser, having measured the rows in view,
 * places the others by their heights). Each step is a transition started after the frame that drew the one
 * before, so a row's render, style, layout and paint are a frame's work of their own: a row showing a kind of
 * post the page has not laid out before (media, a card, reactions, custom emoji) costs several times what the
 * same row costs later, and a few such rows in one frame made one long task.
 * Drawing the page at once would have the whole first page rendered and laid out in one go, and the virtualiser,
 * which knows no row's height before it has measured some, would mount and lay out far more rows than fit.
 * The feed stays busy until all its rows are there. A feed that opens with rows already there (coming back to a
 * timeline), and every later change of the rows, is drawn at once; but the page's first feed opening with rows
 * (those saved on an earlier visit, read before the first render) draws them row by row from the first, so that
 * the first paint, which waits for that render, comes with a post and without the whole page's work.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { afterNextFrame, firstRowsWereShown } from '../../services/after-paint';
import { rowsFillingViewport } from './row-height-guess';

/** drawn: every row */
const ALL = -1;
const NO_ROWS: readonly never[] = [];

/**
 * The rows to draw: none until the first page has arrived, then the first one at once, one more each frame up
 * to those filling the window, then all. `pageFirst`: no feed of the page has drawn rows yet (read at mount).
 */
export function useRowsOnePerFrame<E>(
  entries: readonly E[],
  viewportHeight: () => number,
  guessRowPx: (entry: E) => number,
  pageFirst: () => boolean = () => !firstRowsWereShown(),
): readonly E[] {
  const [drawn, setDrawn] = useState(() => (entries.length === 0 ? 0 : pageFirst() ? 1 : ALL));
  const arrived = entries.length > 0;
  /* eslint-disable react-hooks/exhaustive-deps -- the rows, their guess and the window are read when a step is taken */
  useEffect(() => {
    if (drawn === ALL || !arrived) return;
    const step = () => {
      const filling = rowsFillingViewport(entries.map(guessRowPx), viewportHeight());
      startTransition(() => setDrawn(drawn < filling ? drawn + 1 : ALL));
    };
    if (drawn > 0) return afterNextFrame(step);
    step();
  }, [drawn, arrived]);
  /* eslint-enable react-hooks/exhaustive-deps */
  return useMemo(() => (drawn === ALL ? entries : drawn === 0 ? NO_ROWS : entries.slice(0, drawn)), [entries, drawn]);
}
