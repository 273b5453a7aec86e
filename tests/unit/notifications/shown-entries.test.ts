/**
 * A hide filter made after notifications arrived hides them too: the list's rows leave them out and the unread
 * count does not count them.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { notificationGroupsMachine } from '../../../src/machines/notification-groups.machine';
import type { NotificationEntry, NotificationPage } from '../../../src/machines/notification-groups-types';
import { notificationsMarkerMachine } from '../../../src/machines/notifications-marker.machine';
import type { Filter } from '../../../src/domain/entities/filter';
import type { NotificationGroup } from '../../../src/domain/entities/notification-group';
import { shownEntries } from '../../../src/services/notifications/shown-entries';
import { trackUnread } from '../../../src/services/notifications/unread-tracker';
import { createEntityStore, importStatus, type EntityStore } from '../../../src/services/store';

const ME = '1';

function group(key: string, type: string, id: string, statusId: string | null): NotificationGroup {
  return {
    group_key: key,
    type,
    notifications_count: 1,
    most_recent_notification_id: id,
    page_min_id: id,
    page_max_id: id,
    latest_page_notification_at: null,
    sampleAccountIds: ['bob'],
    statusId,
    emojiReactionGroups: [],
    report: null,
    moderationWarning: null,
    annualReport: null,
    event: null,
    list: null,
    partial: false,
  };
}

const zebra: Filter = {
  id: 'f1',
  title: 'Zebra',
  context: ['home', 'notifications'],
  filter_action: 'hide',
  keywords: [{ id: 'k1', keyword: 'zebra', whole_word: true }],
  statuses: [],
  expires_at: null,
};

function world(): EntityStore {
  const store = createEntityStore({ currentAccountId: ME });
  for (const [id, text] of [
    ['z', 'a zebra in the list'],
    ['q', 'a quiet post'],
  ] as const) {
    importStatus(store, {
      id,
      created_at: '2026-01-01T00:00:00.000Z',
      content: `<p>${text}</p>`,
      spoiler_text: '',
      visibility: 'public',
      account: { id: 'bob', username: 'bob', acct: 'bob', display_name: 'Bob' },
      media_attachments: [],
      mentions: [],
      tags: [],
      emojis: [],
    });
  }
  store.set('notificationGroups', group('ungrouped-3', 'list_status', '3', 'z'));
  store.set('notificationGroups', group('ungrouped-2', 'mention', '2', 'q'));
  store.set('notificationGroups', group('ungrouped-1', 'follow', '1', null));
  return store;
}

const entries: NotificationEntry[] = ['ungrouped-3', 'ungrouped-2', 'ungrouped-1'].map((key) => ({
  kind: 'group',
  key,
}));

describe('rows a hide filter made later removes', () => {
  it('are left out of the shown rows; without such a filter the rows are the same array', () => {
    const store = world();
    expect(shownEntries(store, ME, entries)).toBe(entries);
    store.set('filters', zebra);
    expect(shownEntries(store, ME, entries).map((e) => e.key)).toEqual(['ungrouped-2', 'ungrouped-1']);
  });

  it('are not counted as unread', async () => {
    const store = world();
    const page: NotificationPage = {
      keys: entries.map((e) => e.key),
      full: false,
      oldestId: '1',
      newestId: '3',
    };
    const list = createActor(
      notificationGroupsMachine.provide({ actors: { fetchPage: fromPromise(async () => page) } }),
      { input: { key: 'all' } },
    ).start();
    const marker = createActor(
      notificationsMarkerMachine.provide({ actors: { loadMarker: fromPromise<string | null>(async () => '0') } }),
    ).start();
    list.send({ type: 'LOAD' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    let count = -1;
    const stop = trackUnread({ store, me: ME, list, marker, report: (n) => (count = n) });
    expect(count).toBe(3);
    store.set('filters', zebra);
    expect(count).toBe(2);
    stop();
    list.stop();
    marker.stop();
  });
});
