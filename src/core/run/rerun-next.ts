// What continues a run stopped WORKFLOW_INPUT_REQUIRED at a step whose placeholder no resume can
// resolve — the command the run prints as its next:, status as its next_command and a refused
// approve as its next. A plain resume reads the same state and stops there again, so the way on is
// a --rerun-from, in two cases:
// - the step reads a verdict a --rerun-from took back (references.ts standingResult): a rerun of the
//   taken-back step itself is refused (REWIND_STEP_NOT_REACHED: the run has not reached it), so the
//   rerun goes from the step that rerun started from — once what routed the run past the step has
//   changed, its route leads through it again;
// - the step reads {{steps.<id>.gate.<key>}} of a step that completed without reporting that key
//   (bindings.ts missingValuesHint: "Step <id> completed, but its gate has no <key>"): running that
//   step again lets it report the key.
import type { RunState } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import type { Workspace } from '../workspace/workspace.js';
import { PLACEHOLDER } from '../model/placeholders.js';
import { BindingsWithReferences, parseReference, type Reference } from '../model/references.js';
import { takenBackBy, takenBackPending } from '../state/taken-back.js';
import { isRefusal } from './rewind.js';
import { planRerun } from './rewind-items.js';

/**
 * The step to rerun from, or undefined (the stop is neither case, or no such rerun would be
 * accepted: the plain resume stays `next`). `message`: the stop's, which names every placeholder it
 * missed (in run:, inputs, a prompt file…).
 */
export function rerunStepForStop(workspace: Workspace, state: RunState, workflow: Workflow, bindings: ReadonlyMap<string, string>, runRoot: string, message: string): string | undefined {
  if (state.active_step === null) return undefined;
  const fromTakenBack = firstRerunnable(workspace, state, workflow, bindings, runRoot, message, (ref) => (ref.what === 'visits' || ref.what === 'approval' ? undefined : takenBackBy(state, ref.step)), (first) => {
    // Only a step whose verdict stands: a rerun from the step the run is at with none only resumes there (and stops again).
    const record = state.steps[first];
    return record !== undefined && (record.status === 'completed' || record.status === 'blocked') && !takenBackPending(state, first);
  });
  return fromTakenBack ?? firstRerunnable(workspace, state, workflow, bindings, runRoot, message, (ref) => {
    if (ref.what !== 'gate' || ref.orEmpty !== undefined || ref.branch !== undefined) return undefined;
    const record = Object.hasOwn(state.steps, ref.step) ? state.steps[ref.step]! : undefined;
    return record?.status === 'completed' && record.gate != null && (!Object.hasOwn(record.gate, ref.key) || record.gate[ref.key] === null) ? ref.step : undefined;
  });
}

/**
 * Whether the stop's message names a {{steps.<id>.gate.<key>}} the step reported as a list or
 * mapping (bindings.ts missingValuesHint: "… but as a list"): the way on is an edit of the
 * workflow, then editedResume — run, status and approve's refusal name that as next.
 */
export function collectionKeyStop(state: RunState, bindings: ReadonlyMap<string, string>, message: string): boolean {
  const read = new BindingsWithReferences(bindings, state);
  for (const m of message.matchAll(PLACEHOLDER)) {
    const name = m[1]!;
    const ref = name.startsWith('steps.') ? parseReference(name) : undefined;
    if (ref === undefined || ref.what !== 'gate' || ref.branch !== undefined || read.has(name)) continue;
    const record = Object.hasOwn(state.steps, ref.step) ? state.steps[ref.step]! : undefined;
    const value = record?.status === 'completed' ? record.gate?.[ref.key] : undefined;
    if (typeof value === 'object' && value !== null) return true;
  }
  return false;
}

/**
 * Of the steps `stepOf` names for the message's unresolved step references, the one accepted first
 * (its rerun takes the others back too), when `stands` and a rerun from it is not refused.
 */
function firstRerunnable(workspace: Workspace, state: RunState, workflow: Workflow, bindings: ReadonlyMap<string, string>, runRoot: string, message: string, stepOf: (ref: Reference) => string | undefined, stands: (step: string) => boolean = () => true): string | undefined {
  const read = new BindingsWithReferences(bindings, state);
  const steps = new Set<string>();
  for (const m of message.matchAll(PLACEHOLDER)) {
    const name = m[1]!;
    const ref = name.startsWith('steps.') ? parseReference(name) : undefined;
    if (ref === undefined || read.has(name)) continue;
    const step = stepOf(ref);
    if (step !== undefined) steps.add(step);
  }
  const seq = (id: string): number => state.steps[id]?.accepted_seq ?? Number.MAX_SAFE_INTEGER;
  const first = [...steps].sort((a, b) => seq(a) - seq(b))[0];
  if (first === undefined || !stands(first)) return undefined;
  return isRefusal(planRerun(workspace, state, workflow, first, runRoot)) ? undefined : first;
}

/**
 * The resume that goes on once the workflow file is edited: a plain one would stop
 * WORKFLOW_STATE_INTEGRITY_VIOLATION (the workflow changed), as the stop's fix says.
 */
export function editedResume(resume: string): string {
  return resume.endsWith(' --allow-workflow-change') ? resume : `${resume} --allow-workflow-change`;
}
