/**
 * `npm run bench:trace [-- --cpu 4] [-- --save trace.json] [-- --no-profiler]`: where the main thread's time goes while the home
 * timeline loads (issue 15). Builds the client with source maps into .tmp/trace-build, starts the sandbox and the
 * static server (brotli), signs in once, then records one cold load (as `npm run bench:load` does) with a Chromium
 * trace including the V8 sampling profiler. Prints the load's figures, the main thread's time by activity and by
 * function (self time, named by the original source through the source maps), and each long task with the
 * functions it spent its time in (trace-summary.ts). The sampling profiler slows the page's scripts (about 1.5x);
 * `--no-profiler` leaves it out, for true task lengths without the by-function tables.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { ROOT } from '../scripts/build-client';
import { launchBenchChromium } from './bench-browser';
import { startBenchServers } from './bench-servers';
import { measureLoad, signedInForLoads } from './load-page';
import { sourceLocator } from './trace-sources';
import { printTraceSummary, summariseTrace, type TraceEvent } from './trace-summary';

const TRACE_BUILD = join(ROOT, '.tmp', 'trace-build');

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  '__metadata',
];

function optionOf(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

export async function traceLoad(cpuSlowdown: number, savePath?: string, profiler = true): Promise<void> {
  await build({ root: ROOT, logLevel: 'error', build: { outDir: TRACE_BUILD, emptyOutDir: true, sourcemap: true } });
  const client = await startBenchServers(TRACE_BUILD);
  const browser = await launchBenchChromium();
  try {
    const signedIn = await signedInForLoads(browser, client.clientUrl);

    let trace: Buffer | null = null;
    const run = await measureLoad(browser, client.clientUrl, signedIn, cpuSlowdown, {
      start: async () => {
        const categories = profiler
          ? CATEGORIES
          : CATEGORIES.filter((category) => category !== 'disabled-by-default-v8.cpu_profiler');
        // the whole browser: the page is not one of Playwright's (load-page.ts)
        await browser.startTracing(undefined, { categories });
      },
      stop: async () => {
        trace = await browser.stopTracing();
      },
    });
    if (trace === null) throw new Error('no trace was recorded');
    const text = (trace as Buffer).toString('utf8');
    if (savePath) await writeFile(savePath, text);
    const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
    console.log(
      `load${cpuSlowdown === 1 ? '' : ` (CPU ${cpuSlowdown}x slower)`}: FCP ${Math.round(run.fcpMs)} ms, ` +
        `first post ${Math.round(run.firstPostMs)} ms, long tasks ${run.longTasks}, ` +
        `blocking ${Math.round(run.blockingMs)} ms`,
    );
    const locate = await sourceLocator(TRACE_BUILD, client.clientUrl);
    printTraceSummary(summariseTrace(events, { locate, firstPostMs: run.firstPostMs }));
  } finally {
    await browser.close().catch(() => undefined);
    await client.close().catch(() => undefined);
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const args = process.argv.slice(2);
  const cpu = Number(optionOf(args, '--cpu') ?? '1');
  if (!Number.isFinite(cpu) || cpu < 1) throw new Error('--cpu takes a slowdown factor of at least 1');
  await traceLoad(cpu, optionOf(args, '--save'), !args.includes('--no-profiler'));
}
