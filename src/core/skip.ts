// `skip`: a person skips the active optional step of a run; the run moves on along its on_skip
// and waits there (PARTIAL_RESUMABLE) for the next `stagegate run`. Takes the run lock, checks
// the state's integrity, and writes state and manifest atomically.
import { StagegateError, isStagegateError } from './errors.js';
import { exitStatusFor } from './stop-codes.js';
import { Workspace } from './paths.js';
import { loadAndCheck } from './load-and-check.js';
import { resolveRunContext } from './run-context.js';
import type { Invocation } from './invocation.js';
import { RunLock } from './lock.js';
import { readState, writeState } from './state-store.js';
import { writeManifest } from './manifest.js';
import { checkIntegrity } from './integrity.js';
import { skipStep } from './failure-policy.js';

export interface SkipReport {
  status: string;
  exitCode: number;
  message: string;
  hint?: string;
  workflow: string | null;
  runId: string | null;
  statePath: string | null;
  step: string;
  /** The step was skipped (false when refused). */
  skipped: boolean;
  activeStep: string | null;
  nextCommand: string | null;
}

export function skipActiveStep(workspaceRoot: string, workflowFile: string, invocation: Invocation, stepId: string, now: Date, commandName = 'stagegate'): SkipReport {
  const base: SkipReport = { status: 'STEP_NOT_SKIPPABLE', exitCode: 0, message: '', workflow: null, runId: null, statePath: null, step: stepId, skipped: false, activeStep: null, nextCommand: null };
  try {
    const workspace = new Workspace(workspaceRoot);
    const workflow = loadAndCheck(workspace, workflowFile);
    base.workflow = workflow.name;
    const ctx = resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, now, { readOnly: true });
    Object.assign(base, { runId: ctx.runId, statePath: ctx.statePath.rel });
    if (ctx.existing.kind === 'absent') {
      throw new StagegateError('STEP_NOT_SKIPPABLE', `no state at ${ctx.statePath.rel}: run ${ctx.runId} has not started, so no step is active`, { hint: 'Start the run with stagegate run first.' });
    }
    const lock = RunLock.acquire(ctx.lockPath, `run ${ctx.runId} of workflow ${workflow.name}`);
    try {
      const read = readState(ctx.statePath.abs, ctx.existing);
      if (read.kind !== 'ok') {
        throw new StagegateError('WORKFLOW_STATE_INTEGRITY_VIOLATION', `state ${ctx.statePath.rel} ${read.kind === 'corrupt' ? read.reason : 'is gone'}; it was left as it is`, { location: { file: ctx.statePath.rel } });
      }
      checkIntegrity(read.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: false });
      const result = skipStep(read.state, workflow, stepId, now.toISOString());
      const resume = `${commandName} run ${workflow.file} --run-id ${ctx.runId}`;
      const next = { ...result.state, resume_instruction: result.state.active_step === null ? null : resume };
      try {
        writeState(ctx.statePath.abs, next);
        writeManifest(ctx.manifestPath.abs, next);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error';
        throw new StagegateError('STATE_WRITE_FAILED', `cannot write the state of run ${ctx.runId} (${code}): the previous state file is intact`, { hint: 'Free disk space or fix permissions, then skip again.', cause: error });
      }
      const stop = result.stop ?? next.status;
      return { ...base, status: stop, exitCode: exitStatusFor(stop), message: next.message ?? '', skipped: true, activeStep: next.active_step, nextCommand: next.active_step === null ? null : resume };
    } finally {
      lock.release();
    }
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { ...base, status: error.code, exitCode: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
  }
}
