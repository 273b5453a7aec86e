/**
 * The last step of `npm test`: adds up the Vitest results (.tmp/test-results/vitest.json) and the browser
 * results (.tmp/test-results/browser.json) written by the earlier steps of this run, and prints one closing
 * line `tests: N passed, M failed`. A missing or stale result file is an error, never a silent zero.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const dir = resolve(import.meta.dirname, '..', '.tmp', 'test-results');
const maxAgeMs = 60 * 60 * 1000;

function read(name: string): unknown {
  const file = resolve(dir, name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run the whole \`npm test\``);
  if (Date.now() - statSync(file).mtimeMs > maxAgeMs) throw new Error(`${file} is older than this run`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function vitestCounts(report: any): Counts {
  return {
    passed: Number(report.numPassedTests ?? 0),
    failed: Number(report.numFailedTests ?? 0),
    skipped: Number(report.numPendingTests ?? 0) + Number(report.numTodoTests ?? 0),
  };
}

function browserCounts(report: any): Counts {
  return { passed: Number(report.passed ?? 0), failed: Number(report.failed ?? 0), skipped: 0 };
}

try {
  const parts = { vitest: vitestCounts(read('vitest.json')), browser: browserCounts(read('browser.json')) };
  const total = Object.values(parts).reduce<Counts>(
    (sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log(`(vitest ${parts.vitest.passed} passed, browser ${parts.browser.passed} passed)`);
  console.log(
    `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
