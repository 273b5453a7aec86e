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
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'threads',
  },
});
