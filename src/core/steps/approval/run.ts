// Approval steps in the run loop: follow the decision recorded for this visit (stagegate
// approve / reject), or pause the run with a pending approval. Nothing runs either way.
import { applyApproval, decisionFor, pauseForApproval } from './transition.js';
import type { RunState } from '../../state/state.js';
import type { TransitionResult } from '../../run/transition.js';
import type { StepModel, Workflow } from '../../model/workflow.js';

export interface ApprovalOutcome extends TransitionResult {
  /** What happened, for the progress line. */
  note: string;
}

export function runApprovalStep(state: RunState, workflow: Workflow, step: StepModel, at: string, stopAfter: boolean): ApprovalOutcome {
  const record = decisionFor(state, step);
  if (record) {
    const result = applyApproval(state, workflow, step, record, at, stopAfter);
    return { ...result, note: `${step.id}: ${record.decision} by ${record.by} -> ${result.state.active_step ?? result.stop ?? '-'}` };
  }
  const paused = pauseForApproval(state, step, at);
  return { ...paused, note: `${step.id}: ${paused.state.message ?? 'awaits approval'}` };
}
