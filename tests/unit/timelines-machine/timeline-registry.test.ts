import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createEntityStore, importStatus } from '../../../src/services/store';
import type {
  StreamingService,
  StreamListener,
  StreamSubscription,
} from '../../../src/services/streaming/streaming-types';
import { createTimelineRegistry, KEPT_UNMOUNTED } from '../../../src/services/timelines/timeline-registry';
import { statusIds } from '../../../src/machines/timeline-items';
import { apiAccount, apiStatus } from '../entities/fixtures';
import { deferred, stubApi, type ApiStubs } from '../timelines/support/fake-app-services';

/** A StreamingService that records subscriptions; tests call the listeners as the server would. */
function fakeStreaming() {
  const subscriptions: Array<{ subscription: StreamSubscription; listener: StreamListener; active: boolean }> = [];
  const service: StreamingService = {
    subscribe(subscription, listener) {
      const entry = { subscription, listener, active: true };
      subscriptions.push(entry);
      return () => {
        entry.active = false;
      };
    },
    getStatus: () => ({ state: 'idle', retryAt: null, attempts: 0 }),
    onStatusChange: () => () => {},
    resume: () => {},
    setToken: () => {},
    halt: () => {},
    close: () => {},
  };
  return { service, subscriptions, active: () => subscriptions.filter((s) => s.active) };
}

const page = (statuses: ApiStatus[], next: string | null = null): Page<ApiStatus> => ({
  items: statuses,
  next,
  prev: null,
});
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setUp(stubs: ApiStubs, now = () => Date.parse('2024-03-01T12:30:00.000Z')) {
  const store = createEntityStore({ currentAccountId: null });
  const alerts = createAlertQueue();
  const streaming = fakeStreaming();
  const registry = createTimelineRegistry({ api: stubApi(stubs), store, alerts, streaming: streaming.service, now });
  return { store, alerts, streaming, registry };
}

describe('timeline registry', () => {
  it('keeps one actor per name, alive after release, and subscribes to the stream only after the first page', async () => {
    const answer = deferred<Page<ApiStatus>>();
    const home = vi.fn(() => answer.promise);
    const { registry, streaming } = setUp({ timelines: { home } });
    const actor = registry.acquire('home');
    expect(registry.acquire('home')).toBe(actor);
    actor.send({ type: 'LOAD' });
    await flush();
    // the first page is not in yet: no streaming runtime
    expect(streaming.subscriptions).toHaveLength(0);
    answer.resolve(page([apiStatus('2'), apiStatus('1', { created_at: '2024-03-01T06:00:00.000Z' })]));
    await flush();
    expect(statusIds(actor.getSnapshot().context.items)).toEqual(['2', '1']);
    expect(streaming.subscriptions.map((s) => s.subscription)).toEqual([{ stream: 'user' }]);
    // the created_at times reach the machine: 1 is more than 4 hours older than the clock
    expect(actor.getSnapshot().context.items.map((e) => e.kind)).toEqual(['status', 'suggestions', 'status']);

    registry.release('home');
    registry.release('home');
    expect(registry.acquire('home')).toBe(actor);
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('turns stream calls into machine events', async () => {
    const { registry, streaming, store } = setUp({
      timelines: { public: () => Promise.resolve(page([apiStatus('5')])) },
    });
    const actor = registry.acquire('community:media');
    actor.send({ type: 'LOAD' });
    await flush();
    const [sub] = streaming.active();
    expect(sub?.subscription).toEqual({ stream: 'public:local:media' });
    importStatus(store, apiStatus('6'));
    sub?.listener.update?.('6', 0);
    expect(statusIds(actor.getSnapshot().context.items)).toEqual(['6', '5']);
    sub?.listener.disconnected?.();
    expect(actor.getSnapshot().context.connected).toBe(false);
    expect(actor.getSnapshot().context.items[0]?.kind).toBe('gap');
    sub?.listener.poll?.();
    expect(actor.getSnapshot().matches({ ready: 'polling' })).toBe(true);
  });

  it('a hashtag timeline with more tags subscribes with them (the streaming runtime serves them)', async () => {
    const { registry, streaming } = setUp({ timelines: { tag: () => Promise.resolve(page([apiStatus('5')])) } });
    const actor = registry.acquire('hashtag:birds:any=crow:none=pigeon');
    actor.send({ type: 'LOAD' });
    await flush();
    expect(streaming.active().map((s) => s.subscription)).toEqual([
      { stream: 'hashtag', tag: 'birds', any: ['crow'], all: [], none: ['pigeon'] },
    ]);
  });

  it('never subscribes for account and link timelines', async () => {
    const { registry, streaming } = setUp({ accounts: { statuses: () => Promise.resolve(page([apiStatus('1')])) } });
    const actor = registry.acquire('account:9');
    actor.send({ type: 'LOAD' });
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(streaming.subscriptions).toHaveLength(0);
  });

  it('keeps at most 10 released timelines, stopping the least recently released and its subscription', async () => {
    const { registry, streaming } = setUp({ timelines: { tag: () => Promise.resolve(page([apiStatus('1')])) } });
    const names = Array.from({ length: KEPT_UNMOUNTED + 1 }, (_, i) => `hashtag:t${i}`);
    const actors = names.map((name) => {
      const actor = registry.acquire(name);
      actor.send({ type: 'LOAD' });
      return actor;
    });
    await flush();
    expect(streaming.active()).toHaveLength(names.length);
    expect(streaming.subscriptions[0]?.subscription).toEqual({
      stream: 'hashtag',
      tag: 't0',
      any: [],
      all: [],
      none: [],
    });
    for (const name of names) registry.release(name);
    // the first released is the one stopped
    expect(actors[0]?.getSnapshot().status).toBe('stopped');
    expect(actors.slice(1).every((a) => a.getSnapshot().status === 'active')).toBe(true);
    expect(streaming.active().map((s) => s.subscription.tag)).toEqual(
      names.slice(1).map((n) => n.slice('hashtag:'.length)),
    );
    expect(registry.acquire('hashtag:t0')).not.toBe(actors[0]);
  });

  it('removes a deleted status and its reblogs from every timeline and pending list, then from the store', async () => {
    const original = apiStatus('10');
    const { registry, streaming, store } = setUp({
      timelines: {
        home: () => Promise.resolve(page([apiStatus('11', { reblog: original }), apiStatus('9')])),
        list: () => Promise.resolve(page([original, apiStatus('8')])),
      },
    });
    const home = registry.acquire('home');
    const list = registry.acquire('list:3');
    home.send({ type: 'LOAD' });
    list.send({ type: 'LOAD' });
    await flush();
    expect(streaming.active().map((s) => s.subscription)).toEqual([{ stream: 'user' }, { stream: 'list', list: '3' }]);
    // a reblog waiting in home's pending list
    home.send({ type: 'SCROLLED', atTop: false });
    importStatus(store, apiStatus('12', { reblog: original }));
    streaming.active()[0]?.listener.update?.('12', 0);
    expect(home.getSnapshot().context.pending).toEqual(['12']);

    registry.removeStatus('10');
    expect(statusIds(home.getSnapshot().context.items)).toEqual(['9']);
    expect(home.getSnapshot().context.pending).toEqual([]);
    expect(home.getSnapshot().context.unread).toBe(0);
    expect(statusIds(list.getSnapshot().context.items)).toEqual(['8']);
    for (const id of ['10', '11', '12']) expect(store.has('statuses', id)).toBe(false);
    expect(store.has('statuses', '9')).toBe(true);
  });

  it("takes an account's posts, boosts of them and its boosts out of every timeline, keeping the records", async () => {
    const theirs = apiStatus('10', { account: apiAccount('5') });
    const { registry, store } = setUp({
      timelines: {
        home: () =>
          Promise.resolve(
            page([
              apiStatus('12', { account: apiAccount('5'), reblog: apiStatus('3') }),
              apiStatus('11', { reblog: theirs }),
              theirs,
              apiStatus('9'),
            ]),
          ),
      },
    });
    const home = registry.acquire('home');
    home.send({ type: 'LOAD' });
    await flush();
    registry.removeAccount('5');
    expect(statusIds(home.getSnapshot().context.items)).toEqual(['9']);
    for (const id of ['10', '11', '12']) expect(store.has('statuses', id)).toBe(true);
  });

  it("reports a failed fetch with the policy of the timeline's call, and dispose stops everything", async () => {
    const failure = new ApiError({ kind: 'response', message: 'Bad Gateway', status: 502, statusText: 'Bad Gateway' });
    const { registry, alerts, streaming } = setUp({ timelines: { antenna: () => Promise.reject(failure) } });
    const actor = registry.acquire('antenna:4');
    actor.send({ type: 'LOAD' });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    // the error alert: the status code as title
    expect(alerts.getSnapshot()).toHaveLength(1);
    expect(JSON.stringify(alerts.getSnapshot()[0]?.title)).toContain('502');
    expect(streaming.subscriptions).toHaveLength(0);
    registry.dispose();
    expect(actor.getSnapshot().status).toBe('stopped');
  });
});
