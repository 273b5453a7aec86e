/**
 * One shared clock for every relative time on the page: a single interval runs while at least one view
 * listens, and stops with the last one (not one timer per post).
 */
export const TICK_MS = 10_000;

export interface Ticker {
  /** the time of the last tick while running; the current time otherwise */
  now(): number;
  subscribe(listener: () => void): () => void;
  /** how many views listen (for tests and diagnostics) */
  listenerCount(): number;
}

export interface TickerOptions {
  intervalMs?: number;
  clock?: () => number;
}

export function createTicker({ intervalMs = TICK_MS, clock = () => Date.now() }: TickerOptions = {}): Ticker {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let last = clock();

  const tick = (): void => {
    last = clock();
    for (const listener of [...listeners]) listener();
  };

  return {
    now: () => (timer === null ? clock() : last),
    subscribe(listener) {
      listeners.add(listener);
      if (timer === null) {
        last = clock();
        timer = setInterval(tick, intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    listenerCount: () => listeners.size,
  };
}

/** The page's ticker. */
export const sharedTicker: Ticker = createTicker();
