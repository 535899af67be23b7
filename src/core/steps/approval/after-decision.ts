// What a resume does with a decision recorded and not yet followed: approve, reject and status say
// it in words — "a resume continues at publish", "a resume ends the run WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE
// (on_reject: BLOCKED)" — read from the transition the resume will make, not assumed to go on.
import type { RunState } from '../../state/state.js';
import type { Workflow } from '../../model/workflow.js';
import { applyApproval, approvalTarget, decidedOf } from './transition.js';

/**
 * `step S rejected by NAME; <what a resume does>` for a run whose active approval step holds a
 * decision of this visit (undefined otherwise, or when the step is not in the workflow).
 */
export function decisionAheadInWords(state: RunState, workflow: Workflow): string | undefined {
  const record = decidedOf(state);
  const step = record !== undefined ? workflow.steps.get(record.step) : undefined;
  if (record === undefined || step === undefined || step.kind !== 'approval') return undefined;
  const key = record.decision === 'approved' ? 'on_approve' : 'on_reject';
  const route = `${key}: ${approvalTarget(step, record.decision)}`;
  const t = applyApproval(state, workflow, step, record, state.updated_at, false);
  const next =
    t.stop === undefined
      ? `a resume continues at step ${t.state.active_step ?? '-'} (${route})`
      : t.stop === 'WORKFLOW_COMPLETE'
        ? `a resume completes the run (${route})`
        : t.stop === 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE'
          ? `a resume ends the run ${t.stop} (${route}): nothing runs after it`
          : `a resume stops the run ${t.stop}${t.state.message ? `: ${t.state.message}` : ''}`;
  return `step ${record.step} ${record.decision} by ${record.by}; ${next}`;
}
