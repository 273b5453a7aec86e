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

  it('leaves out every group whose post a notifications hide filter removes, a post in a list too', async () => {
    const post = (id: string, filtered: unknown[]) => ({
      id,
      created_at: '2026-01-02T00:00:00.000Z',
      content: '<p>a zebra</p>',
      spoiler_text: '',
      visibility: 'public',
      account,
      media_attachments: [],
      mentions: [],
      tags: [],
      emojis: [],
      filtered,
    });
    const hide = {
      filter: {
        id: '9',
        title: 'Zebra',
        context: ['home', 'notifications'],
        expires_at: null,
        filter_action: 'hide',
      },
      keyword_matches: ['zebra'],
      status_matches: null,
    };
    const group = (key: string, type: string, id: string, statusId: string) => ({
      group_key: key,
      notifications_count: 1,
      type,
      most_recent_notification_id: id,
      page_min_id: id,
      page_max_id: id,
      latest_page_notification_at: '2026-01-02T00:00:00.000Z',
      sample_account_ids: ['7'],
      status_id: statusId,
    });
    const filteredAnswer = {
      accounts: [account],
      statuses: [post('50', [hide]), post('51', [])],
      notification_groups: [
        group('ungrouped-3', 'list_status', '3', '50'),
        group('ungrouped-2', 'status_reference', '2', '50'),
        group('ungrouped-1', 'list_status', '1', '51'),
      ],
    };
    const filteredApi = { notifications: { grouped: async () => ({ data: filteredAnswer }) } } as unknown as Api;
    const store = createEntityStore({ currentAccountId: '1' });
    const page = await fetchNotificationPage({ api: filteredApi, store, me: '1' }, query, {
      maxId: null,
      sinceId: null,
    });
    expect(page.keys).toEqual(['ungrouped-1']);
    // the page still covers every notification it read
    expect(page.newestId).toBe('3');
  });
});
