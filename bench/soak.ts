/**
 * `npm run bench:soak [-- --minutes N]`: does memory stay flat with home open while posts stream in (issue 27)?
 * Builds the client if stale, starts the seeded sandbox (real HTTP and streaming WebSocket on 127.0.0.1) and the
 * static server in a child process (bench-servers.ts), signs alice in through the real OAuth screens in headless
 * Chromium and waits until home is drawn and subscribed to the user stream. Then the sandbox posts 2 a second for
 * N minutes (default 10), as the accounts alice follows, through its own posting path (POST /_sandbox/burst with
 * `into`), so each post reaches the client over the streaming socket as in use. The sandbox paces the posts
 * against the start time, in its own process, so a busy machine does not slow the clock.
 *
 * The reader stays at the top of home for the first half, is scrolled down a few screens for the second half
 * (posts wait behind "N new posts"), and for the last half minute goes back to the top, shows the new posts by the
 * button and reads on there as posts still arrive; the last sample is taken at the end. At the start and after each minute a sample is taken: posts sent so far, the JS heap after forced garbage
 * collection, elements in the document, the feed's rows, the pending count, the renderer's DOM nodes (detached
 * ones included) and listeners; one line per sample. The heap is read twice: the JS heap used as the browser counts
 * it, and a heap snapshot's sizes by type, whose held part (everything but V8's compiled code and Blink's native
 * objects: soak-series.ts heldHeap) is what the closing line's growth is fitted to. The series goes to
 * bench/results/soak-<time>.json. The last line is `soak: heap growth X MB per 1000 posts after the first 500, DOM
 * max N` (soak-series.ts: X is the least-squares slope of the held heap over posts of the samples taken after the
 * first 500 posts); the line before it gives the same slope of the JS heap used, compiled code included.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { DIST, ROOT, ensureClientBuilt } from '../scripts/build-client';
import { sandboxState, startBurst, waitForUserStream } from '../tests/browser/harness/sandbox-admin';
import { feedDrawn } from '../tests/browser/harness/sign-in-flow';
import { launchBenchChromium } from './bench-browser';
import { startBenchServers } from './bench-servers';
import { benchSignIn } from './bench-sign-in';
import {
  backToTopShowingNewPosts,
  caughtUp,
  heapSnapshotByType,
  openProtocol,
  pageCounts,
  rendererAfterGc,
  scrollDownFewScreens,
} from './soak-page';
import {
  heapGrowth,
  heldHeap,
  minutesFromArgs,
  phaseAt,
  sampleLine,
  soakSummaryLine,
  type HeapGrowth,
  type SoakSample,
} from './soak-series';

const PER_SECOND = 2;
const POST_PREFIX = 'Soak post';
const VIEWPORT = { width: 1024, height: 900 };
/** how long before the last sample the reader goes back to the top (posts still arriving) */
const BACK_AT_TOP_MS = 30_000;
/** the sandbox paces against its start time; past the run's end it has this long to send the last posts */
const LAST_POSTS_GRACE_MS = 120_000;
export const RESULTS_DIR = join(ROOT, 'bench', 'results');

export interface SoakRun {
  browser: string;
  minutes: number;
  perSecond: number;
  samples: SoakSample[];
  /** of the held heap (the closing line's figure) */
  growth: HeapGrowth;
  /** of the JS heap used, compiled code included */
  jsHeapGrowth: HeapGrowth;
  /** of the compiled code */
  codeGrowth: HeapGrowth;
  domMax: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));

export async function soak(minutes: number, say: (line: string) => void): Promise<SoakRun> {
  if (await ensureClientBuilt()) say('    built the client');
  const servers = await startBenchServers(DIST);
  const browser = await launchBenchChromium();
  try {
    const sandboxUrl = servers.sandboxUrl;
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
    const page = await context.newPage();
    let consoleMessages = 0;
    page.on('console', () => (consoleMessages += 1));
    page.on('pageerror', (error) => say(`    page error: ${error.message.split('\n')[0]}`));

    await benchSignIn(page, servers.clientUrl, say);
    page.setDefaultTimeout(60_000);
    if (!(await waitForUserStream(sandboxUrl, { username: 'alice', after: 0 }, 60_000)))
      throw new Error('home did not subscribe to the user stream');
    await feedDrawn(page);
    const cdp = await openProtocol(page);
    const postsBefore = (await sandboxState(sandboxUrl)).statuses;
    const postsSent = async () => (await sandboxState(sandboxUrl)).statuses - postsBefore;

    const samples: SoakSample[] = [];
    let started = Date.now();
    const sample = async (minute: number, note = '') => {
      const posts = await postsSent();
      const phase = phaseAt(minute, minutes);
      // at the top posts show as they come: wait until the feed has the ones sent so far
      const behind = phase !== 'scrolled' && !(await caughtUp(page, POST_PREFIX, posts));
      const counts = await pageCounts(page);
      const renderer = await rendererAfterGc(cdp);
      const held = heldHeap(await heapSnapshotByType(cdp));
      const taken: SoakSample = {
        minute,
        elapsedSeconds: Math.round((Date.now() - started) / 100) / 10,
        phase,
        posts,
        heapMb: renderer.heapMb,
        ...held,
        domNodes: counts.domNodes,
        feedRows: counts.feedRows,
        pending: counts.pending,
        scrollTop: Math.round(counts.scrollTop),
        rendererNodes: renderer.rendererNodes,
        listeners: renderer.listeners,
        consoleMessages,
      };
      samples.push(taken);
      const notes = [note, behind ? `the feed had not shown post ${posts} yet` : ''].filter(Boolean);
      say(`${sampleLine(taken)}${notes.length ? ` (${notes.join('; ')})` : ''}`);
    };

    await sample(0);
    const total = minutes * 60 * PER_SECOND;
    started = Date.now();
    await startBurst(sandboxUrl, { into: 'alice', perSecond: PER_SECOND, seconds: minutes * 60, text: POST_PREFIX });
    say(`    posting ${total} posts into alice's home, ${PER_SECOND} a second for ${minutes} min`);

    const halfway = started + minutes * 30_000;
    let scrolled = false;
    for (let minute = 1; minute < minutes; minute += 1) {
      const at = started + minute * 60_000;
      if (!scrolled && halfway < at) {
        await sleepUntil(halfway);
        scrolled = await scrollDown(page, say);
      }
      await sleepUntil(at);
      await sample(minute);
      if (!scrolled && halfway === at) scrolled = await scrollDown(page, say);
    }
    if (!scrolled && minutes > 1) scrolled = await scrollDown(page, say);

    // back at the top for the last half minute, while posts still arrive: the reader reads on there, and the
    // timeline holds what it holds at the top (the new posts shown by the button keep 40 older ones below them, a
    // level the next arrivals at the top trim again)
    await sleepUntil(started + minutes * 60_000 - BACK_AT_TOP_MS);
    const waiting = (await pageCounts(page)).pending;
    say(`    back to the top, showing the ${waiting} new posts by the button`);
    await backToTopShowingNewPosts(page);
    await sleepUntil(started + minutes * 60_000);
    const until = Date.now() + LAST_POSTS_GRACE_MS;
    while ((await postsSent()) < total && Date.now() < until) await sleep(250);
    await sample(minutes);

    const growth = heapGrowth(samples);
    const jsHeapGrowth = heapGrowth(samples, 'heapMb');
    const codeGrowth = heapGrowth(samples, 'codeMb');
    return {
      browser: browser.version(),
      minutes,
      perSecond: PER_SECOND,
      samples,
      growth,
      jsHeapGrowth,
      codeGrowth,
      domMax: Math.max(...samples.map((s) => s.domNodes)),
    };
  } finally {
    await browser.close().catch(() => undefined);
    await servers.close().catch(() => undefined);
  }
}

async function scrollDown(page: Page, say: (line: string) => void): Promise<true> {
  const counted = await scrollDownFewScreens(page);
  say(`    scrolled down a few screens${counted ? '' : ' (no "new posts" button came: still counted at the top?)'}`);
  return true;
}

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** Writes the run to bench/results/soak-<ISO time>.json; answers the file's path. */
export function writeSoakResults(result: SoakRun): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const now = new Date();
  const file = join(RESULTS_DIR, `soak-${now.toISOString().replace(/[:.]/g, '-')}.json`);
  const body = { bench: 'soak', finishedAt: now.toISOString(), commit: commit(), ...result };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}

export async function run(args: readonly string[] = process.argv.slice(2)): Promise<SoakRun> {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const minutes = minutesFromArgs(args);
  const result = await soak(minutes, say);
  const file = writeSoakResults(result);
  say(`    heap growth fitted over ${result.growth.samples} samples, ${result.growth.over}`);
  const per1000 = (growth: HeapGrowth) => growth.mbPer1000Posts?.toFixed(2) ?? 'n/a';
  say(
    `    JS heap used, compiled code included: ${per1000(result.jsHeapGrowth)} MB per 1000 posts, of which compiled ` +
      `code ${per1000(result.codeGrowth)}`,
  );
  say(`    series written to ${file.slice(ROOT.length)}`);
  say(soakSummaryLine(result.growth, result.samples));
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().catch((error: unknown) => {
    process.stderr.write(`soak failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
