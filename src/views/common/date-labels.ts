/**
 * Whether labels may hold full dates yet. The first date formatter a page creates loads the browser's locale data,
 * a noticeable moment of work, done in a worker first where it can be (warmDateFormatter); the first posts'
 * accessible names (which give each post's full date) do not wait for it. Until it has been made, after the first
 * paint when the browser is idle, a post's label leaves its date out; the posts then on the page relabel
 * themselves once, and every later one is labelled in full from the start. The relabelling is a transition of
 * its own, rendered in slices after the formatter's task: the two in one task made one long task.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterPaintAndIdle } from '../../services/after-paint';
import { warmDateFormatter } from '../../services/locale-data/warm-date-formatter';
import { FULL_DATE_TIME, fullDateTime } from './time-format';

let ready = false;
let asked = false;
const listeners = new Set<() => void>();

/** Makes the date formatter of `language` now; labels hold dates from then on. */
export function prepareDateLabels(language: string): void {
  if (!ready) fullDateTime(new Date(0), language);
  ready = true;
  for (const listener of [...listeners]) listener();
}

/** True once labels may hold dates; the first post on the page has the formatter made after the first paint. */
export function useDateLabelsReady(language: string): boolean {
  const [dated, setDated] = useState(ready);
  useEffect(() => {
    if (dated) return;
    const relabel = () => startTransition(() => setDated(true));
    // made while this post was rendering
    if (ready) return relabel();
    listeners.add(relabel);
    if (!asked) {
      asked = true;
      void afterPaintAndIdle()
        .then(() => warmDateFormatter(language, FULL_DATE_TIME))
        .then(() => prepareDateLabels(language));
    }
    return () => {
      listeners.delete(relabel);
    };
  }, [dated, language]);
  return dated;
}
