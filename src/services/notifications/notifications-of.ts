/**
 * The account's notifications runtime: one per entity store (i.e. per signed-in account), made by the first
 * view that needs it — the shell's background starter, after the first posts have painted — and stopped when
 * the account is forgotten.
 */
import type { Api } from '../api';
import { onDataDisposed } from '../data/data-registry';
import type { AlertQueue } from '../errors';
import type { EntityStore } from '../store';
import type { StreamingService } from '../streaming/streaming-types';
import { playSound } from './boop-sound';
import { desktopNotifier } from './desktop-notifier';
import { browserNotifications } from './notifications-browser';
import { pushMemory } from '../push/push-memory';
import { notificationSettingsOf } from './notification-settings';
import { createNotificationsRuntime, type NotificationsRuntime } from './notifications-runtime';

export interface NotificationsServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  streaming: StreamingService;
  me: string;
  /** the server's origin: settings are kept per server and account */
  server: string;
}

const runtimes = new WeakMap<EntityStore, NotificationsRuntime>();

export function notificationsOf(services: NotificationsServices): NotificationsRuntime {
  let runtime = runtimes.get(services.store);
  if (runtime === undefined) {
    const settings = notificationSettingsOf(`${services.server}|${services.me}`, { api: services.api });
    const browser = browserNotifications({ playSound, desktopNotify: desktopNotifier(services.store) });
    const push = pushMemory(services.server, services.me);
    runtime = createNotificationsRuntime({ ...services, settings, browser, pushActive: () => push.read() !== null });
    runtimes.set(services.store, runtime);
    onDataDisposed(services.store, () => disposeNotificationsOf(services.store));
  }
  return runtime;
}

/** Stops the account's notifications (the account is forgotten). */
export function disposeNotificationsOf(store: EntityStore): void {
  runtimes.get(store)?.dispose();
  runtimes.delete(store);
}
