// `npm run test:slow`: the slow tier (vitest.slow.config.ts), its projects side by side so both
// cores stay busy: the crash campaign, lock races and full-size property runs in one job, the
// end-to-end files that start the built CLI and Action as processes in the other. Every project
// runs the bundles in dist/, rebuilt first when dist/inputs.sha256 says they are stale.
import { join } from 'node:path';
import { runJobs } from './jobs.mjs';

const vitest = join('node_modules', '.bin', 'vitest');
const BUNDLE = 'bundle (when dist/ is not what the sources build)';
const config = ['--config', 'vitest.slow.config.ts'];

const JOBS = [
  { name: BUNDLE, command: [process.execPath, 'scripts/bundle.mjs', '--if-stale'] },
  { name: 'slow tests (crash, races, full size)', command: [vitest, 'run', ...config, '--project', 'slow', '--project', 'full-size'], after: [BUNDLE] },
  { name: 'tests with the built CLI and Action (process)', command: [vitest, 'run', ...config, '--project', 'process'], after: [BUNDLE] },
  // The in-process tests `npm test` leaves out (tagged `campaign`: test/tiers.ts); they need no bundle.
  { name: 'in-process campaigns', command: [vitest, 'run', ...config, '--project', 'campaign', '--tagsFilter', 'campaign'] },
];

// As in `npm test`: nothing here reaches the network (scripts/test.mjs).
delete process.env.NODE_EXTRA_CA_CERTS;

await runJobs('npm run test:slow', JOBS);
