import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamListener } from '../../../src/services/streaming';
import { FakeSocket, instanceApi, settle, streamingFixture, STREAMING_BASE } from './fake-socket';

const listener = (): Required<StreamListener> & Record<string, ReturnType<typeof vi.fn>> => ({
  update: vi.fn(),
  notification: vi.fn(),
  conversation: vi.fn(),
  notificationsMerged: vi.fn(),
  disconnected: vi.fn(),
  reconnected: vi.fn(),
  poll: vi.fn(),
});

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers({ now: Date.parse('2025-03-01T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('streaming service: connection', () => {
  it('is idle and makes no socket until the first subscribe, then connects to the instance streaming URL with the token as subprotocol', async () => {
    const { service, api } = streamingFixture();
    await settle();
    expect(service.getStatus()).toEqual({ state: 'idle', retryAt: null, attempts: 0 });
    expect(FakeSocket.made).toHaveLength(0);
    expect(api.instance.get).not.toHaveBeenCalled();

    service.subscribe({ stream: 'user' }, listener());
    await settle();
    expect(FakeSocket.made).toHaveLength(1);
    const socket = FakeSocket.latest();
    expect(socket.url).toBe(`${STREAMING_BASE}/api/v1/streaming`);
    expect(socket.url).not.toContain('secret-token');
    expect(socket.protocols).toBe('secret-token');
    expect(service.getStatus().state).toBe('connecting');

    socket.open();
    expect(service.getStatus()).toEqual({ state: 'live', retryAt: null, attempts: 0 });
    expect(socket.messages()).toEqual([{ type: 'subscribe', stream: 'user' }]);
  });

  it('falls back to the server origin (wss) when the instance names no streaming URL or cannot be read', async () => {
    const { service } = streamingFixture({ api: instanceApi(null) });
    service.subscribe({ stream: 'public' }, listener());
    await settle();
    expect(FakeSocket.latest().url).toBe('wss://social.example/api/v1/streaming');

    const failing = {
      instance: {
        get: vi.fn(async () => {
          throw new Error('503');
        }),
      },
    };
    const second = streamingFixture({ api: failing as never, server: 'http://127.0.0.1:4000' });
    second.service.subscribe({ stream: 'public' }, listener());
    await settle();
    expect(FakeSocket.latest().url).toBe('ws://127.0.0.1:4000/api/v1/streaming');
  });

  it('counts subscriptions per stream key: subscribe on the first, unsubscribe after the last, one socket for all', async () => {
    const { service } = streamingFixture();
    const a = listener();
    const b = listener();
    const offA = service.subscribe({ stream: 'hashtag', tag: 'Tsubame' }, a);
    await settle();
    const socket = FakeSocket.latest();
    socket.open();
    const offB = service.subscribe({ stream: 'hashtag', tag: 'tsubame' }, b);
    const offList = service.subscribe({ stream: 'list', list: '12' }, a);
    const offAntenna = service.subscribe({ stream: 'antenna', antenna: '7' }, a);
    expect(FakeSocket.made).toHaveLength(1);
    expect(socket.messages()).toEqual([
      { type: 'subscribe', stream: 'hashtag', tag: 'Tsubame' },
      { type: 'subscribe', stream: 'list', list: '12' },
      { type: 'subscribe', stream: 'antenna', antenna: '7' },
    ]);

    offA();
    offA(); // a second call changes nothing
    expect(socket.messages()).toHaveLength(3);
    offB();
    expect(socket.messages().at(-1)).toEqual({ type: 'unsubscribe', stream: 'hashtag', tag: 'tsubame' });
    offList();
    expect(socket.messages().at(-1)).toEqual({ type: 'unsubscribe', stream: 'list', list: '12' });
    expect(socket.closedByClient).toBe(false);

    offAntenna();
    await settle();
    // the last one gone: the socket is closed and the service is idle again
    expect(socket.closedByClient).toBe(true);
    expect(service.getStatus().state).toBe('idle');
  });

  it('keeps the socket when a timeline hands over to another in the same task', async () => {
    const { service } = streamingFixture();
    const off = service.subscribe({ stream: 'user' }, listener());
    await settle();
    const socket = FakeSocket.latest();
    socket.open();
    off();
    service.subscribe({ stream: 'public:local' }, listener());
    await settle();
    expect(socket.closedByClient).toBe(false);
    expect(FakeSocket.made).toHaveLength(1);
    expect(service.getStatus().state).toBe('live');
  });

  it('on a drop: disconnected once, backoff 1 s doubling to the cap, then reconnected and every key subscribed again', async () => {
    const { service } = streamingFixture({ connection: { maxRetryMs: 4_000 } });
    const home = listener();
    const tag = listener();
    service.subscribe({ stream: 'user' }, home);
    service.subscribe({ stream: 'hashtag', tag: 'cats' }, tag);
    await settle();
    FakeSocket.latest().open();
    const start = Date.now();

    FakeSocket.latest().drop();
    expect(home.disconnected).toHaveBeenCalledTimes(1);
    expect(tag.disconnected).toHaveBeenCalledTimes(1);
    expect(service.getStatus()).toEqual({ state: 'paused', retryAt: start + 1_000, attempts: 1 });

    // each failed retry waits twice as long, up to the cap; listeners hear no second disconnected
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const before = FakeSocket.made.length;
      const { retryAt } = service.getStatus();
      const wait = retryAt! - Date.now();
      waits.push(wait);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(FakeSocket.made).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(FakeSocket.made).toHaveLength(before + 1);
      expect(service.getStatus().state).toBe('connecting');
      FakeSocket.latest().drop();
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 4_000]);
    expect(service.getStatus().attempts).toBe(5);
    expect(home.disconnected).toHaveBeenCalledTimes(1);
    expect(home.reconnected).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(4_000);
    await settle();
    const socket = FakeSocket.latest();
    socket.open();
    expect(service.getStatus()).toEqual({ state: 'live', retryAt: null, attempts: 0 });
    expect(home.reconnected).toHaveBeenCalledTimes(1);
    expect(tag.reconnected).toHaveBeenCalledTimes(1);
    expect(socket.messages()).toEqual([
      { type: 'subscribe', stream: 'user' },
      { type: 'subscribe', stream: 'hashtag', tag: 'cats' },
    ]);
  });

  it('spreads retries with jitter from the injected random source', async () => {
    const { service } = streamingFixture({ random: () => 0.5, retryJitter: 0.2 });
    service.subscribe({ stream: 'user' }, listener());
    await settle();
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    expect(service.getStatus().retryAt! - Date.now()).toBe(1_100);
  });

  it('polls every interval while disconnected and stops polling once live again', async () => {
    const { service } = streamingFixture({
      connection: { pollIntervalMs: 20_000, initialRetryMs: 60_000, maxRetryMs: 60_000 },
    });
    const home = listener();
    service.subscribe({ stream: 'user' }, home);
    await settle();
    FakeSocket.latest().open();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(home.poll).not.toHaveBeenCalled();

    FakeSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(home.poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(home.poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(home.poll).toHaveBeenCalledTimes(2);

    service.resume();
    await settle();
    FakeSocket.latest().open();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(home.poll).toHaveBeenCalledTimes(2);
    expect(home.reconnected).toHaveBeenCalledTimes(1);
  });

  it('resume reconnects at once and a socket that never opens counts as failed', async () => {
    const { service } = streamingFixture({ connection: { connectTimeoutMs: 5_000 } });
    service.subscribe({ stream: 'user' }, listener());
    await settle();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeSocket.made[0]!.closedByClient).toBe(true);
    expect(service.getStatus()).toMatchObject({ state: 'paused', attempts: 1 });

    service.resume();
    await settle();
    expect(FakeSocket.made).toHaveLength(2);
    expect(service.getStatus()).toMatchObject({ state: 'connecting', attempts: 0 });
  });

  it('notifies status listeners on each change and stops after close', async () => {
    const { service } = streamingFixture();
    const changes: string[] = [];
    service.onStatusChange(() => changes.push(service.getStatus().state));
    service.subscribe({ stream: 'user' }, listener());
    await settle();
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    service.close();
    await settle();
    expect(changes).toEqual(['connecting', 'live', 'paused', 'idle']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.made).toHaveLength(1);
    // closed for good: subscribing again does nothing
    service.subscribe({ stream: 'user' }, listener());
    await settle();
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('signed out: asks only for public streams', async () => {
    const { service } = streamingFixture({ token: null });
    service.subscribe({ stream: 'user' }, listener());
    service.subscribe({ stream: 'public:local' }, listener());
    await settle();
    const socket = FakeSocket.latest();
    expect(socket.protocols).toBeUndefined();
    socket.open();
    expect(socket.messages()).toEqual([{ type: 'subscribe', stream: 'public:local' }]);
  });

  it('an unsubscribe before the runtime has loaded leaves nothing behind', async () => {
    const { service } = streamingFixture();
    const off = service.subscribe({ stream: 'user' }, listener());
    off();
    await settle();
    expect(FakeSocket.made).toHaveLength(0);
    expect(service.getStatus().state).toBe('idle');
  });
});
