// The accepted outputs a resume does not hold a run to: one statement, read by the resume's check
// (state/integrity.ts) and, from the run's state alone, by the Action's restore (a carried state's
// files are checked against it before its workflow is loaded: action/persistence.ts), which must
// not refuse what a resume accepts.
import type { RunState } from './state.js';
import { takenBackPending } from './taken-back.js';
import { branchReused } from '../steps/parallel/records.js';

/** Whose accepted output a record is: a step's, or a branch's of a parallel step (recorded as `<step>.<branch>`). */
export interface OutputOwner {
  step: string;
  branch?: string | undefined;
}

/**
 * Whether `owner`'s accepted output at `path` is one a resume does not require unchanged: the
 * active step's (it runs next and writes its output anew — a failed, asking or interrupted attempt
 * of a later visit may already have rewritten the file its earlier visit accepted), a branch's of
 * the active parallel step unless its result on this visit is reused, a step's whose verdict a
 * rerun or a source change took back and the run has not accepted again (state/taken-back.ts), and
 * a branch's of such a parallel step while the run is not at it, and
 * the registry the active foreach works through (it changes on purpose; the foreach re-records its
 * digest as it goes).
 */
export function outputNotHeld(state: RunState, owner: OutputOwner, path: string): boolean {
  const active = state.active_step ?? null;
  if (owner.step === active && (owner.branch === undefined || !branchReused(state, active, owner.branch))) return true;
  // A branch's too, of a parallel step taken back that the run is not at: entered again, it runs
  // every branch on a new visit. (At it, after its own rerun, the branches it reuses are held above.)
  if (owner.step !== active && takenBackPending(state, owner.step)) return true;
  return active !== null && Object.hasOwn(state.steps, active) && state.steps[active]!.foreach?.source === path;
}

/**
 * The owner of the output recorded under `key`, from the state alone: a step of its own when the
 * state has a record of that id (every step with an accepted output has one, and no branch is
 * recorded under a step's id: PARALLEL_BRANCH_ID_TAKEN), else a branch of the active step when the
 * key starts with its id and a dot, or a branch its parallel record lists of another parallel step. A
 * step `write.x` is not a branch of an active `write`.
 */
export function recordedOwner(state: RunState, key: string): OutputOwner {
  const active = state.active_step ?? null;
  if (Object.hasOwn(state.steps, key)) return { step: key };
  if (active !== null && key.startsWith(`${active}.`)) return { step: active, branch: key.slice(active.length + 1) };
  // A branch of a parallel step the run is not at (one whose verdict a rerun took back, say): the
  // parallel step's record lists its branches.
  for (let dot = key.indexOf('.'); dot > 0; dot = key.indexOf('.', dot + 1)) {
    const record = Object.hasOwn(state.steps, key.slice(0, dot)) ? state.steps[key.slice(0, dot)]! : undefined;
    if (record?.parallel !== undefined && Object.hasOwn(record.parallel.branches, key.slice(dot + 1))) return { step: key.slice(0, dot), branch: key.slice(dot + 1) };
  }
  return { step: key };
}

/**
 * What the restore leaves to the resume: what a resume does not hold the run to, every branch's
 * output of the active parallel step, reused ones too — the resume checks a reused branch's itself
 * (STALE_ARTIFACT_REJECTED, with the rerun it offers), after the restore —, and with a rerun from a
 * step, the outputs of the steps (their branches too) whose verdicts it takes back
 * (`rerunTakesBack`: run/rerun-taken-back.ts), which run again, as the resume's check skips them.
 */
export function outputLeftToResume(state: RunState, key: string, path: string, rerunTakesBack?: ReadonlySet<string>): boolean {
  const owner = recordedOwner(state, key);
  if (rerunTakesBack?.has(owner.step) === true) return true;
  return outputNotHeld(state, owner, path) || (owner.branch !== undefined && owner.step === state.active_step);
}
