// A loop's progress, as stall detection (run/stall.ts) reads it: the run counts every accepted
// output that differs from the one accepted before under the same key — a stage's gated output,
// a parallel branch's (<step>.<branch>), an accepted file an action, resolver or foreach step
// changed (re-recorded), a child run's artifacts — in `output_changes`, and each step records that
// count as of its own latest accepted output. A step that repeats its previous verdict while the
// count has not moved since is at a fixed point: nothing the loop accepted in between changed.
// Pure, so a replay recomputes it; bookkeeping derived from the journal, which neither the
// snapshot nor an approval's state digest holds (runs written before it stay readable).
import type { ArtifactRecord, ChildRunRecord, RunState, StepRecord } from '../state/state.js';
import { sha256Text } from '../workspace/digest.js';

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

/** A step record without the marks a replay derives (progress marks; accepted_seq, run/rewind.ts): what the snapshot and the approval digest see. */
export function withoutMarks(record: StepRecord): StepRecord {
  if (record.output_changes === undefined && record.child_outputs === undefined && record.accepted_seq === undefined) return record;
  const { output_changes: _o, child_outputs: _c, accepted_seq: _a, ...rest } = record;
  return rest;
}
