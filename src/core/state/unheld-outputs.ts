// The accepted outputs a resume does not hold a run to (state/integrity.ts skips them), said from
// the run's state alone: a carried state's files are checked against it before its workflow is
// loaded (the Action's restore, action/persistence.ts), and must not refuse what a resume accepts.
import type { RunState } from './state.js';
import { takenBackPending } from './taken-back.js';

/**
 * Whether the accepted output recorded under `key` (a step id, or `<parallel step>.<branch>`) at
 * `path` is one a resume does not require unchanged: the active step's (it runs next and writes
 * its output anew — a failed, asking or interrupted attempt of a later visit may already have
 * rewritten the file its earlier visit accepted), a branch's of the active parallel step (the
 * resume checks a branch result it reuses itself), one whose verdict a rerun or a source change
 * took back and the run has not accepted again, and the registry the active foreach works through
 * (it changes on purpose).
 */
export function outputNotHeld(state: RunState, key: string, path: string): boolean {
  const active = state.active_step;
  if (active === null || active === undefined) return takenBackPending(state, key);
  if (key === active || key.startsWith(`${active}.`)) return true;
  if (takenBackPending(state, key)) return true;
  return Object.hasOwn(state.steps, active) && state.steps[active]!.foreach?.source === path;
}
