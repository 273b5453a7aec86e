/**
 * Loads of the home timeline with the offline cache warm and the server slow, for `npm run bench:load`: one browser
 * context (its IndexedDB and HTTP cache kept between loads, as for a reader coming back) loads /home once at full
 * speed so the account's cache holds its home, then, with every answer of the sandbox held back LATENCY_MS, loads
 * /home again `runs` times. Each load reports its first contentful paint and when the first post was visible
 * (load-page.ts's probe): the posts saved on the visit before show without waiting for the server.
 */
import type { Browser } from 'playwright-core';
import { NO_FAULTS, setSandboxOptions } from '../tests/browser/harness/sandbox-admin';
import { PAGE_PROBE, storageScript, type StorageState } from './load-page';
import { openUnwatchedPage, type UnwatchedPage } from './unwatched-page';

/** how long the sandbox holds back each answer during the cached loads */
export const LATENCY_MS = 1500;
const WAIT_LIMIT_MS = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CachedLoad {
  fcpMs: number;
  firstPostMs: number;
}

async function until(page: UnwatchedPage, expression: string, what: string): Promise<void> {
  const givenUp = Date.now() + WAIT_LIMIT_MS;
  while (!(await page.evaluate<boolean>(expression).catch(() => false))) {
    if (Date.now() > givenUp) throw new Error(`${what} within ${WAIT_LIMIT_MS / 1000} s`);
    await pause(50);
  }
}

const FIRST_POST = '(globalThis.__loadProbe?.firstPost ?? null) !== null';
// the cache's index (offline-cache.ts) names the lists it holds, under the account's cache name
const HOME_CACHED = `Object.keys(localStorage).some((key) => key.startsWith('tsubame-cache:') &&
  (localStorage.getItem(key) ?? '').includes('timeline:home'))`;

export async function measureCachedLoads(
  browser: Browser,
  clientUrl: string,
  sandboxUrl: string,
  signedIn: StorageState,
  runs: number,
): Promise<CachedLoad[]> {
  const home = new URL('/home', clientUrl).toString();
  const page = await openUnwatchedPage(browser, {
    width: 1024,
    height: 900,
    cpuSlowdown: 1,
    initScript: `${storageScript(signedIn, new URL(clientUrl).origin)}\n${PAGE_PROBE}`,
  });
  const loads: CachedLoad[] = [];
  try {
    await page.navigate(home);
    await until(page, FIRST_POST, 'no post showed');
    await until(page, HOME_CACHED, 'the home timeline was not cached');
    await setSandboxOptions(sandboxUrl, { latencyMs: LATENCY_MS });
    for (let run = 0; run < runs; run += 1) {
      await page.navigate(home);
      await until(page, FIRST_POST, 'no post showed');
      await until(page, '(globalThis.__loadProbe?.fcp ?? null) !== null', 'no first contentful paint');
      const { fcp, firstPost } = await page.evaluate<{ fcp: number; firstPost: number }>(
        '({ fcp: globalThis.__loadProbe.fcp, firstPost: globalThis.__loadProbe.firstPost })',
      );
      loads.push({ fcpMs: fcp, firstPostMs: firstPost });
    }
  } finally {
    await setSandboxOptions(sandboxUrl, NO_FAULTS).catch(() => undefined);
    await page.close();
  }
  return loads;
}
