// The Action's stage log printer remembers the last failed stage, whose log the job summary and
// the error annotation quote. A later attempt of the same step that succeeded (a retry, a
// fallback after a delegated attempt) supersedes it: a run that then stops for another reason
// (a spent budget) must not quote a log that is not why it stopped.
import { describe, expect, it } from 'vitest';
import { StageLogPrinter } from '../../src/action/stage-log.js';
import type { ActionIO } from '../../src/action/io.js';
import type { RunEvent } from '../../src/core/run/ports.js';

function printer(): { p: StageLogPrinter; lines: string[] } {
  const lines: string[] = [];
  const io = { info: (m: string) => lines.push(m), startGroup: () => undefined, endGroup: () => undefined } as unknown as ActionIO;
  return { p: new StageLogPrinter(io), lines };
}

const finished = (step: string, attempt: number, ok: boolean, logPath?: string): RunEvent => ({
  type: 'stage_finished',
  step,
  visit: 1,
  attempt,
  ok,
  ...(ok ? { gateStatus: 'OK', next: 'next' } : { code: 'STAGE_OUTPUT_MISSING' }),
  durationMs: 5,
  completed: ok ? 1 : 0,
  counted: ok,
  totalSteps: 2,
  ...(logPath ? { logPath } : {}),
});

describe('StageLogPrinter.lastFailure', () => {
  it('is the last failed stage; a later success of the same step clears it, of another step does not', () => {
    const { p, lines } = printer();
    p.onEvent(finished('write', 1, false, 'runs/r/logs/write.v1.a1.log'));
    expect(p.lastFailure).toEqual({ step: 'write', logPath: 'runs/r/logs/write.v1.a1.log' });
    p.onEvent(finished('write', 2, true));
    expect(p.lastFailure).toBeUndefined();
    p.onEvent(finished('check', 1, false, 'runs/r/logs/check.v1.a1.log'));
    p.onEvent(finished('other', 1, true));
    expect(p.lastFailure).toEqual({ step: 'check', logPath: 'runs/r/logs/check.v1.a1.log' });
    expect(lines.some((l) => l.includes('write: STAGE_OUTPUT_MISSING'))).toBe(true);
  });

  it('a failed parallel join (no log of its own) keeps the failed branch\'s log as the one to show', () => {
    const { p } = printer();
    p.onEvent(finished('checks/test', 1, false, 'runs/r/logs/checks.test.v1.a1.log'));
    p.onEvent(finished('checks', 1, false));
    expect(p.lastFailure).toEqual({ step: 'checks/test', logPath: 'runs/r/logs/checks.test.v1.a1.log' });
  });

  it('an earlier failure of another step (routed on) is not kept for a later step that stops without a log', () => {
    const { p } = printer();
    p.onEvent(finished('build', 1, false, 'runs/r/logs/build.v1.a1.log'));
    p.onEvent(finished('items', 1, false));
    expect(p.lastFailure).toEqual({ step: 'items', logPath: undefined });
  });
});

describe('StageLogPrinter: a success that completed no new step', () => {
  it("(a loop's revisit, a branch) has no [n/N] count: only the line whose step raised it shows it", () => {
    const { p, lines } = printer();
    const done = (step: string, visit: number, completed: number, counted: boolean): RunEvent => ({ type: 'stage_finished', step, visit, attempt: 1, ok: true, gateStatus: 'OK', next: 'x', durationMs: 5, completed, counted, totalSteps: 3 });
    p.onEvent(done('review', 1, 1, true));
    p.onEvent(done('revise', 1, 2, true));
    p.onEvent(done('review', 2, 2, false));
    expect(lines.filter((l) => /review|revise/.test(l))).toEqual(['[1/3] review: OK -> x (5 ms)', '[2/3] revise: OK -> x (5 ms)', 'review: OK -> x (5 ms) (visit 2)']);
  });
});

describe('StageLogPrinter: a failed attempt', () => {
  it('has no [n/N] count (it completed nothing; the count would repeat the last completed step\'s)', () => {
    const { p, lines } = printer();
    p.onEvent(finished('build', 1, true));
    p.onEvent(finished('test', 1, false, 'runs/r/logs/test.v1.a1.log'));
    expect(lines.filter((l) => /build|test/.test(l))).toEqual([expect.stringMatching(/^\[\d+\/\d+\] build: OK -> next/), expect.stringMatching(/^test: STAGE_OUTPUT_MISSING \(.*\) log: runs\/r\/logs\/test\.v1\.a1\.log$/)]);
  });
});

describe('StageLogPrinter: a routed status', () => {
  it('says where it led: the next step, the end, or the stop it led to (a status routed to BLOCKED, a failed join)', () => {
    const { p, lines } = printer();
    const routed = (step: string, gateStatus: string, next: string | null, code?: string): RunEvent => ({ type: 'stage_finished', step, visit: 1, attempt: 1, ok: true, gateStatus, next, ...(code !== undefined ? { code } : {}), durationMs: 5, completed: 1, counted: true, totalSteps: 3 });
    p.onEvent(routed('checks', 'PARALLEL_FAILED', 'fix'));
    p.onEvent(routed('review', 'REJECTED', null, 'WORKFLOW_BLOCKED_REVIEW'));
    p.onEvent(routed('publish', 'OK', null, 'WORKFLOW_COMPLETE'));
    expect(lines).toEqual([
      '[1/3] checks: PARALLEL_FAILED -> fix (5 ms)',
      '[1/3] review: REJECTED stopped: WORKFLOW_BLOCKED_REVIEW (5 ms)',
      '[1/3] publish: OK -> end (5 ms)',
    ]);
  });
});

describe("StageLogPrinter: a foreach item's last stage", () => {
  // Seen failing before the fix: `loop[A].work: OK -> end`, `-> defer_current_artifact` (the item run's route, not the run's).
  it('says what happens to the item (-> item done, -> item deferred), never -> end', () => {
    const { p, lines } = printer();
    const base = { type: 'stage_finished', visit: 1, attempt: 1, ok: true, durationMs: 5, completed: 1, counted: true, totalSteps: 1 } as const;
    p.onEvent({ ...base, step: 'loop[A].work', gateStatus: 'LATER', next: 'defer_current_artifact', item: 'deferred' });
    p.onEvent({ ...base, step: 'loop[B].work', gateStatus: 'OK', next: null, code: 'WORKFLOW_COMPLETE', item: 'done' });
    expect(lines).toEqual(['[1/1] loop[A].work: LATER -> item deferred (5 ms)', '[1/1] loop[B].work: OK -> item done (5 ms)']);
  });
});
