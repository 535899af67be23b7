// The stagegate process (the bundle's entry, dist/cli/index.js): run `main` on this process's
// argv and streams, then exit with its status. Everything that belongs to the process as a whole
// lives here, not in main: signal handlers, a closed stdout, the exit status.
import { main } from './index.js';
import { killRunningStages } from '../host/process-runner.js';
import { EXIT_INTERNAL } from '../core/run/stop-codes.js';

// A reader that goes away (`stagegate run … | head`) is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // Take running stages down with us; the state on disk already records the in-flight step.
    killRunningStages();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // main turns every error into a status; this is the last line of defence.
    process.stderr.write(`stagegate: internal error: ${(error as Error)?.message ?? String(error)}\n`);
    process.exitCode = EXIT_INTERNAL;
  },
);
