/**
 * The home timeline's first page, asked for by a small script inline in index.html while the page is still being
 * parsed: before the entry chunk has even compiled, so the answer is usually there by the time the timeline asks.
 * The build turns `requestFirstPage` into that script (vite.config.ts); it must stay self-contained (no imports,
 * nothing from this module's scope), as it runs on its own in the page.
 *
 * It asks only on the start page and home (with or without /deck), for the stored current account, with its
 * token, and leaves what it started on `window[FIRST_PAGE_GLOBAL]`. The app takes that answer only when the
 * address and token are exactly those of its own first request (app/first-screen.ts); otherwise it asks itself.
 * Anything unexpected (no storage, malformed accounts, no fetch) means no early request: the app then asks as usual.
 */
import type { SentRequest } from '../services/api/client';

/** The addresses the page opens on the home timeline (a trailing slash aside). */
export const HOME_PATHS: readonly string[] = ['/', '/home', '/deck', '/deck/home'];

/** Where the inline script leaves what it started. */
export const FIRST_PAGE_GLOBAL = 'tsubameFirstPage';

/** What the inline script started: the request's address and token, and the response on its way. */
export type InlineFirstPage = SentRequest & { token: string };

/** What the script needs to know, filled in by the build. */
export interface FirstPageScriptConfig {
  /** the addresses the page opens the home timeline on */
  homePaths: string[];
  /** the storage keys of the signed-in accounts and of the current one (services/auth/auth-storage.ts) */
  accountsKey: string;
  currentKey: string;
  /** the home timeline's path on the server */
  path: string;
  global: string;
}

export function requestFirstPage(win: Window, config: FirstPageScriptConfig): void {
  try {
    const at = win.location.pathname.replace(/(.)\/$/, '$1');
    if (config.homePaths.indexOf(at) < 0) return;
    const storage = win.localStorage;
    const current: unknown = JSON.parse(storage.getItem(config.currentKey) || 'null');
    const accounts: unknown = JSON.parse(storage.getItem(config.accountsKey) || 'null');
    if (typeof current !== 'string' || !Array.isArray(accounts)) return;
    const account = accounts.filter((a) => a !== null && typeof a === 'object' && a.key === current)[0] as
      { server?: unknown; token?: unknown } | undefined;
    if (!account || typeof account.server !== 'string' || typeof account.token !== 'string' || !account.token) return;
    const origin = new URL(account.server).origin;
    if (!/^https?:\/\//.test(origin)) return;
    const url = new URL(config.path, origin).href;
    const response = win.fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: `Bearer ${account.token}` },
    });
    // a failure is for the app to see when it takes the answer; until then it must not count as unhandled
    response.catch(() => undefined);
    (win as unknown as Record<string, InlineFirstPage>)[config.global] = { url, token: account.token, response };
  } catch {
    // no early request: the app asks as usual
  }
}

/** The script's source for index.html: the function above called with the build's settings. */
export function firstPageScript(config: FirstPageScriptConfig): string {
  return `(${requestFirstPage.toString()})(window,${JSON.stringify(config)})`;
}

/** What the inline script left on `holder`, when it is well formed. */
export function inlineFirstPageOf(holder: object): InlineFirstPage | null {
  const found = (holder as Record<string, unknown>)[FIRST_PAGE_GLOBAL];
  if (found === null || typeof found !== 'object') return null;
  const { url, token, response } = found as Record<string, unknown>;
  if (typeof url !== 'string' || typeof token !== 'string' || !(response instanceof Promise)) return null;
  return { url, token, response };
}
