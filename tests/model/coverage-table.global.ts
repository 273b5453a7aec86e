import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COVERAGE_DIR, coverageTable, type ModelCoverage } from './harness/coverage';

/** Which paths the model tests replayed (MODEL_WALK, read by tests/model/model-harness.ts). */
function walkNote(env: NodeJS.ProcessEnv = process.env): string {
  return (env.MODEL_WALK ?? '').trim() === 'full'
    ? 'paths: every generated path (MODEL_WALK=full)'
    : 'paths: quick walk, the shortest per transition and state in each boundary class of context ' +
        '(MODEL_WALK=full replays every generated path)';
}

/**
 * Vitest globalSetup: after the run, prints the coverage table of every machine whose model test ran
 * in this run (machine, states x/y, transitions x/y, paths replayed) and which walk chose the paths.
 * Files older than the run are left out rather than deleted, so runs started at the same time in the
 * same tree do not remove each other's results.
 */
export default function setup(): () => void {
  const startedAt = Date.now() - 1_000;
  return () => {
    if (!existsSync(COVERAGE_DIR)) return;
    const rows = readdirSync(COVERAGE_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(COVERAGE_DIR, f))
      .filter((file) => statSync(file).mtimeMs >= startedAt)
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as ModelCoverage);
    if (rows.length) process.stdout.write(`\n${coverageTable(rows)}\n${walkNote()}\n\n`);
  };
}
