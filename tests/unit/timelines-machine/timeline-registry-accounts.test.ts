/** The timeline registry's removeAccounts: what a domain block takes out of the timelines already loaded. */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { createEntityStore } from '../../../src/services/store';
import type { StreamingService } from '../../../src/services/streaming/streaming-types';
import { createTimelineRegistry } from '../../../src/services/timelines/timeline-registry';
import { statusIds } from '../../../src/machines/timeline-items';
import { apiAccount, apiStatus } from '../entities/fixtures';
import { stubApi } from '../timelines/support/fake-app-services';
import { offlineCacheOf } from '../../../src/services/offline-cache/offline-cache';
import { waitForState } from '../../support/wait-for-state';

const streaming: StreamingService = {
  subscribe: () => () => {},
  getStatus: () => ({ state: 'idle', retryAt: null, attempts: 0 }),
  onStatusChange: () => () => {},
  resume: () => {},
  setToken: () => {},
  halt: () => {},
  close: () => {},
};
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('timeline registry: removing several accounts', () => {
  it('takes the posts of the accounts, boosts of them and their boosts out of every timeline, keeping the records', async () => {
    const lisa = apiAccount('5', { acct: 'lisa@Bad.example' });
    const max = apiAccount('6', { acct: 'max@bad.example' });
    const nina = apiAccount('7', { acct: 'nina@good.example' });
    const local = apiAccount('8', { acct: 'bob' });
    const theirs = apiStatus('10', { account: lisa });
    const items: ApiStatus[] = [
      apiStatus('14', { account: max, reblog: apiStatus('3', { account: nina }) }),
      apiStatus('13', { account: local, reblog: theirs }),
      theirs,
      apiStatus('12', { account: nina }),
      apiStatus('11', { account: local }),
    ];
    const store = createEntityStore({ currentAccountId: null });
    const page: Page<ApiStatus> = { items, next: null, prev: null };
    const registry = createTimelineRegistry({
      api: stubApi({ timelines: { home: () => Promise.resolve(page), public: () => Promise.resolve(page) } }),
      store,
      alerts: createAlertQueue(),
      streaming,
    });
    const home = registry.acquire('home');
    const federated = registry.acquire('public');
    home.send({ type: 'LOAD' });
    federated.send({ type: 'LOAD' });
    await flush();
    registry.removeAccounts(['5', '6']);
    expect(statusIds(home.getSnapshot().context.items)).toEqual(['12', '11']);
    expect(statusIds(federated.getSnapshot().context.items)).toEqual(['12', '11']);
    for (const id of ['10', '13', '14']) expect(store.has('statuses', id)).toBe(true);
  });

  it('no account, or accounts with no post loaded, change nothing', async () => {
    const store = createEntityStore({ currentAccountId: null });
    const page: Page<ApiStatus> = { items: [apiStatus('11'), apiStatus('10')], next: null, prev: null };
    const registry = createTimelineRegistry({
      api: stubApi({ timelines: { home: () => Promise.resolve(page) } }),
      store,
      alerts: createAlertQueue(),
      streaming,
    });
    const home = registry.acquire('home');
    home.send({ type: 'LOAD' });
    await flush();
    const before = home.getSnapshot().context.items;
    registry.removeAccounts([]);
    registry.removeAccounts(['404']);
    expect(home.getSnapshot().context.items).toBe(before);
  });

  it("takes them out of the account's saved timelines too, as it does a deleted post with its boosts", async () => {
    const forgotten: string[][] = [];
    const store = createEntityStore({ currentAccountId: '1' });
    offlineCacheOf(
      { store, server: 'https://a.example', me: '1' },
      () =>
        Promise.resolve({
          read: () => Promise.resolve(null),
          remember: () => {},
          forget: (ids: readonly string[]) => void forgotten.push([...ids]),
          mayHave: () => false,
          wipe: () => Promise.resolve(),
          dispose: () => {},
        }),
      () => Promise.resolve(),
    );
    const lisa = apiAccount('5');
    const items = [
      apiStatus('14', { reblog: apiStatus('12') }),
      apiStatus('13', { reblog: apiStatus('10', { account: lisa }) }),
      apiStatus('12'),
      apiStatus('11'),
    ];
    const registry = createTimelineRegistry({
      api: stubApi({ timelines: { home: () => Promise.resolve({ items, next: null, prev: null }) } }),
      store,
      alerts: createAlertQueue(),
      streaming,
    });
    registry.acquire('home').send({ type: 'LOAD' });
    await flush();
    registry.removeAccounts(['5']);
    // a post deleted (the stream's delete comes here), with its boosts
    registry.removeStatus('12');
    await waitForState(() =>
      expect(forgotten.map((ids) => [...ids].sort())).toEqual([
        ['10', '13'],
        ['12', '14'],
      ]),
    );
    store.scope.dispose();
  });
});
