/**
 * The one alert queue views render. A small external store (subscribe / getSnapshot suit React's
 * useSyncExternalStore): the snapshot is a new frozen array after every change and the same array otherwise.
 */
import type { AlertContent } from './catalogue';

export interface Alert extends AlertContent {
  /** Unique within the queue; dismiss(key) removes it. */
  key: string;
  /** Auto-dismiss delay, if any (published alerts: 10000 ms). */
  dismissAfterMs: number | null;
}

export interface AlertInput extends AlertContent {
  /** Reusing a key replaces that alert instead of adding another. */
  key?: string;
  dismissAfterMs?: number | null;
}

export interface AlertQueue {
  push(alert: AlertInput): string;
  dismiss(key: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Alert[];
}

export interface AlertQueueTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: AlertQueueTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createAlertQueue(options: { timers?: AlertQueueTimers } = {}): AlertQueue {
  const timers = options.timers ?? realTimers;
  let alerts: readonly Alert[] = Object.freeze([]);
  const listeners = new Set<() => void>();
  const dismissTimers = new Map<string, unknown>();
  let counter = 0;

  function publish(next: readonly Alert[]): void {
    alerts = Object.freeze(next);
    for (const listener of [...listeners]) listener();
  }

  function stopTimer(key: string): void {
    const handle = dismissTimers.get(key);
    if (handle !== undefined) timers.clearTimeout(handle);
    dismissTimers.delete(key);
  }

  function dismiss(key: string): void {
    stopTimer(key);
    if (!alerts.some((alert) => alert.key === key)) return;
    publish(alerts.filter((alert) => alert.key !== key));
  }

  function push(input: AlertInput): string {
    counter += 1;
    const key = input.key ?? `alert-${counter}`;
    const alert: Alert = Object.freeze({
      key,
      title: input.title,
      message: input.message,
      ...(input.action ? { action: input.action } : {}),
      dismissAfterMs: input.dismissAfterMs ?? null,
    });
    stopTimer(key);
    const existing = alerts.findIndex((entry) => entry.key === key);
    publish(existing === -1 ? [...alerts, alert] : alerts.map((entry, i) => (i === existing ? alert : entry)));
    if (alert.dismissAfterMs !== null) {
      dismissTimers.set(
        key,
        timers.setTimeout(() => dismiss(key), alert.dismissAfterMs),
      );
    }
    return key;
  }

  function clear(): void {
    for (const key of [...dismissTimers.keys()]) stopTimer(key);
    if (alerts.length > 0) publish([]);
  }

  return {
    push,
    dismiss,
    clear,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => alerts,
  };
}
