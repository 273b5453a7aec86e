/**
 * The reader's notification settings store, one per account (notification-settings-model.ts says what they
 * are). Kept in localStorage under `tsubame:notification-settings:<accountId>` at every change, and sent to the
 * server (PUT api/web/settings, spec 7) at most once per 2000 ms (spec 9; the first change at once, the latest
 * at the end of the window). That endpoint belongs to the server's own web interface: with a plain OAuth token
 * it may be refused (401, 403, 404, 422...). A refusal is silent and ends server saves for the rest of the
 * page's life; the local copy goes on. A failure that is not a refusal (network, server error) only loses
 * that save: the next change tries again. Stored JSON that cannot be read gives the defaults.
 * `get` answers the same object until something changes, so views can read it with useSyncExternalStore.
 */
import type { Api } from '../api';
import { createThrottle, realTimers, type ThrottleTimers } from '../markers/marker-throttle';
import {
  applyNotificationSettingsPatch,
  readNotificationSettings,
  sameNotificationSettings,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from './notification-settings-model';

export * from './notification-settings-model';

/** Spec 9: settings are sent to the server at most once per this many ms. */
export const SETTINGS_SAVE_THROTTLE_MS = 2000;

export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface NotificationSettingsDeps {
  /** the server copy; none (signed-out, tests): local only */
  api?: Pick<Api, 'settings'> | null;
  /** localStorage by default; null: memory only */
  storage?: SettingsStorage | null;
  timers?: ThrottleTimers;
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
  /** stops the pending server save */
  dispose(): void;
}

export function notificationSettingsKey(accountId: string): string {
  return `tsubame:notification-settings:${accountId}`;
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

/** The server says no to this endpoint (not a passing failure). */
function refused(error: unknown): boolean {
  const { kind, status } = (error ?? {}) as { kind?: unknown; status?: unknown };
  return kind === 'response' && typeof status === 'number' && status >= 400 && status < 500;
}

export function createNotificationSettingsStore(
  accountId: string,
  { api = null, storage = defaultStorage(), timers = realTimers }: NotificationSettingsDeps = {},
): NotificationSettingsStore {
  const key = notificationSettingsKey(accountId);
  let current = readStored(storage, key);
  let toServer = api !== null;
  const listeners = new Set<() => void>();

  const throttle = createThrottle<NotificationSettings>(
    (settings) => {
      if (!toServer || !api) return;
      Promise.resolve()
        .then(() => api.settings.save({ notifications: settings }))
        .catch((error: unknown) => {
          if (!refused(error)) return;
          toServer = false;
          throttle.cancel();
        });
    },
    SETTINGS_SAVE_THROTTLE_MS,
    timers,
  );

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
      if (toServer) throttle.push(next);
      for (const listener of [...listeners]) listener();
    },
    savesToServer: () => toServer,
    dispose: () => throttle.cancel(),
  };
}

const stores = new Map<string, NotificationSettingsStore>();

/** The account's settings store: made on first use with `deps`, then the same one for the page's life. */
export function notificationSettingsOf(
  accountId: string,
  deps: NotificationSettingsDeps = {},
): NotificationSettingsStore {
  let store = stores.get(accountId);
  if (!store) {
    store = createNotificationSettingsStore(accountId, deps);
    stores.set(accountId, store);
  }
  return store;
}

/** Forgets the account's store (the account signed out). */
export function forgetNotificationSettings(accountId: string): void {
  stores.get(accountId)?.dispose();
  stores.delete(accountId);
}
