import { defineConfig } from 'vitest/config';

// Each workspace with tests has its own vitest.config.ts; `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
