import { defineConfig } from 'vitest/config';

// The slow tier (test/slow/) runs on its own: STAGEGATE_TEST_TIER=slow vitest run.
const slowTier = process.env['STAGEGATE_TEST_TIER'] === 'slow';

export default defineConfig({
  test: {
    include: slowTier ? ['test/slow/**/*.test.ts'] : ['test/**/*.test.ts'],
    exclude: slowTier ? ['**/node_modules/**'] : ['test/slow/**', '**/node_modules/**'],
    testTimeout: slowTier ? 300_000 : 60_000,
    hookTimeout: 60_000,
    // End-to-end tests spawn real processes; two cores here, so keep the pool small.
    maxWorkers: 2,
    coverage: { provider: 'v8', include: ['src/**'] },
  },
});
