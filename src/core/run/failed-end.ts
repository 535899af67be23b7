// A run ended blocked by a stage's failure: a stage that failed (STAGE_FAILED / STAGE_TIMEOUT
// after its retries) whose on_failure leads to BLOCKED (run/failure-policy.ts routeFailure). No
// evidence is missing and nothing was accepted from the step: the fix is the failure's cause, and
// the step can run again (--rerun-from it: run/rewind.ts planRewind). What the run's outcome and
// `status` say about it.
import { statSync } from 'node:fs';
import { stepRecord } from './transition.js';
import type { RunState } from '../state/state.js';
import type { Workspace } from '../workspace/workspace.js';

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
export function failedEndHint(state: RunState, step: string, logs: string, rerun: string | undefined, logEmpty = false): string {
  const then = rerun === undefined ? 'then start the run again with --mode fresh.' : `then run it again, keeping the verdicts before it: \`${rerun}\`; or start the run over with --mode fresh.`;
  // An empty log holds no why: say what it does tell (the stage wrote nothing before it ended).
  const timedOut = stepRecord(state, step)?.failure_code === 'STAGE_TIMEOUT';
  // Failed by a status of its failure_statuses: why is in what the stage wrote before that status.
  const failedBy = stepRecord(state, step)?.failure_status;
  const read =
    failedBy !== undefined
      ? `Read why in what the stage wrote before its status ${failedBy} (its output) and in its log (\`${logs}\`), fix the cause`
      : !logEmpty
        ? `Read why in its log (\`${logs}\`), fix the cause`
        : timedOut
          ? `Its log (\`${logs}\`) is empty: the stage wrote nothing before its time limit (timeout_minutes) stopped it, so it may have been waiting from its start (for input, a lock, the network) or slow without a word; find what it waits on (run it by hand), fix the cause or raise timeout_minutes`
          : `Its log (\`${logs}\`) is empty: the stage wrote nothing before it failed; run what it runs by hand to see why, fix the cause`;
  return `S${failureInWords(state, step).slice(1)} and its on_failure leads to BLOCKED: the step could not do its work, no evidence is missing. ${read}, ${then}`;
}

/** Whether the log the run recorded for step `step` is there and empty (the stage wrote nothing); false when it cannot be read. */
export function stepLogEmpty(workspace: Workspace, state: RunState, step: string): boolean {
  const log = stepRecord(state, step)?.log;
  if (typeof log !== 'string') return false;
  try {
    const stats = statSync(workspace.resolve(log, `log of step ${step}`).abs);
    return stats.isFile() && stats.size === 0;
  } catch {
    return false;
  }
}

/** How step `step`'s failure that ended the run went: `step X failed 2 times (last: STAGE_FAILED, exit status 3)`. */
export function failureInWords(state: RunState, step: string): string {
  const record = stepRecord(state, step);
  const attempts = Math.max(1, record?.visit_attempts ?? 1);
  // The code routeFailure followed on_failure for (from the failure_routed event), not the message's words.
  const code = record?.failure_code ?? 'STAGE_FAILED';
  // Failed by a status of its failure_statuses (its process exited 0): that status, not the exit status.
  const exit = record?.failure_status !== undefined ? `: status ${record.failure_status}, one of its failure_statuses` : record?.last_signal ? `, signal ${record.last_signal}` : record?.last_exit_status !== undefined && record.last_exit_status !== null ? `, exit status ${record.last_exit_status}` : '';
  const times = attempts === 1 ? 'once' : `${attempts} times`;
  return `step ${step} failed ${times} (last: ${code}${exit})`;
}
