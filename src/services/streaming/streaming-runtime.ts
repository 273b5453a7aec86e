/**
 * The streaming service at work (loaded on the first subscribe, see index.ts): the connection machine with
 * its socket, the counted subscriptions, and the handling of every server event.
 */
import { createActor } from 'xstate';
import {
  streamingConnectionMachine,
  type StreamingConnectionSnapshot,
} from '../../machines/streaming-connection.machine';
import type { StreamingServiceOptions } from './index';
import { socketActor } from './socket-actor';
import { servedSubscriptions } from './tagged-subscriptions';
import { handleStreamMessage, parseStreamMessage, type StreamMessageTarget } from './stream-messages';
import { resolveStreamingUrl } from './streaming-url';
import {
  createSubscriptionRegistry,
  needsToken,
  subscriptionMessage,
  type Registration,
} from './subscription-registry';
import type {
  StreamConnectionState,
  StreamConnectionStatus,
  StreamListener,
  StreamSubscription,
} from './streaming-types';

export interface StreamingRuntime {
  subscribe(subscription: StreamSubscription, listener: StreamListener): () => void;
  getStatus(): StreamConnectionStatus;
  resume(): void;
  /** the account has a new token: a socket is opened again with it (and a halt is over) */
  tokenChanged(): void;
  /** the server refused the account's token: no socket, retry or polling until a new token comes */
  halt(): void;
  close(): void;
}

/** What the service gives its runtime: how to tell of a status change, and the account's token as it is now. */
export interface RuntimeHooks {
  statusChanged(): void;
  token(): string | null;
}

const OPEN = 1;
const REMEMBERED_DELETIONS = 500;

function stateOf(snapshot: StreamingConnectionSnapshot): StreamConnectionState {
  if (snapshot.matches({ active: { connection: 'paused' } })) return 'paused';
  if (snapshot.matches({ active: { connection: { online: 'live' } } })) return 'live';
  if (snapshot.matches('active')) return 'connecting';
  return 'idle';
}

const reportToConsole = (error: unknown) => console.error(error);

export function createStreamingRuntime(options: StreamingServiceOptions, hooks: RuntimeHooks): StreamingRuntime {
  const { api, store, server } = options;
  const { statusChanged, token } = hooks;
  const WebSocketClass = options.WebSocket ?? globalThis.WebSocket;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const jitter = options.retryJitter ?? 0.2;
  const reportError = options.reportError ?? reportToConsole;
  const registry = createSubscriptionRegistry();
  let socket: WebSocket | null = null;
  let url: Promise<string> | null = null;
  let retryAt: number | null = null;
  let closed = false;
  const recentlyDeleted = new Set<string>();

  /** Signed out, only public streams can be asked for. */
  const sendable = (subscription: StreamSubscription) => token() !== null || !needsToken(subscription.stream);
  const send = (text: string) => {
    if (socket?.readyState !== OPEN) return;
    try {
      socket.send(text);
    } catch (error) {
      reportError(error);
    }
  };
  const tellAll = (call: (listener: StreamListener) => void) => {
    for (const listener of registry.all()) {
      try {
        call(listener);
      } catch (error) {
        reportError(error);
      }
    }
  };

  const messages: StreamMessageTarget = {
    store,
    listenersOf: (stream) => registry.listenersOf(stream),
    // a deletion arrives once per stream that showed the status: report it once
    onStatusDeleted: (id) => {
      if (recentlyDeleted.has(id)) return;
      recentlyDeleted.add(id);
      if (recentlyDeleted.size > REMEMBERED_DELETIONS) recentlyDeleted.delete(recentlyDeleted.values().next().value!);
      options.onStatusDeleted(id);
    },
    refreshFilters: () => {
      import('../filters').then((filters) => filters.refreshFilters(api, store)).catch(reportError);
    },
    reportError,
  };

  const machine = streamingConnectionMachine.provide({
    actors: {
      socket: socketActor({
        WebSocket: WebSocketClass,
        token,
        url: () =>
          (url ??= resolveStreamingUrl({ api, store }, server).catch((error: unknown) => {
            url = null;
            throw error;
          })),
        opened: (open) => {
          socket = open;
          for (const subscription of registry.active()) {
            if (sendable(subscription)) send(subscriptionMessage('subscribe', subscription));
          }
        },
        message: (data) => {
          const message = parseStreamMessage(typeof data === 'string' ? data : String(data));
          if (message === null) return;
          try {
            handleStreamMessage(messages, message);
          } catch (error) {
            reportError(error);
          }
        },
        ended: (ended) => {
          if (socket === ended) socket = null;
        },
        dropped: () => options.suspectRefusal?.(),
      }),
    },
    actions: {
      disconnected: () => tellAll((l) => l.disconnected?.()),
      reconnected: () => {
        // a filters_changed sent while the socket was down was never heard: the filters are asked for again
        messages.refreshFilters();
        tellAll((l) => l.reconnected?.());
      },
      poll: () => tellAll((l) => l.poll?.()),
    },
    delays: {
      retryDelay: ({ context }) => {
        const delay = Math.round(context.retryDelayMs * (1 + jitter * random()));
        retryAt = now() + delay;
        return delay;
      },
    },
  });

  const actor = createActor(machine, { input: { config: options.connection ?? {} } });
  let status: StreamConnectionStatus = { state: 'idle', retryAt: null, attempts: 0 };
  actor.subscribe((snapshot) => {
    const state = stateOf(snapshot);
    const next: StreamConnectionStatus = {
      state,
      retryAt: state === 'paused' ? retryAt : null,
      attempts: snapshot.context.attempts,
    };
    if (next.state === status.state && next.retryAt === status.retryAt && next.attempts === status.attempts) return;
    status = next;
    statusChanged();
  });
  actor.start();

  return {
    subscribe(subscription, listener) {
      if (closed) return () => {};
      // a hashtag with more tags is served by several plain subscriptions (tagged-subscriptions.ts)
      const served = servedSubscriptions(subscription, listener, store).map(([plain, heard]) => {
        const registration: Registration = { listener: heard };
        if (registry.add(plain, registration) && sendable(plain)) send(subscriptionMessage('subscribe', plain));
        return [plain, registration] as const;
      });
      actor.send({ type: 'START' });
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        for (const [plain, registration] of served) {
          if (registry.remove(plain, registration) && sendable(plain)) send(subscriptionMessage('unsubscribe', plain));
        }
        // a timeline handing over to another in the same task keeps the socket
        if (registry.size === 0) {
          queueMicrotask(() => {
            if (registry.size === 0 && !closed) actor.send({ type: 'STOP' });
          });
        }
      };
    },
    getStatus: () => status,
    resume: () => {
      if (!closed) actor.send({ type: 'RESUME' });
    },
    tokenChanged() {
      if (closed) return;
      actor.send({ type: 'TOKEN' });
      // a halted connection comes back only for the streams still wanted
      if (registry.size === 0) actor.send({ type: 'STOP' });
    },
    halt() {
      if (!closed) actor.send({ type: 'REFUSED' });
    },
    close() {
      if (closed) return;
      closed = true;
      actor.send({ type: 'CLOSE' });
    },
  };
}
