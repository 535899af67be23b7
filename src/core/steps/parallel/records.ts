// Branch records in the parallel step's state entry, as pure updates. Every update builds new
// objects along the path it changes and keeps the others, so a state write re-emits only what
// changed (yaml-emit caches unchanged records by identity) and never drops another branch's news.
import type { BranchRecord, ParallelRecord, RunState, StepRecord } from '../../state/state.js';
import { stepRecord } from '../../run/transition.js';
import type { StepModel } from '../../model/workflow.js';
import type { JoinMode } from './join.js';

/**
 * How a failed branch failed, in a few words: a timeout, the gate status it reported (a child
 * branch: its run's outcome), the exit status of its process, else its stop code.
 */
export function howBranchFailed(b: Pick<BranchRecord, 'kind' | 'gate_status' | 'code' | 'exit_status'>): string {
  if (b.code === 'STAGE_TIMEOUT') return 'timed out';
  if (b.gate_status !== null) return `${b.kind === 'child_workflow' ? 'child run ended' : 'gate status'} ${b.gate_status}${b.code === 'WORKFLOW_BLOCKED_SOURCE_GAPS' ? ', source gaps' : ''}`;
  if (b.exit_status !== null && b.exit_status !== 0) return `exit status ${b.exit_status}`;
  return b.code ?? 'failed';
}

/**
 * The run's artifacts with a branch's accepted output `value` at `key`, the parallel step's branch
 * outputs (`declared`: their keys, in the branches' declared order) kept in declared order whatever
 * order the branches finished in: two runs of one workflow list them alike (the state, the
 * manifest, run --json), and a replay of the journal (which records them as they finished) gives
 * the same order. A first one goes at the end; the others join it there.
 */
export function withBranchArtifact<T>(artifacts: Readonly<Record<string, T>>, key: string, value: T, declared: readonly string[]): Record<string, T> {
  const group = new Set(declared);
  if (!group.has(key)) return Object.fromEntries([...Object.entries(artifacts), [key, value]]);
  const ofGroup = (): Array<[string, T]> => declared.flatMap((d): Array<[string, T]> => (d === key ? [[d, value]] : Object.hasOwn(artifacts, d) ? [[d, artifacts[d]!]] : []));
  const entries: Array<[string, T]> = [];
  let placed = false;
  for (const [k, v] of Object.entries(artifacts)) {
    if (!group.has(k)) entries.push([k, v]);
    else if (!placed) {
      entries.push(...ofGroup());
      placed = true;
    }
  }
  if (!placed) entries.push(...ofGroup());
  // fromEntries: a key such as __proto__ stays an own entry.
  return Object.fromEntries(entries);
}

/** A branch that has not run on `visit` yet. */
export function pendingBranch(kind: string, visit: number): BranchRecord {
  return { kind, status: 'pending', gate_status: null, visit, attempt: 0, code: null, error: null, exit_status: null, duration_ms: null, log: null, output: null, sha256: null };
}

/**
 * The branch records for this visit: kept when the step's record already is on this visit (a
 * resume), else every branch starts pending. Branches the workflow no longer has are dropped,
 * new ones start pending (only reachable with --allow-workflow-change).
 */
export function beginParallelVisit(state: RunState, step: StepModel, branches: readonly StepModel[], visit: number, join: JoinMode): RunState {
  const record = stepRecord(state, step.id) ?? { kind: step.kind, status: 'pending' as const, visits: visit, attempts: 0 };
  const previous = record.parallel?.visit === visit ? record.parallel : undefined;
  const out: Record<string, BranchRecord> = {};
  for (const b of branches) {
    const kept = previous && Object.prototype.hasOwnProperty.call(previous.branches, b.id) ? previous.branches[b.id] : undefined;
    out[b.id] = kept ?? pendingBranch(b.kind, visit);
  }
  const parallel: ParallelRecord = { visit, join, outcome: previous?.outcome ?? null, branches: out };
  return { ...state, steps: { ...state.steps, [step.id]: { ...record, parallel } } };
}

export function parallelOf(state: RunState, stepId: string): ParallelRecord {
  const p = stepRecord(state, stepId)?.parallel;
  if (!p) throw new Error(`internal: step ${stepId} has no parallel record`);
  return p;
}

export function branchRecord(state: RunState, stepId: string, branchId: string): BranchRecord {
  return parallelOf(state, stepId).branches[branchId]!;
}

function withParallel(state: RunState, stepId: string, parallel: ParallelRecord): RunState {
  const record = stepRecord(state, stepId) as StepRecord;
  return { ...state, steps: { ...state.steps, [stepId]: { ...record, parallel } } };
}

/** One branch's record patched; every other branch's record is carried as it is now. */
export function withBranch(state: RunState, stepId: string, branchId: string, patch: Partial<BranchRecord>): RunState {
  const parallel = parallelOf(state, stepId);
  const branches = { ...parallel.branches, [branchId]: { ...parallel.branches[branchId]!, ...patch } };
  return withParallel(state, stepId, { ...parallel, branches });
}

/** The step's branches running now, in declared order (a dead runner's, when a resume finds its attempt in flight). */
export function runningBranches(state: RunState, stepId: string): string[] {
  return Object.entries(state.steps[stepId]?.parallel?.branches ?? {}).filter(([, b]) => b.status === 'running').map(([id]) => id);
}

/** Branches still pending or running become not_run (the join was decided without them). */
export function markNotRun(state: RunState, stepId: string): RunState {
  const parallel = parallelOf(state, stepId);
  const branches: Record<string, BranchRecord> = {};
  let changed = false;
  for (const [id, b] of Object.entries(parallel.branches)) {
    if (b.status === 'pending' || b.status === 'running') {
      // A branch that ran and stopped with a code (e.g. a gate error) did fail; one never started did not run.
      branches[id] = { ...b, status: b.code !== null ? 'failed' : 'not_run' };
      changed = true;
    } else branches[id] = b;
  }
  return changed ? withParallel(state, stepId, { ...parallel, branches }) : state;
}

export function withOutcome(state: RunState, stepId: string, outcome: string): RunState {
  return withParallel(state, stepId, { ...parallelOf(state, stepId), outcome });
}

/**
 * A branch's accepted output is evidence a resume relies on when the branch's record on the
 * step's current visit is final (succeeded or failed): it will not run again.
 */
export function branchReused(state: RunState, stepId: string, branchId: string): boolean {
  const record = stepRecord(state, stepId);
  const parallel = record?.parallel;
  if (!parallel || parallel.visit !== record.visits || !Object.prototype.hasOwnProperty.call(parallel.branches, branchId)) return false;
  const status = parallel.branches[branchId]!.status;
  return status === 'succeeded' || status === 'failed';
}

/**
 * The branches of a parallel record that wait on a paused child run (a child_workflow branch whose
 * child stopped PARTIAL_RESUMABLE, e.g. at its approval step, recorded pending without a failure
 * code): a resume runs them again and continues their child runs. In declared order.
 */
export function waitingBranches(parallel: ParallelRecord): string[] {
  const waiting: string[] = [];
  for (const [id, b] of Object.entries(parallel.branches)) {
    if (b.status === 'pending' && b.code === null && b.child?.status === 'PARTIAL_RESUMABLE') waiting.push(id);
  }
  return waiting;
}
