/**
 * Live updates (server-api-facts "Streaming"): one WebSocket per account, shared by every timeline.
 * This file stays small, because it is on the path to the first post: the runtime (connection machine,
 * socket, event handling) is downloaded on the first subscribe, which timelines make after their first
 * page has loaded. Until then the service is idle.
 */
import type { StreamingConnectionConfig } from '../../machines/streaming-connection.machine';
import { afterPaintAndIdle } from '../after-paint';
import type { Api } from '../api';
import type { EntityStore } from '../store';
import type { StreamingRuntime } from './streaming-runtime';
import type { StreamConnectionStatus, StreamingService } from './streaming-types';

export type * from './streaming-types';

export interface StreamingServiceOptions {
  server: string;
  /** the account's access token (null when reading signed out: public streams only); a new one comes by setToken */
  token: string | null;
  api: Api;
  store: EntityStore;
  /** a status was deleted on the server: remove it (and its reblogs) from every timeline */
  onStatusDeleted(statusId: string): void;
  /**
   * A socket failed or the server closed it. A server that refuses the token refuses the WebSocket upgrade with
   * 401 (and closes the open sockets of a revoked token), which a browser only sees as a failed socket: the
   * account asks the server about its token (token-refusal.ts) and halts the service when it is refused.
   */
  suspectRefusal?(): void;
  /** the WebSocket constructor (tests inject one); the browser's by default */
  WebSocket?: typeof WebSocket;
  /** backoff, polling and timeout settings (tests shorten them); defaults: 1 s doubling to 30 s, poll every 20 s */
  connection?: Partial<StreamingConnectionConfig>;
  /** the clock for `retryAt` (tests); Date.now by default */
  now?: () => number;
  /** 0..1, spreads retries of many clients (tests pass () => 0); Math.random by default */
  random?: () => number;
  /** how much a retry delay may grow at random (0.2: up to 20 % longer) */
  retryJitter?: number;
  /** a listener or handler failed; console.error by default */
  reportError?: (error: unknown) => void;
  /**
   * When the runtime may start downloading: after the page has painted and gone idle by default (the first
   * subscription comes as the first page of posts arrives, and those posts show first); at once without a
   * browser's requestAnimationFrame (tests).
   */
  deferLoad?: () => Promise<void>;
}

const IDLE: StreamConnectionStatus = Object.freeze({ state: 'idle', retryAt: null, attempts: 0 });

export function createStreamingService(options: StreamingServiceOptions): StreamingService {
  const statusListeners = new Set<() => void>();
  const statusChanged = () => {
    for (const listener of [...statusListeners]) listener();
  };
  let runtime: StreamingRuntime | null = null;
  let loading: Promise<StreamingRuntime> | null = null;
  let closed = false;
  let refused = false;
  let token = options.token;

  const load = () =>
    (loading ??= (options.deferLoad ?? afterPaintAndIdle)()
      .then(() => import('./streaming-runtime'))
      .then(
        ({ createStreamingRuntime }) => {
          runtime = createStreamingRuntime(options, { statusChanged, token: () => token });
          if (refused) runtime.halt();
          if (closed) runtime.close();
          return runtime;
        },
        (error: unknown) => {
          loading = null; // a failed download is tried again on the next subscribe
          throw error;
        },
      ));

  return {
    subscribe(subscription, listener) {
      if (closed) return () => {};
      if (runtime) return runtime.subscribe(subscription, listener);
      let cancelled = false;
      let unsubscribe: (() => void) | null = null;
      load().then(
        (ready) => {
          if (!cancelled) unsubscribe = ready.subscribe(subscription, listener);
        },
        (error: unknown) => (options.reportError ?? console.error)(error),
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
        unsubscribe = null;
      };
    },
    getStatus: () => runtime?.getStatus() ?? IDLE,
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    resume: () => runtime?.resume(),
    setToken(next) {
      token = next;
      refused = false;
      runtime?.tokenChanged();
    },
    halt() {
      refused = true;
      runtime?.halt();
    },
    close() {
      closed = true;
      runtime?.close();
    },
  };
}
