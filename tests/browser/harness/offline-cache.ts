/**
 * The client's offline cache and app worker as a browser spec sees them (src/services/offline-cache, public/sw.js):
 * each account's cache is an IndexedDB database named `tsubame-cache:<session key>` (the key is `server|account id`)
 * with a localStorage index of the same name listing the lists it holds; the app's worker controls the page once
 * it has kept the app shell. Every wait here is for a state the page reaches, never for a length of time.
 */
import type { Page } from 'playwright-core';

/** The name an account's cache goes by (its database and its localStorage index), from its session key. */
export const cacheNameOf = (accountKey: string) => `tsubame-cache:${accountKey}`;

/** Waits until the account's localStorage index says its cache holds `list` (e.g. `timeline:home`). */
export async function cacheIndexHolds(page: Page, accountKey: string, list: string): Promise<void> {
  await page.waitForFunction(
    ({ name, key }) => {
      try {
        const keys: unknown = JSON.parse(localStorage.getItem(name) ?? '[]');
        return Array.isArray(keys) && keys.includes(key);
      } catch {
        return false;
      }
    },
    { name: cacheNameOf(accountKey), key: list },
    { timeout: 30_000 },
  );
}

/**
 * The ids of the first `count` items of the account's cached `list`, once it holds that many (read from IndexedDB
 * in the page; the list is written in idle time after the first screen). The newest posts streamed in go on top of
 * the kept list even while the feed holds them back as "new posts", so this is what a start from the cache shows
 * first, whatever is on screen now. The database is opened only once it exists, and closed again, so the page's
 * own connections are not held up.
 */
export async function cachedFirstIds(page: Page, accountKey: string, list: string, count: number): Promise<string[]> {
  return page.evaluate(
    // (no named functions inside: the test's transpiler would wrap them in a helper the page does not have)
    async ({ name, key, n, timeout }) => {
      // asked again after each idle flush could have written (Playwright's waitForFunction does not wait for a
      // promise's value, so the loop is the page's)
      const deadline = Date.now() + timeout;
      for (; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
        if (Date.now() > deadline) throw new Error(`the cache's ${key} did not come to hold ${n} items`);
        if (!(await indexedDB.databases()).some((info) => info.name === name)) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error(`${name} did not open`));
        });
        try {
          if (!db.objectStoreNames.contains('lists')) continue;
          const record = await new Promise<unknown>((resolve, reject) => {
            const request = db.transaction('lists', 'readonly').objectStore('lists').get(key);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error ?? new Error(`${key} could not be read`));
          });
          const items = (record as { items?: Array<{ id?: unknown }> } | undefined)?.items ?? [];
          if (items.length >= n) return items.slice(0, n).map((item) => String(item.id));
        } finally {
          db.close();
        }
      }
    },
    { name: cacheNameOf(accountKey), key: list, n: count, timeout: 30_000 },
  );
}

/** The names of this origin's IndexedDB databases that are accounts' offline caches. */
export function cacheDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases()).flatMap((info) =>
      info.name?.startsWith('tsubame-cache:') === true ? [info.name] : [],
    ),
  );
}

/**
 * Waits until the origin has no database named `name` (a deletion may wait for the page's connections to close);
 * rejects after 15 s.
 */
export function cacheGone(page: Page, name: string): Promise<void> {
  return page.evaluate(
    async ({ wanted, timeout }) => {
      const deadline = Date.now() + timeout;
      while ((await indexedDB.databases()).some((info) => info.name === wanted)) {
        if (Date.now() > deadline) throw new Error(`${wanted} is still there`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    { wanted: name, timeout: 15_000 },
  );
}

/** The localStorage keys of accounts' offline caches (their indexes). */
export function cacheIndexKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tsubame-cache:')));
}

/**
 * Waits until the app's service worker is active and controls the page (it has kept the app shell by then): the
 * worker's own events, in the page (Playwright's waitForFunction does not wait for a promise's value).
 */
export async function appWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async (timeout) => {
    const late = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("the app's worker did not come to control the page")), timeout),
    );
    const controls = (async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller !== null) return;
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    })();
    await Promise.race([controls, late]);
  }, 30_000);
}

/** The ids of the first `count` posts of the timeline feed on screen, top first. */
export function firstFeedIds(page: Page, count: number): Promise<string[]> {
  return page.evaluate(
    (n) =>
      [...document.querySelectorAll('[role="feed"] article[data-status-id]')]
        .slice(0, n)
        .map((article) => article.getAttribute('data-status-id') ?? ''),
    count,
  );
}
