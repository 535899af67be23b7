// A loop's progress, as stall detection (run/stall.ts) reads it: the run counts every accepted
// output that differs from the one accepted before under the same key — a stage's gated output,
// a parallel branch's (<step>.<branch>), an accepted file an action, resolver or foreach step
// changed (re-recorded), a child run's artifacts, what a foreach item's run accepted — in `output_changes`, and each step records that
// count as of its own latest accepted output. A step that repeats its previous verdict while the
// count has not moved since is at a fixed point: nothing the loop accepted in between changed.
// Pure, so a replay recomputes it; bookkeeping derived from the journal, which neither the
// snapshot nor an approval's state digest holds (runs written before it stay readable).
import type { ArtifactRecord, ChildRunRecord, RunState, StepRecord } from '../state/state.js';
import { sha256Text } from '../workspace/digest.js';
import { ItemOutputs } from '../state/item-outputs.js';

/** Accepted outputs that changed in the run so far. */
export function outputChanges(state: Pick<RunState, 'output_changes'>): number {
  return state.output_changes ?? 0;
}

/** How many of `records` differ from the run's accepted artifact under the same key (a key accepted for the first time counts). */
export function changedArtifacts(state: Pick<RunState, 'artifacts'>, records: Readonly<Record<string, Pick<ArtifactRecord, 'sha256'>>>): number {
  let n = 0;
  for (const key of Object.keys(records)) {
    const before = Object.hasOwn(state.artifacts, key) ? state.artifacts[key] : undefined;
    if (before?.sha256 !== records[key]!.sha256) n++;
  }
  return n;
}

/** The run's output_changes once `sha256` is accepted under `key` (a step's output). */
export function changesWith(state: Pick<RunState, 'artifacts' | 'output_changes'>, key: string, sha256: string): number {
  const previous = Object.hasOwn(state.artifacts, key) ? state.artifacts[key] : undefined;
  return outputChanges(state) + (previous?.sha256 === sha256 ? 0 : 1);
}

/** The state's fields once `n` more outputs changed (none when none did). */
export function counted(state: Pick<RunState, 'output_changes'>, n: number): Pick<RunState, 'output_changes'> | Record<string, never> {
  return n === 0 ? {} : { output_changes: outputChanges(state) + n };
}

/** The digest of what a child run accepted (its artifacts' paths and digests, in its order). */
export function childOutputs(child: ChildRunRecord | undefined): string {
  return sha256Text(JSON.stringify((child?.artifacts ?? []).map((a) => [a.path, a.sha256])));
}

/** The digest of what a run accepted (a foreach item's run): each artifact's key, path and sha256, by key. */
export function runOutputs(artifacts: Readonly<Record<string, Pick<ArtifactRecord, 'path' | 'sha256'>>>): string {
  const keys = Object.keys(artifacts).sort();
  return sha256Text(JSON.stringify(keys.map((k) => [k, artifacts[k]!.path, artifacts[k]!.sha256])));
}

/**
 * The foreach step's record and the run's output_changes once item `item` (at `index` of the
 * step's current items) ended with `outputs`
 * (runOutputs of its run): a change when they differ from the item's at its previous end, in any
 * visit of the step (an item's first end counts). An event without outputs (journals written before it was recorded,
 * 2026-12-04) changes nothing.
 */
export function withItemOutputs(state: RunState, stepId: string, index: number, item: string, outputs: string | undefined): RunState {
  const record = Object.hasOwn(state.steps, stepId) ? state.steps[stepId] : undefined;
  if (outputs === undefined || !record) return state;
  const before = record.item_outputs?.get(index, item);
  if (before === outputs) return state;
  // Persistent: setting one item's shares all the others (a copied object made a large foreach quadratic).
  return { ...state, ...counted(state, 1), steps: { ...state.steps, [stepId]: { ...record, item_outputs: (record.item_outputs ?? ItemOutputs.EMPTY).set(index, outputs) } } };
}

/** The step's item_outputs once it loads its items again (foreach_loaded): kept by id until the new items end (item-outputs.ts). */
export function withItemsReloaded(state: RunState, stepId: string): RunState {
  const record = Object.hasOwn(state.steps, stepId) ? state.steps[stepId] : undefined;
  const outputs = record?.item_outputs;
  if (!record || outputs === undefined || !record.foreach) return state;
  const reloaded = outputs.reloaded(record.foreach.items);
  return reloaded === outputs ? state : { ...state, steps: { ...state.steps, [stepId]: { ...record, item_outputs: reloaded } } };
}

/** A step record without the marks a replay derives (progress marks; accepted_seq, run/rewind.ts; failure_code, run/failed-end.ts): what the snapshot and the approval digest see. */
export function withoutMarks(record: StepRecord): StepRecord {
  if (record.output_changes === undefined && record.child_outputs === undefined && record.item_outputs === undefined && record.accepted_seq === undefined && record.skipped_seq === undefined && record.verdicts === undefined && record.failure_code === undefined && record.failure_status === undefined && record.answer_command === undefined && record.source_taken_back === undefined && record.skipped_after === undefined) return record;
  const { output_changes: _o, child_outputs: _c, item_outputs: _i, accepted_seq: _a, skipped_seq: _s, verdicts: _v, failure_code: _f, failure_status: _fs, answer_command: _ac, source_taken_back: _st, skipped_after: _sa, ...rest } = record;
  return rest;
}
