/**
 * The browser's side of web push, over a small environment the tests can fake: whether push exists at all, the
 * notification permission (asked on demand, the answer returned), and the push subscription of one account's
 * service worker registration (service-worker-path.ts), made with the server's key, read back and removed.
 */
import type { PushSubscriptionKeys } from '../api/push';
import { PUSH_SERVICE_WORKER_URL } from './service-worker-path';
import { applicationServerKey, sameKey } from './vapid-key';

export interface PushEnvironment {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistration'>;
  /** the PushManager interface, when the browser has one */
  PushManager?: unknown;
  Notification?: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
}

/** The page's own browser objects. */
export function browserPushEnvironment(): PushEnvironment {
  const scope = globalThis as unknown as {
    navigator?: { serviceWorker?: ServiceWorkerContainer };
    PushManager?: unknown;
    Notification?: PushEnvironment['Notification'];
  };
  return {
    serviceWorker: scope.navigator?.serviceWorker,
    PushManager: scope.PushManager,
    Notification: scope.Notification,
  };
}

/** Push needs a service worker, the PushManager and notifications (the browser support flag). */
export function isPushSupported(env: PushEnvironment): boolean {
  return Boolean(env.serviceWorker && env.PushManager && env.Notification);
}

/** Asks the reader for permission to show notifications, now, and returns the answer. */
export async function requestNotificationPermission(env: PushEnvironment): Promise<NotificationPermission> {
  if (!env.Notification) return 'denied';
  if (env.Notification.permission === 'granted') return 'granted';
  return env.Notification.requestPermission();
}

async function registration(env: PushEnvironment, scope: string): Promise<ServiceWorkerRegistration> {
  if (!env.serviceWorker) throw new DOMException('No service worker support', 'NotSupportedError');
  return (
    (await env.serviceWorker.getRegistration(scope)) ?? env.serviceWorker.register(PUSH_SERVICE_WORKER_URL, { scope })
  );
}

/** The account's current browser subscription, if any (registers nothing when there is no registration yet). */
export async function existingBrowserSubscription(
  env: PushEnvironment,
  scope: string,
): Promise<PushSubscription | null> {
  const found = await env.serviceWorker?.getRegistration(scope);
  return found ? found.pushManager.getSubscription() : null;
}

/**
 * A browser subscription made with `serverKey` (the server's VAPID key): the current one when it was made with that
 * key, else a new one (one made with another key is removed first). The key's failures are vapid-key.ts'.
 */
export async function createBrowserSubscription(
  env: PushEnvironment,
  scope: string,
  serverKey: string | null | undefined,
): Promise<PushSubscription> {
  const key = applicationServerKey(serverKey);
  const { pushManager } = await registration(env, scope);
  const current = await pushManager.getSubscription();
  if (current && sameKey(current.options.applicationServerKey, key)) return current;
  if (current) await current.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Removes the account's browser subscription (nothing to do when there is none). */
export async function removeBrowserSubscription(env: PushEnvironment, scope: string): Promise<void> {
  const current = await existingBrowserSubscription(env, scope);
  if (current) await current.unsubscribe();
}

/** What the server needs of a browser subscription: endpoint and keys, with standard (RFC 8291) encryption. */
export function subscriptionKeys(subscription: PushSubscription): PushSubscriptionKeys {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!p256dh || !auth) throw new Error('the browser subscription has no keys');
  return { endpoint: subscription.endpoint, keys: { p256dh, auth }, standard: true };
}
