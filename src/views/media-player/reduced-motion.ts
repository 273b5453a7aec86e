/**
 * The reader's reduced-motion preference, read from the browser: once when a player starts, then each change
 * while it is mounted. Without matchMedia (a test's DOM) the reader does not ask for reduced motion.
 */
import { useEffect } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

export function prefersReducedMotion(): boolean {
  return motionQuery()?.matches === true;
}

/** Calls `onChange` whenever the preference changes while the caller is mounted. */
export function useReducedMotionChanges(onChange: (reduce: boolean) => void): void {
  useEffect(() => {
    const query = motionQuery();
    if (query === null) return;
    const changed = (event: MediaQueryListEvent) => onChange(event.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, [onChange]);
}
