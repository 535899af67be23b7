// Approval steps in the run loop: follow the decision recorded for this visit (stagegate
// approve / reject), or pause the run with a pending approval. Nothing runs either way.
import { approvalRequest, approversInWords, decisionFor } from './transition.js';
import { PlaceholderError, substitute } from '../../model/placeholders.js';
import { stepBindings } from '../../run/bindings.js';
import { maskValues, secretValuesOf } from '../../run/secret-names.js';
import type { RunState } from '../../state/state.js';
import type { StepModel } from '../../model/workflow.js';
import type { RunHost } from '../../run/host.js';

/**
 * The approval's message with its placeholders filled from what the step sees (undefined: it has
 * none, or one has no value, and it reads as written). `plan` shows it the same way. The values of
 * secret-looking inputs (run/secret-names.ts) in it are ***.
 */
export function filledApprovalMessage(step: StepModel, bindings: ReadonlyMap<string, string>, state: RunState | undefined): string | undefined {
  const text = step.def.approval?.message;
  if (text === undefined || !text.includes('{{')) return undefined;
  try {
    // A secret-looking input's value is *** in it, as everywhere a run prints its inputs: the
    // message is shown (run, status, the Action's summary and pending-approval output) and pinned.
    const seen = stepBindings(bindings, step, state);
    return maskValues(substitute(text, seen), secretValuesOf(Object.fromEntries(seen)));
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
  // Pausing: the message as shown and who decides are pinned in the journal (a workflow file edited
  // while the approval is pending, resumed with --allow-workflow-change, changes neither).
  const asked = record ? undefined : approvalRequest(host.state(), step, approvalMessage(host, step));
  if (asked?.listed !== undefined) {
    host.ports.onEvent?.({ type: 'note', message: `${step.id}: warning: the workflow file changed this approval's approvers (${approversInWords(asked.approvers)} -> ${approversInWords(asked.listed)}) while it was pending; it was requested from ${approversInWords(asked.approvers)}, who decide it`, warning: true, step: step.id });
  }
  const pinned = asked ? { message: asked.message, approvers: asked.approvers } : {};
  const applied = host.apply({ event: 'approval_reached', at: host.now(), step: step.id, ...pinned, stop_after: host.stopsAfter(step.id), to: null, stop: null });
  host.commit();
  const note = record ? `${step.id}: ${record.decision} by ${record.by} -> ${applied.state.active_step ?? applied.stop ?? '-'}` : `${step.id}: ${applied.state.message ?? 'awaits approval'}`;
  host.ports.onEvent?.({ type: 'note', message: note, step: step.id });
  return applied.stop;
}
