// Commands that change a run between invocations (approve/reject, skip) share one procedure:
// locate the run's state, take the run lock, read it and check its integrity, apply one pure
// change, write it atomically. Any refusal is a StagegateError; the state is left as it was.
import { StagegateError } from '../run/errors.js';
import { Workspace } from '../workspace/workspace.js';
import { loadAndCheck } from '../model/load-and-check.js';
import { resolveRunContext, type RunContext } from '../run/context.js';
import type { Invocation } from '../model/invocation.js';
import { RunLock } from '../state/lock.js';
import { readState, writeState } from '../state/store.js';
import { writeManifest } from '../state/manifest.js';
import { checkIntegrity } from '../state/integrity.js';
import type { RunState } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import type { StopCode } from '../run/stop-codes.js';

export interface RunEdit {
  /** Stop code when the run has no state yet, with its message and hint. */
  notStarted: { code: StopCode; message: (ctx: RunContext) => string; hint: string };
  /** "decide", "skip": what to do again after a failed write. */
  verb: string;
  /** Also rewrite the manifest (when the change moves the run along). */
  withManifest: boolean;
}

export interface EditedRun {
  workflow: Workflow;
  ctx: RunContext;
  state: RunState;
}

/**
 * Run `change` on the run's state under its lock. `located` is called as soon as the workflow
 * and run are known (so a refusal can still name them).
 */
export function editRunState(
  workspaceRoot: string,
  workflowFile: string,
  invocation: Invocation,
  now: Date,
  edit: RunEdit,
  located: (workflow: Workflow, ctx?: RunContext) => void,
  change: (state: RunState, workflow: Workflow, ctx: RunContext) => RunState,
): EditedRun {
  const workspace = new Workspace(workspaceRoot);
  const workflow = loadAndCheck(workspace, workflowFile);
  located(workflow);
  const ctx = resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, now, { readOnly: true });
  located(workflow, ctx);
  if (ctx.existing.kind === 'absent') throw new StagegateError(edit.notStarted.code, edit.notStarted.message(ctx), { hint: edit.notStarted.hint });
  const lock = RunLock.acquire(ctx.lockPath, `run ${ctx.runId} of workflow ${workflow.name}`);
  try {
    const read = readState(ctx.statePath.abs, ctx.existing);
    if (read.kind !== 'ok') {
      throw new StagegateError('WORKFLOW_STATE_INTEGRITY_VIOLATION', `state ${ctx.statePath.rel} ${read.kind === 'corrupt' ? read.reason : 'is gone'}; it was left as it is`, { location: { file: ctx.statePath.rel } });
    }
    checkIntegrity(read.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: false });
    const next = change(read.state, workflow, ctx);
    try {
      writeState(ctx.statePath.abs, next);
      if (edit.withManifest) writeManifest(ctx.manifestPath.abs, next);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new StagegateError('STATE_WRITE_FAILED', `cannot write the state of run ${ctx.runId} (${code}): the previous state file is intact`, { hint: `Free disk space or fix permissions, then ${edit.verb} again.`, cause: error });
    }
    return { workflow, ctx, state: next };
  } finally {
    lock.release();
  }
}
