// The pure transition of a decision step: record the decision, then follow the chosen target
// like any fixed transition (visits counted, max_visits and stop_after_step honoured).
import type { DecisionOutcome } from './run.js';
import type { RunState } from '../../state/state.js';
import { applyExitSuccess, stepRecord, type TransitionResult } from '../../run/transition.js';
import type { StepModel, Workflow } from '../../model/workflow.js';

export function applyDecision(state: RunState, workflow: Workflow, step: StepModel, outcome: DecisionOutcome, at: string, stopAfter: boolean): TransitionResult {
  const logged: RunState = { ...state, decisions: [...(state.decisions ?? []), { ...outcome.record, at }] };
  const result = applyExitSuccess(logged, workflow, { step, to: outcome.to, exitStatus: 0, durationMs: 0, log: null, at, stopAfter });
  const next = result.state;
  // Nothing ran: no exit status on the step or its history entry.
  const record = stepRecord(next, step.id);
  const history = next.history.map((h, i) => (i === next.history.length - 1 ? { ...h, exit_status: null } : h));
  const chosen = outcome.record.chosen;
  const how = chosen === 'else' ? 'else' : `if ${outcome.record.branches[chosen]?.expression ?? ''}`;
  const message = next.message?.replace(`step ${step.id} completed`, `decision ${step.id} took ${how}`) ?? null;
  return {
    ...result,
    state: { ...next, message, history, steps: record ? { ...next.steps, [step.id]: { ...record, last_exit_status: null } } : next.steps },
  };
}
