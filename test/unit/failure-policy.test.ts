// Failure policy as pure pieces: routeFailure (only STAGE_FAILED / STAGE_TIMEOUT, only with
// on_failure; step targets count a visit, BLOCKED ends the run) and skipStep (optional and
// active only; on_skip followed, the run paused there).
import { describe, expect, it } from 'vitest';
import { newRunState } from '../helpers/state.js';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { routeFailure, skipStep } from '../../src/core/run/failure-policy.js';
import { applyFailure, startAttempt } from '../../src/core/run/transition.js';
import { transitionsOf } from '../../src/core/validate/graph.js';
import { isStagegateError } from '../../src/core/run/errors.js';
import { failedEnd, failedEndHint, failureInWords } from '../../src/core/run/failed-end.js';
import { withoutMarks } from '../../src/core/run/progress.js';
import { snapshotOf } from '../../src/core/state/snapshot.js';
import { planRewind } from '../../src/core/run/rewind.js';
import type { RunState } from '../../src/core/state/state.js';
import type { Workflow } from '../../src/core/model/workflow.js';

const YAML = `version: '4.0'
name: t
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  build:
    run: 'false'
    output: 'runs/{{run_id}}/build.md'
    statuses: {OK: lint}
    on_failure: repair
    optional: true
    on_skip: lint
  lint:
    run: 'true'
    output: 'runs/{{run_id}}/lint.md'
    statuses: {OK: DONE}
    on_failure: BLOCKED
  repair:
    run: 'true'
    output: 'runs/{{run_id}}/repair.md'
    statuses: {OK: DONE}
`;
const AT = '2026-01-02T00:00:00.000Z';

function load(): Workflow {
  const r = loadWorkflowText(YAML, 'wf.yaml', '/nowhere/wf.yaml');
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return r.workflow;
}
const wf = load();

function failed(stepId: string, code: string, state: RunState = newRunState(wf, stepId)): RunState {
  const step = wf.steps.get(stepId)!;
  const started = startAttempt(state, step, AT);
  return applyFailure(started, { step, code, message: 'boom', exitStatus: 1, signal: null, durationMs: 5, log: null, at: AT });
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (isStagegateError(error)) return error.code;
    throw error;
  }
  return undefined;
}

describe('routeFailure', () => {
  it('follows on_failure for stage failures, keeping the failure among the transitions', () => {
    const r = routeFailure(failed('build', 'STAGE_FAILED'), wf, wf.steps.get('build')!, 'STAGE_FAILED', AT, false)!;
    expect(r.stop).toBeUndefined();
    expect(r.state.active_step).toBe('repair');
    expect(r.state.steps['repair']?.visits).toBe(1);
    expect(r.state.steps['build']?.status).toBe('failed');
    expect(r.state.transitions).toBe(2);
    expect(r.state.recent.map((h) => `${h.step}:${h.outcome}->${h.to}`)).toEqual(['build:failed->build', 'build:transition->repair']);
  });

  it('leaves other failures and steps without on_failure alone', () => {
    expect(routeFailure(failed('build', 'GATE_RESULT_MISSING'), wf, wf.steps.get('build')!, 'GATE_RESULT_MISSING', AT, false)).toBeUndefined();
    expect(routeFailure(failed('repair', 'STAGE_FAILED'), wf, wf.steps.get('repair')!, 'STAGE_FAILED', AT, false)).toBeUndefined();
  });

  it('BLOCKED ends the run; stop_after_step pauses at the target', () => {
    const b = routeFailure(failed('lint', 'STAGE_TIMEOUT'), wf, wf.steps.get('lint')!, 'STAGE_TIMEOUT', AT, false)!;
    expect(b.stop).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(b.state.active_step).toBeNull();
    const p = routeFailure(failed('build', 'STAGE_FAILED'), wf, wf.steps.get('build')!, 'STAGE_FAILED', AT, true)!;
    expect(p.stop).toBe('PARTIAL_RESUMABLE');
    expect(p.state.active_step).toBe('repair');
  });

  it('on_failure and on_skip are transitions of the graph', () => {
    expect(transitionsOf(wf.steps.get('build')!).map((t) => `${t.label}->${t.to}`)).toEqual(['status OK->lint', 'on_failure->repair', 'on_skip->lint']);
  });
});

describe('skipStep', () => {
  it('marks the active optional step skipped and pauses at on_skip', () => {
    const r = skipStep(newRunState(wf), wf, 'build', AT);
    expect(r.stop).toBe('PARTIAL_RESUMABLE');
    expect(r.state.active_step).toBe('lint');
    expect(r.state.steps['build']?.status).toBe('skipped');
    expect(r.state.skips).toEqual([{ step: 'build', visit: 1, at: AT, to: 'lint' }]);
    expect(r.state.last_transition).toMatchObject({ step: 'build', to: 'lint' });
  });

  it('refuses unknown, non-optional, inactive and in-flight steps', () => {
    expect(codeOf(() => skipStep(newRunState(wf), wf, 'nope', AT))).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(codeOf(() => skipStep(newRunState(wf, 'lint'), wf, 'lint', AT))).toBe('STEP_NOT_SKIPPABLE');
    expect(codeOf(() => skipStep(newRunState(wf, 'lint'), wf, 'build', AT))).toBe('STEP_NOT_SKIPPABLE');
    const inFlight = startAttempt(newRunState(wf), wf.steps.get('build')!, AT);
    expect(codeOf(() => skipStep(inFlight, wf, 'build', AT))).toBe('STEP_NOT_SKIPPABLE');
  });

  it('a finished run: the refusal says it finished and how, and advises no resume', () => {
    let error: unknown;
    try {
      skipStep({ ...newRunState(wf), active_step: null, status: 'WORKFLOW_COMPLETE' }, wf, 'build', AT);
    } catch (e) {
      error = e;
    }
    if (!isStagegateError(error)) throw new Error('not refused');
    expect(error.code).toBe('STEP_NOT_SKIPPABLE');
    expect(error.message).toMatch(/^run \S+ already finished \(WORKFLOW_COMPLETE\): no step is active, so step build cannot be skipped$/);
    expect(error.hint).not.toMatch(/resume|until it is active/);
    expect(error.hint).toContain('--mode fresh');
  });
});

describe('a run a stage failure ended (on_failure: BLOCKED): failedEnd, failedEndHint, the rerun plan', () => {
  it('names the step, its last failure code and attempts, and plans a rerun that takes nothing back', () => {
    for (const code of ['STAGE_FAILED', 'STAGE_TIMEOUT']) {
      const state = failed('lint', code);
      const routed = routeFailure(state, wf, wf.steps.get('lint')!, code, AT, false)!;
      expect(routed.stop).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
      expect(failedEnd(routed.state)).toBe('lint');
      expect(failedEndHint(routed.state, 'lint', 'LOGS', 'RERUN')).toBe(`Step lint failed once (last: ${code}, exit status 1) and its on_failure leads to BLOCKED: the step could not do its work, no evidence is missing. Read why in its log (\`LOGS\`), fix the cause, then run it again, keeping the verdicts before it: \`RERUN\`; or start the run over with --mode fresh.`);
      expect(planRewind(routed.state, wf, 'lint')).toEqual({ step: 'lint', taken_back: [] });
      // The failed step of a run still going (the resume retries it) is no such end.
      expect(failedEnd(state)).toBeUndefined();
    }
  });
});

describe('failureInWords: the code comes from the failure, not from the message', () => {
  it('a reworded state message does not change the code a person is told; neither the snapshot nor the approval digest holds it', () => {
    const state = failed('lint', 'STAGE_TIMEOUT');
    const routed = routeFailure(state, wf, wf.steps.get('lint')!, 'STAGE_TIMEOUT', AT, false)!;
    for (const message of [routed.state.message, 'lint timed out; BLOCKED', null]) {
      expect(failureInWords({ ...routed.state, message }, 'lint')).toBe('step lint failed once (last: STAGE_TIMEOUT, exit status 1)');
    }
    const record = routed.state.steps['lint']!;
    expect(record.failure_code).toBe('STAGE_TIMEOUT');
    expect(withoutMarks(record)).not.toHaveProperty('failure_code');
    const head = { seq: 1, sha256: 'x'.repeat(64) };
    expect((snapshotOf(routed.state, head, 'journal.jsonl')['steps'] as Record<string, Record<string, unknown>>)['lint']).not.toHaveProperty('failure_code');
  });
});
