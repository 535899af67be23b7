// Pure transitions of child_workflow steps (and composite phases): what the parent's state
// becomes when its child run starts, is routed, pauses, fails, or ends outside a phase's
// require_terminal_status. Built on transition.ts; no I/O.
import { logged, patchLast, type ChildRunRecord, type RunState, type StepRecord } from '../../state/state.js';
import type { StepModel, Workflow } from '../../model/workflow.js';
import { applyExitSuccess, applyFailure, applyTerminal, resolveTarget, stepRecord, type TransitionResult } from '../../run/transition.js';
import { childOutputs, counted } from '../../run/progress.js';

/** Record the child run on the parent's step record (kept through every later transition). */
export function withChildRecord(state: RunState, stepId: string, child: ChildRunRecord): RunState {
  const record = stepRecord(state, stepId);
  if (!record) return state;
  return { ...state, steps: { ...state.steps, [stepId]: { ...record, child } } };
}

export interface ChildRouted {
  step: StepModel;
  /** The child's stop code or terminal status: a key of the step's statuses. */
  childStatus: string;
  present: (input: string) => boolean;
  durationMs: number;
  at: string;
  stopAfter: boolean;
  /** The source commits of the child run's standing approving decisions: recorded on the step's child record. */
  decidedAt?: Array<string | null> | undefined;
}

/** The child ended with a status the step routes: follow it (BLOCKED keeps a child's SOURCE_GAPS). */
export function applyChildRouted(state: RunState, workflow: Workflow, c: ChildRouted): TransitionResult {
  const target = resolveTarget(c.step.def.statuses![c.childStatus]!, c.present);
  const result = applyExitSuccess(state, workflow, { step: c.step, to: target, exitStatus: 0, durationMs: c.durationMs, log: null, at: c.at, stopAfter: c.stopAfter });
  let next = result.state;
  let stop = result.stop;
  const gate = { status: c.childStatus };
  const record = next.steps[c.step.id]!;
  // What the child run accepted, against what it had accepted at this step's previous verdict:
  // a change is progress of a loop around this step (stall detection, run/progress.ts).
  const outputs = childOutputs(stepRecord(state, c.step.id)?.child);
  const changes = counted(state, stepRecord(state, c.step.id)?.child_outputs === outputs ? 0 : 1);
  const child = record.child !== undefined && c.decidedAt !== undefined ? { child: { ...record.child, decided_at: c.decidedAt } } : {};
  next = { ...next, ...changes, steps: { ...next.steps, [c.step.id]: { ...record, gate, child_outputs: outputs, ...child } } };
  const last = next.last_transition;
  if (last && last.step === c.step.id) {
    let code = last.code ?? null;
    if (target === 'BLOCKED' && c.childStatus === 'WORKFLOW_BLOCKED_SOURCE_GAPS') {
      code = 'WORKFLOW_BLOCKED_SOURCE_GAPS';
      stop = code;
      next = { ...next, status: code, message: `child workflow step ${c.step.id} ended ${c.childStatus}, routed to BLOCKED` };
    } else if (target === 'BLOCKED') {
      next = { ...next, message: `child workflow step ${c.step.id} ended ${c.childStatus}, routed to BLOCKED` };
    }
    next = { ...next, ...patchLast(next, { gate_status: c.childStatus, code }) };
  }
  return stop !== undefined ? { state: next, stop } : { state: next };
}

/** The child paused (PARTIAL_RESUMABLE): the parent pauses with the child step still active. */
export function applyChildPaused(state: RunState, step: StepModel, message: string, at: string): TransitionResult {
  const flight = state.in_flight;
  const record = stepRecord(state, step.id)!;
  const next: RunState = {
    ...state,
    status: 'PARTIAL_RESUMABLE',
    message,
    in_flight: null,
    steps: { ...state.steps, [step.id]: { ...record, status: 'pending' } },
    ...logged(state, { at, step: step.id, visit: flight?.visit ?? record.visits, attempt: flight?.attempt ?? 1, outcome: 'stopped', code: 'PARTIAL_RESUMABLE', gate_status: null, exit_status: null, duration_ms: 0, to: step.id }),
    updated_at: at,
  };
  return { state: next, stop: 'PARTIAL_RESUMABLE' };
}

/** The child failed (or could not start): the step stays active, so a resume retries the child. */
export function applyChildFailed(state: RunState, step: StepModel, code: string, message: string, durationMs: number, at: string, answerCommand?: string): TransitionResult {
  return { state: applyFailure(state, { step, code, message, exitStatus: null, signal: null, durationMs, log: null, at, ...(answerCommand !== undefined ? { answerCommand } : {}) }), stop: code };
}

/** A phase ended outside require_terminal_status: the parent ends with that status. */
export function applyPhaseStopped(state: RunState, step: StepModel, childStatus: string, required: string[], at: string): TransitionResult {
  const instruction = `phase ${step.id} ended ${childStatus}, which is not one of its require_terminal_status (${required.join(', ')})`;
  const result = applyTerminal(state, { ...step, def: { ...step.def, terminal_status: childStatus, instruction } }, at);
  return { state: { ...result.state, message: instruction }, stop: result.stop! };
}

/** Manifest section: every child run this run started (child_workflow steps and phases), with its artifacts. */

export function childManifestSections(state: RunState): Record<string, unknown> {
  const runs: [string, StepRecord][] = [];
  for (const id in state.steps) {
    const r = state.steps[id]!;
    if (r.child !== undefined) runs.push([id, r]);
  }
  if (runs.length === 0) return {};
  return {
    child_runs: runs.map(([step, r]) => {
      const c = r.child!;
      return { step, workflow_file: c.workflow_file, run_id: c.run_id, state_path: c.state_path, manifest_path: c.manifest_path, status: c.status, mode: c.mode, artifacts: c.artifacts };
    }),
  };
}
