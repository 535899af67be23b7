// `approve` / `reject`: record a decision on a run paused at an approval step. Takes the run
// lock, checks the state's integrity, records the decision in one atomic state write. The run
// continues on the next `stagegate run` (resume).
import { StagegateError, isStagegateError } from './errors.js';
import { exitStatusFor } from './stop-codes.js';
import { Workspace } from './paths.js';
import { loadAndCheck } from './load-and-check.js';
import { resolveRunContext } from './run-context.js';
import type { Invocation } from './invocation.js';
import { RunLock } from './lock.js';
import { readState, writeState } from './state-store.js';
import { checkIntegrity } from './integrity.js';
import { recordDecision, type ApprovalDecision } from './approval.js';
import type { ApprovalRecord } from './state.js';

export interface DecisionReport {
  status: string;
  exitCode: number;
  message: string;
  hint?: string;
  workflow: string | null;
  runId: string | null;
  statePath: string | null;
  decision: ApprovalDecision;
  record: ApprovalRecord | null;
  nextCommand: string | null;
}

export interface DecisionInput {
  decision: ApprovalDecision;
  by: string;
  note: string | null;
  commandName?: string;
}

export function recordApproval(workspaceRoot: string, workflowFile: string, invocation: Invocation, input: DecisionInput, now: Date): DecisionReport {
  const base: DecisionReport = { status: 'APPROVAL_NOT_PENDING', exitCode: 0, message: '', workflow: null, runId: null, statePath: null, decision: input.decision, record: null, nextCommand: null };
  try {
    const workspace = new Workspace(workspaceRoot);
    const workflow = loadAndCheck(workspace, workflowFile);
    base.workflow = workflow.name;
    const ctx = resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, now, { readOnly: true });
    Object.assign(base, { runId: ctx.runId, statePath: ctx.statePath.rel });
    if (ctx.existing.kind === 'absent') {
      throw new StagegateError('APPROVAL_NOT_PENDING', `no state at ${ctx.statePath.rel}: run ${ctx.runId} has not started, so nothing awaits approval`, { hint: 'Start the run with stagegate run; it pauses at its approval step.' });
    }
    const lock = RunLock.acquire(ctx.lockPath, `run ${ctx.runId} of workflow ${workflow.name}`);
    try {
      const read = readState(ctx.statePath.abs, ctx.existing);
      if (read.kind !== 'ok') {
        throw new StagegateError('WORKFLOW_STATE_INTEGRITY_VIOLATION', `state ${ctx.statePath.rel} ${read.kind === 'corrupt' ? read.reason : 'is gone'}; it was left as it is`, { location: { file: ctx.statePath.rel } });
      }
      checkIntegrity(read.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: false });
      const next = recordDecision(read.state, { decision: input.decision, by: input.by, note: input.note, at: now.toISOString() });
      try {
        writeState(ctx.statePath.abs, next);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error';
        throw new StagegateError('STATE_WRITE_FAILED', `cannot write the state of run ${ctx.runId} (${code}): the previous state file is intact`, { hint: 'Free disk space or fix permissions, then decide again.', cause: error });
      }
      const record = next.approvals![next.approvals!.length - 1]!;
      return {
        ...base,
        status: next.status,
        exitCode: 0,
        message: next.message ?? '',
        record,
        nextCommand: `${input.commandName ?? 'stagegate'} run ${workflow.file} --run-id ${ctx.runId}`,
      };
    } finally {
      lock.release();
    }
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { ...base, status: error.code, exitCode: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
  }
}
