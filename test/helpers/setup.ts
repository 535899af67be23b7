// Loaded before every test file (vitest setupFiles): whatever a test started is killed when it
// ends, passed or failed (see processes.ts); temp files go to the run's folder, removed when the
// run ends (global-setup.ts), and so does every process the test starts (TMPDIR is inherited).
import { afterEach, inject } from 'vitest';
import { killTrackedProcesses } from './processes.js';
import { TESTS_GIT_CONFIG } from './tests-git-config.js';

const runDir = inject('tempDir');
if (runDir) process.env['TMPDIR'] = runDir;

// Every git the tests start (and the stages and runners they start) inherits this: no automatic
// `git maintenance run --auto` after each commit — one extra git process per commit, hundreds in
// a run of the suite, for repositories removed a moment later.
process.env['GIT_CONFIG_COUNT'] = '2';
process.env['GIT_CONFIG_KEY_0'] = 'maintenance.auto';
process.env['GIT_CONFIG_VALUE_0'] = 'false';
process.env['GIT_CONFIG_KEY_1'] = 'gc.auto';
process.env['GIT_CONFIG_VALUE_1'] = '0';

// Nothing of the machine's own settings reaches what the tests start (a developer's machine, a CI
// runner): its ~/.gitconfig (commit signing failed every commit the tests make; hooks, autocrlf, an
// identity) is replaced by the tests' own (an identity only: test/fixtures/git/global.gitconfig)
// and no system file is read; its locale is the one the suite is written for (an LC_ALL naming a
// locale the machine lacks made bash warn into every stage's log).
process.env['GIT_CONFIG_GLOBAL'] = TESTS_GIT_CONFIG;
process.env['GIT_CONFIG_NOSYSTEM'] = '1';
for (const name of Object.keys(process.env)) if (name.startsWith('LC_') || name === 'LANGUAGE') delete process.env[name];
process.env['LANG'] = 'C.UTF-8';

// Nothing a test starts reaches the network (the GitHub it talks to is a local HTTP fake), so no
// process it starts loads an extra CA bundle: where the machine sets NODE_EXTRA_CA_CERTS (this one
// does), every Node process parses the whole bundle at start, ~55 ms of CPU — for each fake agent,
// CLI and stage of the run, more than the process's own work (docs/testing.md).
delete process.env['NODE_EXTRA_CA_CERTS'];

afterEach(() => {
  killTrackedProcesses();
});
