import { expect, vi } from 'vitest';
import { fromCallback } from 'xstate';
import { streamingConnectionMachine } from '../../src/machines/streaming-connection.machine';
import { describeModel } from './model-harness';

/**
 * The streaming connection's model: every state and transition, replayed on real actors. The socket and the
 * poller are test actors that count how many are running, so each state also checks its resources: exactly one
 * socket while online, none otherwise; a poller exactly while polling.
 */
const config = {
  initialRetryMs: 1_000,
  maxRetryMs: 2_000,
  pollIntervalMs: 20_000,
  connectTimeoutMs: 5_000,
  maxCountedAttempts: 3,
};

const running = { sockets: 0, pollers: 0 };
const counted = (key: keyof typeof running) =>
  fromCallback(() => {
    running[key] += 1;
    return () => {
      running[key] -= 1;
    };
  });

const disconnected = vi.fn();
const reconnected = vi.fn();
const poll = vi.fn();

describeModel({
  name: 'streaming-connection',
  machine: streamingConnectionMachine.provide({ actions: { disconnected, reconnected, poll } }),
  input: { config },
  actors: { socket: counted('sockets'), poller: counted('pollers') },
  events: [
    { type: 'START' },
    { type: 'STOP' },
    { type: 'OPENED' },
    { type: 'DROPPED' },
    { type: 'RESUME' },
    { type: 'POLL' },
    { type: 'REFUSED' },
    { type: 'TOKEN' },
    { type: 'CLOSE' },
  ],
  expectations: {
    idle: (snapshot) => {
      expect(snapshot.context).toMatchObject({ attempts: 0, retryDelayMs: 0, gap: false });
      expect(running).toEqual({ sockets: 0, pollers: 0 });
    },
    refused: () => {
      // the server refused the token: nothing is tried until a new one comes
      expect(running).toEqual({ sockets: 0, pollers: 0 });
    },
    closed: (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(running).toEqual({ sockets: 0, pollers: 0 });
    },
    'active.connection.online': () => {
      expect(running.sockets).toBe(1);
    },
    'active.connection.online.live': (snapshot) => {
      // a successful open clears the failure count and any gap (after reporting it)
      expect(snapshot.context).toMatchObject({ attempts: 0, retryDelayMs: 0, gap: false });
      expect(snapshot.matches({ active: { polling: 'off' } })).toBe(true);
    },
    'active.connection.paused': (snapshot) => {
      expect(running.sockets).toBe(0);
      // backoff: 1 s doubling, capped; the count itself is capped too
      const { attempts, retryDelayMs } = snapshot.context;
      expect(attempts).toBeGreaterThanOrEqual(1);
      expect(attempts).toBeLessThanOrEqual(config.maxCountedAttempts);
      expect(retryDelayMs).toBe(({ 1: 1_000, 2: 2_000, 3: 2_000 } as Record<number, number>)[attempts]);
      // paused always polls
      expect(snapshot.matches({ active: { polling: 'on' } })).toBe(true);
    },
    'active.polling.on': () => {
      expect(running.pollers).toBe(1);
    },
    'active.polling.off': () => {
      expect(running.pollers).toBe(0);
    },
  },
});
