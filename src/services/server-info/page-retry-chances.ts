/**
 * Moments worth asking the server again after its information could not be loaded, as the page sees them: the
 * browser says the network is back (`online`), the window gets the focus back, or the page becomes visible
 * again. Each is told to the chart as RETRY_CHANCE; the chart decides whether to take it (it takes the first at
 * once and then rests, resource.machine.ts), so a flapping focus does not hammer the server.
 */
import { fromCallback, type EventObject } from 'xstate';

/** Where the moments are heard (the page's window and document by default; tests give their own). */
export interface ChanceSources {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    visibilityState: DocumentVisibilityState;
  };
}

const pageSources = (): ChanceSources | null =>
  typeof window === 'undefined' || typeof document === 'undefined' ? null : { window, document };

export function pageRetryChances(sources: ChanceSources | null = pageSources()) {
  return fromCallback<EventObject>(({ sendBack }) => {
    if (sources === null) return undefined;
    const chance = () => sendBack({ type: 'RETRY_CHANCE' });
    const shown = () => {
      if (sources.document.visibilityState === 'visible') chance();
    };
    sources.window.addEventListener('online', chance);
    sources.window.addEventListener('focus', chance);
    sources.document.addEventListener('visibilitychange', shown);
    return () => {
      sources.window.removeEventListener('online', chance);
      sources.window.removeEventListener('focus', chance);
      sources.document.removeEventListener('visibilitychange', shown);
    };
  });
}
