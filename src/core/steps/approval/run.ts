// Approval steps in the run loop: follow the decision recorded for this visit (stagegate
// approve / reject), or pause the run with a pending approval. Nothing runs either way.
import { applyApproval, decisionFor, pauseForApproval } from './transition.js';
import { PlaceholderError, substitute } from '../../model/placeholders.js';
import { stepBindings } from '../../run/bindings.js';
import type { RunState } from '../../state/state.js';
import type { TransitionResult } from '../../run/transition.js';
import type { StepModel, Workflow } from '../../model/workflow.js';
import type { RunHost } from '../../run/host.js';

/** The transition of reaching an approval step (pure): follow the recorded decision, or pause. */
export function approvalTransition(state: RunState, workflow: Workflow, step: StepModel, at: string, stopAfter: boolean, message?: string): TransitionResult {
  const record = decisionFor(state, step);
  return record ? applyApproval(state, workflow, step, record, at, stopAfter) : pauseForApproval(state, step, at, message);
}

/**
 * The approval's message with its placeholders filled from what the step sees (undefined: it has
 * none, or one has no value, and it reads as written). `plan` shows it the same way.
 */
export function filledApprovalMessage(step: StepModel, bindings: ReadonlyMap<string, string>, state: RunState | undefined): string | undefined {
  const text = step.def.approval?.message;
  if (text === undefined || !text.includes('{{')) return undefined;
  try {
    return substitute(text, stepBindings(bindings, step, state));
  } catch (error) {
    if (error instanceof PlaceholderError) return undefined;
    throw error;
  }
}

function approvalMessage(host: RunHost, step: StepModel): string | undefined {
  return filledApprovalMessage(step, host.ctx.bindings, host.state());
}

export function runApprovalStep(host: RunHost, step: StepModel): string | undefined {
  const record = decisionFor(host.state(), step);
  const message = record ? undefined : approvalMessage(host, step);
  const applied = host.apply({ event: 'approval_reached', at: host.now(), step: step.id, ...(message !== undefined ? { message } : {}), stop_after: host.stopsAfter(step.id), to: null, stop: null });
  host.commit();
  const note = record ? `${step.id}: ${record.decision} by ${record.by} -> ${applied.state.active_step ?? applied.stop ?? '-'}` : `${step.id}: ${applied.state.message ?? 'awaits approval'}`;
  host.ports.onEvent?.({ type: 'note', message: note });
  return applied.stop;
}
