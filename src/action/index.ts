// GitHub Action entry (bundled to dist/action/index.js, run by the runner with node24), for the
// main step and the post step (action.yml runs this file for both: the main step leaves
// STATE_isPost for the post step).
//
// Cancellation: the runner sends SIGINT, then SIGTERM 7.5 s later, then kills the process 2.5 s
// after that. The first signal aborts the run (stage process trees are killed, the interruption
// is recorded), and the step then completes its check as cancelled, writes its outputs and
// summary and uploads the state within that grace period. Later signals are absorbed.
import * as core from '@actions/core';
import { POST_STATE } from './post-state.js';

function lastResort(error: unknown): void {
  // runAction reports expected failures itself; this is the last line of defence (no stack trace).
  core.setFailed(`stagegate internal error: ${error instanceof Error ? error.message : String(error)}`);
  if ((process.env['STAGEGATE_DEBUG'] === '1' || core.isDebug()) && error instanceof Error && error.stack) core.debug(error.stack);
}

if (core.getState(POST_STATE.isPost) === 'true') {
  try {
    const { post } = await import('./post.js');
    await post();
  } catch (error) {
    core.warning(`stagegate post step: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(0);
} else {
  const controller = new AbortController();
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => {
      if (controller.signal.aborted) return;
      core.saveState(POST_STATE.interrupted, name);
      core.info(`stagegate: ${name} received (the job is being cancelled): stopping the stages, then reporting and saving the run.`);
      controller.abort(name);
    });
  }
  try {
    const { run } = await import('./main.js');
    await run(controller.signal);
  } catch (error) {
    lastResort(error);
  }
  // Explicit exit: HTTP keep-alive sockets of the artifact and REST clients must not hold the step open.
  process.exit(process.exitCode ?? 0);
}
