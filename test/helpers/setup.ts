// Loaded before every test file (vitest setupFiles): whatever a test started is killed when it
// ends, passed or failed (see processes.ts); temp files go to the run's folder, removed when the
// run ends (global-setup.ts), and so does every process the test starts (TMPDIR is inherited).
import { afterEach, inject } from 'vitest';
import { killTrackedProcesses } from './processes.js';

const runDir = inject('tempDir');
if (runDir) process.env['TMPDIR'] = runDir;

afterEach(() => {
  killTrackedProcesses();
});
