// `skip`: a person skips the active optional step of a run; the run moves on along its on_skip
// and waits there (PARTIAL_RESUMABLE) for the next `stagegate run`. Takes the run lock, checks
// the state's integrity, and writes state and manifest atomically.
import type { WorkflowReaders } from '../model/workflow-readers.js';
import { isStagegateError } from '../run/errors.js';
import { exitStatusFor } from '../run/stop-codes.js';
import type { Invocation } from '../model/invocation.js';
import { editRunState, resumeCommand } from './edit-run.js';
import type { AgentSelection } from '../agents/registry.js';
import { skipStep, skipStepUnknown } from '../run/failure-policy.js';
import { runTarget, stepWord } from '../run/command-line.js';
import { stateLocatingInputs } from '../model/run-scope.js';
import { stepNamed } from '../model/workflow.js';
import type { ReportHead } from '../run/host.js';

export interface SkipReport extends ReportHead {
  statePath: string | null;
  step: string;
  /** The step was skipped (false when refused). */
  skipped: boolean;
  /** Who skipped it (recorded in the journal's step_skipped event and the run's skips). */
  by: string;
  activeStep: string | null;
  nextCommand: string | null;
  /** Why nextCommand may need the run's agent flags (edit-run.ts resumeCommand); null: it does not. */
  nextNote: string | null;
}

export function skipActiveStep(workspaceRoot: string, workflowFile: string, invocation: Invocation, stepId: string, now: Date, importers: WorkflowReaders, commandName = 'stagegate', agents?: AgentSelection, by = 'unknown'): SkipReport {
  const base: SkipReport = { status: 'STEP_NOT_SKIPPABLE', exitCode: 0, message: '', workflow: null, runId: null, statePath: null, step: stepId, skipped: false, by, activeStep: null, nextCommand: null, nextNote: null };
  try {
    const { workflow, ctx, applied } = editRunState(
      workspaceRoot,
      workflowFile,
      invocation,
      now,
      {
        notStarted: { code: 'STEP_NOT_SKIPPABLE', message: (c) => `no state at ${c.statePath.rel}: run ${c.runId} has not started, so no step is active`, hint: 'Start the run with stagegate run first.' },
        verb: 'skip',
        command: 'skip',
        commandTail: ` ${stepWord(stepId)}`,
        withManifest: true,
        inputsInHints: true,
        commandName,
      },
      (wf, c) => {
        Object.assign(base, { workflow: wf.name }, c ? { runId: c.runId, statePath: c.statePath.rel } : {});
        // An id that is no step of the workflow: said as soon as the workflow is loaded, before the
        // run is located or checked (a run not started, or one whose outputs changed, would hide it).
        const unknown = c === undefined ? skipStepUnknown(wf, stepNamed(wf, stepId) ?? stepId) : undefined;
        if (unknown !== undefined) throw unknown;
      },
      (state, wf, c) => {
        // The run's active step, reported as it is when the skip is refused too.
        base.activeStep = state.active_step;
        // Refused here (not optional, not active…) before anything is recorded.
        // A step of an imported file may be named as written there (N-002 for N_002).
        const id = stepNamed(wf, stepId) ?? stepId;
        const resume = resumeCommand(commandName, wf, c, state, agents).command;
        skipStep(state, wf, id, now.toISOString(), { resume, skip: `${commandName} skip ${runTarget(wf.file, c.runId, stateLocatingInputs(wf, c.bound.explicit))} ${stepWord(id)}` }, by);
        return { event: 'step_skipped', at: now.toISOString(), step: id, by, to: null, stop: null };
      },
      importers,
    );
    const next = applied.state;
    const status = applied.stop ?? next.status;
    const resume = next.active_step === null ? null : resumeCommand(commandName, workflow, ctx, next, agents);
    return { ...base, status, exitCode: exitStatusFor(status), message: next.message ?? '', skipped: true, activeStep: next.active_step, nextCommand: resume?.command ?? null, nextNote: resume?.note ?? null };
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    // Refused before the run was located (a step the workflow lacks): the run id as given, as run --json says it.
    const runId = base.runId ?? invocation.runId ?? invocation.tokens['run_id'] ?? null;
    return { ...base, runId, status: error.code, exitCode: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
  }
}
