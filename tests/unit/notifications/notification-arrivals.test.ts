/**
 * What a live notification does to the store and the lists: a repeat from an account already among its group's
 * samples changes nothing (no count, no move to the top), and a notification whose post a notifications-context
 * hide filter removes is dropped whatever its type.
 */
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/domain/entities/notification';
import type { NotificationGroup } from '../../../src/domain/entities/notification-group';
import { notificationArrived, type ArrivalTargets } from '../../../src/services/notifications/notification-arrivals';
import { createEntityStore, importStatus, type EntityStore } from '../../../src/services/store';

const ME = '1';

function notification(over: Partial<Notification> & Pick<Notification, 'id' | 'type'>): Notification {
  return {
    created_at: '2026-01-01T00:00:00.000Z',
    group_key: `${over.type}-s1`,
    accountId: 'acc1',
    statusId: 's1',
    report: null,
    moderation_warning: null,
    event: null,
    annual_report: null,
    emoji_reaction: null,
    list: null,
    ...over,
  };
}

function group(over: Partial<NotificationGroup> & Pick<NotificationGroup, 'group_key'>): NotificationGroup {
  return {
    type: 'favourite',
    notifications_count: 7,
    most_recent_notification_id: '20',
    page_min_id: '10',
    page_max_id: '20',
    latest_page_notification_at: null,
    sampleAccountIds: ['acc1', 'acc2', 'acc3', 'acc4', 'acc5', 'acc6', 'acc7'],
    statusId: 's1',
    emojiReactionGroups: [],
    report: null,
    moderationWarning: null,
    annualReport: null,
    event: null,
    list: null,
    partial: false,
    ...over,
  };
}

interface Told {
  filter: string;
  key: string;
  notificationId: string;
}

function targets(store: EntityStore) {
  const told: Told[] = [];
  const sounds: string[] = [];
  const shown: Notification[] = [];
  const value: ArrivalTargets = {
    store,
    me: ME,
    settings: () => ({ shows: {}, sounds: {}, alerts: {}, groupFollows: false }),
    lists: () =>
      ['all', 'favourite', 'list_status'].map((filter) => ({
        filter,
        newGroup: (key: string, notificationId: string) => void told.push({ filter, key, notificationId }),
      })),
    playSound: (name) => void sounds.push(name),
    desktopNotify: (n) => void shown.push(n),
    pushActive: () => false,
  };
  return { value, told, sounds, shown };
}

/** A post by bob, with the server's filter results for the reader when `filtered` is given. */
function storePost(store: EntityStore, id: string, text: string, filtered: unknown[] = []): void {
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
    filtered,
  });
}

describe('a live notification', () => {
  it('from an account already among its group samples changes nothing: no count, no move to the top', () => {
    const store = createEntityStore({ currentAccountId: ME });
    storePost(store, 's1', 'my post');
    const existing = group({ group_key: 'favourite-s1' });
    store.set('notificationGroups', existing);
    const t = targets(store);
    // acc4 had favourited, unfavourited, and favourites again
    notificationArrived(t.value, notification({ id: '30', type: 'favourite', accountId: 'acc4' }));
    expect(store.get('notificationGroups', 'favourite-s1')).toBe(existing);
    expect(store.get('notificationGroups', 'favourite-s1')?.notifications_count).toBe(7);
    expect(t.told).toEqual([]);
  });

  it('from a new account joins the group and the lists that show favourites hear of it', () => {
    const store = createEntityStore({ currentAccountId: ME });
    storePost(store, 's1', 'my post');
    store.set('notificationGroups', group({ group_key: 'favourite-s1' }));
    const t = targets(store);
    const key = notificationArrived(t.value, notification({ id: '30', type: 'favourite', accountId: 'acc8' }));
    expect(key).toBe('favourite-s1');
    expect(store.get('notificationGroups', 'favourite-s1')?.notifications_count).toBe(8);
    expect(t.told).toEqual([
      { filter: 'all', key: 'favourite-s1', notificationId: '30' },
      { filter: 'favourite', key: 'favourite-s1', notificationId: '30' },
    ]);
  });
});

const zebraResult = (action: 'hide' | 'warn') => ({
  filter: {
    id: `f-${action}`,
    title: `Zebra ${action}`,
    context: ['home', 'notifications'],
    expires_at: null,
    filter_action: action,
  },
  keyword_matches: ['zebra'],
  status_matches: null,
});

const listStatus = (id: string, statusId: string) =>
  notification({
    id,
    type: 'list_status',
    group_key: `ungrouped-${id}`,
    accountId: 'bob',
    statusId,
    list: { id: '7', title: 'Friends' },
  });

describe('a live notification about a filtered post', () => {
  it('a post in a notifying list that a hide filter removes is dropped: no group, no list, no sound', () => {
    const store = createEntityStore({ currentAccountId: ME });
    storePost(store, 'z1', 'a zebra crossed', [zebraResult('hide')]);
    const t = targets(store);
    expect(notificationArrived(t.value, listStatus('40', 'z1'))).toBeNull();
    expect(store.get('notificationGroups', 'ungrouped-40')).toBeUndefined();
    expect(t.told).toEqual([]);
    expect(t.sounds).toEqual([]);
    expect(t.shown).toEqual([]);
  });

  it('one a warn filter matches is shown (the row warns with the filter title)', () => {
    const store = createEntityStore({ currentAccountId: ME });
    storePost(store, 'z2', 'another zebra', [zebraResult('warn')]);
    const t = targets(store);
    expect(notificationArrived(t.value, listStatus('41', 'z2'))).toBe('ungrouped-41');
    expect(t.told.map((told) => told.filter)).toEqual(['all', 'list_status']);
  });
});
