// The fix of a run stopped by --stop-after-step (PARTIAL_RESUMABLE): run the same command again
// without it, naming only the flags of this invocation that the continuing run must leave out.
// The stop code's fix (stop-codes.ts) lists them all; a run that was given none of them read as
// if it had been ("--answer, which was recorded" after a run with no --answer).
import type { RunState } from '../state/state.js';
import type { RunRequest } from './host.js';
import type { Controls } from '../model/invocation.js';

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
