/*
 * Tsubame's push service worker: shows each notification the server pushes, and opens (or focuses) the app's
 * notifications page when one is clicked. Each signed-in account registers it under its own scope
 * (src/services/push/service-worker-path.ts); it controls no page and caches nothing.
 *
 * A Mastodon push message carries JSON: { title, body, icon, notification_id, notification_type, preferred_locale,
 * access_token }. A message that is not such JSON still shows a notification (browsers require one per push).
 */
/* global self, clients, URL */

/** The app's root: this file sits at the site's base path. */
const APP_ROOT = new URL('./', self.location.href).href;
const NOTIFICATIONS_PAGE = new URL('notifications', APP_ROOT).href;

function readPayload(data) {
  if (!data) return {};
  try {
    const value = data.json();
    return value && typeof value === 'object' ? value : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title !== '' ? payload.title : 'Tsubame';
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: typeof payload.icon === 'string' ? payload.icon : undefined,
    lang: typeof payload.preferred_locale === 'string' ? payload.preferred_locale : undefined,
    // one notification per server notification: a repeated push replaces it
    tag: payload.notification_id === undefined ? undefined : `tsubame-${String(payload.notification_id)}`,
    timestamp: Date.now(),
    data: { url: NOTIFICATIONS_PAGE, type: payload.notification_type ?? null },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || NOTIFICATIONS_PAGE;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // a window of the app already open is brought forward as it is (this worker controls no page, so it cannot
      // move that window); otherwise the notifications page opens
      const open = windows.find((client) => client.url.startsWith(APP_ROOT) && 'focus' in client);
      return open ? open.focus() : clients.openWindow(url);
    }),
  );
});
