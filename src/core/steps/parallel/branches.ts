// The branches of a parallel step as step models of their own (so every stage kind prepares
// and judges them exactly as it does a sequential step), plus the names a branch is known by:
// its artifact key `<step>.<branch>` in the run's artifacts and its log stem.
import type { RunState } from '../../state/state.js';
import { stepBindings } from '../../run/bindings.js';
import { classifyStep, type StepKind, type StepModel, type Workflow } from '../../model/workflow.js';

/** Kinds a branch may have (validator: PARALLEL_BRANCH_KIND). */
export const BRANCH_KINDS: ReadonlySet<StepKind> = new Set<StepKind>(['shell', 'agent', 'action', 'child_workflow']);

export const DEFAULT_MAX_CONCURRENCY = 4;

/** The branches of a parallel step in file order; a branch whose keys make no valid kind is left out (validate reports it). */
export function branchesOf(workflow: Workflow, step: StepModel): StepModel[] {
  const list: StepModel[] = [];
  const base = [...step.path, 'parallel', 'branches'];
  const positions = workflow.source.keyPositions(base);
  for (const [id, def] of Object.entries(step.def.parallel?.branches ?? {})) {
    const { kind, problem } = classifyStep(def);
    if (kind === undefined || problem !== undefined) continue;
    const position = positions.get(id) ?? { line: step.line, column: step.column };
    list.push({ id, kind, def, path: [...base, id], ...position });
  }
  return list;
}

/** Key of a branch's accepted output in the run's artifacts (and its name in events and logs). */
export function artifactKey(stepId: string, branchId: string): string {
  return `${stepId}.${branchId}`;
}

/** The parallel step and branch an artifact key names, or undefined when it names none. */
export function branchOfArtifactKey(workflow: Workflow, key: string): { step: StepModel; branch: StepModel } | undefined {
  for (let dot = key.indexOf('.'); dot > 0; dot = key.indexOf('.', dot + 1)) {
    const step = workflow.steps.get(key.slice(0, dot));
    if (step?.kind !== 'parallel') continue;
    const branch = branchesOf(workflow, step).find((b) => b.id === key.slice(dot + 1));
    if (branch) return { step, branch };
  }
  return undefined;
}

/**
 * Bindings a branch sees: the step bindings of the branch (its own inputs, references), with
 * {{step}} naming the parallel step, as STAGEGATE_STEP does. The gate's `step:` is the branch id.
 */
export function branchBindings(base: ReadonlyMap<string, string>, step: StepModel, branch: StepModel, state: RunState | undefined): Map<string, string> {
  const bindings = stepBindings(base, branch, state);
  bindings.set('step', step.id);
  return bindings;
}

/** Every branch of every parallel step of the workflow, with its step. */
export function allBranches(workflow: Workflow): Array<{ step: StepModel; branch: StepModel }> {
  const out: Array<{ step: StepModel; branch: StepModel }> = [];
  for (const step of workflow.steps.values()) {
    if (step.kind === 'parallel') for (const branch of branchesOf(workflow, step)) out.push({ step, branch });
  }
  return out;
}
