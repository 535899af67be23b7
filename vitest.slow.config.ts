// `npm run test:slow` (scripts/test-slow.mjs runs these projects side by side): what is too slow
// for `npm test` (see vitest.config.ts). Runs the bundles in dist/ (rebuilt first when
// dist/inputs.sha256 says they are stale): the crash campaign, the lock races and the process
// project run the built CLI and Action. The slow and full-size projects' temp folder
// (global-setup.ts) stays on the disk: the crash sweep and campaign kill between real fsyncs.
//  - process: test/e2e/process/, the tests that start the built CLI or Action as processes (test/tiers.ts),
//    on a RAM disk like `npm test`'s projects;
//  - test/slow/**: the seeded crash campaign, lock races, the bench smoke, and tests of one heavy
//    thing each (the conformance script, the npm tarball installed, .github/workflows re-runs, the
//    release example, the Action's whole fan-out campaign); and test/helpers/**: the tests of the
//    tests' own fakes and shortcuts, each held to the real thing (the artifact and REST clients
//    against the fake GitHub, the workspace commit against git, HEAD read against git);
//  - full size: every unit test file that sizes its cases with sized() or uses fast-check, run
//    again with STAGEGATE_FULL_SIZE=1 (test/helpers/sizes.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { campaignFiles, inProcessFiles, processFiles, TAGS } from './test/tiers.js';

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
    // As vitest.config.ts's: `--coverage` reports the sources' code (the process project runs dist/, which it does not count).
    coverage: { provider: 'v8', include: ['src/**/*.{ts,cjs}'], exclude: ['src/**/*.d.ts'] },
    tags: TAGS,
    projects: [
      { extends: true, test: { name: 'slow', include: ['test/slow/**/*.test.ts', 'test/helpers/**/*.test.ts'], globalSetup: ['test/helpers/global-setup.ts'] } },
      // isolate: false, as `npm test`'s projects (vitest.config.ts); two workers, as the other jobs of
      // test-slow.mjs beside it runs two, and the campaign job two more: six on two cores, under tests that send signals.
      { extends: true, test: { name: 'process', include: processFiles, isolate: false, maxWorkers: 2, provide: { tempOnRamDisk: true }, globalSetup: ['test/helpers/global-setup.ts'] } },
      // campaign: the in-process tests tagged `campaign` (test/tiers.ts), run as `npm test`'s
      // in-process project runs them (scripts/test-slow.mjs gives it `--tagsFilter campaign`).
      { extends: true, test: { name: 'campaign', include: campaignFiles([...inProcessFiles, ...readdirSync('test/unit').filter((n) => n.endsWith('.test.ts')).map((n) => join('test/unit', n))]), isolate: false, execArgv: ['--max-semi-space-size=4', '--max-opt=1'], provide: { tempOnRamDisk: true }, globalSetup: ['test/helpers/global-setup.ts'] } },
      { extends: true, test: { name: 'full-size', include: sizedFiles('test/unit'), env: { STAGEGATE_FULL_SIZE: '1' }, globalSetup: ['test/helpers/global-setup.ts'] } },
    ],
  },
});
