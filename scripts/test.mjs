// `npm test`: every test of the fast tiers, once dist/ is current (rebuilt first only when the
// sources changed): the smoke tier runs the BUILT bundles, and so do a few in-process end-to-end
// files (below). (The end-to-end files that start the built CLI or Action as processes, for
// signals, kills and locks, are in `npm run test:slow`.) Each job's output is printed in one block
// when it ends; the exit status is 1 when any job failed. Tiers and their contents:
// docs/testing.md. The static checks (typecheck, lint) are not tests and run on their own (`npm run
// typecheck`, `npm run lint`; .ci/run runs both): on a fresh checkout they cost ~36 s of CPU, a
// fifth of the suite's.
import { join } from 'node:path';
import { runJobs } from './jobs.mjs';

const bin = (name) => join('node_modules', '.bin', name);

/**
 * name, command, the jobs it waits for, and extra environment. The bundles are rebuilt only when
 * dist/inputs.sha256 says they were built from other sources (scripts/bundle.mjs --if-stale): a
 * checkout whose committed dist/ is current (CI's; `npm run check-dist` proves it) tests those.
 */
const JOBS = [
  { name: 'bundle (when dist/ is not what the sources build)', command: [process.execPath, 'scripts/bundle.mjs', '--if-stale'] },
  // Both projects (in-process, smoke) in ONE vitest process, its two workers taking files from one
  // queue: the in-process files longest first, then the smoke files (test/helpers/sequencer.ts),
  // so smoke's files fill the worker the last long in-process file leaves idle. Until session 51
  // they were two vitest processes side by side, four workers on two cores: on a quiet machine
  // 124 s of wall time and 217 s of CPU, against 110.8 s and 187 s for the two one after the
  // other, and the in-process project alone 97 s (docs/testing.md, "Where the time goes").
  // The tests tagged `campaign` (test/tiers.ts) are the slow tier's: every line they run, the rest
  // runs. After the bundle job: a few in-process end-to-end files run the built bundles (the
  // Action's legs through a copy of dist/: test/helpers/action-harness.ts), and a copy taken while
  // a stale dist/ was being rebuilt missed a chunk (ERR_MODULE_NOT_FOUND; twice in session 38).
  // With dist/ current (CI's checkout) the bundle job only compares digests (under a second).
  { name: 'tests (in-process: unit, e2e; smoke: the bundles)', command: [bin('vitest'), 'run', '--project', 'in-process', '--project', 'smoke', '--tagsFilter', '!campaign'], after: ['bundle (when dist/ is not what the sources build)'] },
];

// No job reaches the network: none loads the machine's extra CA bundle at each Node start (vitest's
// workers included; what the tests start is covered by test/helpers/setup.ts, docs/testing.md).
delete process.env.NODE_EXTRA_CA_CERTS;

await runJobs('npm test', JOBS);
