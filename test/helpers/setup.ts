// Loaded before every test file (vitest setupFiles): whatever a test started is killed when it
// ends, passed or failed (see processes.ts).
import { afterEach } from 'vitest';
import { killTrackedProcesses } from './processes.js';

afterEach(() => {
  killTrackedProcesses();
});
