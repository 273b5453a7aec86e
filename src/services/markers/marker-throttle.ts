/**
 * A throttle with leading and trailing calls (the marker submit throttle, 300000 ms): the first value runs at
 * once and opens a window; values pushed inside the window wait, and the latest of them runs when it closes
 * (which opens the next window). `flush` runs the waiting value now (page hide). Timers are injectable.
 */
export interface ThrottleTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: ThrottleTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface Throttle<T> {
  push(value: T): void;
  /** runs the waiting value now, if any (urgent: the page is going away) */
  flush(): void;
  /** drops the waiting value and the window */
  cancel(): void;
}

export function createThrottle<T>(
  run: (value: T, urgent: boolean) => void,
  wait: number,
  timers: ThrottleTimers = realTimers,
): Throttle<T> {
  let timer: unknown = null;
  let waiting: { value: T } | null = null;

  const openWindow = () => {
    timer = timers.setTimeout(() => {
      timer = null;
      if (waiting === null) return;
      const { value } = waiting;
      waiting = null;
      run(value, false);
      openWindow();
    }, wait);
  };

  return {
    push(value) {
      if (timer === null) {
        run(value, false);
        openWindow();
      } else {
        waiting = { value };
      }
    },
    flush() {
      if (waiting === null) return;
      const { value } = waiting;
      waiting = null;
      run(value, true);
    },
    cancel() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}
