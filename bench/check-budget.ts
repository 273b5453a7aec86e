/**
 * `npm run bench:check`: builds the client if needed, measures the initial JavaScript (bench/initial-js.ts)
 * and fails when its gzip size is over bench/budget.json's initialJsGzipKb (1 KB = 1024 bytes).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kb, run as measure } from './initial-js';

interface Budget {
  initialJsGzipKb: number;
}

const budget = JSON.parse(readFileSync(fileURLToPath(new URL('./budget.json', import.meta.url)), 'utf8')) as Budget;

measure()
  .then((result) => {
    const over = result.totalGzipBytes > budget.initialJsGzipKb * 1024;
    process.stdout.write(
      `budget: initial JS ${kb(result.totalGzipBytes)} KB gzip of ${budget.initialJsGzipKb} KB — ${over ? 'OVER BUDGET' : 'ok'}\n`,
    );
    process.exit(over ? 1 : 0);
  })
  .catch((error: unknown) => {
    process.stderr.write(`budget check failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
