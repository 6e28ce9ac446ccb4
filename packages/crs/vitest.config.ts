import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'crs',
    environment: 'node',
    include: ['src/**/*.test.ts', 'cli/**/*.test.ts', 'bench/**/*.test.ts'],
  },
});
