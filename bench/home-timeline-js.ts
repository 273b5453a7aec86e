/**
 * The JavaScript a signed-in person's browser loads before the home timeline shows (issue 3's budget):
 * builds the client if stale, starts the sandbox and the static server on loopback, signs in through the
 * real OAuth screens in headless Chromium, then opens the client again in a fresh page with the cache off
 * and records every JavaScript file whose request started before the first post of the home feed was in the
 * page (timed in the page, checked every frame, read from the resource timing entries).
 * Prints each file's gzip size and the total.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startSandboxServer } from '../sandbox/server/start';
import { DIST, ensureClientBuilt } from '../scripts/build-client';
import { startStaticServer } from '../scripts/static-server';
import { launchBenchChromium } from './bench-browser';
import { firstTimelinePost, signInThroughOAuth } from '../tests/browser/harness/sign-in-flow';
import { kb } from './initial-js';

export interface HomeTimelineJs {
  files: Array<{ file: string; raw: number; gzip: number }>;
  totalGzip: number;
  totalRaw: number;
}

export async function measureHomeTimelineJs(): Promise<HomeTimelineJs> {
  await ensureClientBuilt();
  const sandbox = await startSandboxServer({ port: 0, host: '127.0.0.1' });
  const client = await startStaticServer({ root: DIST, port: 0, host: '127.0.0.1', defaultServer: sandbox.url });
  const browser = await launchBenchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
    const signInPage = await context.newPage();
    await signInThroughOAuth(signInPage, client.url);
    await signInPage.close();

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // The moment the first post is in the DOM, taken in the page itself (checked every frame), so the figure does
    // not depend on how fast this process notices it: a script counts when its request started before then.
    // (a string, not a function: tsx would wrap named inner functions in a helper the page lacks)
    await page.addInitScript(`(() => {
      const check = () => {
        if (document.querySelector('[role="feed"] article[data-status-id]') !== null) globalThis.__firstPostAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })();`);
    await page.goto(new URL('/home', client.url).toString());
    await firstTimelinePost(page);
    const origin = new URL(client.url).origin;
    const requested = await page.evaluate((clientOrigin) => {
      const firstPostAt =
        (globalThis as unknown as { __firstPostAt?: number }).__firstPostAt ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= firstPostAt)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === clientOrigin && url.pathname.endsWith('.js'))
        .map((url) => url.pathname);
    }, origin);
    if (process.env.BENCH_DEBUG) {
      console.log(
        await page.evaluate(() =>
          JSON.stringify({
            firstPostAt: (globalThis as unknown as { __firstPostAt?: number }).__firstPostAt,
            scripts: performance
              .getEntriesByType('resource')
              .filter((e) => e.name.endsWith('.js'))
              .map((e) => [e.name.split('/').pop(), Math.round(e.startTime)]),
          }),
        ),
      );
    }
    const scripts = new Set(requested);
    const files = [...scripts].sort().map((path) => {
      const bytes = readFileSync(join(DIST, path));
      return { file: path.replace(/^\//, ''), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
    return {
      files,
      totalGzip: files.reduce((sum, f) => sum + f.gzip, 0),
      totalRaw: files.reduce((sum, f) => sum + f.raw, 0),
    };
  } finally {
    await browser.close().catch(() => undefined);
    await client.close().catch(() => undefined);
    await sandbox.close().catch(() => undefined);
  }
}

export function printHomeTimelineJs(result: HomeTimelineJs): void {
  for (const f of result.files)
    console.log(`  ${f.file.padEnd(44)} ${kb(f.raw).padStart(7)} KB raw ${kb(f.gzip).padStart(7)} KB gzip`);
  console.log(
    `JS before the home timeline shows: ${kb(result.totalGzip)} KB gzip (${kb(result.totalRaw)} KB raw, ${result.files.length} files)`,
  );
}

export async function run(): Promise<HomeTimelineJs> {
  const result = await measureHomeTimelineJs();
  printHomeTimelineJs(result);
  return result;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await run();
