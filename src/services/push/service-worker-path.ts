/**
 * The service worker that shows pushed notifications (public/sw.js, served from the site's base path: the app's
 * own worker, which under an account's scope only handles pushes), and the scope each account's registration
 * uses. A browser keeps one push subscription per registration, bound to one server's key, so every account gets
 * its own registration (its own scope under the base path): turning push on for one account never drops another's.
 * Registrations made before the workers were merged name public/push-sw.js, which now loads sw.js.
 */
const BASE = import.meta.env.BASE_URL ?? '/';

export const PUSH_SERVICE_WORKER_URL = `${BASE}sw.js`;

/** The registration scope of the account `me` on `server`. */
export function pushScopeOf(server: string, me: string): string {
  const host = new URL(server).host;
  return `${BASE}push/${encodeURIComponent(host)}/${encodeURIComponent(me)}/`;
}
