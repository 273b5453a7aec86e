/**
 * The streaming service when the server refuses the account's token: every failed or server-closed socket makes
 * the account ask about its token (a browser cannot tell a refused upgrade from a network failure); once halted,
 * nothing is tried (no socket, no retry, no polling) whatever subscribes; a new token opens a socket with it and
 * fills the gap the refusal left.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamListener } from '../../../src/services/streaming';
import { FakeSocket, settle, streamingFixture } from './fake-socket';

const listener = () =>
  ({ update: vi.fn(), disconnected: vi.fn(), reconnected: vi.fn(), poll: vi.fn() }) satisfies StreamListener;

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers({ now: Date.parse('2025-03-01T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('streaming service: a refused token', () => {
  it('asks about the token after each socket that fails or the server closes, not after its own closing', async () => {
    const suspectRefusal = vi.fn();
    const { service } = streamingFixture({ suspectRefusal });
    const off = service.subscribe({ stream: 'user' }, listener());
    await settle();
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    expect(suspectRefusal).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    FakeSocket.latest().drop();
    expect(suspectRefusal).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    FakeSocket.latest().open();
    off();
    await settle();
    expect(FakeSocket.latest().closedByClient).toBe(true);
    expect(suspectRefusal).toHaveBeenCalledTimes(2);
  });

  it('halted: no socket, retry or polling, whatever subscribes; a new token connects with it and fills the gap', async () => {
    const { service } = streamingFixture();
    const heard = listener();
    service.subscribe({ stream: 'user' }, heard);
    await settle();
    const first = FakeSocket.latest();
    first.open();
    first.drop();
    expect(heard.disconnected).toHaveBeenCalledTimes(1);
    expect(service.getStatus().state).toBe('paused');

    service.halt();
    expect(service.getStatus()).toEqual({ state: 'idle', retryAt: null, attempts: 1 });
    const second = listener();
    service.subscribe({ stream: 'public' }, second);
    service.resume();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.made).toEqual([first]);
    expect(heard.poll).not.toHaveBeenCalled();

    service.setToken('new-token');
    await settle();
    expect(FakeSocket.made).toHaveLength(2);
    const fresh = FakeSocket.latest();
    expect(fresh.protocols).toBe('new-token');
    fresh.open();
    expect(service.getStatus()).toEqual({ state: 'live', retryAt: null, attempts: 0 });
    expect(fresh.messages()).toEqual([
      { type: 'subscribe', stream: 'user' },
      { type: 'subscribe', stream: 'public' },
    ]);
    expect(heard.reconnected).toHaveBeenCalledTimes(1);
  });

  it('a new token while live opens the socket again with it', async () => {
    const { service } = streamingFixture();
    service.subscribe({ stream: 'user' }, listener());
    await settle();
    const first = FakeSocket.latest();
    first.open();
    service.setToken('new-token');
    await settle();
    expect(first.closedByClient).toBe(true);
    expect(FakeSocket.latest().protocols).toBe('new-token');
  });

  it('halted before the runtime has loaded: it never connects', async () => {
    const { service } = streamingFixture();
    service.halt();
    service.subscribe({ stream: 'user' }, listener());
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(0);
  });
});
