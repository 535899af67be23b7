// A verdict a --rerun-from took back (run/rewind.ts applyRewind: the rewind recorded in
// `rewinds` with the run's transition count), or a resume with --on-source-change rerun (run/source-drift.ts
// applySourceChange: the step record's derived source_taken_back), that the run has not accepted again since stays in `artifacts`: the
// journal replays to it and the snapshot shows it. Its output is no longer evidence the run stands
// on — the step runs again when the run reaches it, or never, when the run now goes another way —
// so the integrity check does not hold the run to it, and the outputs a run lists leave it out.
import type { ArtifactRecord, RunState, SourceChangeRecord } from './state.js';

/**
 * The steps whose verdicts a source change took back (run/source-drift.ts applySourceChange marks
 * them `source_taken_back`), from its record alone — the Action's restore reads them from the
 * journal's `source_changed` events (state/store.ts readCarriedState): none when the run did not
 * go back; every stale verdict under rerun; the stale approvals under any policy. Never the step
 * the run was at: `stale` leaves it out (verdictSources), and its voided approval is not stale.
 */
export function sourceChangeTakesBack(change: Pick<SourceChangeRecord, 'policy' | 'stale' | 'voided_approvals' | 'rerun_from'>): string[] {
  if (change.rerun_from === null) return [];
  const stale = change.stale.map((s) => s.step);
  return change.policy === 'rerun' ? stale : stale.filter((id) => change.voided_approvals.includes(id));
}

/** Whether step `id`'s accepted output is one a rerun (--rerun-from, or --on-source-change rerun) took back and the run has not accepted again. */
export function takenBackPending(state: RunState, id: string): boolean {
  if (!Object.hasOwn(state.steps, id)) return false;
  // accepted_seq: the run's transition count at the step's latest verdict; a rewind's seq, at the rewind.
  const record = state.steps[id]!;
  const accepted = record.accepted_seq ?? -1;
  if (record.source_taken_back !== undefined && accepted <= record.source_taken_back.seq) return true;
  return (state.rewinds ?? []).some((r) => r.taken_back.includes(id) && accepted <= r.seq);
}

/** What took step `id`'s verdict back, while it is taken back (takenBackPending): the step the run went back to, and how; else undefined. */
export function takenBackHow(state: RunState, id: string): { from: string; by: 'rerun-from' | 'source-change' } | undefined {
  if (!takenBackPending(state, id)) return undefined;
  const rewind = (state.rewinds ?? []).findLast((r) => r.taken_back.includes(id));
  const source = state.steps[id]!.source_taken_back;
  // The later of the two: the one the step has not been accepted again since.
  if (source !== undefined && (rewind === undefined || source.seq >= rewind.seq)) return { from: source.from, by: 'source-change' };
  return rewind !== undefined ? { from: rewind.step, by: 'rerun-from' } : undefined;
}

/** The step the latest rerun that took back step `id`'s verdict went back to, while it is taken back (takenBackPending); else undefined. */
export function takenBackBy(state: RunState, id: string): string | undefined {
  return takenBackHow(state, id)?.from;
}

/** The run's accepted outputs that stand: `artifacts` without those a rerun took back (the same object when none is). */
export function standingArtifacts(state: RunState): Readonly<Record<string, ArtifactRecord>> {
  if ((state.rewinds === undefined || state.rewinds.length === 0) && (state.source_changes ?? []).every((c) => c.rerun_from === null)) return state.artifacts;
  const kept = Object.entries(state.artifacts).filter(([id]) => !takenBackPending(state, id));
  return kept.length === Object.keys(state.artifacts).length ? state.artifacts : Object.fromEntries(kept);
}
