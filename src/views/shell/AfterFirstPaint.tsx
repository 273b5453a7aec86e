import { useEffect, useState, type ReactNode } from 'react';
import { afterPaintAndIdle } from '../../services/after-paint';

/** Set once a first wait is over (for `onceOnly` users). */
let passed = false;

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** shown until then (nothing by default) */
  fallback?: ReactNode;
  /** once any wait has ended, render the children at once (a row scrolled into view later does not wait) */
  onceOnly?: boolean;
}

/** Renders its children only once a feed's first rows have painted and the browser is idle (deferred work). */
export function AfterFirstPaint({ children, fallback = null, onceOnly = false }: AfterFirstPaintProps) {
  const [ready, setReady] = useState(() => onceOnly && passed);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterPaintAndIdle().then(() => {
      passed = true;
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : fallback;
}
