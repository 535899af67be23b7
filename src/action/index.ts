// GitHub Action entry (bundled to dist/action/index.js, run by the runner with node24).
import { runAction } from './main.js';
import { RunnerIO } from './toolkit.js';

const io = new RunnerIO(process.env);

runAction({ io, env: process.env }).then(
  () => {
    // Explicit exit: HTTP keep-alive sockets of the artifact and REST clients must not hold the step open.
    process.exit(io.failed ? 1 : 0);
  },
  (error: unknown) => {
    // runAction reports expected failures itself; this is the last line of defence (no stack trace).
    const debug = process.env['STAGEGATE_DEBUG'] === '1' || process.env['RUNNER_DEBUG'] === '1';
    io.setFailed(`stagegate internal error: ${error instanceof Error ? error.message : String(error)}`);
    if (debug && error instanceof Error && error.stack) io.debug(error.stack);
    process.exit(1);
  },
);
