// `npm run test:slow`: what is too slow for `npm test` (see vitest.config.ts). Runs the bundles in
// dist/ (current when dist/inputs.sha256 says so; `npm test` rebuilds stale ones, as does
// `npm run bundle`): the crash campaign and the lock races run the built CLI. Its temp folder
// (global-setup.ts) stays on the disk: the crash sweep and campaign kill between real fsyncs.
//  - test/slow/**: the seeded crash campaign, lock races, the bench smoke, and tests of one heavy
//    thing each (the conformance script, the npm tarball installed, .github/workflows re-runs);
//  - full size: every unit test file that sizes its cases with sized() or uses fast-check, run
//    again with STAGEGATE_FULL_SIZE=1 (test/helpers/sizes.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

function sizedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join(dir, name))
    .filter((file) => /\bsized\(|from 'fast-check'/.test(readFileSync(file, 'utf8')));
}

export default defineConfig({
  test: {
    setupFiles: ['test/helpers/setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'slow', include: ['test/slow/**/*.test.ts'], globalSetup: ['test/helpers/global-setup.ts'] } },
      { extends: true, test: { name: 'full-size', include: sizedFiles('test/unit'), env: { STAGEGATE_FULL_SIZE: '1' }, globalSetup: ['test/helpers/global-setup.ts'] } },
    ],
  },
});
