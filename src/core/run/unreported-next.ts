// A run stopped WORKFLOW_INPUT_REQUIRED because its step reads {{steps.<id>.gate.<key>}} of a step
// that completed without reporting that key (bindings.ts missingValuesHint: "Step <id> completed,
// but its gate has no <key>"): a plain resume reads the same gate and stops there again. What goes
// on is running that step again (--rerun-from <id>), so that it reports the key — the command the
// run prints as its next: and status as its next_command, as the fix says.
import type { RunState } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import type { Workspace } from '../workspace/workspace.js';
import { PLACEHOLDER } from '../model/placeholders.js';
import { BindingsWithReferences, parseReference } from '../model/references.js';
import { isRefusal } from './rewind.js';
import { planRerun } from './rewind-items.js';

/**
 * The completed step whose gate lacks a key the stop's `message` names as a placeholder (of
 * several, the one accepted first: its rerun takes the others back too), when a rerun from it is
 * not refused. Undefined otherwise: the plain resume stays `next`.
 */
export function unreportedRerunStep(workspace: Workspace, state: RunState, workflow: Workflow, bindings: ReadonlyMap<string, string>, runRoot: string, message: string): string | undefined {
  if (state.active_step === null) return undefined;
  const read = new BindingsWithReferences(bindings, state);
  const steps = new Set<string>();
  for (const m of message.matchAll(PLACEHOLDER)) {
    const name = m[1]!;
    const ref = name.startsWith('steps.') ? parseReference(name) : undefined;
    if (ref === undefined || ref.what !== 'gate' || ref.orEmpty !== undefined || ref.branch !== undefined || read.has(name)) continue;
    const record = Object.hasOwn(state.steps, ref.step) ? state.steps[ref.step]! : undefined;
    if (record?.status === 'completed' && record.gate != null && (!Object.hasOwn(record.gate, ref.key) || record.gate[ref.key] === null)) steps.add(ref.step);
  }
  const seq = (id: string): number => state.steps[id]?.accepted_seq ?? Number.MAX_SAFE_INTEGER;
  const first = [...steps].sort((a, b) => seq(a) - seq(b))[0];
  if (first === undefined) return undefined;
  return isRefusal(planRerun(workspace, state, workflow, first, runRoot)) ? undefined : first;
}
