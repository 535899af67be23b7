// Pure transitions of child_workflow steps and composite phases: every outcome keeps the
// invariants a resume relies on (active_step == where the last history entry leads; the child
// record survives), and composite phases become a chain of child_workflow steps.
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { newRunState } from '../helpers/state.js';
import { startAttempt } from '../../src/core/run/transition.js';
import { applyChildFailed, applyChildPaused, applyChildRouted, applyPhaseStopped, childManifestSections, withChildRecord } from '../../src/core/steps/child/transition.js';
import { phaseOf, withPhaseSteps } from '../../src/core/model/phases.js';
import { RunState, type ChildRunRecord, type RunState as RunStateT } from '../../src/core/state/state.js';
import type { Workflow } from '../../src/core/model/workflow.js';

const PARENT = `version: '4.0'
name: p
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  sub:
    child_workflow: child.yaml
    inputs: {run_id: '{{run_id}}'}
    statuses:
      WORKFLOW_COMPLETE: next
      WORKFLOW_BLOCKED_SOURCE_GAPS: BLOCKED
      WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED
  next:
    run: 'true'
    output: 'runs/{{run_id}}/next.md'
    statuses: {OK: DONE}
`;

const COMPOSITE = `version: '4.0'
name: c
state_path: 'runs/{{run_id}}/c.yaml'
inputs:
  required: [run_id]
phases:
  one:
    workflow: a.yaml
    pass_inputs: [run_id]
  two:
    workflow: b.yaml
    derived_inputs: {run_id: '{{run_id}}-b'}
    require_terminal_status: [WORKFLOW_COMPLETE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE]
`;

function load(text: string): Workflow {
  const r = loadWorkflowText(text, 'wf.yaml', '/nowhere/wf.yaml');
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return r.workflow;
}

const AT = '2026-01-01T00:00:00.000Z';
const wf = load(PARENT);
const sub = wf.steps.get('sub')!;

const CHILD: ChildRunRecord = {
  workflow_file: 'child.yaml',
  run_id: 'r1',
  state_path: 'runs/c/workflow_state.yaml',
  manifest_path: 'runs/c/RUN_MANIFEST.yaml',
  run_root: 'runs/c',
  mode: 'resume',
  invoked_as: 'resume',
  fresh_base: null,
  visit: 1,
  status: 'IN_PROGRESS',
  artifacts: [],
};

function started(): RunStateT {
  const state = newRunState(wf, 'sub', AT);
  return withChildRecord(startAttempt(state, sub, AT), 'sub', CHILD);
}

function consistent(state: RunStateT): void {
  expect(RunState.safeParse(state).success).toBe(true);
  // The last transition leads where the run stands.
  expect(state.last_transition?.to ?? null).toBe(state.active_step);
  expect(state.in_flight).toBeNull();
  expect(state.steps['sub']!.child).toMatchObject({ workflow_file: 'child.yaml' });
}

const never = () => false;

describe('child workflow transitions', () => {
  it('a routed WORKFLOW_COMPLETE moves on and records the child status as the step gate', () => {
    const t = applyChildRouted(started(), wf, { step: sub, childStatus: 'WORKFLOW_COMPLETE', present: never, durationMs: 5, at: AT, stopAfter: false });
    expect(t.stop).toBeUndefined();
    expect(t.state).toMatchObject({ active_step: 'next', completed_steps: ['sub'], status: 'IN_PROGRESS' });
    expect(t.state.steps['sub']).toMatchObject({ status: 'completed', gate: { status: 'WORKFLOW_COMPLETE' } });
    expect(t.state.last_transition).toMatchObject({ outcome: 'transition', gate_status: 'WORKFLOW_COMPLETE', to: 'next' });
    expect(t.state.artifacts).toEqual({});
    consistent(t.state);
  });

  it('BLOCKED keeps a child SOURCE_GAPS, else EXTERNAL_EVIDENCE', () => {
    const gaps = applyChildRouted(started(), wf, { step: sub, childStatus: 'WORKFLOW_BLOCKED_SOURCE_GAPS', present: never, durationMs: 0, at: AT, stopAfter: false });
    expect(gaps.stop).toBe('WORKFLOW_BLOCKED_SOURCE_GAPS');
    expect(gaps.state).toMatchObject({ status: 'WORKFLOW_BLOCKED_SOURCE_GAPS', active_step: null });
    expect(gaps.state.last_transition).toMatchObject({ outcome: 'blocked', code: 'WORKFLOW_BLOCKED_SOURCE_GAPS' });
    consistent(gaps.state);
    const ext = applyChildRouted(started(), wf, { step: sub, childStatus: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', present: never, durationMs: 0, at: AT, stopAfter: false });
    expect(ext.stop).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    consistent(ext.state);
  });

  it('stop_after_step on the child step stops PARTIAL_RESUMABLE at the next step', () => {
    const t = applyChildRouted(started(), wf, { step: sub, childStatus: 'WORKFLOW_COMPLETE', present: never, durationMs: 0, at: AT, stopAfter: true });
    expect(t.stop).toBe('PARTIAL_RESUMABLE');
    expect(t.state.active_step).toBe('next');
    consistent(t.state);
  });

  it('a paused child leaves the step active and pending; a failed one leaves it active and failed', () => {
    const paused = applyChildPaused(started(), sub, 'paused', AT);
    expect(paused.stop).toBe('PARTIAL_RESUMABLE');
    expect(paused.state).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub', completed_steps: [] });
    expect(paused.state.steps['sub']!.status).toBe('pending');
    consistent(paused.state);
    const failed = applyChildFailed(started(), sub, 'STAGE_FAILED', 'child workflow step sub: boom', 3, AT);
    expect(failed.stop).toBe('STAGE_FAILED');
    expect(failed.state).toMatchObject({ status: 'STAGE_FAILED', active_step: 'sub', failed_or_blocked_steps: ['sub'] });
    consistent(failed.state);
  });

  it('a phase outside require_terminal_status ends the run with the child status', () => {
    const t = applyPhaseStopped(started(), sub, 'WORKFLOW_BLOCKED_DESIGN_REVISION', ['WORKFLOW_COMPLETE'], AT);
    expect(t.stop).toBe('WORKFLOW_BLOCKED_DESIGN_REVISION');
    expect(t.state).toMatchObject({ status: 'WORKFLOW_BLOCKED_DESIGN_REVISION', active_step: null });
    expect(t.state.message).toContain('not one of its require_terminal_status (WORKFLOW_COMPLETE)');
    expect(t.state.last_transition).toMatchObject({ outcome: 'terminal', code: 'WORKFLOW_BLOCKED_DESIGN_REVISION', to: null });
    consistent(t.state);
  });

  it('the manifest lists child runs only when there are some', () => {
    expect(childManifestSections(started())).toEqual({ child_runs: [expect.objectContaining({ step: 'sub', run_id: 'r1', status: 'IN_PROGRESS' })] });
    const plain = started();
    const { child: _child, ...rest } = plain.steps['sub']!;
    expect(childManifestSections({ ...plain, steps: { sub: rest } })).toEqual({});
  });
});

describe('composite phases', () => {
  it('become child_workflow steps chained in order, the last to DONE, with their phase spec', () => {
    const c = withPhaseSteps(load(COMPOSITE));
    expect(c.entry).toBe('one');
    expect([...c.steps.keys()]).toEqual(['one', 'two']);
    const one = c.steps.get('one')!;
    const two = c.steps.get('two')!;
    expect(one).toMatchObject({ kind: 'child_workflow', def: { child_workflow: 'a.yaml', statuses: { WORKFLOW_COMPLETE: 'two' } } });
    expect(two.def.statuses).toEqual({ WORKFLOW_COMPLETE: 'DONE', WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: 'DONE' });
    expect(phaseOf(one)).toMatchObject({ passInputs: ['run_id'], derivedInputs: {}, requireTerminalStatus: ['WORKFLOW_COMPLETE'] });
    expect(phaseOf(two)).toMatchObject({ derivedInputs: { run_id: '{{run_id}}-b' } });
    expect(phaseOf(wf.steps.get('sub')!)).toBeUndefined();
    // A workflow with steps is returned as it is.
    expect(withPhaseSteps(wf)).toBe(wf);
  });
});
