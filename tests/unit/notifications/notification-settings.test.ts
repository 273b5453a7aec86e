import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import {
  createNotificationSettingsStore,
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_TYPES,
  notificationSettingsKey,
  notificationSettingsOf,
  readNotificationSettings,
  SETTINGS_SAVE_THROTTLE_MS,
  type SettingsStorage,
} from '../../../src/services/notifications/notification-settings';
import type { Api } from '../../../src/services/api';
import { createEntityStore } from '../../../src/services/store';

function memoryStorage(initial: Record<string, string> = {}): SettingsStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const refusal = (status: number) =>
  new ApiError({ kind: 'response', message: 'refused', status, statusText: 'refused' });

function fakeApi(save = vi.fn<(settings: Readonly<Record<string, unknown>>) => Promise<unknown>>()) {
  save.mockResolvedValue({});
  return { api: { settings: { save } } as unknown as Pick<Api, 'settings'>, save };
}

const flush = async () => {
  await Promise.resolve();
  await Promise.resolve();
  await Promise.resolve();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notification settings defaults', () => {
  it('knows the 18 notification types', () => {
    expect(NOTIFICATION_TYPES).toHaveLength(18);
  });

  it('turns alerts and sounds on for every type, except follow requests, which are neither shown nor sounded', () => {
    const d = DEFAULT_NOTIFICATION_SETTINGS;
    for (const type of NOTIFICATION_TYPES) {
      expect(d.alerts[type], type).toBe(true);
      expect(d.shows[type], type).toBe(type !== 'follow_request');
      expect(d.sounds[type], type).toBe(type !== 'follow_request');
    }
    expect(d.grouping).toEqual({ follows: false });
    expect(d.quickFilter).toEqual({ active: 'all', show: true, advanced: false });
  });
});

describe('reading stored settings', () => {
  it('gives the defaults for unreadable JSON and for values that are not settings', () => {
    const bad = memoryStorage({ [notificationSettingsKey('1')]: '{not json' });
    expect(createNotificationSettingsStore('1', { storage: bad }).get()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    for (const raw of [null, 42, 'x', [], { alerts: 'no' }]) {
      expect(readNotificationSettings(raw)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    }
  });

  it('keeps the valid parts and drops unknown types, non-booleans and unknown quick filter categories', () => {
    const read = readNotificationSettings({
      alerts: { mention: false, unknown_type: false, poll: 'no' },
      grouping: { follows: true },
      quickFilter: { active: 'nonsense', show: false },
    });
    expect(read.alerts.mention).toBe(false);
    expect(read.alerts.poll).toBe(true);
    expect(read.alerts).not.toHaveProperty('unknown_type');
    expect(read.grouping.follows).toBe(true);
    expect(read.quickFilter).toEqual({ active: 'all', show: false, advanced: false });
    expect(readNotificationSettings({ quickFilter: { active: 'admin.sign_up' } }).quickFilter.active).toBe(
      'admin.sign_up',
    );
  });
});

describe('the settings store', () => {
  it('keeps a change locally at once under the account key, and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createNotificationSettingsStore('7', { storage });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ sounds: { mention: false }, grouping: { follows: true } });
    expect(store.get().sounds.mention).toBe(false);
    expect(store.get().sounds.favourite).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    const stored = JSON.parse(storage.data.get('tsubame:notification-settings:7')!);
    expect(stored.sounds.mention).toBe(false);
    expect(stored.grouping.follows).toBe(true);
    // a new store for the account reads it back
    expect(createNotificationSettingsStore('7', { storage }).get()).toEqual(store.get());
  });

  it('answers the same object until something changes (useSyncExternalStore needs that)', () => {
    const store = createNotificationSettingsStore('7', { storage: memoryStorage() });
    const before = store.get();
    expect(store.get()).toBe(before);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ alerts: { follow: true } });
    expect(store.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('sends the settings to the server at most once per 2000 ms: the first at once, the latest at the end', async () => {
    const { api, save } = fakeApi();
    const store = createNotificationSettingsStore('7', { api, storage: memoryStorage() });
    store.set({ alerts: { mention: false } });
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].notifications).toEqual(store.get());
    store.set({ alerts: { poll: false } });
    store.set({ alerts: { reblog: false } });
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_THROTTLE_MS - 1);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0].notifications).toEqual(store.get());
  });

  it('sends the whole client settings object, its notifications section included (no local saved flag)', async () => {
    // the server replaces its settings object with what it is sent: one section alone would erase the others
    const { api, save } = fakeApi();
    createNotificationSettingsStore('7', { api, storage: memoryStorage() }).set({ alerts: { mention: false } });
    await flush();
    expect(Object.keys(save.mock.calls[0]![0]).sort()).toEqual(
      [
        'frequentlyUsedEmojis',
        'frequentlyUsedLanguages',
        'notifications',
        'skinTone',
        'stayPrivacy',
        'timelineRegex',
        'trends',
      ].sort(),
    );
  });

  it.each([401, 403, 404, 422])(
    'a refusal (%i) is silent and ends server saves for the session; local saving goes on',
    async (status) => {
      const { api, save } = fakeApi();
      save.mockRejectedValueOnce(refusal(status));
      const storage = memoryStorage();
      const store = createNotificationSettingsStore('7', { api, storage });
      store.set({ alerts: { mention: false } });
      await flush();
      expect(store.savesToServer()).toBe(false);
      store.set({ alerts: { poll: false } });
      await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_THROTTLE_MS * 3);
      store.set({ alerts: { reblog: false } });
      await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_THROTTLE_MS * 3);
      expect(save).toHaveBeenCalledTimes(1);
      expect(JSON.parse(storage.data.get(notificationSettingsKey('7'))!).alerts.reblog).toBe(false);
    },
  );

  it('a passing failure (network, server error) loses only that save: the next change is sent', async () => {
    const { api, save } = fakeApi();
    save.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' }));
    const store = createNotificationSettingsStore('7', { api, storage: memoryStorage() });
    store.set({ alerts: { mention: false } });
    await flush();
    expect(store.savesToServer()).toBe(true);
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_THROTTLE_MS);
    store.set({ alerts: { poll: false } });
    await flush();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('works without storage (denied) and without a server', () => {
    const throwing: SettingsStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createNotificationSettingsStore('7', { storage: throwing });
    expect(store.get()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    store.set({ shows: { follow_request: true } });
    expect(store.get().shows.follow_request).toBe(true);
  });

  it("is one store per account, kept in the account's scope and made again (from storage) after it", () => {
    const storage = memoryStorage();
    const accountA = createEntityStore({ currentAccountId: 'a' });
    const a = notificationSettingsOf(accountA, 'acct-a', { storage });
    expect(notificationSettingsOf(accountA, 'acct-a', { storage })).toBe(a);
    const accountB = createEntityStore({ currentAccountId: 'b' });
    expect(notificationSettingsOf(accountB, 'acct-b', { storage })).not.toBe(a);
    a.set({ shows: { follow_request: true } });
    accountA.scope.dispose();
    expect(() => notificationSettingsOf(accountA, 'acct-a', { storage })).toThrow();
    // the account back (a new store for it): the settings come from this device again
    const again = notificationSettingsOf(createEntityStore({ currentAccountId: 'a' }), 'acct-a', { storage });
    expect(again).not.toBe(a);
    expect(again.get().shows.follow_request).toBe(true);
  });
});
