// Approval steps in the run loop: follow the decision recorded for this visit (stagegate
// approve / reject), or pause the run with a pending approval. Nothing runs either way.
import { applyApproval, decisionFor, pauseForApproval } from './transition.js';
import type { RunState } from '../../state/state.js';
import type { TransitionResult } from '../../run/transition.js';
import type { StepModel, Workflow } from '../../model/workflow.js';
import type { RunHost } from '../../run/host.js';

/** The transition of reaching an approval step (pure): follow the recorded decision, or pause. */
export function approvalTransition(state: RunState, workflow: Workflow, step: StepModel, at: string, stopAfter: boolean): TransitionResult {
  const record = decisionFor(state, step);
  return record ? applyApproval(state, workflow, step, record, at, stopAfter) : pauseForApproval(state, step, at);
}

export function runApprovalStep(host: RunHost, step: StepModel): string | undefined {
  const record = decisionFor(host.state(), step);
  const applied = host.apply({ event: 'approval_reached', at: host.now(), step: step.id, stop_after: host.stopsAfter(step.id), to: null, stop: null });
  host.commit();
  const note = record ? `${step.id}: ${record.decision} by ${record.by} -> ${applied.state.active_step ?? applied.stop ?? '-'}` : `${step.id}: ${applied.state.message ?? 'awaits approval'}`;
  host.ports.onEvent?.({ type: 'note', message: note });
  return applied.stop;
}
