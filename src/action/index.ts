// GitHub Action entry (bundled to dist/action/index.js, run by the runner with node24), for the
// main step and the post step (action.yml runs this file for both: the main step leaves
// STATE_isPost for the post step). The step itself is step.ts; this file is the process around it.
//
// Cancellation: the runner sends SIGINT, then SIGTERM 7.5 s later, then kills the process 2.5 s
// after that. The first signal aborts the run (stage process trees are killed, the interruption
// is recorded), and the step then completes its check as cancelled, writes its outputs and
// summary and uploads the state within that grace period. Later signals are absorbed.
import * as core from '@actions/core';
import { POST_STATE } from './post-state.js';
import { actionStep, isPostStep } from './step.js';
import { setHeapGrowth } from '../host/heap-growth.js';

// Module-wide on purpose (issue 16): the process's one cancellation, aborted by its signal handlers.
const controller = new AbortController();
if (!isPostStep()) {
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => {
      if (controller.signal.aborted) return;
      core.saveState(POST_STATE.interrupted, name);
      core.info(`stagegate: ${name} received (the job is being cancelled): stopping the stages, then reporting and saving the run.`);
      controller.abort(name);
    });
  }
}
// V8's heap growth is bounded once the run path is loaded, for the commands that may run long (host/heap-growth.ts).
const status = await actionStep(controller.signal, { boundHeap: () => void setHeapGrowth() });
// Explicit exit: HTTP keep-alive sockets of the artifact and REST clients must not hold the step open.
process.exit(status);
