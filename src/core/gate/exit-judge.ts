// Judging steps without declared output: exit status 0 is success; a spawn failure, a
// timeout, a signal or a non-zero exit is a failure. Agent liveness is never a result.
import type { ProcessResult } from '../run/ports.js';
import type { StepModel } from '../model/workflow.js';

export type ExitVerdict = { ok: true } | { ok: false; code: string; message: string };

export function judgeExit(step: StepModel, result: ProcessResult, logRel: string): ExitVerdict {
  if (result.spawnError !== undefined) return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} could not start: ${result.spawnError}` };
  if (result.timedOut) return { ok: false, code: 'STAGE_TIMEOUT', message: `step ${step.id} exceeded its time limit and was killed (log: ${logRel})` };
  if (result.exitCode !== 0) {
    const how = result.signal ? `was killed by ${result.signal}` : `exited with status ${result.exitCode}`;
    return { ok: false, code: 'STAGE_FAILED', message: `step ${step.id} ${how} (log: ${logRel})` };
  }
  return { ok: true };
}
