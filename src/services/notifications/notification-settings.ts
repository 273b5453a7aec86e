/**
 * The reader's notification settings store, one per account (notification-settings-model.ts says what they
 * are). Kept in localStorage under `tsubame:notification-settings:<accountId>` at every change, and sent to the
 * server as the `notifications` section of the account's client settings, through the account's one settings
 * sync (services/settings/settings-sync.ts: PUT api/web/settings with every section, at most once per 2000 ms,
 * the first change at once and the latest at the end of the window). That endpoint belongs to the server's own
 * web interface: with a plain OAuth token it may be refused (401, 403, 404, 422...). A refusal is silent and
 * ends server saves for the rest of the page's life; the local copy goes on. A failure that is not a refusal
 * (network, server error) only loses that save: the next change tries again. Stored JSON that cannot be read
 * gives the defaults. `get` answers the same object until something changes, so views can read it with
 * useSyncExternalStore.
 */
import type { Api } from '../api';
import { SETTINGS_SAVE_WINDOW_MS } from '../../machines/settings-save.machine';
import { definePart } from '../runtime/account-scope';
import { createSettingsSync, settingsSyncOf, type SettingsSync } from '../settings/settings-sync';
import type { EntityStore } from '../store';
import { notificationSettingsStorageKey } from '../settings/web-settings-blob';
import {
  applyNotificationSettingsPatch,
  readNotificationSettings,
  sameNotificationSettings,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from './notification-settings-model';

export * from './notification-settings-model';

/** Settings are sent to the server at most once per this many ms. */
export const SETTINGS_SAVE_THROTTLE_MS = SETTINGS_SAVE_WINDOW_MS;

export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface NotificationSettingsDeps {
  /** the server copy; none (signed-out, tests): local only */
  api?: Pick<Api, 'settings'> | null;
  /** the account's settings sync; without it, one of the store's own is made when `api` is given */
  sync?: Pick<SettingsSync, 'changed' | 'provide' | 'savesToServer'> | null;
  /** localStorage by default; null: memory only */
  storage?: SettingsStorage | null;
}

export interface NotificationSettingsStore {
  readonly accountId: string;
  get(): NotificationSettings;
  /** called after every change; returns the way to stop */
  subscribe(listener: () => void): () => void;
  /** applies a change: kept locally at once, sent to the server through the throttle */
  set(patch: NotificationSettingsPatch): void;
  /** false once the server refused the settings (local only from then on) */
  savesToServer(): boolean;
  /** stops the pending server save and forgets the listeners (the account is let go) */
  dispose(): void;
}

export function notificationSettingsKey(accountId: string): string {
  return notificationSettingsStorageKey(accountId);
}

function defaultStorage(): SettingsStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readStored(storage: SettingsStorage | null, key: string): NotificationSettings {
  try {
    const text = storage?.getItem(key);
    return readNotificationSettings(text ? JSON.parse(text) : null);
  } catch {
    // unreadable JSON or storage denied: the defaults
    return readNotificationSettings(null);
  }
}

export function createNotificationSettingsStore(
  accountId: string,
  { api = null, sync: given = null, storage = defaultStorage() }: NotificationSettingsDeps = {},
): NotificationSettingsStore {
  const key = notificationSettingsKey(accountId);
  let current = readStored(storage, key);
  const own = given === null && api !== null ? createSettingsSync(accountId, { api, storage }) : null;
  const sync = given ?? own;
  const listeners = new Set<() => void>();
  // the server gets the settings as this store holds them (also when storage refused to keep them)
  sync?.provide('notifications', () => current);

  return {
    accountId,
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch) {
      const next = applyNotificationSettingsPatch(current, patch);
      if (sameNotificationSettings(next, current)) return;
      current = next;
      try {
        storage?.setItem(key, JSON.stringify(next));
      } catch {
        // storage full or denied: the settings last for this page
      }
      sync?.changed();
      for (const listener of [...listeners]) listener();
    },
    savesToServer: () => sync?.savesToServer() ?? false,
    dispose() {
      own?.stop();
      listeners.clear();
    },
  };
}

/** The account's settings store, a part of its scope: made again (from storage) when the account comes back. */
const NOTIFICATION_SETTINGS = definePart<NotificationSettingsStore>('notification-settings', (settings) =>
  settings.dispose(),
);

/**
 * The account's settings store (`store`: the account's entity store, whose scope keeps it): made on first use with
 * `deps`, then the same one for the account's life.
 */
export function notificationSettingsOf(
  store: EntityStore,
  accountId: string,
  deps: NotificationSettingsDeps = {},
): NotificationSettingsStore {
  return store.scope.use(NOTIFICATION_SETTINGS, () => {
    // the account's one settings sync, shared with every other client setting
    const sync = deps.api ? settingsSyncOf(accountId, { api: deps.api, store }) : null;
    return createNotificationSettingsStore(accountId, { ...deps, sync });
  });
}
