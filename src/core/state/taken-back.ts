// A verdict a --rerun-from took back (run/rewind.ts applyRewind: the rewind recorded in
// `rewinds` with the run's transition count) that the run has not accepted again since stays in `artifacts`: the
// journal replays to it and the snapshot shows it. Its output is no longer evidence the run stands
// on — the step runs again when the run reaches it, or never, when the run now goes another way —
// so the integrity check does not hold the run to it, and the outputs a run lists leave it out.
import type { ArtifactRecord, RunState } from './state.js';

/** Whether step `id`'s accepted output is one a rerun took back and the run has not accepted again. */
export function takenBackPending(state: RunState, id: string): boolean {
  if (!Object.hasOwn(state.steps, id)) return false;
  // accepted_seq: the run's transition count at the step's latest verdict; a rewind's seq, at the rewind.
  const accepted = state.steps[id]!.accepted_seq ?? -1;
  return (state.rewinds ?? []).some((r) => r.taken_back.includes(id) && accepted <= r.seq);
}

/** The step the latest --rerun-from that took back step `id`'s verdict reran from, while it is taken back (takenBackPending); else undefined. */
export function takenBackBy(state: RunState, id: string): string | undefined {
  if (!takenBackPending(state, id)) return undefined;
  return (state.rewinds ?? []).findLast((r) => r.taken_back.includes(id))?.step;
}

/** The run's accepted outputs that stand: `artifacts` without those a rerun took back (the same object when none is). */
export function standingArtifacts(state: RunState): Readonly<Record<string, ArtifactRecord>> {
  if (state.rewinds === undefined || state.rewinds.length === 0) return state.artifacts;
  const kept = Object.entries(state.artifacts).filter(([id]) => !takenBackPending(state, id));
  return kept.length === Object.keys(state.artifacts).length ? state.artifacts : Object.fromEntries(kept);
}
