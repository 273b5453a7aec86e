/**
 * The service worker that shows pushed notifications (public/push-sw.js, served from the site's base path), and
 * the scope each account's registration uses. A browser keeps one push subscription per registration, bound to one
 * server's key, so every account gets its own registration (its own scope under the base path): turning push on
 * for one account never drops another's.
 */
const BASE = import.meta.env.BASE_URL ?? '/';

export const PUSH_SERVICE_WORKER_URL = `${BASE}push-sw.js`;

/** The registration scope of the account `me` on `server`. */
export function pushScopeOf(server: string, me: string): string {
  const host = new URL(server).host;
  return `${BASE}push/${encodeURIComponent(host)}/${encodeURIComponent(me)}/`;
}
