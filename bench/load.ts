/**
 * `npm run bench:load [-- --runs N]`: how fast a signed-in person's home timeline loads (issue 15).
 * Builds the client if stale, starts the sandbox and the static server in a child process (bench-servers.ts; the
 * build served brotli-compressed, as a
 * production host would), signs in once through the real OAuth screens in headless Chromium, then loads /home N
 * times (default 5) after one uncounted warm-up load, each in a fresh browser context, so with an empty cache (see load-page.ts for what is timed and
 * when the initial load is taken to end), and N more times with the CPU slowed 4x (first post only).
 * Prints each run, then each figure as median [min-max]; the last line holds the unthrottled medians.
 * The browser is the tests' headless Chromium without its own per-window interface page (bench-browser.ts).
 */
import { DIST, ensureClientBuilt } from '../scripts/build-client';
import { launchBenchChromium } from './bench-browser';
import { startBenchServers } from './bench-servers';
import { type LoadRun, measureLoad, QUIET_MS, signedInForLoads } from './load-page';
import { LATENCY_MS, measureCachedLoads, type CachedLoad } from './cached-load';

const CPU_SLOWDOWN = 4;

export interface LoadFigures {
  runs: LoadRun[];
  throttledFirstPostMs: number[];
  /** with the offline cache warm and the server LATENCY_MS slow */
  cached: CachedLoad[];
}

/** `--runs N` from the command line, else 5. */
export function runsFromArgs(args: readonly string[]): number {
  const at = args.indexOf('--runs');
  const given = at === -1 ? undefined : Number(args[at + 1]);
  if (given === undefined) return 5;
  if (!Number.isInteger(given) || given < 1) throw new Error('--runs takes a whole number of at least 1');
  return given;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => `${Math.round(value)}`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function spread(values: readonly number[], format: (value: number) => string): string {
  return `${format(median(values))} [${format(Math.min(...values))}-${format(Math.max(...values))}]`;
}

export async function measureLoads(runs: number): Promise<LoadFigures> {
  await ensureClientBuilt();
  const client = await startBenchServers(DIST);
  const browser = await launchBenchChromium();
  try {
    const signedIn = await signedInForLoads(browser, client.clientUrl);

    const figures: LoadFigures = { runs: [], throttledFirstPostMs: [], cached: [] };
    for (let run = 1; run <= runs; run += 1) {
      const result = await measureLoad(browser, client.clientUrl, signedIn);
      figures.runs.push(result);
      console.log(
        `run ${run}: FCP ${ms(result.fcpMs)} ms, first post ${ms(result.firstPostMs)} ms, ` +
          `long tasks ${result.longTasks}, blocking ${ms(result.blockingMs)} ms, ` +
          `JS before first post ${result.jsRequests} requests / ${kb(result.jsTransferBytes)} KB transferred, ` +
          `${result.rowsAtFirstPost} posts in the page then`,
      );
    }
    for (let run = 1; run <= runs; run += 1) {
      const result = await measureLoad(browser, client.clientUrl, signedIn, CPU_SLOWDOWN);
      figures.throttledFirstPostMs.push(result.firstPostMs);
      console.log(`run ${run} (CPU ${CPU_SLOWDOWN}x slower): first post ${ms(result.firstPostMs)} ms`);
    }
    figures.cached = await measureCachedLoads(browser, client.clientUrl, client.sandboxUrl, signedIn, runs);
    figures.cached.forEach((load, index) =>
      console.log(
        `run ${index + 1} (cache warm, server ${LATENCY_MS} ms slow): FCP ${ms(load.fcpMs)} ms, ` +
          `first post ${ms(load.firstPostMs)} ms (${ms(load.firstPostMs - load.fcpMs)} ms after FCP)`,
      ),
    );
    return figures;
  } finally {
    await browser.close().catch(() => undefined);
    await client.close().catch(() => undefined);
  }
}

export function printLoadFigures({ runs, throttledFirstPostMs, cached }: LoadFigures): void {
  const of = (pick: (run: LoadRun) => number) => runs.map(pick);
  console.log(`median [min-max] over ${runs.length} runs (brotli, fresh context with an empty cache;`);
  console.log(`  the load is settled at the first post plus ${QUIET_MS / 1000} s without a long task):`);
  console.log(
    `  first contentful paint        ${spread(
      of((r) => r.fcpMs),
      ms,
    )} ms`,
  );
  console.log(
    `  first post visible            ${spread(
      of((r) => r.firstPostMs),
      ms,
    )} ms`,
  );
  console.log(
    `  long tasks (to settled load)  ${spread(
      of((r) => r.longTasks),
      ms,
    )}`,
  );
  console.log(
    `  total blocking time           ${spread(
      of((r) => r.blockingMs),
      ms,
    )} ms`,
  );
  console.log(
    `  JS requests before first post ${spread(
      of((r) => r.jsRequests),
      ms,
    )}`,
  );
  console.log(
    `  JS transferred before it      ${spread(
      of((r) => r.jsTransferBytes),
      kb,
    )} KB`,
  );
  console.log(
    `  posts in the page at it        ${spread(
      of((r) => r.rowsAtFirstPost),
      ms,
    )}`,
  );
  console.log(`  first post, CPU ${CPU_SLOWDOWN}x slower     ${spread(throttledFirstPostMs, ms)} ms`);
  const afterFcp = cached.map((load) => load.firstPostMs - load.fcpMs);
  console.log(`  cache warm, server ${LATENCY_MS} ms slow: first post after FCP ${spread(afterFcp, ms)} ms`);
  console.log(
    `load: first post ${ms(median(of((r) => r.firstPostMs)))} ms, ` +
      `long tasks ${ms(median(of((r) => r.longTasks)))}, blocking ${ms(median(of((r) => r.blockingMs)))} ms; ` +
      `cached: first post ${ms(median(afterFcp))} ms after FCP`,
  );
}

export async function run(runs = 5): Promise<LoadFigures> {
  const figures = await measureLoads(runs);
  printLoadFigures(figures);
  return figures;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href)
  await run(runsFromArgs(process.argv.slice(2)));
