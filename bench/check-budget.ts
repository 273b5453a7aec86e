/**
 * `npm run bench:check`: builds the client if needed and enforces bench/budget.json (1 KB = 1024 bytes):
 * - initialJsGzipKb: the JavaScript index.html loads before the first render (bench/initial-js.ts);
 * - homeTimelineJsGzipKb: every JavaScript file a signed-in reader's browser loads before the home timeline
 *   shows, measured in headless Chromium against the sandbox (bench/home-timeline-js.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printHomeTimelineJs, measureHomeTimelineJs } from './home-timeline-js';
import { kb, run as measureInitialJs } from './initial-js';

interface Budget {
  initialJsGzipKb: number;
  homeTimelineJsGzipKb: number;
}

const budget = JSON.parse(readFileSync(fileURLToPath(new URL('./budget.json', import.meta.url)), 'utf8')) as Budget;

function verdict(label: string, bytes: number, limitKb: number): boolean {
  const over = bytes > limitKb * 1024;
  process.stdout.write(`budget: ${label} ${kb(bytes)} KB gzip of ${limitKb} KB — ${over ? 'OVER BUDGET' : 'ok'}\n`);
  return over;
}

try {
  const initial = await measureInitialJs();
  const home = await measureHomeTimelineJs();
  printHomeTimelineJs(home);
  const overInitial = verdict('initial JS', initial.totalGzipBytes, budget.initialJsGzipKb);
  const overHome = verdict('JS before the home timeline shows', home.totalGzip, budget.homeTimelineJsGzipKb);
  process.exit(overInitial || overHome ? 1 : 0);
} catch (error) {
  process.stderr.write(`budget check failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
