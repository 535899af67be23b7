// A verdict a --rerun-from took back (the `rewinds` entry, run/rewind.ts) and the run has not
// accepted again reads as none — in {{steps.<id>.…}} references and in a decision's context
// alike (references.ts standingResult, standingBranches): the step's old record stays in the
// state, but its output and gate are no longer read, as for a step that has not run. Once the
// step is accepted again, or a parallel step has finished a new visit, its new result reads.
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { resolveReference } from '../../src/core/model/references.js';
import { decisionContext } from '../../src/core/steps/decision/run.js';
import type { BranchRecord, RunState, StepRecord } from '../../src/core/state/state.js';
import { missingValuesHint } from '../../src/core/run/bindings.js';
import { BindingsWithReferences } from '../../src/core/model/references.js';
import { newRunState } from '../helpers/state.js';

const loaded = loadWorkflowText(
  `version: '4.0'
name: t
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  pick:
    run: 'true'
    output: 'runs/{{run_id}}/pick.md'
    statuses: {OK: c, ALT: review}
  c:
    run: 'true'
    output: 'runs/{{run_id}}/c.md'
    statuses: {OK: choose}
  review:
    parallel:
      branches:
        x: { run: 'true', output: 'runs/{{run_id}}/x.md', statuses: { OK: DONE } }
    statuses: { PARALLEL_COMPLETE: choose, PARALLEL_FAILED: choose }
  choose:
    decide:
      - if: steps.c.output != null
        to: use
      - else: use
  use:
    run: 'echo {{steps.c.output}}'
    output: 'runs/{{run_id}}/use.md'
    statuses: {OK: DONE}
`,
  'wf.yaml',
  '/nowhere/wf.yaml',
);
const wf = loaded.workflow!;

const branch: BranchRecord = { kind: 'shell', status: 'succeeded', gate_status: 'OK', visit: 1, attempt: 1, code: null, error: null, exit_status: 0, duration_ms: 1, log: null, output: 'runs/r1/x.md', sha256: 'x', gate: { status: 'OK', score: 7 } };

/** c and review accepted at transitions 2 and 3, then a rerun from pick at 5 took both back. */
function takenBack(c: Partial<StepRecord> = {}, review: Partial<StepRecord> = {}): RunState {
  const base = newRunState(wf, 'pick');
  const steps: Record<string, StepRecord> = {
    ...base.steps,
    c: { kind: 'shell', status: 'pending', visits: 1, attempts: 1, output: 'runs/r1/c.md', gate: { status: 'OK', session_id: 's-1' }, accepted_seq: 2, ...c } as StepRecord,
    review: { kind: 'parallel', status: 'pending', visits: 1, attempts: 1, gate: { status: 'PARALLEL_COMPLETE' }, accepted_seq: 3, parallel: { visit: 1, join: 'all', outcome: 'PARALLEL_COMPLETE', branches: { x: branch } }, ...review } as StepRecord,
  };
  return { ...base, steps, transitions: 6, rewinds: [{ at: 't', step: 'pick', taken_back: ['pick', 'c', 'review'], seq: 5 }] };
}

const read = (state: RunState, ...names: string[]) => names.map((n) => resolveReference(state, n));

describe('a verdict a --rerun-from took back', () => {
  it('not run again: every form of a reference to it is unresolved, as before the step first ran; a decision sees status pending and nulls', () => {
    const state = takenBack();
    expect(read(state, 'steps.c.output', 'steps.c.gate.status', 'steps.c.output_or_empty', 'steps.c.gate_or_empty.session_id')).toEqual([undefined, undefined, undefined, undefined]);
    // visits are counts of entries: a rerun does not reset them.
    expect(resolveReference(state, 'steps.c.visits')).toBe('1');
    const ctx = decisionContext(state, wf, {});
    expect(ctx.steps['c']).toEqual({ status: 'pending', output: null, visits: 1, gate: null });
    // A step that never ran reads the same (but for its visits).
    expect(ctx.steps['use']).toEqual({ status: 'pending', output: null, visits: 0, gate: null });
  });

  it('entered again and skipped: the _or_empty forms read "" (it ran without one), the plain forms stay unresolved — never the old output or gate', () => {
    const state = takenBack({ status: 'skipped', visits: 2, skipped_seq: 6 });
    expect(read(state, 'steps.c.output', 'steps.c.gate.status', 'steps.c.output_or_empty', 'steps.c.gate_or_empty.session_id')).toEqual([undefined, undefined, '', '']);
    expect(decisionContext(state, wf, {}).steps['c']).toMatchObject({ status: 'skipped', output: null, gate: null });
  });

  it('accepted again after the rerun: its new output and gate read', () => {
    const state = takenBack({ status: 'completed', visits: 2, accepted_seq: 7, output: 'runs/r1/c.md', gate: { status: 'OK', session_id: 's-2' } });
    expect(read(state, 'steps.c.output', 'steps.c.gate_or_empty.session_id')).toEqual(['runs/r1/c.md', 's-2']);
    expect(decisionContext(state, wf, {}).steps['c']).toMatchObject({ output: 'runs/r1/c.md', gate: { status: 'OK', session_id: 's-2' } });
  });

  it("a parallel step's branches: none while it has not run again (plain unresolved, _or_empty ''); a new visit that finished without a verdict (on_failure) reads its own branches", () => {
    const state = takenBack();
    expect(read(state, 'steps.review.branches.x.output', 'steps.review.branches.x.gate.score', 'steps.review.branches.x.output_or_empty', 'steps.review.branches.x.gate_or_empty.score')).toEqual([undefined, undefined, '', '']);
    expect(decisionContext(state, wf, {}).steps['review']).toMatchObject({ status: 'pending', output: null, gate: null, branches: { x: { status: 'pending', output: null, gate: null } } });
    const failedAgain = takenBack({}, { status: 'failed', visits: 2, parallel: { visit: 2, join: 'all', outcome: 'PARALLEL_FAILED', branches: { x: { ...branch, visit: 2, gate: { status: 'OK', score: 9 } } } } });
    expect(read(failedAgain, 'steps.review.branches.x.gate.score')).toEqual(['9']);
    expect(decisionContext(failedAgain, wf, {}).steps['review']!.branches!['x']).toMatchObject({ status: 'succeeded', gate: { score: 9 } });
  });

  it("a verdict of the step from before the rerun stands (a loop's earlier visit): it reads, in every form and in a decision", () => {
    const state = takenBack({ accepted_seq: 2, gate: { status: 'OK', session_id: 's-3' }, verdicts: [{ seq: 1, output: 'runs/r1/c.md', gate: { status: 'CHANGES', session_id: 's-1' } }] });
    expect(read(state, 'steps.c.output', 'steps.c.gate.status', 'steps.c.output_or_empty', 'steps.c.gate_or_empty.session_id', 'steps.c.gate_or_empty.nothing')).toEqual(['runs/r1/c.md', 'CHANGES', 'runs/r1/c.md', 's-1', '']);
    expect(decisionContext(state, wf, {}).steps['c']).toMatchObject({ status: 'pending', output: 'runs/r1/c.md', gate: { status: 'CHANGES', session_id: 's-1' } });
  });

  it("the stop's fix names the rerun that took it back (a skipped new visit is said as a skip)", () => {
    const hint = (state: RunState) => missingValuesHint(wf.steps.get('use')!, new BindingsWithReferences([], state), ['steps.c.output']);
    expect(hint(takenBack())).toBe(
      "The verdict of step c was taken back by a rerun from pick (--rerun-from) and the run has not run c again on its way here, so it has no output or gate to read (a verdict taken back reads as none), and a plain resume stops here again: the run reads it again once it passes c. Change what routed the run past c, then rerun from pick (--rerun-from pick); or read c's result only on the paths that run it (edit the workflow, then continue with --allow-workflow-change).",
    );
    expect(hint(takenBack({ status: 'skipped', visits: 2, skipped_seq: 6 }))).toMatch(/^Step c was skipped/);
  });
});
