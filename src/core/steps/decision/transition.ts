// The pure transition of a decision step: follow the chosen target
// like any fixed transition (visits counted, max_visits and stop_after_step honoured).
import type { DecisionOutcome } from './run.js';
import type { RunState } from '../../state/state.js';
import { applyExitSuccess, type TransitionResult } from '../../run/transition.js';
import type { StepModel, Workflow } from '../../model/workflow.js';

export function applyDecision(state: RunState, workflow: Workflow, step: StepModel, outcome: DecisionOutcome, at: string, stopAfter: boolean): TransitionResult {
  // The decision itself (every branch tried, the values seen) is the journal's decision_taken event.
  // Nothing ran: no exit status on the step or its transition.
  const completedAs = (): string => {
    const chosen = outcome.record.chosen;
    return `decision ${step.id} took ${chosen === 'else' ? 'else' : `if ${outcome.record.branches[chosen]?.expression ?? ''}`}`;
  };
  return applyExitSuccess(state, workflow, { step, to: outcome.to, exitStatus: null, durationMs: 0, log: null, at, stopAfter, completedAs });
}
