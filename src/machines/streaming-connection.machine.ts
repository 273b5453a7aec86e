import { assign, fromCallback, raise, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * The streaming connection of one account (the server's streaming API).
 *
 *   idle --START--> active ------------------------------------------STOP--> idle
 *                    connection:  online( connecting --OPENED--> live )
 *                                   connecting --DROPPED / connect timeout--> paused (attempts + 1)
 *                                   live --DROPPED--> paused (gap marked, listeners hear disconnected once)
 *                                 paused --after retryDelay (1 s doubling, capped)--> online
 *                                 paused --RESUME (the reader)--> online at once (a fresh backoff series)
 *                    polling:     off --DROPPED--> on (the poller sends POLL every interval) --OPENED--> off
 *   idle | active --REFUSED--> refused (the server refused the account's token: no socket, no retry, no polling;
 *                                        START and STOP change nothing) --TOKEN--> active (connects with the new one)
 *   active --TOKEN--> active afresh (a new token for the account: the socket is opened again with it; a gap is kept)
 *   any --CLOSE--> closed (final: sign out, account switch)
 *
 * The socket is the invoked `socket` actor, alive exactly while `online` (its cleanup closes it); it reports
 * OPENED and DROPPED. The `poller` actor sends POLL at the polling interval while disconnected. The app
 * provides both, plus the `disconnected`, `reconnected` and `poll` actions (which call the stream listeners).
 * The first OPENED after a drop from `live` runs `reconnected` (fill the gap), then the gap is forgotten.
 */

export interface StreamingConnectionConfig {
  /** the first retry waits this long; each failure in a row doubles it */
  initialRetryMs: number;
  /** the retry delay never grows past this */
  maxRetryMs: number;
  /** while disconnected, listeners are asked to poll at this interval */
  pollIntervalMs: number;
  /** a socket that has not opened after this long counts as failed */
  connectTimeoutMs: number;
  /** failures in a row are counted up to this (the delay is capped long before) */
  maxCountedAttempts: number;
}

export const DEFAULT_STREAMING_CONFIG: StreamingConnectionConfig = {
  initialRetryMs: 1_000,
  maxRetryMs: 30_000,
  pollIntervalMs: 20_000,
  connectTimeoutMs: 15_000,
  maxCountedAttempts: 100,
};

export interface StreamingConnectionContext {
  config: StreamingConnectionConfig;
  /** failed attempts in a row (reset by a successful open, RESUME and idle) */
  attempts: number;
  /** the planned wait before the next automatic retry (without jitter) */
  retryDelayMs: number;
  /** the connection was live before the current outage: the next open must fill the gap */
  gap: boolean;
}

export type StreamingConnectionEvent =
  | { type: 'START' }
  | { type: 'STOP' }
  | { type: 'OPENED' }
  | { type: 'DROPPED' }
  | { type: 'RESUME' }
  | { type: 'POLL' }
  /** the server refused the account's token */
  | { type: 'REFUSED' }
  /** the account has a new token */
  | { type: 'TOKEN' }
  | { type: 'CLOSE' };

export interface StreamingConnectionInput {
  config?: Partial<StreamingConnectionConfig>;
}

/** The wait before retry number `attempts` (1 s, 2 s, 4 s, ... capped). */
export function backoffDelay(
  attempts: number,
  config: Pick<StreamingConnectionConfig, 'initialRetryMs' | 'maxRetryMs'>,
): number {
  if (attempts <= 0) return 0;
  return Math.min(config.initialRetryMs * 2 ** (attempts - 1), config.maxRetryMs);
}

/** The default poller: POLL at the configured interval (the app may provide its own). */
const intervalPoller = fromCallback<{ type: 'NONE' }, { intervalMs: number }>(({ sendBack, input }) => {
  const timer = setInterval(() => sendBack({ type: 'POLL' }), input.intervalMs);
  return () => clearInterval(timer);
});

export const streamingConnectionMachine = setup({
  types: {} as {
    context: StreamingConnectionContext;
    events: StreamingConnectionEvent;
    input: StreamingConnectionInput;
  },
  actors: {
    // Provided by the app: opens the WebSocket, sends OPENED / DROPPED back, closes it on cleanup.
    socket: fromCallback<{ type: 'NONE' }>(() => () => {}),
    poller: intervalPoller,
  },
  delays: {
    retryDelay: ({ context }) => context.retryDelayMs,
    connectTimeout: ({ context }) => context.config.connectTimeoutMs,
  },
  guards: {
    hasGap: ({ context }) => context.gap,
    isOnline: stateIn('#streamingConnection.active.connection.online'),
  },
  actions: {
    countFailure: assign(({ context }) => {
      const attempts = Math.min(context.attempts + 1, context.config.maxCountedAttempts);
      return { attempts, retryDelayMs: backoffDelay(attempts, context.config) };
    }),
    resetAttempts: assign({ attempts: 0, retryDelayMs: 0 }),
    markGap: assign({ gap: true }),
    clearGap: assign({ gap: false }),
    forget: assign({ attempts: 0, retryDelayMs: 0, gap: false }),
    failConnect: raise({ type: 'DROPPED' }),
    // Provided by the app: call the listeners.
    disconnected: () => {},
    reconnected: () => {},
    poll: () => {},
  },
}).createMachine({
  id: 'streamingConnection',
  context: ({ input }) => ({
    config: { ...DEFAULT_STREAMING_CONFIG, ...input.config },
    attempts: 0,
    retryDelayMs: 0,
    gap: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: 'forget',
      on: {
        START: 'active',
        REFUSED: 'refused',
        CLOSE: 'closed',
      },
    },
    active: {
      type: 'parallel',
      on: {
        STOP: 'idle',
        REFUSED: 'refused',
        TOKEN: { target: 'active', reenter: true, actions: 'resetAttempts' },
        CLOSE: 'closed',
      },
      states: {
        connection: {
          initial: 'online',
          states: {
            online: {
              invoke: { id: 'socket', src: 'socket' },
              initial: 'connecting',
              states: {
                connecting: {
                  after: { connectTimeout: { actions: 'failConnect' } },
                  on: {
                    OPENED: [
                      { guard: 'hasGap', target: 'live', actions: ['resetAttempts', 'clearGap', 'reconnected'] },
                      { target: 'live', actions: 'resetAttempts' },
                    ],
                    DROPPED: { target: '#streamingPaused', actions: 'countFailure' },
                  },
                },
                live: {
                  on: {
                    DROPPED: { target: '#streamingPaused', actions: ['countFailure', 'markGap', 'disconnected'] },
                  },
                },
              },
            },
            paused: {
              id: 'streamingPaused',
              after: { retryDelay: 'online' },
              on: {
                RESUME: { target: 'online', actions: 'resetAttempts' },
              },
            },
          },
        },
        polling: {
          initial: 'off',
          states: {
            off: {
              on: { DROPPED: 'on' },
            },
            on: {
              invoke: {
                id: 'poller',
                src: 'poller',
                input: ({ context }) => ({ intervalMs: context.config.pollIntervalMs }),
              },
              on: {
                POLL: { actions: 'poll' },
                // only a socket of the current attempt can open (never one reported while paused)
                OPENED: { guard: 'isOnline', target: 'off' },
              },
            },
          },
        },
      },
    },
    /** nothing runs until the account has a new token; a gap marked before is kept for the reconnection */
    refused: {
      on: {
        TOKEN: { target: 'active', actions: 'resetAttempts' },
        CLOSE: 'closed',
      },
    },
    closed: { type: 'final' },
  },
});

export type StreamingConnectionMachine = typeof streamingConnectionMachine;
export type StreamingConnectionActor = ActorRefFrom<StreamingConnectionMachine>;
export type StreamingConnectionSnapshot = SnapshotFrom<StreamingConnectionMachine>;
