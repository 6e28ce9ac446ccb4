import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // Each test server boots its own embedded PostgreSQL (a few seconds on a 2-core machine).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
