// The steps a resume may still run (a leaf: status reads it without the runner's modules).
import { transitionsOf } from '../validate/graph.js';
import type { Workflow } from '../model/workflow.js';
import type { RunState } from '../state/state.js';
import { approvalTarget, decisionFor } from '../steps/approval/transition.js';

/**
 * The active step of `state` and every top-level step a transition can lead to from it; undefined: no active step, or one `workflow` does not have.
 * An active approval step already decided (approve / reject, at the run's source commit) leads
 * only where that decision goes — the resume follows it, not the other edge — unless a path leads
 * back to the approval step, whose next visit may be decided either way. (A decision a new source
 * commit voids is asked for again: that resume is sent back, and checks every step: preflight.ts.)
 */
export function reachableFromActive(workflow: Workflow, state: RunState): ReadonlySet<string> | undefined {
  const active = state.active_step;
  if (active === null || !workflow.steps.has(active)) return undefined;
  const step = workflow.steps.get(active)!;
  const decided = step.kind === 'approval' ? decisionFor(state, step) : undefined;
  const reachable = new Set<string>();
  const walk = (from: readonly string[]) => {
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (reachable.has(id)) continue;
      reachable.add(id);
      for (const { to } of transitionsOf(workflow.steps.get(id)!)) if (workflow.steps.has(to) && !reachable.has(to)) stack.push(to);
    }
  };
  if (decided === undefined) {
    walk([active]);
    return reachable;
  }
  // From where the decision leads (a path back to the approval step walks on from it: that visit
  // asks again, and either edge may follow); the approval step itself runs nothing.
  const to = approvalTarget(step, decided.decision);
  if (workflow.steps.has(to)) walk([to]);
  reachable.add(active);
  return reachable;
}
