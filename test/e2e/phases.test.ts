/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Composite workflows (`phases:`) through the CLI: phases run in order as child workflows with
// pass_inputs and derived_inputs, each with its own state; a phase ending outside its
// require_terminal_status stops the parent with that status; a failed phase resumes; plan lists
// the phases. A SIGKILL inside a phase is process/phases.test.ts.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { PHASE, composite } from './phases-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

describe('composite phases', () => {
  it('run in order with pass_inputs and derived_inputs, each phase its own child run; plan lists them', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'composite.yaml': composite(), 'phase.yaml': PHASE });
    const plan = await ws.run(['plan', 'composite.yaml', '--run-id', 'c1', 'topic=t1', '--json']);
    const pj = jsonOf(plan);
    expect(pj['next_step']).toBe('design');
    expect(pj['steps'].map((s: any) => [s.id, s.kind])).toEqual([
      ['design', 'child_workflow'],
      ['build', 'child_workflow'],
    ]);
    expect(pj['steps'][0].transitions).toEqual([{ on: 'status WORKFLOW_COMPLETE', to: 'build' }]);
    expect(pj['steps'][1].transitions).toEqual([{ on: 'status WORKFLOW_COMPLETE', to: 'DONE' }]);

    const r = await ws.run(['run', 'composite.yaml', '--run-id', 'c1', 'topic=t1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['design', 'build'], stages_run: 2 });
    expect(ws.lines('ledger.txt')).toEqual(['design-t1 t1 c1', 'build-t1 t1 c1']);
    const state = ws.state('runs/c1/composite_state.yaml');
    expect(state.steps.design.child).toMatchObject({ workflow_file: 'phase.yaml', run_id: 'c1', state_path: 'runs/c1/design-t1/workflow_state.yaml', status: 'WORKFLOW_COMPLETE' });
    expect(state.steps.build.child).toMatchObject({ state_path: 'runs/c1/build-t1/workflow_state.yaml', status: 'WORKFLOW_COMPLETE' });
    expect(state.steps.build.child.artifacts).toEqual([expect.objectContaining({ path: 'runs/c1/build-t1/work.md', step: 'work', gate_status: 'OK' })]);
    expect(ws.state('runs/c1/design-t1/workflow_state.yaml')).toMatchObject({ workflow: 'phase', status: 'WORKFLOW_COMPLETE', inputs: { topic: 't1', label: 'design-t1' } });
    expect(ws.yaml('runs/c1/RUN_MANIFEST.yaml').child_runs.map((c: any) => c.step)).toEqual(['design', 'build']);
    // Finished: a resume runs nothing.
    const again = await ws.run(['run', 'composite.yaml', '--run-id', 'c1', '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
    expect(ws.lines('counter.txt')).toEqual(['work', 'work']);
  });

  it('a phase ending outside require_terminal_status stops the parent with that status; listing it lets the parent go on', async () => {
    const ws = workspaceWith({ 'composite.yaml': composite(), 'lenient.yaml': composite('[WORKFLOW_COMPLETE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE]').replace('name: composite', 'name: lenient').replace('composite_state', 'lenient_state'), 'phase.yaml': PHASE, 'verdict-design-t2': 'STOP' });
    const r = await ws.run(['run', 'composite.yaml', '--run-id', 'c2', 'topic=t2', '--json']);
    expect(r.code).toBe(3);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null, completed_steps: [] });
    expect(j['message']).toMatch(/phase design ended WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE, which is not one of its require_terminal_status \(WORKFLOW_COMPLETE\)/);
    expect(ws.lines('ledger.txt')).toEqual(['design-t2 t2 c2']);
    const state = ws.state('runs/c2/composite_state.yaml');
    expect(state.steps.build).toBeUndefined();
    expect(state.history[state.history.length - 1]).toMatchObject({ step: 'design', outcome: 'terminal', code: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', to: null });

    const lenient = await ws.run(['run', 'lenient.yaml', '--run-id', 'c3', 'topic=t2', '--json']);
    expect(lenient.code).toBe(0);
    expect(jsonOf(lenient)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['design', 'build'] });
  });

  it('a failed phase stops the parent with the child code; a resume re-enters that phase only', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'composite.yaml': composite(), 'phase.yaml': PHASE, 'fail-build-t4': '' });
    const r = await ws.run(['run', 'composite.yaml', '--run-id', 'c4', 'topic=t4', '--json']);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'STAGE_FAILED', active_step: 'build', completed_steps: ['design'] });
    expect(j['message']).toMatch(/^child workflow step build \(phase\.yaml, run c4\): step work exited with status 9/);
    rmSync(ws.path('fail-build-t4'));
    const resumed = await ws.run(['run', 'composite.yaml', '--run-id', 'c4', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['design', 'build'] });
    expect(ws.lines('ledger.txt')).toEqual(['design-t4 t4 c4', 'build-t4 t4 c4']);
    expect(ws.lines('counter.txt')).toEqual(['work', 'work', 'work']);
  });

  it("terminal: (4.0 composites): validates; a completed run reports its success status in state and manifest, still WORKFLOW_COMPLETE (exit 0); a parent routes or requires that status; an external blocker status is kept", { tags: [CAMPAIGN] }, async () => {
    const terminal = ['terminal: { success: IMPLEMENTATION_READY, preserve_external_blocker_status: true }', 'execution: { max_visits: 3 }', ''].join('\n');
    const inner = composite() + terminal;
    const outer = [
      "version: '4.0'",
      'name: outer',
      "state_path: 'runs/{{run_id}}/outer_state.yaml'",
      'inputs:',
      '  required: [run_id, topic]',
      'phases:',
      '  impl:',
      '    workflow: composite.yaml',
      '    pass_inputs: [run_id, topic]',
      '    require_terminal_status: [IMPLEMENTATION_READY]',
      '',
    ].join('\n');
    const parent = [
      "version: '4.0'",
      'name: parent',
      "state_path: 'runs/{{run_id}}/parent_state.yaml'",
      'inputs:',
      '  required: [run_id, topic]',
      'steps:',
      '  impl:',
      '    child_workflow: composite.yaml',
      "    inputs: { run_id: '{{run_id}}', topic: '{{topic}}' }",
      '    statuses: { IMPLEMENTATION_READY: DONE, WORKFLOW_BLOCKED_SOURCE_GAPS: BLOCKED, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'composite.yaml': inner, 'outer.yaml': outer, 'parent.yaml': parent, 'phase.yaml': PHASE });
    for (const file of ['composite.yaml', 'outer.yaml', 'parent.yaml']) {
      const v = await ws.run(['validate', file]);
      expect(v.code, v.stdout + v.stderr).toBe(0);
      expect(v.stdout + v.stderr).not.toMatch(/UNKNOWN_KEY|CHILD_STATUS_UNKNOWN|CHILD_OUTCOME_NOT_ROUTED|PHASE_TERMINAL_STATUS_UNKNOWN/);
    }
    const r = await ws.run(['run', 'composite.yaml', '--run-id', 'c1', 'topic=t1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['design', 'build'] });
    // The state file (the run as replayed keeps the name as success_status).
    expect(ws.yaml('runs/c1/composite_state.yaml')).toMatchObject({ status: 'WORKFLOW_COMPLETE', terminal_status: 'IMPLEMENTATION_READY' });
    expect(ws.yaml('runs/c1/RUN_MANIFEST.yaml')).toMatchObject({ status: 'WORKFLOW_COMPLETE', terminal_status: 'IMPLEMENTATION_READY' });
    // A composite that requires the success status of its phase, and a child_workflow step routing it.
    const o = await ws.run(['run', 'outer.yaml', '--run-id', 'o1', 'topic=t2', '--json']);
    expect(jsonOf(o), o.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['impl'] });
    expect(ws.state('runs/o1/outer_state.yaml').steps.impl).toMatchObject({ status: 'completed', gate: { status: 'IMPLEMENTATION_READY' } });
    const p = await ws.run(['run', 'parent.yaml', '--run-id', 'p1', 'topic=t3', '--json']);
    expect(jsonOf(p), p.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['impl'] });
    expect(ws.state('runs/p1/parent_state.yaml').history.find((h: any) => h.step === 'impl')).toMatchObject({ outcome: 'complete', gate_status: 'IMPLEMENTATION_READY' });
    // A phase blocked by external evidence: the composite ends with that status, reporting no success.
    ws.write('verdict-design-t4', 'STOP');
    const b = await ws.run(['run', 'composite.yaml', '--run-id', 'c4', 'topic=t4', '--json']);
    expect(b.code).toBe(3);
    expect(jsonOf(b)).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' });
    expect(ws.yaml('runs/c4/composite_state.yaml')).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', terminal_status: null });
    const ob = await ws.run(['run', 'outer.yaml', '--run-id', 'c4b', 'topic=t4', '--json']);
    expect(jsonOf(ob)).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' });
  });

  it('terminal: wrong types are refused at their line; preserve_external_blocker_status: false and a stop code as success are refused', async () => {
    const base = composite();
    const ws = workspaceWith({
      'types.yaml': base + 'terminal: { success: 5, preserve_external_blocker_status: yes }\n',
      'dropped.yaml': base + 'terminal:\n  success: IMPLEMENTATION_READY\n  preserve_external_blocker_status: false\n',
      'stopcode.yaml': base + 'terminal: { success: WORKFLOW_BLOCKED_SOURCE_GAPS }\n',
      'phase.yaml': PHASE,
    });
    const types = await ws.run(['validate', 'types.yaml']);
    expect(types.code).toBe(1);
    expect(types.stdout).toMatch(/types\.yaml:15:\d+ +error +INVALID_TYPE +terminal\.success must be a string/);
    expect(types.stdout).toMatch(/types\.yaml:15:\d+ +error +INVALID_TYPE +terminal\.preserve_external_blocker_status must be true or false/);
    const dropped = await ws.run(['validate', 'dropped.yaml']);
    expect(dropped.code).toBe(1);
    expect(dropped.stdout).toMatch(/dropped\.yaml:17:\d+ +error +TERMINAL_BLOCKER_STATUS_DROPPED/);
    const stopcode = await ws.run(['validate', 'stopcode.yaml']);
    expect(stopcode.code).toBe(1);
    expect(stopcode.stdout).toMatch(/stopcode\.yaml:15:\d+ +error +TERMINAL_SUCCESS_STOP_CODE/);
  });
});

