import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,model,contract}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // after the run: the model coverage table (.tmp/model-coverage) and the contract summary (.tmp/contract)
    globalSetup: ['tests/model/coverage-table.global.ts', 'tests/contract/contract-summary.global.ts'],
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
  },
});
