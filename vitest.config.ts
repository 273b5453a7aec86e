import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const SUITE_FOLDERS = ['tests/unit', 'tests/model', 'tests/contract'];
const TEST_FILE = /\.test\.tsx?$/;
/**
 * What makes a test file need a module graph of its own: a DOM environment, a module, global or variable replaced
 * (vi.mock, vi.doMock, vi.hoisted, vi.stubGlobal, vi.stubEnv), or the marker `@vitest-own-modules` on a file that
 * reads the state of modules themselves (which have loaded, what they registered).
 */
const NEEDS_OWN_MODULES = /@vitest-environment|@vitest-own-modules|\bvi\.(mock|doMock|hoisted|stubGlobal|stubEnv)\(/;

/**
 * The suite's files that can share one module graph per worker (isolate: false): importing the sandbox, the store
 * and the machines once per worker rather than once per file halves their cost. Read from the files' text when
 * the configuration loads, so a new file lands on the right side by itself.
 */
function filesSharingModules(): string[] {
  return SUITE_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => TEST_FILE.test(name))
      .map((name) => join(folder, name).split('\\').join('/')),
  )
    .filter((file) => !NEEDS_OWN_MODULES.test(readFileSync(file, 'utf8')))
    .sort();
}

const shared = filesSharingModules();

export default defineConfig({
  test: {
    environment: 'node',
    // the lazily fetched page parts are in before tests render (as after the first paint)
    // React's warning about a lazy part arriving outside act() is dropped (see quiet-late-suspense.ts)
    setupFiles: [
      'tests/support/preload-parts.ts',
      'tests/support/date-labels.ts',
      'tests/support/quiet-late-suspense.ts',
    ],
    // generous: on a shared two-core machine (test:busy, other runs beside it) a test that takes 2 s alone takes 20;
    // waits for a state give up sooner (tests/support/wait-for-state.ts), with their own message
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
    // one worker per core: Vitest 4.1 otherwise leaves a core to itself, which on two cores runs files one by one
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: shared,
          isolate: false,
          setupFiles: ['tests/support/shared-file-cleanup.ts'],
          // after the whole run (once, so here and not in the root): the model coverage table
          // (.tmp/model-coverage) and the contract summary (.tmp/contract), read from every project's files
          globalSetup: ['tests/model/coverage-table.global.ts', 'tests/contract/contract-summary.global.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ['tests/{unit,model,contract}/**/*.test.{ts,tsx}'], exclude: shared },
      },
    ],
  },
});
