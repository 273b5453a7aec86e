import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,model,contract}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // prints the model coverage table (.tmp/model-coverage) after the run
    globalSetup: ['tests/model/coverage-table.global.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'threads',
  },
});
