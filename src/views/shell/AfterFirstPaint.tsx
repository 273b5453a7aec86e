import { useEffect, useState, type ReactNode } from 'react';
import { afterPaintAndIdle } from '../../services/after-paint';

/** Renders its children only once a feed's first rows have painted and the browser is idle (deferred work). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPaintAndIdle().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready ? children : null;
}
