/**
 * What reaches the account's offline cache, as the server gave it: a kept timeline's first page ('replace'), a
 * short refresh on top ('prepend'), never an older page or a timeline that is not kept; live posts of the home
 * stream on top of home; the full notifications list's first page (each group with the accounts and posts it
 * names, put back into an answer the store's importer takes); the first page of conversations. The cache here
 * keeps its writes waiting (no idle moment comes), which its `read` already shows.
 */
import { describe, expect, it } from 'vitest';
import type { Api } from '../../../src/services/api';
import { conversationsList } from '../../../src/services/conversations/conversations-data';
import { fetchNotificationPage } from '../../../src/services/notifications/notification-page-fetch';
import { cachedNotificationGroups, groupedAnswerOf } from '../../../src/services/offline-cache/cached-notifications';
import { offlineCacheOf } from '../../../src/services/offline-cache/offline-cache';
import { createOfflineCache } from '../../../src/services/offline-cache/offline-cache-store';
import { createEntityStore } from '../../../src/services/store';
import { importGroupedNotifications } from '../../../src/services/store/notification-importers';
import { handleStreamMessage } from '../../../src/services/streaming/stream-messages';
import { fetchTimelinePage } from '../../../src/services/timelines/timeline-fetch';
import { apiStatus } from '../entities/fixtures';
import { rawAccount, rawStatus } from '../status/status-fixtures';
import { rawConversation } from '../conversations/conversation-fixtures';

/** An account's store whose cache never flushes and has no database: what it was told waits in its queue. */
function accountWithCache() {
  const store = createEntityStore({ currentAccountId: '1' });
  const cache = offlineCacheOf(
    { store, server: 'https://a.example', me: '1' },
    () =>
      Promise.resolve(
        createOfflineCache({
          name: 'test',
          open: () => Promise.reject(new Error('no database')),
          remove: () => Promise.resolve(),
          storage: null,
          idle: () => () => {},
          now: () => 5,
        }),
      ),
    () => Promise.resolve(),
  );
  const idsIn = async (key: Parameters<typeof cache.read>[0]) =>
    (await cache.read(key))?.items.map(
      (item) => (item as { id?: string; group_key?: string }).id ?? (item as { group_key: string }).group_key,
    ) ?? null;
  return { store, cache, idsIn };
}

const timelineApi = (items: unknown[]) => {
  const page = async () => ({ items, next: null, prev: null });
  return { timelines: { home: page, list: page }, accounts: { statuses: page } } as unknown as Api;
};

describe('timeline pages', () => {
  it("a kept timeline's first page replaces, a short refresh goes on top, an older page is not kept", async () => {
    const { store, idsIn } = accountWithCache();
    await fetchTimelinePage(timelineApi([apiStatus('12'), apiStatus('11')]), store, 'home');
    expect(await idsIn('timeline:home')).toEqual(['12', '11']);
    await fetchTimelinePage(timelineApi([apiStatus('13')]), store, 'home', { sinceId: '12' });
    expect(await idsIn('timeline:home')).toEqual(['13', '12', '11']);
    await fetchTimelinePage(timelineApi([apiStatus('10')]), store, 'home', { maxId: '11' });
    expect(await idsIn('timeline:home')).toEqual(['13', '12', '11']);
    await fetchTimelinePage(timelineApi([apiStatus('5')]), store, 'list:3');
    expect(await idsIn('timeline:list:3')).toEqual(['5']);
  });

  it("an account's page is not kept", async () => {
    const { store, cache } = accountWithCache();
    await fetchTimelinePage(timelineApi([apiStatus('1')]), store, 'account:9');
    // (once the cache has come: until then a page waits unread, whatever its timeline)
    await cache.read('timeline:home');
    expect(cache.mayHave('timeline:account:9' as 'timeline:home')).toBe(false);
  });

  it('a store without a cache (signed out, tests) fetches as before', async () => {
    const store = createEntityStore({ currentAccountId: null });
    expect((await fetchTimelinePage(timelineApi([apiStatus('1')]), store, 'home')).ids).toEqual(['1']);
  });
});

describe('live posts', () => {
  const target = (store: ReturnType<typeof createEntityStore>) => ({
    store,
    listenersOf: () => [],
    onStatusDeleted: () => {},
    refreshFilters: () => {},
    reportError: (error: unknown) => {
      throw error;
    },
  });

  it('a post of the home stream goes on top of home; one of another stream does not', async () => {
    const { store, idsIn } = accountWithCache();
    handleStreamMessage(target(store), { stream: ['user'], event: 'update', payload: JSON.stringify(apiStatus('20')) });
    handleStreamMessage(target(store), {
      stream: ['public'],
      event: 'update',
      payload: JSON.stringify(apiStatus('21')),
    });
    handleStreamMessage(target(store), { stream: ['user'], event: 'update', payload: '{"broken":' });
    expect(await idsIn('timeline:home')).toEqual(['20']);
  });
});

const groupedAnswer = {
  accounts: [rawAccount('7'), rawAccount('8')],
  partial_accounts: [],
  statuses: [rawStatus('30', { account: rawAccount('1') })],
  notification_groups: [
    {
      group_key: 'favourite-30',
      notifications_count: 2,
      type: 'favourite',
      most_recent_notification_id: '3',
      page_min_id: '2',
      page_max_id: '3',
      latest_page_notification_at: '2026-01-02T00:00:00.000Z',
      sample_account_ids: ['7', '8'],
      status_id: '30',
    },
    {
      group_key: 'ungrouped-1',
      notifications_count: 1,
      type: 'follow',
      most_recent_notification_id: '1',
      page_min_id: '1',
      page_max_id: '1',
      latest_page_notification_at: '2026-01-01T00:00:00.000Z',
      sample_account_ids: ['8'],
    },
    { no: 'key' },
  ],
};

describe('notifications', () => {
  const api = { notifications: { grouped: async () => ({ data: groupedAnswer }) } } as unknown as Api;
  const query = { filter: 'all', groupFollows: false, excludeTypes: [] };
  const FIRST = { maxId: null, sinceId: null };

  it("the full list's first page is kept; a later page, a refresh or a quick filter's page is not", async () => {
    const { store, idsIn, cache } = accountWithCache();
    await fetchNotificationPage({ api, store, me: '1' }, { ...query, filter: 'favourite' }, FIRST);
    expect(cache.mayHave('notifications')).toBe(false);
    await fetchNotificationPage({ api, store, me: '1' }, query, { ...FIRST, maxId: '1' });
    await fetchNotificationPage({ api, store, me: '1' }, query, { ...FIRST, sinceId: '1' });
    expect(cache.mayHave('notifications')).toBe(false);
    await fetchNotificationPage({ api, store, me: '1' }, query, FIRST);
    expect(await idsIn('notifications')).toEqual(['favourite-30', 'ungrouped-1']);
  });

  it('each kept group carries what it names, and the kept groups import as the answer did', () => {
    const kept = cachedNotificationGroups(groupedAnswer);
    expect(kept[0]).toMatchObject({
      group_key: 'favourite-30',
      accounts: [{ id: '7' }, { id: '8' }],
      statuses: [{ id: '30' }],
    });
    expect(kept[1]).toMatchObject({ group_key: 'ungrouped-1', accounts: [{ id: '8' }], statuses: [] });

    const fromServer = createEntityStore({ currentAccountId: '1' });
    const fromCache = createEntityStore({ currentAccountId: '1' });
    const keys = importGroupedNotifications(fromServer, groupedAnswer);
    expect(importGroupedNotifications(fromCache, groupedAnswerOf([...kept, 'not a group', {}]))).toEqual(keys);
    expect(fromCache.get('notificationGroups', 'favourite-30')).toEqual(
      fromServer.get('notificationGroups', 'favourite-30'),
    );
    expect(fromCache.has('statuses', '30')).toBe(true);
    expect(fromCache.has('accounts', '7')).toBe(true);
  });

  it('a partial account is kept with its group, and an answer of another shape keeps nothing', () => {
    const partial = { id: '9', acct: 'nine', avatar: 'https://a.example/9.png' };
    const kept = cachedNotificationGroups({
      partial_accounts: [partial, 'broken'],
      notification_groups: [{ group_key: 'g', sample_account_ids: ['9', '404'] }],
    });
    expect(kept).toEqual([
      {
        group_key: 'g',
        notification_group: expect.anything(),
        accounts: [],
        partial_accounts: [partial],
        statuses: [],
      },
    ]);
    expect(cachedNotificationGroups(null)).toEqual([]);
  });
});

describe('conversations', () => {
  it('the first page is kept, a later one is not', async () => {
    const { store, idsIn } = accountWithCache();
    const first = [rawConversation('c2', '12'), rawConversation('c1', '11')];
    let items = first;
    const api = {
      conversations: { list: async () => ({ items, next: null, prev: null }) },
    } as unknown as Api;
    await conversationsList.fetchPage({ api, store } as never, null, null, new AbortController().signal);
    expect(await idsIn('conversations')).toEqual(['c2', 'c1']);
    items = [rawConversation('c0', '10')];
    await conversationsList.fetchPage(
      { api, store } as never,
      null,
      'https://a.example/api/v1/conversations?max_id=1',
      new AbortController().signal,
    );
    expect(await idsIn('conversations')).toEqual(['c2', 'c1']);
  });
});
