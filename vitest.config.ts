// `npm test`'s tests (scripts/test.mjs runs these projects; docs/testing.md):
//  - in-process: unit tests of the core and the adapters (big property runs at a tenth of full
//    size); end-to-end tests of the CLI, its `main` called in-process on temp git workspaces
//    with stages as real processes (test/helpers/cli.ts), and of the Action, its step run
//    in-process against a fake GitHub (test/helpers/action-harness.ts);
//  - smoke: the BUILT bundles only, as real processes: exit statuses, JSON and help of every
//    command, the Action end to end (a run carried between jobs as an artifact, a check run).
// The slow tier is vitest.slow.config.ts (`npm run test:slow`): the end-to-end tests that start
// the built CLI or Action as processes for what only a process shows (signals, killed groups, a
// lock held by another process, a heap limit, a cancelled job: test/e2e/process/, test/tiers.ts),
// the crash campaign, lock races, full-size property runs, the bench smoke, the tests of the
// tests' own fakes (test/helpers/*.test.ts) and a few whole campaigns whose steps are each proved
// here (docs/testing.md, "The tiers").
import { defineConfig } from 'vitest/config';
import { inProcessFiles, TAGS } from './test/tiers.js';
import { DurationSequencer } from './test/helpers/sequencer.js';

export default defineConfig({
  test: {
    // STAGEGATE_COVER_DIR: per-test block coverage for scripts/coverage-cover.mjs (docs/testing.md#coverage).
    setupFiles: ['test/helpers/setup.ts', ...(process.env['STAGEGATE_COVER_DIR'] ? ['test/helpers/coverage-cover-setup.ts'] : [])],
    // Hang guards, not timing assertions: generous, so a loaded machine (or a CPU burner on
    // every core: docs/reliability.md) never trips them.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Two workers on two cores. `npm test` runs both projects in one vitest process, whose one
    // queue of files its two workers serve: the in-process files, then the smoke files
    // (scripts/test.mjs; vitest refuses two projects of one group with different maxWorkers).
    // Each worker compiles and warms up the same modules and forks its stages from a heap of its
    // own: in four alternating clean-clone `npm test` runs (2026-12-03, load 3-4.6), two
    // workers took 162-164 s of CPU and 88.7-89.5 s of wall time against three's 182-183 s and
    // 94.2-94.8 s; four had cost ~7 % more CPU than three (docs/testing.md).
    maxWorkers: 2,
    // Longest files first also on a checkout with no results cache (CI's): test/helpers/sequencer.ts.
    sequence: { sequencer: DurationSequencer },
    // globalSetup (per project): what every worker would make for itself, made once, and the
    // run's temp folder, on a RAM disk where there is one (global-setup.ts).
    provide: { tempOnRamDisk: true },
    // `--coverage` (docs/testing.md#coverage): the sources' code only. `src/**` took in
    // src/tsconfig.json too, which the v8 provider parses as code to report it uncovered (a
    // RolldownError on every run); the bundles' lazy-package shims are .cjs, their types a .d.ts.
    coverage: { provider: 'v8', include: ['src/**/*.{ts,cjs}'], exclude: ['src/**/*.d.ts'] },
    // `campaign`: a dear in-process test the slow tier runs instead (test/tiers.ts; scripts/test.mjs
    // filters it out of `npm test`).
    tags: TAGS,
    projects: [
      // isolate: false: one module graph per worker for all its files (nothing in these files
      // depends on fresh modules; the fake GitHub keeps its port: fake-github.ts), instead of a
      // new process and a fresh import of src/ per file. One project, so workers serve every file.
      // execArgv: a young generation of at most 4 MB a semi-space (V8's default here is 16). Every
      // stage, git and agent an in-process run starts is a fork of the worker, and on this machine
      // class each page the worker writes after a fork costs ~20 us (a copy-on-write fault); a
      // smaller young generation writes fewer fresh pages between forks: ~5-8 % less CPU on the
      // dearest end-to-end files, no unit file dearer (docs/testing.md, "Where the time goes").
      // --max-opt=1: no optimizing compiler (Sparkplug is the top tier). A worker runs a little of
      // everything once or twice; TurboFan compiling what got hot was ~15 % of its CPU and paid back
      // less than it cost: ~8-10 % less CPU on the heaviest files (docs/testing.md).
      { extends: true, test: { name: 'in-process', include: ['test/unit/**/*.test.ts', ...inProcessFiles], isolate: false, execArgv: ['--max-semi-space-size=4', '--max-opt=1'], globalSetup: ['test/helpers/global-setup.ts'] } },
      // smoke: after the in-process files in `npm test`'s queue (the sequencer keeps projects apart,
      // so a worker serves one project's files in a row; the pool ends a worker whose next file is
      // another project's). bundlesOnly:
      // nothing here runs src/, so the global setup builds no CLI from the sources for stages and the
      // workers do not load the run-state oracle, which imports much of src/ (cli.ts, global-setup.ts).
      { extends: true, test: { name: 'smoke', include: ['test/smoke/**/*.test.ts'], isolate: false, maxWorkers: 2, env: { STAGEGATE_E2E_MODE: 'process' }, provide: { tempOnRamDisk: true, bundlesOnly: true }, globalSetup: ['test/helpers/global-setup.ts'] } },
    ],
  },
});
