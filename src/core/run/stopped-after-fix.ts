// --stop-after-step as the run carries it on. The fix of a run stopped by it (PARTIAL_RESUMABLE):
// run the same command again without it, naming only the flags of this invocation that the
// continuing run must leave out (the stop code's fix, stop-codes.ts, lists them all; a run that
// was given none of them read as if it had been: "--answer, which was recorded" after a run with
// no --answer). A run that stopped before the step moved it on: the commands that continue it
// repeat the flag (this invocation's, or the one its last run_stopped records).
import type { RunState } from '../state/state.js';
import type { RunRequest } from './host.js';
import type { Controls } from '../model/invocation.js';
import type { Workflow } from '../model/workflow.js';
import { stopBehind } from './still-to-run.js';

const BASE = 'Run the same command again without --stop-after-step (resume is the default) to continue from the persisted next step';

/** The fix, when the run stopped after the step this invocation named; undefined otherwise. */
export function stoppedAfterFix(state: Pick<RunState, 'status' | 'active_step' | 'pending_approval'>, controls: Controls, request: Pick<RunRequest, 'invocation' | 'answer'>): string | undefined {
  if (state.status !== 'PARTIAL_RESUMABLE' || controls.stopAfterStep === null || state.active_step === null || state.pending_approval) return undefined;
  const leave: string[] = [];
  if (controls.mode === 'fresh') leave.push('--mode fresh, which would start over again');
  if (request.invocation.rerunFrom !== undefined) leave.push('--rerun-from, which would take back the verdicts again');
  if (request.answer !== undefined) leave.push('--answer, which was recorded');
  if (leave.length === 0) return `${BASE}.`;
  const listed = leave.length === 1 ? leave[0] : `${leave.slice(0, -1).join(', ')} and ${leave.at(-1)}`;
  return `${BASE}, and without ${listed}.`;
}

/**
 * A transition from `stop` (the invocation's --stop-after-step) was made between `before` and
 * `after`: the step moved the run on — stopped after it (PARTIAL_RESUMABLE), or its route to
 * DONE/BLOCKED. A failure that leaves the step active (`failed`) is no such move.
 */
export function stoppedStepMoved(before: Pick<RunState, 'last_transition'> | undefined, after: Pick<RunState, 'last_transition'>, stop: string): boolean {
  const last = after.last_transition;
  return last !== null && last !== undefined && last !== before?.last_transition && last.step === stop && last.outcome !== 'failed';
}

/**
 * The --stop-after-step this invocation was given and did not meet (its step has not moved the
 * run on in it: stoppedStepMoved), or null: what the commands that continue the run repeat, so
 * that continuing still stops there (docs/run-semantics.md#stop_after_step).
 */
export function unmetStop(run: { readonly ctx: { readonly bound: { readonly controls: Pick<Controls, 'stopAfterStep'> } }; readonly stopSettled?: boolean }): string | null {
  const stop = run.ctx.bound.controls.stopAfterStep;
  return stop !== null && run.stopSettled !== true ? stop : null;
}

/**
 * The --stop-after-step the run's last invocation was given and did not meet (its run_stopped
 * records it: stop_after_step_unmet in its invocation record), for the commands that print a
 * resume between invocations (approve, reject, skip, status). Only a top-level step of `workflow`:
 * a recorded one that is not (a hand edit, a workflow changed since) is left out, as a
 * --stop-after-step naming it would be refused; so is one the active step cannot reach.
 */
export function recordedUnmetStop(state: RunState, workflow: Workflow): string | undefined {
  const last = state.invocations.at(-1);
  const stop = last?.stop_after_step_unmet === true ? last.stop_after_step : null;
  if (stop === null || stop === undefined || !workflow.steps.has(stop)) return undefined;
  // One the run can no longer reach from its active step (recorded by a build before fix53, which
  // kept a request the run had met; a skip since): nothing to stop after, as run leaves it out.
  return stopBehind(workflow, state, state.active_step, stop) ? undefined : stop;
}
