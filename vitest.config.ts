import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,model,contract}/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: [],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'threads',
  },
});
