import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // End-to-end tests spawn real processes; two cores here, so keep the pool small.
    maxWorkers: 2,
    coverage: { provider: 'v8', include: ['src/**'] },
  },
});
