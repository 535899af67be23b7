// The verdicts a --rerun-from (the Action's rerun-from input) takes back, whose outputs a resume
// does not hold the run to: they run again. One statement, read by the resume's integrity check
// (open-run.ts) and by the Action's restore (action/persistence.ts), which checks a carried run's
// outputs before the resume and must not refuse what the rerun would run again.
import type { RunState } from '../state/state.js';
import { stepNamed, type Workflow } from '../model/workflow.js';
import { isRefusal, planRewind } from './rewind.js';
import { loadRun } from '../state/store.js';

/** The step `--rerun-from given` names: a step id, else an imported file's id as written there (N-001 for N_001). */
export function rerunStepNamed(workflow: Workflow, given: string): string {
  return stepNamed(workflow, given) ?? given;
}

/**
 * The steps whose verdicts `--rerun-from given` takes back from the run at `state`, a state
 * replayed against `workflow` (run/rewind.ts planRewind); undefined when the rerun is refused (the
 * run refuses it itself, before it checks anything else).
 */
export function rerunTakesBack(state: RunState, workflow: Workflow, given: string): ReadonlySet<string> | undefined {
  const plan = planRewind(state, workflow, rerunStepNamed(workflow, given));
  return isRefusal(plan) ? undefined : new Set(plan.taken_back);
}

/**
 * What `--rerun-from given` takes back from a carried copy of a run (the Action's restore, before
 * the copy is in place): its journal at `absStatePath` replayed against `workflow` as the resume
 * will replay it, so the plan is the one the run makes. Undefined when the copy does not replay
 * against it (the resume refuses it then, or asks for --allow-workflow-change first) or the rerun is refused.
 */
export function carriedRerunTakesBack(absStatePath: string, relStatePath: string, workflow: Workflow, given: string): ReadonlySet<string> | undefined {
  const load = loadRun({ state: absStatePath }, workflow, relStatePath, { log: false });
  return load.kind === 'ok' ? rerunTakesBack(load.state, workflow, given) : undefined;
}
