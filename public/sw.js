/*
 * Tsubame's service worker, one file in two roles by the scope it is registered under:
 * - the app's worker (scope: the site's base path, registered by src/services/app-update/app-worker.ts once the
 *   first screen has painted) keeps the app shell for offline use: on install it caches every file of the build
 *   that every reader needs, and of the files only one interface language needs, those of the language the
 *   browser prefers (the lists and the build's version are the first line the build puts in this file; a file
 *   without it, as served by `vite dev`, caches nothing); the page then names the language it shows, whose files
 *   are kept too, and a language's file fetched through the worker is kept as it passes. It answers the shell's
 *   own files from that cache, and a page load that the network cannot serve with the cached index.html.
 *   Requests to other origins (the servers' APIs and media) are never touched. A new build's worker waits until
 *   the page asks it to take over (the "new version" prompt's Reload), then drops the caches of older builds;
 * - each signed-in account's push registration (its own scope under the base path,
 *   src/services/push/service-worker-path.ts) shows each notification the server pushes, and opens (or focuses)
 *   the app's notifications page when one is clicked. Those registrations cache nothing.
 *
 * A Mastodon push message carries JSON: { title, body, icon, notification_id, notification_type, preferred_locale,
 * access_token }. A message that is not such JSON still shows a notification (browsers require one per push).
 */
/* global self, clients, caches, fetch, Request, Response, URL */

/** The app's root: this file sits at the site's base path. */
const APP_ROOT = new URL('./', self.location.href).href;
const NOTIFICATIONS_PAGE = new URL('notifications', APP_ROOT).href;

/** The build this worker belongs to: { version, files, languages } (none outside a build). */
const BUILD = self.__TSUBAME_BUILD || null;
const CACHE_PREFIX = 'tsubame-shell-';
const CACHE_NAME = BUILD ? `${CACHE_PREFIX}${BUILD.version}` : null;
/** The page every navigation falls back to offline: the first file of the shell. */
const SHELL_PAGE = BUILD && BUILD.files.length > 0 ? new URL(BUILD.files[0].slice(1), APP_ROOT).href : null;
const fileUrl = (file) => new URL(file.slice(1), APP_ROOT).href;
/** The files every reader needs. */
const COMMON_FILES = BUILD ? BUILD.files.map(fileUrl) : [];
/** By interface language, the files only that language needs. */
const LANGUAGE_FILES = new Map(
  Object.entries((BUILD && BUILD.languages) || {}).map(([language, files]) => [language, files.map(fileUrl)]),
);
const KEPT_AS_THEY_PASS = new Set([...LANGUAGE_FILES.values()].flat());
const SHELL_FILES = new Set([...COMMON_FILES, ...KEPT_AS_THEY_PASS]);

/**
 * The language the app shows by default: the first of the browser's whose primary tag the build has, else English
 * (the rule of src/i18n/language.ts, which this plain worker file cannot import).
 */
function browserLanguage() {
  const tags = (self.navigator && self.navigator.languages) || [];
  for (const tag of tags) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGUAGE_FILES.has(base)) return base;
  }
  return 'en';
}

/** Puts in the cache those of `urls` it does not hold yet, each fetched afresh (not from the HTTP cache). */
function keep(urls) {
  return caches
    .open(CACHE_NAME)
    .then((cache) =>
      Promise.all(urls.map((url) => cache.match(url).then((held) => (held ? null : url)))).then((missing) =>
        cache.addAll(missing.filter(Boolean).map((url) => new Request(url, { cache: 'reload' }))),
      ),
    );
}

/** Whether this registration is the app's own (not an account's push registration). */
function isAppRegistration() {
  return Boolean(self.registration && self.registration.scope === APP_ROOT);
}

self.addEventListener('install', (event) => {
  if (!CACHE_NAME || !isAppRegistration()) return;
  // every file is fetched afresh (not from the HTTP cache), so the cache holds exactly this build
  event.waitUntil(keep([...COMMON_FILES, ...(LANGUAGE_FILES.get(browserLanguage()) || [])]));
});

self.addEventListener('activate', (event) => {
  if (!CACHE_NAME || !isAppRegistration()) return;
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * The page asks the waiting worker of a new build to take over (the reader chose Reload), or names the interface
 * language it shows, whose files are then kept for offline use.
 */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'SKIP_WAITING') self.skipWaiting();
  if (data.type === 'KEEP_LANGUAGE' && CACHE_NAME && isAppRegistration() && LANGUAGE_FILES.has(data.language))
    event.waitUntil(keep(LANGUAGE_FILES.get(data.language)));
});

/** A page load: the network's answer, else (offline, or the server down) the cached index.html. */
function navigation(request) {
  return fetch(request).catch(() =>
    caches.match(SHELL_PAGE, { cacheName: CACHE_NAME }).then((cached) => cached || Response.error()),
  );
}

/** A file of the shell: the cached copy, else the network's (a language's file is kept as it passes). */
function shellFile(event, url) {
  return caches.match(event.request, { cacheName: CACHE_NAME }).then(
    (cached) =>
      cached ||
      fetch(event.request).then((response) => {
        if (response.ok && KEPT_AS_THEY_PASS.has(url)) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.put(url, copy)));
        }
        return response;
      }),
  );
}

self.addEventListener('fetch', (event) => {
  if (!CACHE_NAME || !isAppRegistration()) return;
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(APP_ROOT)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  const url = new URL(request.url);
  const file = `${url.origin}${url.pathname}`;
  if (SHELL_FILES.has(file)) event.respondWith(shellFile(event, file));
  // anything else (the sandbox's or a server's API on this origin, files not in the shell) goes to the network
});

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
      // a window of the app already open is brought forward as it is; otherwise the notifications page opens
      const open = windows.find((client) => client.url.startsWith(APP_ROOT) && 'focus' in client);
      return open ? open.focus() : clients.openWindow(url);
    }),
  );
});
