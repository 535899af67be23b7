import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The slow tier (big property runs, gigabyte logs) runs apart: STAGEGATE_SLOW=1 npx vitest run test/slow.
    exclude: process.env['STAGEGATE_SLOW'] === '1' ? configDefaults.exclude : [...configDefaults.exclude, 'test/slow/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // End-to-end tests spawn real processes; two cores here, so keep the pool small.
    maxWorkers: 2,
    coverage: { provider: 'v8', include: ['src/**'] },
  },
});
