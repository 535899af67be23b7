// `status`: where a run is, read-only. Needs only the inputs that locate the state.
import { positionOf } from '../validate/diagnostics.js';
import { StagegateError, isStagegateError } from '../run/errors.js';
import { exitStatusFor } from '../run/stop-codes.js';
import { Workspace } from '../workspace/workspace.js';
import { loadWorkflow } from '../model/loader.js';
import type { FormatImporters } from '../formats/index.js';
import { resolveRunContext } from '../run/context.js';
import type { Invocation } from '../model/invocation.js';
import type { RunState } from '../state/state.js';
import type { RunLog } from '../state/run-log.js';
import { maxVisitsOf } from '../run/transition.js';
import { withPhaseSteps } from '../model/phases.js';
import { reloadRun } from '../state/store.js';
import { checkIntegrity } from '../state/integrity.js';
import { RunLock } from '../state/lock.js';
import type { RunSummary } from '../run/runner.js';
import { otherRunsHint } from './runs.js';

export interface StatusReport extends RunSummary {
  locked: boolean;
  /** Each step's visit limit (max_visits, else execution.max_visits, else 10), in workflow order. */
  maxVisits: Record<string, number>;
  state?: RunState;
  /** The run's transitions and decisions (from its journal). */
  log?: RunLog;
}

/** Status of a run that has no state yet. */
export const NOT_STARTED = 'NOT_STARTED';

/**
 * `importers`: for a workflow in another runner's format (formats/index.ts, withFormatImporters).
 * `otherRuns`: when the run has no state, name the workflow's other runs in the hint (a walk of the
 * whole workspace, as `list` makes: for a person's `status`, not for the Action's every look-up).
 */
export function getStatus(workspaceRoot: string, workflowFile: string, invocation: Invocation, importers: FormatImporters, options: { otherRuns?: boolean } = {}): StatusReport {
  const base: StatusReport = { status: NOT_STARTED, exitCode: 0, message: '', workflow: null, workflowFile, runId: null, activeStep: null, completedSteps: [], statePath: null, manifestPath: null, runRoot: null, locked: false, maxVisits: {} };
  try {
    const workspace = new Workspace(workspaceRoot);
    const loaded = loadWorkflow(workspace, workflowFile, { importers });
    const first = loaded.diagnostics.find((d) => d.severity === 'error');
    if (!loaded.workflow || first) {
      throw new StagegateError('WORKFLOW_CONTRACT_INVALID', first ? `${positionOf(first)} ${first.code} ${first.message}` : 'invalid workflow', {
        location: first ? { file: first.file, line: first.line, column: first.column } : {},
        ...(first?.hint !== undefined ? { hint: first.hint } : {}),
      });
    }
    const workflow = withPhaseSteps(loaded.workflow);
    // Status reads; it must not demand inputs a resume would take from state.
    const ctx = resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true });
    const report: StatusReport = {
      ...base,
      workflow: workflow.name,
      workflowFile: workflow.file,
      runId: ctx.runId,
      statePath: ctx.statePath.rel,
      manifestPath: ctx.manifestPath.rel,
      runRoot: ctx.runRoot.rel,
      // Held by a live runner: a lock left by a dead process on this machine is not.
      locked: RunLock.isHeld(ctx.lockPath),
      maxVisits: Object.fromEntries([...workflow.steps.keys()].map((id) => [id, maxVisitsOf(workflow, id)])),
    };
    // No state here: NOT_STARTED (exit 0, as documented), with the workflow's other runs when a
    // given run id names none of them (a mistyped id looks like a run that has not started).
    const notStarted = (r: StatusReport): StatusReport => {
      const hint = ctx.runIdGenerated || options.otherRuns !== true ? undefined : otherRunsHint(workspace, ctx);
      return { ...r, runId: ctx.runIdGenerated ? null : ctx.runId, message: `no state at ${ctx.statePath.rel}: the run has not started`, ...(hint !== undefined ? { hint } : {}) };
    };
    if (ctx.existing.kind === 'absent') return notStarted(report);
    // The same load and checks a resume makes (the manifest's journal head included): status
    // reports the stop code `run` would stop with. The journal the context replayed is replayed
    // again only when it changed since (reloadRun, as a resume does under its lock).
    const load = reloadRun(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, workflow, ctx.statePath.rel);
    if (load.kind === 'corrupt') {
      return { ...report, status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', exitCode: exitStatusFor('WORKFLOW_STATE_INTEGRITY_VIOLATION'), message: load.reason, hint: load.hint };
    }
    if (load.kind === 'absent') return notStarted(report);
    const state = load.state;
    checkIntegrity(state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true });
    const status = state.in_flight !== null ? 'IN_PROGRESS' : state.status;
    return {
      ...report,
      status,
      exitCode: status === 'IN_PROGRESS' ? 0 : exitStatusFor(status),
      message: state.message ?? (state.in_flight ? `step ${state.in_flight.step} is in flight (or its runner died: resume re-runs it)` : `active step: ${state.active_step ?? 'none (finished)'}`),
      activeStep: state.active_step,
      completedSteps: state.completed_steps,
      state,
      log: load.log,
    };
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { ...base, status: error.code, exitCode: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
  }
}
