// The step a run that ended at its loop limit would have entered once more is recorded as data
// when the run ends there (transition.ts enterStep), and the loop-limit fix names it from that
// (rewind.ts loopLimitStep), not from the state's message text: a message worded otherwise (or
// gone) still gives the fix its step; a run that did not end there gives none.
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { applyEvent } from '../../src/core/run/reduce.js';
import { loopLimitHint, loopLimitStep, loopStepsAtLimit, raiseVisitsHint } from '../../src/core/run/rewind.js';
import { sha256Hex } from '../../src/core/state/journal.js';
import type { JournalEvent } from '../../src/core/state/events.js';
import type { RunState } from '../../src/core/state/state.js';

const wf = loadWorkflowText(
  `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'true'
    output: 'runs/{{run_id}}/a.md'
    max_visits: 2
    statuses: { OK: DONE, AGAIN: a }
`,
  'wf.yaml',
  '/nowhere/wf.yaml',
).workflow!;
const AT = '2026-01-01T00:00:00.000Z';
let salt = 0;
const gate = (status: string): JournalEvent => ({
  event: 'gate_accepted', at: AT, step: 'a', visit: 0, attempt: 0,
  gate: { workflow: 'loop', step: 'a', status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: 'runs/r1/a.md', next_recommended: null, extra: {} },
  artifact: { path: 'runs/r1/a.md', sha256: sha256Hex(`${status}${++salt}`), size: 3 },
  exit_status: 0, duration_ms: 1, log: null, present: [], stop_after: false, to: null, stop: null,
});
const started: JournalEvent = {
  event: 'run_started', at: AT, run_id: 'r1', workflow: 'loop', workflow_file: 'wf.yaml', workflow_digest: wf.digest, mode: 'resume', ignore_previous_completion: false,
  stop_after_step: null, inputs: { run_id: 'r1' }, run_root: 'runs/r1', source_commit: null, agent_package_version: null, fresh_execution_of: null, entry: 'a', entry_kind: 'shell',
};
const attempt: JournalEvent = { event: 'attempt_started', at: AT, step: 'a', visit: 0, attempt: 0 };

function replayed(events: JournalEvent[]): RunState {
  let state: RunState | undefined;
  for (const e of events) state = applyEvent(state, e, wf).state;
  return state!;
}

describe('loopLimitStep', () => {
  it('names the step the run stopped before entering, from the state, whatever its message says', () => {
    const ended = replayed([started, attempt, gate('AGAIN'), attempt, gate('AGAIN')]);
    expect([ended.status, ended.active_step]).toEqual(['WORKFLOW_BLOCKED_LOOP_LIMIT', null]);
    expect(ended.loop_limit_step).toBe('a');
    expect(loopLimitStep(ended, wf)).toBe('a');
    // The message is for people: the step is not read back from it.
    for (const message of [null, 'stopped at the loop limit', 'step zz would be entered a 3rd time']) {
      expect(loopLimitStep({ ...ended, message }, wf)).toBe('a');
      expect(loopLimitHint({ ...ended, message }, wf, 'stagegate run wf.yaml --run-id r1', 'start over')).toContain('Raise max_visits of step a in wf.yaml');
    }
  });

  it('names none for a run that did not end at its loop limit', () => {
    const going = replayed([started, attempt, gate('AGAIN')]);
    expect(going.loop_limit_step).toBeUndefined();
    expect(loopLimitStep(going, wf)).toBeUndefined();
    // The field outlives its end (a --rerun-from keeps it): a later end with the same status that
    // no entry made (a phase whose child ended at its loop limit: applyPhaseStopped, its last
    // transition 'terminal') names no step, as the message (not 'would be entered') never did.
    const ended = replayed([started, attempt, gate('AGAIN'), attempt, gate('AGAIN')]);
    const phaseEnd = { ...ended, message: 'phase p ended WORKFLOW_BLOCKED_LOOP_LIMIT, which is not one of its require_terminal_status (WORKFLOW_COMPLETE)', last_transition: { ...ended.last_transition!, outcome: 'terminal' as const } };
    expect(phaseEnd.loop_limit_step).toBe('a');
    expect(loopLimitStep(phaseEnd, wf)).toBeUndefined();
    const done = replayed([started, attempt, gate('OK')]);
    expect(loopLimitStep({ ...done, message: 'step a would be entered a 3rd time (max_visits 2) after a' }, wf)).toBeUndefined();
  });
});

describe('loopStepsAtLimit', () => {
  const loop = loadWorkflowText(
    `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  design:
    run: 'true'
    output: 'runs/{{run_id}}/design.md'
    max_visits: 1
    statuses: { OK: implement }
  implement:
    run: 'true'
    output: 'runs/{{run_id}}/implement.md'
    max_visits: 3
    statuses: { OK: lint, ODD: audit }
  lint:
    run: 'true'
    output: 'runs/{{run_id}}/lint.md'
    max_visits: 5
    statuses: { OK: review }
  review:
    run: 'true'
    output: 'runs/{{run_id}}/review.md'
    max_visits: 3
    statuses: { APPROVE: DONE, REJECT: implement }
  audit:
    run: 'true'
    output: 'runs/{{run_id}}/audit.md'
    max_visits: 1
    statuses: { OK: DONE }
`,
    'wf.yaml',
    '/nowhere/wf.yaml',
  ).workflow!;
  const visits = (v: Record<string, number>) => ({ steps: Object.fromEntries(Object.entries(v).map(([id, n]) => [id, { kind: 'shell', status: 'completed', visits: n, attempts: n }])) }) as unknown as RunState;

  it('names the steps at their limit on a path from the step entered back to the one that sent it: not a step before the loop, off it, or with visits left', () => {
    // design (1/1) is before the loop, audit (1/1) off it, lint (3/5) has visits left.
    expect(loopStepsAtLimit(visits({ design: 1, implement: 3, lint: 3, review: 3, audit: 1 }), loop, 'implement', 'review')).toEqual(['review']);
    expect(loopStepsAtLimit(visits({ design: 1, implement: 3, lint: 5, review: 3, audit: 1 }), loop, 'implement', 'review')).toEqual(['lint', 'review']);
    expect(loopStepsAtLimit(visits({ design: 1, implement: 3, lint: 3, review: 2 }), loop, 'implement', 'review')).toEqual([]);
    const hint = raiseVisitsHint('implement', loop, 'stagegate run wf.yaml --run-id r1', 'start over', ['lint', 'review']);
    expect(hint).toContain('Raise max_visits of steps implement, lint, review (each has had its max_visits visits on the loop back to implement');
    expect(hint).toContain('then continue the run from implement, keeping its earlier verdicts: stagegate run wf.yaml --run-id r1 --rerun-from implement --allow-workflow-change.');
  });
});
