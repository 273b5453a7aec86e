/**
 * One cold load of the home timeline for `npm run bench:load`: a fresh browser context holding only the signed-in
 * localStorage (no HTTP cache, no IndexedDB), the cache disabled through CDP and, when asked, the CPU slowed.
 * Everything is timed in the page itself, from navigation start:
 * - first contentful paint (PerformanceObserver 'paint');
 * - first post visible: the moment, in the first animation frame that has one, a feed article is found with a box
 *   inside the viewport (its layout done);
 * - long tasks (PerformanceObserver 'longtask', buffered) until the initial load ends, taken as the moment after
 *   the first post is visible when no long task has run for QUIET_MS (the page has settled); total blocking time
 *   is the sum of each long task's time over 50 ms;
 * - the client's JavaScript whose request started before the first post: count and transfer size (bytes on the
 *   wire, so brotli-compressed when served so).
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { signInThroughOAuth } from '../tests/browser/harness/sign-in-flow';

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

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** the initial load ends once this long has passed after the first post without a long task */
export const QUIET_MS = 2000;
/** a load that has not settled by then is cut off there */
const SETTLE_LIMIT_MS = 30_000;
const BLOCKING_THRESHOLD_MS = 50;

// A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
const PAGE_PROBE = `(() => {
  const probe = { fcp: null, firstPost: null, rowsAtFirstPost: 0, longTasks: [] };
  // awaited by the bench (a plain evaluate: polling with waitForFunction would run the driver's own selector
  // engine in the page, on its main thread, while the page loads)
  probe.shown = new Promise((resolve) => { probe.resolveShown = resolve; });
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
      probe.resolveShown();
    }
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface Probe {
  fcp: number | null;
  firstPost: number | null;
  rowsAtFirstPost: number;
  longTasks: Array<{ start: number; duration: number }>;
}

/** Extra recording around one load (bench/trace-load.ts): started before navigation, stopped once it settled. */
export interface LoadInstrument {
  start(page: Page, cdp: CDPSession): Promise<void>;
  stop(page: Page, cdp: CDPSession): Promise<void>;
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

export async function measureLoad(
  browser: Browser,
  clientUrl: string,
  storageState: StorageState,
  cpuSlowdown = 1,
  instrument?: LoadInstrument,
): Promise<LoadRun> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 }, storageState });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(PAGE_PROBE);
    await instrument?.start(page, cdp);
    await page.goto(new URL('/home', clientUrl).toString());
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      page.evaluate('globalThis.__loadProbe.shown.then(() => true)'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no post showed within 60 s')), 60_000);
      }),
    ]).finally(() => clearTimeout(timer));

    // wait for QUIET_MS without a long task after the first post (or give up at SETTLE_LIMIT_MS)
    let loadEnd = 0;
    for (;;) {
      const { now, firstPost, lastTaskEnd } = await page.evaluate(() => {
        const probe = (globalThis as unknown as { __loadProbe: Probe }).__loadProbe;
        const ends = probe.longTasks.map((task) => task.start + task.duration);
        return { now: performance.now(), firstPost: probe.firstPost ?? 0, lastTaskEnd: Math.max(0, ...ends) };
      });
      const quietSince = Math.max(firstPost, lastTaskEnd);
      if (now - quietSince >= QUIET_MS || now >= SETTLE_LIMIT_MS) {
        loadEnd = Math.min(now, quietSince + QUIET_MS);
        break;
      }
      await page.waitForTimeout(250);
    }

    await instrument?.stop(page, cdp);
    const origin = new URL(clientUrl).origin;
    const figures = await page.evaluate(
      ({ clientOrigin }) => {
        const probe = (globalThis as unknown as { __loadProbe: Probe }).__loadProbe;
        const firstPost = probe.firstPost ?? Number.POSITIVE_INFINITY;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming => entry.startTime <= firstPost)
          .filter((entry) => {
            const url = new URL(entry.name);
            return url.origin === clientOrigin && url.pathname.endsWith('.js');
          });
        return {
          fcp: probe.fcp ?? Number.NaN,
          firstPost,
          rowsAtFirstPost: probe.rowsAtFirstPost,
          longTasks: probe.longTasks,
          jsRequests: scripts.length,
          jsTransferBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        };
      },
      { clientOrigin: origin },
    );
    const tasks = figures.longTasks.filter((task) => task.start <= loadEnd);
    return {
      fcpMs: figures.fcp,
      firstPostMs: figures.firstPost,
      longTasks: tasks.length,
      blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_THRESHOLD_MS), 0),
      jsRequests: figures.jsRequests,
      jsTransferBytes: figures.jsTransferBytes,
      rowsAtFirstPost: figures.rowsAtFirstPost,
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}
