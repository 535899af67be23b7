// `npm test`'s tests (scripts/test.mjs runs these projects; docs/architecture.md#tests):
//  - unit:    the core and the adapters called directly (big property runs at a tenth of full size);
//  - e2e:     the CLI's main called in-process on temp git workspaces, stages as real processes
//             (test/helpers/cli.ts);
//  - action:  the Action's runAction in-process against a fake GitHub (one fake server per file,
//             and @actions/github reads its URL once per module load: each file gets fresh modules);
//  - process: end-to-end files that also start the BUILT CLI as a real process (signals, kills,
//             a lock held by another process, a heap limit): picked by usesTheBundle below, and run
//             once `npm run bundle` has written dist/;
//  - smoke:   the BUILT bundles only, as real processes: exit statuses, JSON and help of every
//             command, the Action end to end.
// The slow tier (crash campaign, lock races, full-size property runs, bench smoke) is
// vitest.slow.config.ts (`npm run test:slow`).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** A test file that starts the built CLI or Action itself (ws.spawn([...]), startCli, ...). */
function usesTheBundle(file: string): boolean {
  return /\.spawn\(\[|\bstartCli\(|\bcliSnapshot\(|\bspawnCli\(|\(CLI\b|\bACTION_ENTRY\b/.test(readFileSync(file, 'utf8'));
}

const e2eFiles = readdirSync('test/e2e')
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => join('test/e2e', name));
const actionFiles = e2eFiles.filter((file) => /\/action-[^/]*$/.test(file));
const processFiles = e2eFiles.filter((file) => !actionFiles.includes(file) && usesTheBundle(file));
const inProcessFiles = e2eFiles.filter((file) => !actionFiles.includes(file) && !processFiles.includes(file));

export default defineConfig({
  test: {
    setupFiles: ['test/helpers/setup.ts'],
    // Hang guards, not timing assertions.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores here; stages are real processes besides the workers.
    maxWorkers: 2,
    coverage: { provider: 'v8', include: ['src/**'] },
    projects: [
      // isolate: false: one module graph per worker for all its files (nothing in these files
      // depends on fresh modules), instead of a new process and a fresh import of src/ per file.
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'e2e', include: inProcessFiles, isolate: false } },
      { extends: true, test: { name: 'action', include: [...actionFiles, 'test/helpers/**/*.test.ts'] } },
      { extends: true, test: { name: 'process', include: processFiles, isolate: false } },
      { extends: true, test: { name: 'smoke', include: ['test/smoke/**/*.test.ts'], env: { STAGEGATE_E2E_MODE: 'process' } } },
    ],
  },
});
