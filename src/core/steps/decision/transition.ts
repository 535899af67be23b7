// The pure transition of a decision step: follow the chosen target
// like any fixed transition (visits counted, max_visits and stop_after_step honoured).
import type { DecisionOutcome } from './run.js';
import { patchLast, type RunState } from '../../state/state.js';
import { applyExitSuccess, stepRecord, type TransitionResult } from '../../run/transition.js';
import type { StepModel, Workflow } from '../../model/workflow.js';

export function applyDecision(state: RunState, workflow: Workflow, step: StepModel, outcome: DecisionOutcome, at: string, stopAfter: boolean): TransitionResult {
  // The decision itself (every branch tried, the values seen) is the journal's decision_taken event.
  const result = applyExitSuccess(state, workflow, { step, to: outcome.to, exitStatus: 0, durationMs: 0, log: null, at, stopAfter });
  const next = result.state;
  // Nothing ran: no exit status on the step or its transition.
  const record = stepRecord(next, step.id);
  const chosen = outcome.record.chosen;
  const how = chosen === 'else' ? 'else' : `if ${outcome.record.branches[chosen]?.expression ?? ''}`;
  const message = next.message?.replace(`step ${step.id} completed`, `decision ${step.id} took ${how}`) ?? null;
  return {
    ...result,
    state: { ...next, message, ...patchLast(next, { exit_status: null }), steps: record ? { ...next.steps, [step.id]: { ...record, last_exit_status: null } } : next.steps },
  };
}
