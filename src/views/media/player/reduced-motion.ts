/**
 * Whether motion is reduced (the reader's choice in the settings, else the system's:
 * services/settings/reduced-motion.ts): once when a player starts, then each change while it is mounted, whether
 * the system's setting changed or the reader's choice (the `data-motion` attribute on <html>). Without matchMedia
 * (a test's DOM) only the reader's choice counts.
 */
import { useEffect } from 'react';
import { reducedMotion, reducedMotionQuery } from '../../../services/settings/reduced-motion';

/** Calls `onChange` with the new answer whenever either source changes while the caller is mounted. */
export function useReducedMotionChanges(onChange: (reduce: boolean) => void): void {
  useEffect(() => {
    let last = reducedMotion();
    const changed = () => {
      const now = reducedMotion();
      if (now !== last) onChange((last = now));
    };
    const query = reducedMotionQuery();
    query?.addEventListener('change', changed);
    const choice = typeof MutationObserver === 'function' ? new MutationObserver(changed) : null;
    choice?.observe(document.documentElement, { attributes: true, attributeFilter: ['data-motion'] });
    return () => {
      query?.removeEventListener('change', changed);
      choice?.disconnect();
    };
  }, [onChange]);
}
