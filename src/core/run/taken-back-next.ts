// A run stopped WORKFLOW_INPUT_REQUIRED because its step reads a step whose verdict a --rerun-from
// took back (references.ts standingResult): a plain resume stops there again (nothing of the run
// changes), and a --rerun-from of the taken-back step itself is refused (REWIND_STEP_NOT_REACHED:
// the run has not reached it). What goes on is a rerun from the step that rerun started from —
// once what routed the run past the step has changed, its route leads through it again.
import type { RunState } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import type { Workspace } from '../workspace/workspace.js';
import { PLACEHOLDER } from '../model/placeholders.js';
import { BindingsWithReferences, parseReference } from '../model/references.js';
import { takenBackBy, takenBackPending } from '../state/taken-back.js';
import { isRefusal } from './rewind.js';
import { planRerun } from './rewind-items.js';

/**
 * The step to rerun from when the run's active step reads a verdict taken back and not accepted
 * again: the step the rerun that took it back started from (of several, the one accepted first:
 * its rerun takes the others back too), when a rerun from it is not refused. Undefined otherwise
 * (the stop is not that one, or no such rerun would be accepted: the plain resume stays `next`).
 * `message`: the stop's, which names every placeholder it missed (in run:, inputs, a prompt file…).
 */
export function takenBackRerunStep(workspace: Workspace, state: RunState, workflow: Workflow, bindings: ReadonlyMap<string, string>, runRoot: string, message: string): string | undefined {
  if (state.active_step === null) return undefined;
  const read = new BindingsWithReferences(bindings, state);
  const froms = new Set<string>();
  for (const m of message.matchAll(PLACEHOLDER)) {
    const name = m[1]!;
    const ref = name.startsWith('steps.') ? parseReference(name) : undefined;
    if (ref === undefined || ref.what === 'visits' || ref.what === 'approval' || read.has(name)) continue;
    const from = takenBackBy(state, ref.step);
    if (from !== undefined) froms.add(from);
  }
  const seq = (id: string): number => state.steps[id]?.accepted_seq ?? Number.MAX_SAFE_INTEGER;
  const first = [...froms].sort((a, b) => seq(a) - seq(b))[0];
  if (first === undefined) return undefined;
  // Only a step whose verdict stands: a rerun from the step the run is at with none only resumes there (and stops again).
  const record = state.steps[first];
  if (record === undefined || (record.status !== 'completed' && record.status !== 'blocked') || takenBackPending(state, first)) return undefined;
  return isRefusal(planRerun(workspace, state, workflow, first, runRoot)) ? undefined : first;
}
