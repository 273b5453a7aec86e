/**
 * The JavaScript a signed-in person's browser loads before the home timeline shows (issue 3's budget):
 * builds the client if stale, starts the sandbox and the static server on loopback, signs in through the
 * real OAuth screens in headless Chromium, then opens the client again in a fresh page with the cache off
 * and records every JavaScript file fetched until the first post of the home feed is visible.
 * Prints each file's gzip size and the total.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startSandboxServer } from '../sandbox/server/start';
import { DIST, ensureClientBuilt } from '../scripts/build-client';
import { startStaticServer } from '../scripts/static-server';
import { launchChromium } from '../tests/browser/harness/chromium';
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
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
    const signInPage = await context.newPage();
    await signInThroughOAuth(signInPage, client.url);
    await signInPage.close();

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(client.url).origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(new URL('/home', client.url).toString());
    await firstTimelinePost(page);
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
  for (const f of result.files) console.log(`  ${f.file.padEnd(44)} ${kb(f.raw).padStart(7)} KB raw ${kb(f.gzip).padStart(7)} KB gzip`);
  console.log(`JS before the home timeline shows: ${kb(result.totalGzip)} KB gzip (${kb(result.totalRaw)} KB raw, ${result.files.length} files)`);
}

export async function run(): Promise<HomeTimelineJs> {
  const result = await measureHomeTimelineJs();
  printHomeTimelineJs(result);
  return result;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await run();
