/**
 * A timeline left open all day: 2,000 posts streamed into home, first at the top, then scrolled down, then back at
 * the top. The rows, the pending posts and the store's posts stay bounded; what was let go comes back through the
 * gap and older-page paths; a record a view subscribes to stays.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { createEntityStore, importStatus } from '../../../src/services/store';
import { startStoreRelease } from '../../../src/services/store/store-release';
import type { StreamListener, StreamingService } from '../../../src/services/streaming/streaming-types';
import { createTimelineRegistry } from '../../../src/services/timelines/timeline-registry';
import { statusIds } from '../../../src/machines/timeline-items';
import { PENDING_KEPT } from '../../../src/machines/timeline-items';
import { apiAccount, apiStatus } from '../entities/fixtures';
import { stubApi } from '../timelines/support/fake-app-services';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A home timeline on a server: posts with increasing ids, paged as Mastodon pages them (20, newest first). */
function fakeServer(initial: number) {
  let newest = 0;
  const post = (id: number): ApiStatus => apiStatus(String(id), { account: apiAccount(`author${id % 50}`) });
  const publish = () => post((newest += 1));
  for (let i = 0; i < initial; i += 1) publish();
  type Query = { max_id?: string; since_id?: string; min_id?: string };
  const requests: Query[] = [];
  const home = (query: Query): Promise<Page<ApiStatus>> => {
    requests.push({ ...query });
    const below = query.max_id === undefined ? newest + 1 : Number(query.max_id);
    const above = Number(query.since_id ?? query.min_id ?? 0);
    const ids: number[] = [];
    if (query.min_id !== undefined) for (let id = above + 1; id < below && ids.length < 20; id += 1) ids.unshift(id);
    else for (let id = below - 1; id > above && ids.length < 20; id -= 1) ids.push(id);
    const last = ids.at(-1);
    return Promise.resolve({
      items: ids.map(post),
      next: last !== undefined && last > 1 ? `https://social.example/api/v1/timelines/home?max_id=${last}` : null,
      prev: null,
    });
  };
  return { home, publish, requests, newest: () => newest };
}

function setUp() {
  const server = fakeServer(100);
  const store = createEntityStore({ currentAccountId: null });
  const listeners: StreamListener[] = [];
  const streaming: StreamingService = {
    subscribe: (_subscription, listener) => {
      listeners.push(listener);
      return () => {};
    },
    getStatus: () => ({ state: 'idle', retryAt: null, attempts: 0 }),
    onStatusChange: () => () => {},
    resume: () => {},
    close: () => {},
    setToken: () => {},
    halt: () => {},
  };
  const registry = createTimelineRegistry({
    api: stubApi({ timelines: { home: server.home } }),
    store,
    alerts: createAlertQueue(),
    streaming,
  });
  const due: Array<() => void> = [];
  startStoreRelease(store, {
    schedule: (run) => {
      due.push(run);
      return () => due.splice(due.indexOf(run), 1);
    },
  });
  /** the page goes idle: a release asked for runs */
  const idle = () => due.splice(0).forEach((run) => run());
  /** two releases a while apart: what was written before the first and nothing holds is gone */
  const settle = () => {
    store.roots.letGo();
    idle();
    store.roots.letGo();
    idle();
  };
  /** the server publishes a post and streams it */
  const stream = () => {
    const status = server.publish();
    importStatus(store, status);
    for (const listener of listeners) listener.update?.(status.id, 0);
  };
  return { server, store, registry, idle, settle, stream };
}

describe('a timeline open all day keeps memory flat', () => {
  it('2,000 streamed posts: rows, pending posts and the stored posts stay bounded at the top, scrolled down and back', async () => {
    const { store, registry, idle, settle, stream, server } = setUp();
    const home = registry.acquire('home');
    home.send({ type: 'LOAD' });
    await flush();
    const rows = () => statusIds(home.getSnapshot().context.items);
    const held = () => rows().length + home.getSnapshot().context.pending.length;
    expect(rows()).toHaveLength(20);

    // at the top: 1,000 posts
    let most = 0;
    for (let i = 0; i < 1000; i += 1) {
      stream();
      most = Math.max(most, rows().length);
      if (i % 50 === 49) idle();
    }
    settle();
    expect(most).toBeLessThanOrEqual(41);
    expect(store.size('statuses')).toBe(held());
    expect(store.size('statuses')).toBeLessThanOrEqual(41);
    expect(store.size('accounts')).toBeLessThanOrEqual(50);

    // a post a view shows (subscribed) is about to be cut: it stays in the store while the view is there
    const shown = rows()[5]!;
    const stopShowing = store.subscribe('statuses', shown, () => {});

    // scrolled down: reading older pages while 1,000 more posts arrive
    home.send({ type: 'SCROLLED', atTop: false });
    let view = 0;
    most = 0;
    for (let i = 0; i < 1000; i += 1) {
      stream();
      if (i % 10 === 9) {
        // the reader moves down a few rows; near the end the feed asks for the older page
        view += 3;
        const ids = rows();
        home.send({ type: 'VIEWED', key: ids[Math.min(view, ids.length - 1)]! });
        if (view >= ids.length - 5) {
          home.send({ type: 'EXPAND' });
          await flush();
          await flush();
        }
        view = rows().indexOf(ids[Math.min(view, ids.length - 1)]!);
      }
      most = Math.max(most, rows().length);
      if (i % 50 === 49) idle();
    }
    settle();
    const down = home.getSnapshot().context;
    expect(down.pending).toHaveLength(PENDING_KEPT);
    expect(down.unread).toBe(1000);
    expect(down.pendingOverflow).toBe(true);
    // the reader went down more than 300 rows, yet the rows held are a few pages
    expect(server.requests.filter((r) => r.max_id !== undefined).length).toBeGreaterThan(10);
    expect(most).toBeLessThanOrEqual(130);
    expect(store.size('statuses')).toBe(held() + 1);
    expect(store.has('statuses', shown)).toBe(true);
    expect(rows()).not.toContain(shown);
    stopShowing();
    settle();
    expect(store.has('statuses', shown)).toBe(false);
    expect(store.size('statuses')).toBe(held());
    expect(store.size('statuses')).toBeLessThanOrEqual(130 + PENDING_KEPT);

    // back at the top: the 40 newest shown, a gap under them for the rest
    home.send({ type: 'SCROLLED', atTop: true });
    home.send({ type: 'VIEWED', key: home.getSnapshot().context.items[0]!.kind === 'status' ? rows()[0]! : 'top' });
    home.send({ type: 'APPLY_PENDING' });
    settle();
    const top = home.getSnapshot().context;
    expect(statusIds(top.items).slice(0, PENDING_KEPT)).toEqual(
      Array.from({ length: PENDING_KEPT }, (_, i) => String(server.newest() - i)),
    );
    // (applying keeps 40 of the rows under the gap)
    expect(store.size('statuses')).toBe(held());
    expect(store.size('statuses')).toBeLessThanOrEqual(2 * PENDING_KEPT);

    // a post let go while waiting comes back through the gap under the newest ones
    const letGo = String(server.newest() - PENDING_KEPT);
    expect(store.has('statuses', letGo)).toBe(false);
    const gap = top.items.find((e) => e.kind === 'gap');
    expect(gap).toBeDefined();
    home.send({ type: 'FILL_GAP', key: gap!.kind === 'gap' ? gap!.key : '' });
    await flush();
    await flush();
    expect(rows()).toContain(letGo);
    expect(store.get('statuses', letGo)?.id).toBe(letGo);
  });

  it('rows cut below the reader come back as the older page, and the store lets the cut ones go', async () => {
    const { store, registry, settle } = setUp();
    const home = registry.acquire('home');
    home.send({ type: 'LOAD' });
    await flush();
    const rows = () => statusIds(home.getSnapshot().context.items);
    home.send({ type: 'SCROLLED', atTop: false });
    // the reader loads four older pages (100 rows), then scrolls back up to the tenth
    for (let page = 0; page < 4; page += 1) {
      home.send({ type: 'EXPAND' });
      await flush();
      await flush();
    }
    expect(rows()).toHaveLength(100);
    home.send({ type: 'VIEWED', key: rows()[10]! });
    expect(rows()).toHaveLength(51);
    settle();
    expect(store.size('statuses')).toBe(51);
    expect(store.has('statuses', '1')).toBe(false);
    // scrolling down again: the older page asks right below the kept rows, and the posts come back
    home.send({ type: 'EXPAND' });
    await flush();
    await flush();
    expect(rows().slice(50, 52)).toEqual(['50', '49']);
    expect(store.has('statuses', '49')).toBe(true);
  });
});
