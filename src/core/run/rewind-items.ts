// What a rerun from a foreach step reads on disk of its items, or from a parallel step of its
// branches (run/rewind.ts plans the rest, purely): the items or branches whose runs were merged
// from shards (the rerun is refused: their runs ran elsewhere), and the verified items or
// succeeded branches whose outputs no longer match the digests their runs recorded (they run
// again with the blocked or failed ones; the others are kept).
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { RunState } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import { readCarriedState } from '../state/store.js';
import { SHARD_FILE } from '../shards/descriptor.js';
import { sha256File } from '../workspace/digest.js';
import type { Workspace } from '../workspace/workspace.js';
import { maxVisitsOf, stepRecord } from './transition.js';
import { decisionReads, isRefusal, planRewind, rerunBranches, rerunItems, stepsAtLimitFrom, type RewindPlan, type RewindRefusal } from './rewind.js';
import { stopClass } from './stop-codes.js';
import { branchShardStatePath } from '../shards/branch-fan-out.js';

export interface ForeachOnDisk {
  /** Items whose run was merged from a shard (its folder holds the shard's descriptor). */
  merged: string[];
  /** Verified items whose run's outputs changed, went missing, or whose run cannot be read. */
  changed: string[];
}

/** A verified item's run still stands: its state reads, and every output it accepted has its recorded digest. */
function outputsStand(workspace: Workspace, statePath: string): boolean {
  const abs = workspace.tryResolve(statePath);
  if (!abs) return false;
  const read = readCarriedState(abs.abs);
  if (read.kind !== 'ok') return false;
  for (const artifact of Object.values(read.state.artifacts ?? {})) {
    const file = workspace.tryResolve(artifact.path);
    if (!file || !existsSync(file.abs)) return false;
    try {
      if (sha256File(file.abs) !== artifact.sha256) return false;
    } catch {
      return false;
    }
  }
  return true;
}

export function foreachOnDisk(workspace: Workspace, state: RunState, stepId: string): ForeachOnDisk {
  const fe = stepRecord(state, stepId)?.foreach;
  const merged: string[] = [];
  const changed: string[] = [];
  if (!fe) return { merged, changed };
  for (const item of fe.items) {
    if (item.state_path === null) continue;
    const folder = workspace.tryResolve(posix.dirname(item.state_path));
    if (folder && existsSync(join(folder.abs, SHARD_FILE))) merged.push(item.id);
    else if (item.status === 'verified' && !outputsStand(workspace, item.state_path)) changed.push(item.id);
  }
  return { merged, changed };
}

/** A file the run accepted still has the digest recorded for it. */
function fileStands(workspace: Workspace, path: string, sha256: string): boolean {
  const file = workspace.tryResolve(path);
  if (!file || !existsSync(file.abs)) return false;
  try {
    return sha256File(file.abs) === sha256;
  } catch {
    return false;
  }
}

/**
 * The branches of parallel step `stepId` merged from shards (their shard folder in the run root
 * holds the shard's descriptor), and the succeeded ones whose accepted output changed or went
 * missing since. `runRoot`: the run root, workspace-relative.
 */
export function parallelOnDisk(workspace: Workspace, state: RunState, stepId: string, runRoot: string): ForeachOnDisk {
  const p = stepRecord(state, stepId)?.parallel;
  const merged: string[] = [];
  const changed: string[] = [];
  if (!p) return { merged, changed };
  for (const [id, b] of Object.entries(p.branches)) {
    const folder = workspace.tryResolve(posix.dirname(branchShardStatePath(runRoot, stepId, id, b.visit)));
    if (folder && existsSync(join(folder.abs, SHARD_FILE))) merged.push(id);
    else if (b.status === 'succeeded' && b.output !== null && b.sha256 !== null && !fileStands(workspace, b.output, b.sha256)) changed.push(id);
  }
  return { merged, changed };
}

/**
 * What `run --rerun-from STEP` does to run `state`, or why it refuses (nothing written): the pure
 * plan (run/rewind.ts planRewind) with what the runs on disk say — refused when it would run again
 * branches or items merged from shards (their runs ran elsewhere: stagegate merge); succeeded
 * branches and verified items whose outputs changed since run again with the others. The one
 * check the runner applies and `status` and a run's advice offer by (rerunFromBlocked).
 * `runRoot`: the run root, workspace-relative.
 */
export function planRerun(workspace: Workspace, state: RunState, workflow: Workflow, stepId: string, runRoot: string): RewindPlan | RewindRefusal {
  const plan = planRewind(state, workflow, stepId);
  if (isRefusal(plan)) return plan;
  const spent = noVisitLeft(state, workflow, plan);
  if (spent !== undefined) return spent;
  // A parallel step taken back runs every branch again at its next visit (the step rerun from, when it reopens its visit, is read below).
  // Every such step with merged branches is named: rerun from the step after the first alone, the next would refuse it again.
  const mergedSteps: Array<{ id: string; why: string }> = [];
  for (const id of plan.taken_back) {
    if (id === plan.step && plan.branches !== undefined) continue;
    if (workflow.steps.get(id)?.kind !== 'parallel') continue;
    const { merged } = parallelOnDisk(workspace, state, id, runRoot);
    if (merged.length === 0) continue;
    const one = merged.length === 1;
    mergedSteps.push({ id, why: `it would take back the verdict of parallel step ${id}, whose branch${one ? '' : 'es'} ${merged.join(', ')} ${one ? 'was' : 'were'} merged from shards (run elsewhere, stagegate merge), which running it again here would not honestly redo` });
  }
  if (mergedSteps.length > 0) {
    return {
      code: 'REWIND_NOT_SUPPORTED',
      message: `--rerun-from ${plan.step}: ${mergedSteps.map((m) => m.why).join('; and ')}`,
      hint: `Rerun from ${mergedSteps.length > 1 ? `a step after the last of them (${mergedSteps.at(-1)!.id})` : 'a step after it'}, or start the run over with --mode fresh.`,
    };
  }
  if (plan.branches !== undefined) {
    const disk = parallelOnDisk(workspace, state, plan.step, runRoot);
    if (disk.merged.length > 0) {
      const one = disk.merged.length === 1;
      return {
        code: 'REWIND_NOT_SUPPORTED',
        message: `--rerun-from ${plan.step}: branch${one ? '' : 'es'} ${disk.merged.join(', ')} of parallel step ${plan.step} ${one ? 'was' : 'were'} merged from shards (run elsewhere, stagegate merge), which a rerun of its visit here would not honestly redo`,
        hint: 'Start the run over with --mode fresh, or rerun from a step after it.',
      };
    }
    const withChanged = rerunBranches(state, workflow, plan, disk.changed);
    if (typeof withChanged === 'string') throw new Error(`--rerun-from ${plan.step}: ${withChanged}`); // the changed branches are succeeded ones: cannot be
    return withChanged;
  }
  if (plan.items === undefined) return plan;
  const disk = foreachOnDisk(workspace, state, plan.step);
  if (disk.merged.length > 0) {
    const were = disk.merged.length === 1 ? 'was' : 'were';
    return {
      code: 'REWIND_NOT_SUPPORTED',
      message: `--rerun-from ${plan.step}: item${disk.merged.length === 1 ? '' : 's'} ${disk.merged.join(', ')} of foreach step ${plan.step} ${were} merged from shards (run elsewhere), which a rerun of its visit here would not honestly redo`,
      hint: 'Rerun from the step before it (every item then runs again, in folders of the new visit), or start over with --mode fresh.',
    };
  }
  const withChanged = rerunItems(state, plan, disk.changed);
  if (typeof withChanged === 'string') throw new Error(`--rerun-from ${plan.step}: ${withChanged}`); // the changed items are verified ones: cannot be
  return withChanged;
}

/**
 * A rerun that would enter its step past max_visits (the step, else execution.max_visits, else
 * 10): refused before anything is written. Recorded, the rewind would take the verdicts back and
 * the entry end the run at the loop limit at once: nothing run again, and the step's verdict gone
 * (a later --rerun-from of it is not reached). A rerun from the step the run is at with no verdict
 * to take back enters nothing (the runner resumes there): not refused.
 */
function noVisitLeft(state: RunState, workflow: Workflow, plan: RewindPlan): RewindRefusal | undefined {
  if (plan.taken_back.length === 0 && plan.step === state.active_step) return undefined;
  const visits = stepRecord(state, plan.step)?.visits ?? 0;
  const limit = maxVisitsOf(workflow, plan.step);
  if (visits < limit) return undefined;
  // Every step past it at its limit too: raising the step's alone, the rerun would stop at the first it reaches.
  const also = stepsAtLimitFrom(state, workflow, plan.step);
  const alsoSaid = also.length === 0 ? '' : `; so ${also.length === 1 ? 'has step' : 'have steps'} ${also.map((id) => `${id} (max_visits ${maxVisitsOf(workflow, id)})`).join(', ')}, which the run reaches from ${plan.step}: with ${plan.step}'s limit raised alone, the rerun would stop ${also.length === 1 ? 'there' : 'at the first of them it reaches'}`;
  const steps = also.length === 0 ? `step ${plan.step}` : `steps ${[plan.step, ...also].join(', ')}`;
  return {
    code: 'REWIND_NOT_SUPPORTED',
    message: `--rerun-from ${plan.step}: step ${plan.step} has had its ${limit} visit${limit === 1 ? '' : 's'} (max_visits ${limit}), so entering it again would only end the run at the loop limit (WORKFLOW_BLOCKED_LOOP_LIMIT)${alsoSaid}`,
    hint: `Start the run over with --mode fresh, or raise max_visits of ${steps} (or execution.max_visits) in the workflow and rerun with --allow-workflow-change.`,
    raise: plan.step,
    ...(also.length > 0 ? { alsoAtLimit: also } : {}),
  };
}

/**
 * The step a run that ended blocked (`status`) can be rerun from — the step that ended it; for a
 * decision (run again, it reads the same results and routes to BLOCKED again), the earliest of the
 * steps whose results it reads — or undefined where a rerun would be refused (planRerun: exactly
 * what `run --rerun-from` accepts, shards merged included) or change nothing: a hand-off ends the
 * run whenever it is reached, a decision that reads no step's result (inputs, visits), a loop
 * limit is reached again, a step with no visit left under max_visits. What `status` and the run's
 * own outcome offer besides a fresh start.
 */
export function rerunFromBlocked(workspace: Workspace, state: RunState, workflow: Workflow, status: string, runRoot: string): string | undefined {
  if (state.active_step !== null || stopClass(status) !== 'blocked' || status === 'WORKFLOW_BLOCKED_LOOP_LIMIT') return undefined;
  const ended = state.last_transition?.step;
  const kind = ended === undefined ? undefined : workflow.steps.get(ended)?.kind;
  if (ended === undefined || kind === 'instruction') return undefined;
  const step = kind === 'decision' ? decisionReads(state, workflow, ended)[0] : ended;
  if (step === undefined) return undefined;
  return isRefusal(planRerun(workspace, state, workflow, step, runRoot)) ? undefined : step;
}
