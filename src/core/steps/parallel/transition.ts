// What the run does once a parallel step's join is decided, as pure functions: the verdict
// (PARALLEL_COMPLETE / PARALLEL_FAILED) routes like a gate status through the step's statuses;
// an unrouted PARALLEL_FAILED follows on_failure (as a failed stage) or ends the run with
// WORKFLOW_BLOCKED_PARALLEL_JOIN.
import { logged, patchLast, type RunState } from '../../state/state.js';
import { applyChildPaused } from '../child/transition.js';
import { applyExitSuccess, applyFailure, blockedLists, resolveTarget, stepRecord, type TransitionResult } from '../../run/transition.js';
import { routeFailure } from '../../run/failure-policy.js';
import type { StepModel, Workflow } from '../../model/workflow.js';
import type { JoinOutcome } from './join.js';

export interface JoinDecided {
  step: StepModel;
  outcome: JoinOutcome;
  /** One line: which branches succeeded and failed. */
  summary: string;
  /** A failed branch reported source_resolvable_open > 0 (or its child ended SOURCE_GAPS). */
  sourceGaps: boolean;
  present: (input: string) => boolean;
  durationMs: number;
  at: string;
  stopAfter: boolean;
}

export const JOIN_STOP = 'WORKFLOW_BLOCKED_PARALLEL_JOIN';

export function applyJoin(state: RunState, workflow: Workflow, j: JoinDecided): TransitionResult {
  const { step } = j;
  const statuses = step.def.statuses ?? {};
  const flight = state.in_flight;
  const visit = flight?.visit ?? stepRecord(state, step.id)?.visits ?? 1;
  const attempt = flight?.attempt ?? 1;
  if (Object.prototype.hasOwnProperty.call(statuses, j.outcome)) {
    const target = resolveTarget(statuses[j.outcome]!, j.present);
    const result = applyExitSuccess(state, workflow, { step, to: target, exitStatus: 0, durationMs: j.durationMs, log: null, at: j.at, stopAfter: j.stopAfter });
    let next = result.state;
    let stop = result.stop;
    next = { ...next, steps: { ...next.steps, [step.id]: { ...next.steps[step.id]!, gate: { status: j.outcome } } } };
    let code = next.last_transition?.code ?? null;
    if (target === 'BLOCKED') {
      if (j.sourceGaps) code = stop = 'WORKFLOW_BLOCKED_SOURCE_GAPS';
      next = { ...next, status: stop!, message: `parallel step ${step.id}: ${j.outcome} (${j.summary}), routed to BLOCKED` };
    }
    next = { ...next, ...patchLast(next, { gate_status: j.outcome, code }) };
    return stop !== undefined ? { state: next, stop } : { state: next };
  }
  const message = `parallel step ${step.id}: the join (${state.steps[step.id]?.parallel?.join ?? 'all'}) cannot be satisfied: ${j.summary}`;
  if (step.def.on_failure !== undefined) {
    // A failed join is the step failing: on_failure takes it like a failed stage.
    const failed = applyFailure(state, { step, code: 'STAGE_FAILED', message, exitStatus: null, signal: null, durationMs: j.durationMs, log: null, at: j.at });
    return routeFailure(failed, workflow, step, 'STAGE_FAILED', j.at, j.stopAfter) ?? { state: failed, stop: 'STAGE_FAILED' };
  }
  const record = stepRecord(state, step.id)!;
  const next: RunState = {
    ...state,
    status: JOIN_STOP,
    message: `${message}; its statuses do not route PARALLEL_FAILED`,
    active_step: null,
    in_flight: null,
    ...blockedLists(state, step.id),
    steps: { ...state.steps, [step.id]: { ...record, status: 'blocked', gate: { status: j.outcome }, last_duration_ms: j.durationMs, last_error: null } },
    ...logged(state, { at: j.at, step: step.id, visit, attempt, outcome: 'blocked', code: JOIN_STOP, gate_status: j.outcome, exit_status: null, duration_ms: j.durationMs, to: null }),
    updated_at: j.at,
  };
  return { state: next, stop: JOIN_STOP };
}

/**
 * Branches' child runs paused and the join is not decided without them: the step waits — the
 * run pauses (PARTIAL_RESUMABLE) with the step active and pending, as a paused child_workflow
 * step does; no attempt is recorded failed. A resume runs the waiting branches again.
 */
export function applyParallelPaused(state: RunState, step: StepModel, message: string, at: string): TransitionResult {
  return applyChildPaused(state, step, message, at);
}
