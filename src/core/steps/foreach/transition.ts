// What the parent's state becomes when a foreach step records its items, stops (a failed item,
// a cycle, stuck deferrals, an unmet completion: the step stays active so a resume continues),
// ends blocked (an item blocked: the run ends with the item's code) or pauses. Pure; built on
// transition.ts like the child-workflow transitions.
import { applyChildPaused } from '../child/transition.js';
import { logged, type ForeachRecord, type RunState } from '../../state/state.js';
import type { StepModel } from '../../model/workflow.js';
import { applyFailure, blockedLists, stepRecord, type TransitionResult } from '../../run/transition.js';

/** Record the foreach's items on its step record (kept through every later transition). */
export function withForeachRecord(state: RunState, stepId: string, record: ForeachRecord): RunState {
  const step = stepRecord(state, stepId);
  if (!step) return state;
  return { ...state, steps: { ...state.steps, [stepId]: { ...step, foreach: record } } };
}

/** The foreach stops with `code`; the step stays active (a resume continues it). */
export function applyForeachStopped(state: RunState, step: StepModel, code: string, message: string, durationMs: number, at: string, answerCommand?: string): TransitionResult {
  return { state: applyFailure(state, { step, code, message, exitStatus: null, signal: null, durationMs, log: null, at, ...(answerCommand !== undefined ? { answerCommand } : {}) }), stop: code };
}

/** An item ended blocked: the run ends blocked with the item's code (class blocked, exit 3). */
export function applyForeachBlocked(state: RunState, step: StepModel, code: string, message: string, durationMs: number, at: string): TransitionResult {
  const flight = state.in_flight;
  const record = stepRecord(state, step.id)!;
  const next: RunState = {
    ...state,
    status: code,
    message,
    active_step: null,
    in_flight: null,
    ...blockedLists(state, step.id),
    steps: { ...state.steps, [step.id]: { ...record, status: 'blocked', last_duration_ms: durationMs, last_error: message } },
    ...logged(state, { at, step: step.id, visit: flight?.visit ?? record.visits, attempt: flight?.attempt ?? 1, outcome: 'blocked', code, gate_status: null, exit_status: null, duration_ms: durationMs, to: null }),
    updated_at: at,
  };
  return { state: next, stop: code };
}

/**
 * An item's run paused (PARTIAL_RESUMABLE): the parent pauses with the foreach still active —
 * the same transition as a paused child workflow.
 */
export const applyForeachPaused = applyChildPaused;
