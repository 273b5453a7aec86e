/**
 * What the page opens on, started before React renders anything, so the code and the data of the first screen
 * download while the entry chunk boots instead of one after the other:
 * - the timeline screen's code (the build preloads its chunk with the page; every screen showing posts needs it),
 *   so that the first screen mounts without a loading placeholder;
 * - on the start page or home (also under /deck), when a stored account is signed in, its home timeline's first
 *   page, which the timeline's own first request then takes (services/api/early-exchanges.ts). index.html's
 *   inline script has usually asked for it already (first-page-script.ts): that answer is taken when it is the
 *   same request;
 * - there again, when the account's cache holds a saved home (its localStorage index says so), that saved home,
 *   read from IndexedDB while the code boots: the page renders once it is read (waiting SAVED_HOME_WAIT_MS at
 *   most), and the timeline is made with it, so the first paint already shows the saved posts;
 * - on a narrow window (the mobile layout), the mobile frame's code, which only that layout loads.
 * A failure to download the code is left to the screen's own loading (which shows and retries it).
 */
import { createApiClient } from '../services/api';
import { createAuthStorage } from '../services/auth/auth-storage';
import { INITIAL_STATE_ID } from '../services/auth/initial-state-element';
import { MOBILE_BREAKPOINT_PX } from '../machines/layout-mode';
import { preloadTimelineScreen } from '../views/lazy-screens';
import { preloadMobileShell } from '../views/shell/LazyMobileShell';
import { cacheNameOf, keysOfIndex } from '../services/offline-cache/cache-names';
import { HOME_PATHS, type InlineFirstPage } from './first-page-script';

export interface FirstScreenEnvironment {
  pathname: string;
  local: Storage;
  /** a page embedding the server's initial state boots from it, not from storage */
  document: Pick<Document, 'getElementById'>;
  fetch?: typeof fetch;
  /** the same first page, when index.html's inline script already asked for it (first-page-script.ts) */
  inlineFirstPage?: InlineFirstPage | null;
  /** the window's width: a narrow one opens in the mobile layout, whose frame is then asked for too */
  width?: number;
}

export interface FirstScreenStart {
  /** resolves when the page may render (never rejects) */
  ready: Promise<void>;
  /** resolves once the early first-page request is out; null when none was asked for */
  firstPage: Promise<void> | null;
}

/** How long the first render waits for the saved home at most: past it, the timeline reads it itself. */
export const SAVED_HOME_WAIT_MS = 150;

/** Reads the account's saved home now when its cache's index lists one; resolves when read (never rejects). */
function readSavedHome(server: string, accountId: string, local: Storage): Promise<void> | null {
  const name = cacheNameOf(server, accountId);
  if (!keysOfIndex(local.getItem(name)).has('timeline:home')) return null;
  const read = import('../services/offline-cache/offline-cache-store').then(({ openCacheEarly }) =>
    openCacheEarly(name, 'timeline:home'),
  );
  return Promise.race([read, new Promise<void>((resolve) => setTimeout(resolve, SAVED_HOME_WAIT_MS))]);
}

/** Starts the first screen's downloads. */
export function startFirstScreen(env: FirstScreenEnvironment): FirstScreenStart {
  let firstPage: Promise<void> | null = null;
  let savedHome: Promise<void> | null = null;
  if (
    HOME_PATHS.includes(env.pathname.replace(/(.)\/$/, '$1')) &&
    env.document.getElementById(INITIAL_STATE_ID) === null
  ) {
    const storage = createAuthStorage({ local: env.local, session: env.local });
    const current = storage.currentKey();
    const account = storage.accounts().find((stored) => stored.key === current);
    if (account) {
      const client = createApiClient({ server: account.server, token: account.token, fetch: env.fetch });
      savedHome = readSavedHome(account.server, account.accountId, env.local);
      firstPage = client.callEarly('timelines.home', {}, env.inlineFirstPage ?? undefined).catch(() => undefined);
    }
  }
  const mobile = env.width !== undefined && env.width <= MOBILE_BREAKPOINT_PX;
  const code = Promise.all([preloadTimelineScreen(), mobile ? preloadMobileShell() : null, savedHome]);
  return { ready: code.then(() => undefined).catch(() => undefined), firstPage };
}
