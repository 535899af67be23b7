// A parallel step whose branches cannot run as shards: an action (or resolver) branch judged by
// its exit status may revise outputs the run accepted before the step (steps/parallel/run.ts
// re-records them in one process). A branch shard's own run holds none of the run's outputs, and
// what travels back is only what the branch accepted: on another machine the revision is lost, on
// this one the merge finds the run's output changed (STALE_ARTIFACT_REJECTED). So `shards`,
// `run --shard`, `merge` (of folders an earlier stagegate made) and `validate`
// (PARALLEL_BRANCH_NOT_SHARDABLE) say so instead.
import type { StepModel, Workflow } from '../model/workflow.js';
import { JUDGING, reportsAGate } from '../gate/judging.js';
import { branchesOf } from '../steps/parallel/branches.js';

/** A branch judged by its exit status that may revise accepted outputs (an action, a resolver). */
export function revisesOutputs(branch: StepModel): boolean {
  return Object.hasOwn(JUDGING, branch.kind) && !reportsAGate(branch.kind, branch.def);
}

/** The branches of a parallel step that keep it from running as shards, in declared order. */
export function unshardableBranches(workflow: Workflow, step: StepModel): StepModel[] {
  return step.kind === 'parallel' ? branchesOf(workflow, step).filter(revisesOutputs) : [];
}

/** Why the step's branches cannot run as shards (no capital, no full stop). */
export function notShardableWhy(stepId: string, branches: readonly StepModel[]): string {
  const names = branches.map((b) => b.id).join(', ');
  return `parallel step ${stepId} cannot run as shards: its ${branches.length === 1 ? `branch ${names} is an ${branches[0]!.kind}` : `branches ${names} are actions or resolvers`} judged by ${branches.length === 1 ? 'its' : 'their'} exit status, which may revise outputs the run accepted earlier, and a shard carries back only what its branch accepted`;
}
