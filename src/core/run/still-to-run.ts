// The steps a resume may still run (a leaf: status reads it without the runner's modules).
import { transitionsOf } from '../validate/graph.js';
import type { Workflow } from '../model/workflow.js';
import type { RunState } from '../state/state.js';

/** The active step of `state` and every top-level step a transition can lead to from it; undefined: no active step, or one `workflow` does not have. */
export function reachableFromActive(workflow: Workflow, state: Pick<RunState, 'active_step'>): ReadonlySet<string> | undefined {
  const active = state.active_step;
  if (active === null || !workflow.steps.has(active)) return undefined;
  const reachable = new Set<string>();
  const stack = [active];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reachable.has(id)) continue;
    reachable.add(id);
    for (const { to } of transitionsOf(workflow.steps.get(id)!)) if (workflow.steps.has(to) && !reachable.has(to)) stack.push(to);
  }
  return reachable;
}
