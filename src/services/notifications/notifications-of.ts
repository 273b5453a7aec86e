/**
 * The account's notifications runtime: one per entity store (i.e. per signed-in account), made by the first
 * view that needs it — the shell's background starter, after the first posts have painted — and stopped when
 * the account is forgotten.
 */
import type { Api } from '../api';
import { definePart } from '../runtime/account-scope';
import type { AlertQueue } from '../alerts';
import type { EntityStore } from '../store';
import type { StreamingService } from '../streaming/streaming-types';
import { playSound } from './boop-sound';
import { appBadge } from './app-badge';
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

/** The account's notifications: made on first use, stopped with the account's scope. */
const NOTIFICATIONS = definePart<NotificationsRuntime>('notifications', (runtime) => runtime.dispose());

export function notificationsOf(services: NotificationsServices): NotificationsRuntime {
  return services.store.scope.use(NOTIFICATIONS, () => {
    const settings = notificationSettingsOf(services.store, `${services.server}|${services.me}`, { api: services.api });
    const browser = browserNotifications({
      playSound,
      desktopNotify: desktopNotifier(services.store),
      showBadge: appBadge(),
    });
    const push = pushMemory(services.server, services.me);
    return createNotificationsRuntime({ ...services, settings, browser, pushActive: () => push.read() !== null });
  });
}
