// One step of the action — the main step, or the post step when the main step left STATE_isPost —
// without the process around it: index.ts (the bundle's entry) adds the signal handlers and the
// exit. Resolves with the step's exit status. The in-process end-to-end tests call this with the
// step's environment in process.env (test/helpers/action-harness.ts).
import * as core from '@actions/core';
import { POST_STATE } from './post-state.js';
import { guardedLines } from './log-guard.js';
import type { ActionDeps } from './main.js';

function lastResort(error: unknown): void {
  // runAction reports expected failures itself; this is the last line of defence (no stack trace).
  core.setFailed(`stagegate internal error: ${error instanceof Error ? error.message : String(error)}`);
  // STAGEGATE_DEBUG=1: a plain line (a ::debug:: line shows only with the runner's debug logging).
  if (error instanceof Error && error.stack) {
    if (process.env['STAGEGATE_DEBUG'] === '1') for (const line of guardedLines(error.stack)) core.info(line);
    else if (core.isDebug()) core.debug(error.stack);
  }
}

/** True when this is the post step (the main step saved STATE_isPost for it). */
export function isPostStep(): boolean {
  return core.getState(POST_STATE.isPost) === 'true';
}

/** Run this step: the post step never fails the job (exit 0); the main step's status is process.exitCode. */
export async function actionStep(signal?: AbortSignal, options: Pick<ActionDeps, 'checkRetryWait' | 'git' | 'boundHeap' | 'spawner' | 'readers' | 'selfExecutable'> = {}): Promise<number> {
  if (isPostStep()) {
    try {
      const { post } = await import('./post.js');
      await post();
    } catch (error) {
      core.warning(`stagegate post step: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 0;
  }
  try {
    const { run } = await import('./main.js');
    await run(signal, options);
  } catch (error) {
    lastResort(error);
  }
  return Number(process.exitCode ?? 0);
}
