// The steps a resume may still run (a leaf: status reads it without the runner's modules).
import { reachable, transitionsOf } from '../validate/graph.js';
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
  const next = (id: string) => transitionsOf(workflow.steps.get(id)!).map((t) => t.to).filter((to) => workflow.steps.has(to));
  if (decided === undefined) return reachable([active], next);
  // From where the decision leads (a path back to the approval step walks on from it: that visit
  // asks again, and either edge may follow); the approval step itself runs nothing.
  const to = approvalTarget(step, decided.decision);
  const steps = reachable(workflow.steps.has(to) ? [to] : [], next);
  steps.add(active);
  return steps;
}

/**
 * Whether `stop` (a --stop-after-step) names a step the run, going on at `next`, cannot reach — it
 * made its transition in an earlier invocation and no path leads back, or the run went another
 * way —: `run` counts such a request as met (run-host.ts settleStopBehind) and never stops there.
 * `next` other than the state's active step is a resume sent back (a source change): every edge
 * from it counts. False when unsure: no state, no next step.
 */
export function stopBehind(workflow: Workflow, state: RunState | undefined, next: string | null, stop: string | null): boolean {
  if (stop === null || state === undefined || next === null || !workflow.steps.has(next)) return false;
  const ahead = next === state.active_step ? reachableFromActive(workflow, state) : reachable([next], (id) => transitionsOf(workflow.steps.get(id)!).map((t) => t.to).filter((to) => workflow.steps.has(to)));
  return ahead !== undefined && !ahead.has(stop);
}
