/**
 * A page of grouped notifications is stored in later tasks than the one that read the server's answer (where
 * the browser can yield): its accounts and posts a few per task, then its groups, so reading and storing never
 * make one long task together; the page is the same.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Api } from '../../../src/services/api';
import { fetchNotificationPage } from '../../../src/services/notifications/notification-page-fetch';
import { createEntityStore } from '../../../src/services/store';

const withScheduler = globalThis as { scheduler?: unknown };
afterEach(() => {
  delete withScheduler.scheduler;
});

const account = {
  id: '7',
  username: 'bob',
  acct: 'bob',
  display_name: 'Bob',
  url: 'https://example.test/@bob',
  avatar: 'https://example.test/a.png',
  avatar_static: 'https://example.test/a.png',
  header: '',
  header_static: '',
  note: '',
  created_at: '2026-01-01T00:00:00.000Z',
  followers_count: 0,
  following_count: 0,
  statuses_count: 0,
  emojis: [],
  fields: [],
};
const answer = {
  accounts: [account],
  statuses: [],
  notification_groups: [
    {
      group_key: 'ungrouped-1',
      notifications_count: 1,
      type: 'follow',
      most_recent_notification_id: '1',
      page_min_id: '1',
      page_max_id: '1',
      latest_page_notification_at: '2026-01-02T00:00:00.000Z',
      sample_account_ids: ['7'],
    },
  ],
};
const api = { notifications: { grouped: async () => ({ data: answer }) } } as unknown as Api;
const query = { filter: 'all', groupFollows: false, excludeTypes: [] };

describe('fetchNotificationPage', () => {
  it('stores the page in the task the browser gives back after reading the answer', async () => {
    let release: () => void = () => {};
    let yields = 0;
    withScheduler.scheduler = {
      yield: () =>
        new Promise<void>((resolve) => {
          yields += 1;
          release = resolve;
        }),
    };
    const store = createEntityStore({ currentAccountId: '1' });
    const page = fetchNotificationPage({ api, store, me: '1' }, query, { maxId: null, sinceId: null });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(yields).toBe(1);
    expect(store.has('accounts', '7')).toBe(false);
    release();
    await settle();
    // the accounts first, the groups in a later task
    expect(store.has('accounts', '7')).toBe(true);
    expect(store.has('notificationGroups', 'ungrouped-1')).toBe(false);
    expect(yields).toBe(2);
    release();
    const result = await page;
    expect(result.keys).toEqual(['ungrouped-1']);
    expect(store.get('notificationGroups', 'ungrouped-1')?.type).toBe('follow');
  });
});
