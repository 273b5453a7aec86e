/**
 * The account's notifications runtime against the simulated server (contract-checked): the grouped first page,
 * live notifications joining their group at the top, hidden ones never shown, the unread count and the read
 * marker reaching the server, blocks and settled follow requests removing entries, and clearing.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/domain/entities/notification';
import { normaliseNotification } from '../../../src/domain/entities/notification';
import { createAlertQueue } from '../../../src/services/alerts';
import { ANNOUNCE_GATHER_MS } from '../../../src/machines/notification-announcer.machine';
import { latestArrivalAnnouncement } from '../../../src/services/notifications/arrival-announcements';
import { createNotificationSettingsStore } from '../../../src/services/notifications/notification-settings';
import { followRequestSettled } from '../../../src/services/notifications/notification-signals';
import type { NotificationsBrowser } from '../../../src/services/notifications/notifications-browser';
import {
  createNotificationsRuntime,
  type NotificationsRuntime,
} from '../../../src/services/notifications/notifications-runtime';
import { createEntityStore, type EntityStore } from '../../../src/services/store';
import { importRelationships } from '../../../src/services/store/relationship-importers';
import { importNotification } from '../../../src/services/store/notification-importers';
import { releaseUnheld } from '../../../src/services/store/store-release';
import type { StreamListener, StreamingService } from '../../../src/services/streaming/streaming-types';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { until } from '../../support/wait-for-state';

const contract = useContractSandbox();
let alice: SignedIn;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
});

async function act(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${contract.origin}/_sandbox/act`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

interface Fixture {
  runtime: NotificationsRuntime;
  store: EntityStore;
  listener: () => StreamListener;
  browser: NotificationsBrowser & {
    unread: number;
    sounds: string[];
    desktop: Notification[];
    hide(): void;
    /** the reader presses a key in a text field */
    type(): void;
  };
}

let fixture: Fixture | null = null;
afterEach(() => {
  fixture?.runtime.dispose();
  fixture = null;
});

function makeRuntime(): Fixture {
  const store = createEntityStore({ currentAccountId: alice.accountId });
  let listener: StreamListener | null = null;
  const streaming: StreamingService = {
    subscribe: (_subscription, l) => {
      listener = l;
      return () => {
        listener = null;
      };
    },
    getStatus: () => ({ state: 'live', retryAt: null, attempts: 0 }),
    onStatusChange: () => () => {},
    resume: () => {},
    setToken: () => {},
    halt: () => {},
    close: () => {},
  };
  const pageHide: Array<() => void> = [];
  const typing: Array<() => void> = [];
  const browser: Fixture['browser'] = {
    unread: 0,
    sounds: [],
    desktop: [],
    isVisible: () => true,
    onVisibilityChange: () => () => {},
    onPageHide: (l) => {
      pageHide.push(l);
      return () => {};
    },
    onTyping: (l) => {
      typing.push(l);
      return () => {};
    },
    setUnreadCount: (_store, count) => {
      browser.unread = count;
    },
    setTitleCount: () => {},
    playSound: (name) => browser.sounds.push(name),
    desktopNotify: (n) => browser.desktop.push(n),
    hide: () => pageHide.forEach((l) => l()),
    type: () => typing.forEach((l) => l()),
  };
  const runtime = createNotificationsRuntime({
    api: alice.api,
    store,
    alerts: createAlertQueue(),
    streaming,
    me: alice.accountId,
    settings: createNotificationSettingsStore(`test|${alice.accountId}`, { storage: null }),
    browser,
  });
  fixture = {
    runtime,
    store,
    browser,
    listener: () => {
      if (listener === null) throw new Error('not subscribed');
      return listener;
    },
  };
  return fixture;
}

const rows = (runtime: NotificationsRuntime, filter = 'all') =>
  runtime
    .list(filter)
    .getSnapshot()
    .context.entries.flatMap((e) => (e.kind === 'group' ? [e.key] : []));

/** The newest notification on the server, delivered as the user stream would deliver it. */
async function deliverNewest(f: Fixture): Promise<Notification> {
  const page = await alice.api.notifications.list({ limit: 1 });
  const notification = importNotification(f.store, page.items[0]);
  if (notification === null) throw new Error('no notification');
  f.listener().notification?.(notification.id, notification);
  return notification;
}

async function alicePost(text: string): Promise<string> {
  const answer = await act({ action: 'post', as: 'alice', text });
  return (answer.status as { id: string }).id;
}

describe('notifications runtime', () => {
  it('asks for grouped notifications (favourite, reblog, emoji_reaction grouped) and shows the groups', async () => {
    const asked: URL[] = [];
    const watch = (event: { request: Request }) => {
      const url = new URL(event.request.url);
      if (url.pathname === '/api/v2/notifications') asked.push(url);
    };
    contract.server.events.on('request:start', watch);
    const f = makeRuntime();
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    contract.server.events.removeListener('request:start', watch);
    expect(asked[0]?.searchParams.getAll('grouped_types[]')).toEqual(['favourite', 'reblog', 'emoji_reaction']);
    expect(rows(f.runtime).length).toBeGreaterThan(0);
    for (const key of rows(f.runtime)) expect(f.store.get('notificationGroups', key)).toBeDefined();
  });

  it("keeps the lists' groups, their posts and accounts in the store; a group no list holds is let go", async () => {
    const f = makeRuntime();
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    f.store.set('notificationGroups', {
      ...f.store.get('notificationGroups', rows(f.runtime)[0]!)!,
      group_key: 'stray',
    });
    releaseUnheld(f.store);
    expect(f.store.has('notificationGroups', 'stray')).toBe(false);
    for (const key of rows(f.runtime)) {
      const group = f.store.get('notificationGroups', key)!;
      expect(group).toBeDefined();
      if (group.statusId !== null) expect(f.store.has('statuses', group.statusId)).toBe(true);
      for (const account of group.sampleAccountIds) expect(f.store.has('accounts', account)).toBe(true);
    }
    // disposed, the runtime holds nothing any more
    f.runtime.dispose();
    fixture = null;
    releaseUnheld(f.store);
    expect(f.store.size('notificationGroups')).toBe(0);
  });

  it('a live favourite joins its group by group_key and the group moves to the top; the unread count rises', async () => {
    const f = makeRuntime();
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    await until(() => !f.runtime.marker.getSnapshot().hasTag('loading'), 'the marker');
    const statusId = await alicePost('favourite me');
    await act({ action: 'favourite', as: 'bob', status_id: statusId });
    const first = await deliverNewest(f);
    const before = f.browser.unread;
    await act({ action: 'favourite', as: 'carol', status_id: statusId });
    const second = await deliverNewest(f);
    expect(second.group_key).toBe(first.group_key);
    const top = rows(f.runtime)[0]!;
    expect(top).toBe(first.group_key);
    const group = f.store.get('notificationGroups', top)!;
    expect(group.notifications_count).toBeGreaterThanOrEqual(2);
    expect(group.sampleAccountIds[0]).toBe(second.accountId);
    expect(f.browser.unread).toBeGreaterThanOrEqual(before);
    expect(f.browser.unread).toBeGreaterThan(0);
    expect(f.browser.sounds).toContain('boop');
  });

  it('new notifications are told once the moment passes, not while the reader types; a repeat is not', async () => {
    const f = makeRuntime();
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    const before = latestArrivalAnnouncement(f.store)?.serial ?? 0;
    await act({ action: 'mention', as: 'carol', target: 'alice', text: 'are you there?' });
    const mention = await deliverNewest(f);
    await until(() => (latestArrivalAnnouncement(f.store)?.serial ?? 0) > before, 'the announcement');
    const told = latestArrivalAnnouncement(f.store)!;
    expect(told.count).toBe(1);
    expect(told.single?.most_recent_notification_id).toBe(mention.id);
    expect(told.single?.sampleAccountIds).toEqual([mention.accountId]);
    // the same notification delivered again adds nothing to tell
    f.listener().notification?.(mention.id, mention);
    await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_GATHER_MS + 200));
    expect(latestArrivalAnnouncement(f.store)!.serial).toBe(told.serial);
    // while the reader types, the next one waits
    await act({ action: 'mention', as: 'carol', target: 'alice', text: 'hello?' });
    await deliverNewest(f);
    const typing = setInterval(() => f.browser.type(), 300);
    await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_GATHER_MS + 500));
    expect(latestArrivalAnnouncement(f.store)!.serial).toBe(told.serial);
    clearInterval(typing);
    await until(() => latestArrivalAnnouncement(f.store)!.serial > told.serial, 'the announcement after typing');
  });

  it('a mention hidden by a notifications filter with the hide action never shows', async () => {
    await alice.api.filters.create({
      title: 'Hide spoilers',
      context: ['notifications'],
      filter_action: 'hide',
      keywords_attributes: [{ keyword: 'spoilerword', whole_word: true }],
    });
    const f = makeRuntime();
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    const before = rows(f.runtime);
    await act({ action: 'mention', as: 'bob', target: 'alice', text: 'the spoilerword is here' });
    const hidden = await deliverNewest(f);
    expect(hidden.type).toBe('mention');
    expect(rows(f.runtime)).toEqual(before);
    expect(f.browser.sounds).toEqual([]);
    // and the next page from the server leaves it out too
    f.runtime.list('all').send({ type: 'REFRESH_STALE' });
    await until(() => !f.runtime.list('all').getSnapshot().hasTag('busy'), 'the refresh');
    const keys = rows(f.runtime);
    expect(keys.some((key) => f.store.get('notificationGroups', key)?.statusId === hidden.statusId)).toBe(false);
  });

  it('a post in a notifying list that a hide filter removes never shows and is never counted', async () => {
    await alice.api.filters.create({
      title: 'Zebra',
      context: ['home', 'notifications'],
      filter_action: 'hide',
      keywords_attributes: [{ keyword: 'zebra', whole_word: true }],
    });
    const bob = await alice.api.accounts.lookup('bob');
    await alice.api.accounts.follow(bob.id);
    const list = await alice.api.lists.create({ title: 'Zoo', notify: true });
    await alice.api.lists.addAccounts(list.id, [bob.id]);
    const f = makeRuntime();
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    await until(() => !f.runtime.marker.getSnapshot().hasTag('loading'), 'the marker');
    const before = rows(f.runtime);
    const unread = f.browser.unread;
    await act({ action: 'post', as: 'bob', text: 'a zebra in the list' });
    const page = await alice.api.notifications.list({ limit: 1, types: ['list_status'] });
    const hidden = importNotification(f.store, page.items[0])!;
    expect(hidden.type).toBe('list_status');
    f.listener().notification?.(hidden.id, hidden);
    expect(rows(f.runtime)).toEqual(before);
    expect(f.browser.unread).toBe(unread);
    expect(f.browser.sounds).toEqual([]);
    // and the next page from the server leaves it out too
    f.runtime.list('all').send({ type: 'REFRESH_STALE' });
    await until(() => !f.runtime.list('all').getSnapshot().hasTag('busy'), 'the refresh');
    const keys = rows(f.runtime);
    expect(keys.some((key) => f.store.get('notificationGroups', key)?.statusId === hidden.statusId)).toBe(false);
    expect(f.browser.unread).toBe(unread);
  });

  it('blocking an account removes its notifications from the lists', async () => {
    const f = makeRuntime();
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    await act({ action: 'mention', as: 'carol', target: 'alice', text: 'hello from carol' });
    const mention = await deliverNewest(f);
    const key = rows(f.runtime)[0]!;
    expect(f.store.get('notificationGroups', key)?.sampleAccountIds).toContain(mention.accountId);
    importRelationships(f.store, [{ id: mention.accountId, blocking: true, following: false }]);
    expect(rows(f.runtime)).not.toContain(key);
    expect(f.store.get('notificationGroups', key)).toBeUndefined();
  });

  it("blocking an account's domain removes its notifications unless the reader follows it", async () => {
    const f = makeRuntime();
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    await act({ action: 'mention', as: 'carol', target: 'alice', text: 'hello again from carol' });
    const mention = await deliverNewest(f);
    const key = rows(f.runtime)[0]!;
    importRelationships(f.store, [{ id: mention.accountId, domain_blocking: true, following: true }]);
    expect(rows(f.runtime)).toContain(key);
    importRelationships(f.store, [{ id: mention.accountId, domain_blocking: true, following: false }]);
    expect(rows(f.runtime)).not.toContain(key);
    expect(f.store.get('notificationGroups', key)).toBeUndefined();
  });

  it('a follow request leaves as soon as it is authorised or rejected', async () => {
    const f = makeRuntime();
    // follow requests are not shown by default: this reader shows them
    f.runtime.settings.set({ shows: { follow_request: true } });
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    const request = [...f.store.getTable('notificationGroups').values()].find((g) => g.type === 'follow_request');
    const key = request?.group_key ?? null;
    if (request === undefined) {
      // the seed may hold none: make one from a synthetic live notification
      const live = normaliseNotification({
        id: '999999999999999999',
        type: 'follow_request',
        created_at: new Date().toISOString(),
        account: { id: 'requester', username: 'r', acct: 'r' },
      })!;
      f.listener().notification?.(live.id, live);
    }
    const shown = key ?? rows(f.runtime)[0]!;
    const accountId = f.store.get('notificationGroups', shown)!.sampleAccountIds[0]!;
    followRequestSettled(f.store, accountId);
    expect(rows(f.runtime)).not.toContain(shown);
  });

  it('scrolled to the top of the mounted, visible list, the read marker advances and reaches the server', async () => {
    const f = makeRuntime();
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    await until(() => !f.runtime.marker.getSnapshot().hasTag('loading'), 'the marker');
    const statusId = await alicePost('mark me read');
    await act({ action: 'favourite', as: 'bob', status_id: statusId });
    const newest = await deliverNewest(f);
    expect(f.browser.unread).toBeGreaterThan(0);
    const unmount = f.runtime.mount('all');
    f.runtime.scrolled('all', true);
    await until(() => f.browser.unread === 0, 'the unread count to drop');
    const expected = f.store.get('notificationGroups', rows(f.runtime)[0]!)!.most_recent_notification_id;
    expect(expected).toBe(newest.id);
    let onServer: string | null = null;
    for (let round = 0; round < 100 && onServer !== expected; round += 1) {
      onServer = (await alice.api.markers.get(['notifications'])).notifications?.last_read_id ?? null;
      if (onServer !== expected) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(onServer).toBe(expected);
    unmount();
  });

  it('the read marker waits while unread notifications lie unloaded below the rows, then advances', async () => {
    const f = makeRuntime();
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    const entries = () => f.runtime.list('all').getSnapshot().context.entries;
    const trailing = entries().at(-1);
    expect(trailing?.kind).toBe('gap');
    // the reader last read a notification well below the first page (further down than the 50 groups kept at
    // the top)
    const oldest = (trailing as { maxId: string }).maxId;
    const older = (await alice.api.notifications.list({ max_id: oldest, limit: 40 })).items.at(-1) as { id: string };
    await alice.api.markers.save({ notifications: { last_read_id: older.id } });
    f.runtime.dispose();
    const g = makeRuntime();
    await until(() => g.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page again');
    await until(() => !g.runtime.marker.getSnapshot().hasTag('loading'), 'the marker');
    expect(g.runtime.marker.getSnapshot().context.lastReadId).toBe(older.id);
    const unmount = g.runtime.mount('all');
    g.runtime.scrolled('all', true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(g.runtime.marker.getSnapshot().context.lastReadId).toBe(older.id);
    // the reader scrolls down until the rows reach what was read, then back to the top
    const list = g.runtime.list('all');
    g.runtime.scrolled('all', false);
    for (let page = 0; page < 20; page += 1) {
      const last = list.getSnapshot().context.entries.at(-1);
      if (last?.kind !== 'gap' || (last.maxId !== null && BigInt(last.maxId) <= BigInt(older.id))) break;
      list.send({ type: 'FILL_GAP', key: last.key });
      await until(() => !list.getSnapshot().hasTag('busy'), 'an older page');
    }
    expect(g.runtime.marker.getSnapshot().context.lastReadId).toBe(older.id);
    g.runtime.scrolled('all', true);
    const newest = g.store.get('notificationGroups', rows(g.runtime)[0]!)!.most_recent_notification_id;
    await until(() => g.runtime.marker.getSnapshot().context.lastReadId === newest, 'the marker to advance');
    unmount();
  });

  it('clearing empties every list after the server cleared them', async () => {
    const f = makeRuntime();
    await until(() => f.runtime.list('all').getSnapshot().hasTag('rows'), 'the first page');
    expect(await f.runtime.clear()).toBe(true);
    expect(rows(f.runtime)).toEqual([]);
    expect((await alice.api.notifications.list()).items).toEqual([]);
  });
});
