/**
 * A virtual list's scroll to a row named by key (row-scroll.ts), one at a time: a newer scroll, the caller's stop (the
 * reader scrolling themselves, a jump to the top) or the list going away ends the one still settling.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { scrollRowIntoView, type RowAlign, type RowScrollHandle } from './row-scroll';

export function useRowScroll(handleRef: RefObject<RowScrollHandle | null>, keysRef: RefObject<readonly string[]>) {
  const stopRowScroll = useRef<(() => void) | null>(null);
  const scrollToRow = useCallback(
    (key: string, align: RowAlign) => {
      stopRowScroll.current?.();
      stopRowScroll.current = scrollRowIntoView(
        () => handleRef.current,
        () => keysRef.current.indexOf(key),
        align,
      );
    },
    [handleRef, keysRef],
  );
  const stopScrollingToRow = useCallback(() => {
    stopRowScroll.current?.();
    stopRowScroll.current = null;
  }, []);
  useEffect(() => stopScrollingToRow, [stopScrollingToRow]);
  return { scrollToRow, stopScrollingToRow };
}
