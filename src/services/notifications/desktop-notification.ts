/**
 * Desktop notifications from the open tab (the fallback while no web push delivers them): shown only where the
 * browser has notifications, the reader granted permission, and the page is hidden (a visible page shows the
 * notification in its own column). Permission is asked only when the reader asks for it, and the answer goes back to
 * the caller; older browsers answer through a callback instead of a promise.
 */

export type PermissionState = 'default' | 'granted' | 'denied';

/** The parts of the browser's Notification the client uses. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(callback?: (permission: NotificationPermission) => void): Promise<NotificationPermission> | void;
  new (title: string, options?: NotificationOptions): unknown;
}

export interface DesktopNotificationDeps {
  /** the browser's Notification (undefined where it does not exist) */
  Notification?: NotificationApi | undefined;
  /** document.visibilityState now */
  visibility?: () => DocumentVisibilityState;
}

export interface DesktopNotificationContent {
  title: string;
  body?: string;
  icon?: string;
  /** notifications with the same tag replace each other */
  tag?: string;
}

export function browserNotificationDeps(): DesktopNotificationDeps {
  return {
    Notification: (globalThis as { Notification?: NotificationApi }).Notification,
    visibility: () => (typeof document === 'undefined' ? 'visible' : document.visibilityState),
  };
}

/** The permission now; 'unsupported' where the browser has no notifications. */
export function notificationPermission(
  deps: DesktopNotificationDeps = browserNotificationDeps(),
): PermissionState | 'unsupported' {
  return deps.Notification ? (deps.Notification.permission as PermissionState) : 'unsupported';
}

/** Shows the notification when allowed and the page is hidden; answers whether it was shown. */
export function showDesktopNotification(
  deps: DesktopNotificationDeps,
  { title, body, icon, tag }: DesktopNotificationContent,
): boolean {
  const Api = deps.Notification;
  if (!Api || Api.permission !== 'granted') return false;
  if ((deps.visibility?.() ?? 'visible') !== 'hidden') return false;
  const options: NotificationOptions = {};
  if (body !== undefined) options.body = body;
  if (icon !== undefined) options.icon = icon;
  if (tag !== undefined) options.tag = tag;
  try {
    new Api(title, options);
    return true;
  } catch {
    // some browsers only allow notifications from a service worker
    return false;
  }
}

/** Asks the reader for permission; answers the result ('unsupported' where there are no notifications). */
export function requestNotificationPermission(
  deps: DesktopNotificationDeps = browserNotificationDeps(),
): Promise<PermissionState | 'unsupported'> {
  const Api = deps.Notification;
  if (!Api) return Promise.resolve('unsupported');
  return new Promise((resolve) => {
    let settled = false;
    const answer = (permission: NotificationPermission | undefined) => {
      if (settled) return;
      settled = true;
      resolve((permission ?? Api.permission) as PermissionState);
    };
    try {
      // newer browsers answer with a promise, older ones only call the callback
      const result = Api.requestPermission(answer);
      if (result && typeof result.then === 'function') result.then(answer, () => answer(Api.permission));
    } catch {
      answer(Api.permission);
    }
  });
}
