// A parallel step's branches as shards: the run's active step when it is a parallel step, the
// visit it is in, which branches can run now (those not yet succeeded or failed on this visit, in
// declared order), where each branch's shard run lives, and the small workflow a branch shard
// runs — the parallel step with that one branch, whose single-branch join ends the shard run.
// Read-only and pure.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import type { StepShape, WorkflowFileShape } from '../model/schema.js';
import { CONTROL_NAMES, RUNNER_OWNED, type StepModel, type Workflow } from '../model/workflow.js';
import { declaredInputs } from '../model/invocation.js';
import { PLACEHOLDER } from '../model/placeholders.js';
import { resolveReference } from '../model/references.js';
import type { BranchRecord, RunState } from '../state/state.js';
import { currentVisit, stepRecord } from '../run/transition.js';
import { branchesOf } from '../steps/parallel/branches.js';
import { slugify } from '../steps/foreach/slugify.js';

/** Folder under the run root that holds the branch shards' runs (a fresh run moves it aside). */
export const PARALLEL_SHARDS_DIR = 'parallel';

export interface BranchFanOut {
  step: StepModel;
  /** The parallel step's visit (the one the branch records belong to). */
  visit: number;
  /** Every branch, in declared order. */
  branches: StepModel[];
  /** The branch records of this visit (undefined: the visit has not begun, every branch is pending). */
  records: Readonly<Record<string, BranchRecord>> | undefined;
}

/** The active parallel step and its branches; undefined when the active step is no parallel step. */
export function branchFanOutOf(state: RunState, workflow: Workflow): BranchFanOut | undefined {
  const id = state.active_step;
  if (id === null) return undefined;
  const step = workflow.steps.get(id);
  if (!step || step.kind !== 'parallel') return undefined;
  const record = stepRecord(state, id);
  // The visit entering (or re-entering) the step works on: startAttempt's rule.
  const visit = currentVisit(record);
  const records = record?.parallel?.visit === visit ? record.parallel.branches : undefined;
  return { step, visit, branches: branchesOf(workflow, step), records };
}

/** Not finished on this visit: no verdict of it is in the run yet. */
export function branchIsOpen(fan: BranchFanOut, branchId: string): boolean {
  const status = fan.records?.[branchId]?.status ?? 'pending';
  return status === 'pending' || status === 'running';
}

/** The branches that can run now as shards, in declared order. */
export function readyBranches(fan: BranchFanOut): StepModel[] {
  return fan.branches.filter((b) => branchIsOpen(fan, b.id));
}

/** The branch's record in a finished branch shard's state. */
export function shardBranchRecord(state: RunState, stepId: string, branchId: string): BranchRecord | undefined {
  const parallel = state.steps[stepId]?.parallel;
  return parallel && Object.hasOwn(parallel.branches, branchId) ? parallel.branches[branchId] : undefined;
}

/**
 * The outputs a finished branch shard carries, by path (sorted): what its run accepted, and for a
 * child_workflow branch the outputs its child accepted (recorded with their sha256 in the branch's
 * record, so the journal vouches for them too).
 */
export function branchShardOutputs(state: RunState, stepId: string, branchId: string, accepted: ReadonlyArray<{ path: string; sha256: string }>): Array<{ path: string; sha256: string }> {
  const byPath = new Map<string, { path: string; sha256: string }>();
  for (const a of accepted) byPath.set(a.path, { path: a.path, sha256: a.sha256 });
  for (const a of shardBranchRecord(state, stepId, branchId)?.child?.artifacts ?? []) if (!byPath.has(a.path)) byPath.set(a.path, { path: a.path, sha256: a.sha256 });
  return [...byPath.values()].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}

/** A branch id as one folder name: itself when it is one already, else its slug and a short hash (never `.`/`..`). */
function folderName(branchId: string): string {
  if (/^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(branchId) && branchId !== '.' && branchId !== '..') return branchId;
  return `${slugify(branchId) || 'branch'}-${createHash('sha256').update(branchId).digest('hex').slice(0, 8)}`;
}

/** Where the branch's shard run of `visit` lives: <run root>/parallel/<step>/<branch>/v<visit>/workflow_state.yaml. */
export function branchShardStatePath(runRoot: string, stepId: string, branchId: string, visit: number): string {
  const root = runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`;
  return posix.join(`${root}${PARALLEL_SHARDS_DIR}`, slugify(stepId) || 'step', folderName(branchId), `v${visit}`, 'workflow_state.yaml');
}

/** The folder under the run root that holds the branch shards of `stepId`. */
export function branchShardsFolder(runRoot: string, stepId: string): string {
  const root = runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`;
  return `${root}${PARALLEL_SHARDS_DIR}/${slugify(stepId) || 'step'}/`;
}

const NOT_PASSED: ReadonlySet<string> = new Set<string>([...CONTROL_NAMES, ...RUNNER_OWNED.filter((n) => n !== 'run_id')]);

/**
 * The values a branch shard runs with: the run's bindings of its declared inputs, its run id, and
 * the `{{steps.<id>...}}` references the branch uses, resolved from the run's state (the shard's
 * own run holds no earlier step; a value given explicitly is read before the state).
 */
export function branchShardTokens(workflow: Workflow, bindings: ReadonlyMap<string, string>, runId: string, state: RunState, branch: StepModel): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const name of declaredInputs(workflow)) {
    if (NOT_PASSED.has(name)) continue;
    const value = bindings.get(name);
    if (value !== undefined) tokens[name] = value;
  }
  for (const m of JSON.stringify(branch.def).matchAll(PLACEHOLDER)) {
    const name = m[1]!;
    if (!name.startsWith('steps.')) continue;
    const value = resolveReference(state, name);
    if (value !== undefined) tokens[name] = value;
  }
  tokens['run_id'] = runId;
  return tokens;
}

/**
 * The workflow a branch shard runs: the parallel step alone, with only `branch`, joined `all`
 * (so the shard's join is its branch's verdict: PARALLEL_COMPLETE ends it DONE, PARALLEL_FAILED
 * BLOCKED) and its state file given literally. Name, digest and source are the parent's, so
 * gates name the parent workflow and the branch keeps its YAML position.
 */
export function branchWorkflow(parent: Workflow, step: StepModel, branch: StepModel, statePath: string): Workflow {
  const parallel = step.def.parallel!;
  const def: StepShape = {
    ...step.def,
    parallel: { ...parallel, join: 'all', max_concurrency: 1, branches: { [branch.id]: parallel.branches[branch.id]! } },
    statuses: { PARALLEL_COMPLETE: 'DONE', PARALLEL_FAILED: 'BLOCKED' },
  };
  delete def.on_failure;
  // artifact_root would make the shard run share the parent's run root (and manifest); it still
  // reaches placeholders as a value (the request keeps undeclared values).
  const optional = [...declaredInputs(parent)].filter((n) => !NOT_PASSED.has(n) && n !== 'artifact_root');
  const execution = { ...(parent.data.execution ?? {}) };
  delete execution.execution_mode;
  delete execution.ignore_previous_completion;
  const data: WorkflowFileShape = { version: parent.data.version, name: parent.name, state_path: statePath, inputs: { optional }, steps: { [step.id]: def }, execution };
  return {
    ...parent,
    data,
    entry: step.id,
    steps: new Map([[step.id, { ...step, def }]]),
    inputs: { required: [], optional, defaults: {} },
    // A shard run never starts fresh by itself: a revisit of the step gets a new state file instead.
    execution: { ...parent.execution, executionMode: 'resume', ignorePreviousCompletion: false },
  };
}
