/**
 * One cold load of the home timeline for `npm run bench:load`: a fresh browser context holding only the signed-in
 * localStorage (no HTTP cache, no IndexedDB) and, when asked, the CPU slowed. The page is one no inspector watches
 * (unwatched-page.ts: with Playwright's, V8 would re-parse scripts for source positions, which a reader's browser
 * never does). Everything is timed in the page itself, from navigation start:
 * - first contentful paint (PerformanceObserver 'paint');
 * - first post visible: the moment, in the first animation frame that has one, a feed article is found with a box
 *   inside the viewport (its layout done);
 * - long tasks (PerformanceObserver 'longtask', buffered) until the initial load ends, taken as the moment after
 *   the first post is visible when no long task has run for QUIET_MS (the page has settled); total blocking time
 *   is the sum of each long task's time over 50 ms;
 * - the client's JavaScript whose request started before the first post: count and transfer size (bytes on the
 *   wire, so brotli-compressed when served so).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { signInThroughOAuth } from '../tests/browser/harness/sign-in-flow';
import { openUnwatchedPage } from './unwatched-page';

export interface LoadRun {
  fcpMs: number;
  firstPostMs: number;
  longTasks: number;
  blockingMs: number;
  jsRequests: number;
  jsTransferBytes: number;
  /** feed articles in the page when the first post is found */
  rowsAtFirstPost: number;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** the initial load ends once this long has passed after the first post without a long task */
export const QUIET_MS = 2000;
/** a load that has not settled by then is cut off there */
const SETTLE_LIMIT_MS = 30_000;
const BLOCKING_THRESHOLD_MS = 50;

// A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
export const PAGE_PROBE = `(() => {
  const probe = { fcp: null, firstPost: null, rowsAtFirstPost: 0, longTasks: [] };
  globalThis.__loadProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const inViewport = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 &&
      box.top < innerHeight && box.left < innerWidth;
  };
  const check = () => {
    const articles = document.querySelectorAll('[role="feed"] article[data-status-id]');
    // the time the check finds it (its box read, so laid out), not the frame's start: a long task before the
    // frame would otherwise not count
    if ([...articles].some(inViewport)) {
      probe.firstPost = performance.now();
      probe.rowsAtFirstPost = articles.length;
    }
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** what the page reports once the load has settled */
interface PageFigures {
  fcp: number | null;
  firstPost: number | null;
  rowsAtFirstPost: number;
  longTasks: Array<{ start: number; duration: number }>;
  jsRequests: number;
  jsTransferBytes: number;
}

/** Extra recording around one load (bench/trace-load.ts): started before navigation, stopped once it settled. */
export interface LoadInstrument {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Signs in once through the sign-in flow and returns the signed-in storage, after one load that is not counted:
 * the static server compresses each file on its first request (a production host serves them compressed
 * ahead), and the sandbox's first answers warm its code.
 */
export async function signedInForLoads(browser: Browser, clientUrl: string): Promise<StorageState> {
  const signIn = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  await signInThroughOAuth(await signIn.newPage(), clientUrl);
  const signedIn = await signIn.storageState();
  await signIn.close();
  await measureLoad(browser, clientUrl, signedIn);
  return signedIn;
}

/** A script putting the signed-in localStorage of the client's origin in place before the page's own scripts run. */
export function storageScript(storageState: StorageState, clientOrigin: string): string {
  const entries = storageState.origins.find((origin) => origin.origin === clientOrigin)?.localStorage ?? [];
  const pairs = JSON.stringify(entries.map(({ name, value }) => [name, value]));
  return `if (location.origin === ${JSON.stringify(clientOrigin)}) for (const [k, v] of ${pairs}) localStorage.setItem(k, v);`;
}

const POLL_MS = 50;
const FIRST_POST_LIMIT_MS = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureLoad(
  browser: Browser,
  clientUrl: string,
  storageState: StorageState,
  cpuSlowdown = 1,
  instrument?: LoadInstrument,
): Promise<LoadRun> {
  const origin = new URL(clientUrl).origin;
  const page = await openUnwatchedPage(browser, {
    width: 1024,
    height: 900,
    cpuSlowdown,
    initScript: `${storageScript(storageState, origin)}\n${PAGE_PROBE}`,
  });
  try {
    await instrument?.start();
    await page.navigate(new URL('/home', clientUrl).toString());
    // polled: an evaluate sent before the navigation commits runs in the old document, which then goes away
    const givenUp = Date.now() + FIRST_POST_LIMIT_MS;
    while (!(await page.evaluate<boolean>('(globalThis.__loadProbe?.firstPost ?? null) !== null').catch(() => false))) {
      if (Date.now() > givenUp) throw new Error('no post showed within 60 s');
      await pause(POLL_MS);
    }

    // wait for QUIET_MS without a long task after the first post (or give up at SETTLE_LIMIT_MS)
    let loadEnd = 0;
    for (;;) {
      const { now, firstPost, lastTaskEnd } = await page.evaluate<{
        now: number;
        firstPost: number;
        lastTaskEnd: number;
      }>(
        `(() => {
          const probe = globalThis.__loadProbe;
          const ends = probe.longTasks.map((task) => task.start + task.duration);
          return { now: performance.now(), firstPost: probe.firstPost ?? 0, lastTaskEnd: Math.max(0, ...ends) };
        })()`,
      );
      const quietSince = Math.max(firstPost, lastTaskEnd);
      if (now - quietSince >= QUIET_MS || now >= SETTLE_LIMIT_MS) {
        loadEnd = Math.min(now, quietSince + QUIET_MS);
        break;
      }
      await pause(250);
    }

    await instrument?.stop();
    const figures = await page.evaluate<PageFigures>(
      `(() => {
        const probe = globalThis.__loadProbe;
        const firstPost = probe.firstPost ?? Number.POSITIVE_INFINITY;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= firstPost)
          .filter((entry) => {
            const url = new URL(entry.name);
            return url.origin === ${JSON.stringify(origin)} && url.pathname.endsWith('.js');
          });
        return {
          fcp: probe.fcp ?? null,
          firstPost: probe.firstPost,
          rowsAtFirstPost: probe.rowsAtFirstPost,
          longTasks: probe.longTasks,
          jsRequests: scripts.length,
          jsTransferBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        };
      })()`,
    );
    const tasks = figures.longTasks.filter((task) => task.start <= loadEnd);
    return {
      fcpMs: figures.fcp ?? Number.NaN,
      firstPostMs: figures.firstPost ?? Number.POSITIVE_INFINITY,
      longTasks: tasks.length,
      blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_THRESHOLD_MS), 0),
      jsRequests: figures.jsRequests,
      jsTransferBytes: figures.jsTransferBytes,
      rowsAtFirstPost: figures.rowsAtFirstPost,
    };
  } finally {
    await page.close();
  }
}
