// A run ended blocked by a stage's failure: a stage that failed (STAGE_FAILED / STAGE_TIMEOUT
// after its retries) whose on_failure leads to BLOCKED (run/failure-policy.ts routeFailure). No
// evidence is missing and nothing was accepted from the step: the fix is the failure's cause, and
// the step can run again (--rerun-from it: run/rewind.ts planRewind). What the run's outcome and
// `status` say about it.
import { stepRecord } from './transition.js';
import type { RunState } from '../state/state.js';

/** The step whose failure ended run `state` blocked (its on_failure leads to BLOCKED), or undefined. */
export function failedEnd(state: RunState): string | undefined {
  const last = state.last_transition;
  if (state.active_step !== null || last?.outcome !== 'blocked') return undefined;
  return stepRecord(state, last.step)?.status === 'failed' ? last.step : undefined;
}

/**
 * The fix for a run ended by step `step`'s failure: how it failed (its attempts on that visit, the
 * code and exit status of the last), where its log is (`logs`: the command that shows it), and the
 * command that runs it again keeping the verdicts before it (`rerun`; undefined where a rerun is
 * refused or changes nothing: then a fresh start).
 */
export function failedEndHint(state: RunState, step: string, logs: string, rerun: string | undefined): string {
  const then = rerun === undefined ? 'then start the run again with --mode fresh.' : `then run it again, keeping the verdicts before it: \`${rerun}\`; or start the run over with --mode fresh.`;
  return `S${failureInWords(state, step).slice(1)} and its on_failure leads to BLOCKED: the step could not do its work, no evidence is missing. Read why in its log (\`${logs}\`), fix the cause, ${then}`;
}

/** How step `step`'s failure that ended the run went: `step X failed 2 times (last: STAGE_FAILED, exit status 3)`. */
export function failureInWords(state: RunState, step: string): string {
  const record = stepRecord(state, step);
  const attempts = Math.max(1, record?.visit_attempts ?? 1);
  // The code routeFailure followed on_failure for (from the failure_routed event), not the message's words.
  const code = record?.failure_code ?? 'STAGE_FAILED';
  const exit = record?.last_signal ? `, signal ${record.last_signal}` : record?.last_exit_status !== undefined && record.last_exit_status !== null ? `, exit status ${record.last_exit_status}` : '';
  const times = attempts === 1 ? 'once' : `${attempts} times`;
  return `step ${step} failed ${times} (last: ${code}${exit})`;
}
