/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// child_workflow steps through the CLI: the child runs in-process with its own state and run
// root, its outcome is routed through the parent's statuses, failures and pauses leave the child
// step active so a resume continues the child, and fresh children re-execute. A SIGKILL inside a
// child stage is process/child-workflow.test.ts.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { shellStep, header, childYaml, parentYaml } from './child-workflow-fixtures.js';
import { CAMPAIGN } from '../tiers.js';
import { madeOnce } from '../helpers/shards.js';

afterAll(removeWorkspaces);

describe('child_workflow steps', () => {
  /** A child (x -> check, an approval only ann may give -> y) of parentYaml(). */
  const ANN_CHILD = [...header('child'), ...shellStep('x', { OK: 'check' }), '  check:', "    approval: { message: 'ship it?', approvers: [ann] }", '    on_approve: y', ...shellStep('y', { OK: 'DONE' })].join('\n') + '\n';
  const ANN_APPROVE = 'stagegate approve child.yaml --run-id c-r1 --by ann';
  const ANN_REJECT = 'stagegate reject child.yaml --run-id c-r1 --by ann';
  /** The parent's run r1 paused in that child's approval (its report asserted), made once and copied for each test (madeOnce). */
  const pausedForAnn = madeOnce(async () => {
    const ws = workspaceWith({ 'wf.yaml': parentYaml(), 'child.yaml': ANN_CHILD });
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(r).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub', next_command: ANN_APPROVE, next_alternative: ANN_REJECT });
    return ws;
  });

  it('a child paused at its approval step: the parent says to decide in the child, and approving the parent says where', { tags: [CAMPAIGN] }, async () => {
    const child = [...header('child'), ...shellStep('x', { OK: 'check' }), '  check:', "    approval: { message: 'ship it?' }", '    on_approve: y', ...shellStep('y', { OK: 'DONE' })].join('\n') + '\n';
    const ws = workspaceWith({ 'wf.yaml': parentYaml(), 'child.yaml': child });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub', next_command: 'stagegate approve child.yaml --run-id c-r1', next_alternative: 'stagegate reject child.yaml --run-id c-r1' });
    expect(jsonOf(r).message).toContain('decide its approval (stagegate approve child.yaml --run-id c-r1)');
    // The parent has nothing to approve: the refusal names the child run.
    const wrong = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'ann', '--json']);
    expect(wrong.code).toBe(4);
    expect(wrong.stdout + wrong.stderr).toContain('stagegate approve child.yaml --run-id c-r1');
    // Decided in the child: the parent's status (read from the child's state) lists no paused child and says it is ready to resume.
    expect((await ws.run(['approve', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann'])).code).toBe(0);
    const ready = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(ready).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub', paused_children: [], message: 'ready to resume: the child workflow run c-r1 of child.yaml this run paused in no longer awaits a decision' });
    expect(ready['hint']).toBe('Resume this run with stagegate run wf.yaml --run-id r1: it continues the child.');
    // The parent's resume continues it to the end.
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'sub', 'b'] });
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b']);
  });

  it('a child paused at an approval only one person may give: status of the parent prints the next command the run printed, --by included', { tags: [CAMPAIGN] }, async () => {
    // The run printed ANN_APPROVE / ANN_REJECT (asserted where the paused run is made).
    const ws = await pausedForAnn();
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect({ next_command: st['next_command'], next_alternative: st['next_alternative'] }).toEqual({ next_command: ANN_APPROVE, next_alternative: ANN_REJECT });
    expect((await ws.run((st['next_command'] as string).split(' ').slice(1))).code).toBe(0);
  });

  it("a child's pending approval keeps the approvers its journal pinned when the child workflow file is edited: the parent's status names them, and only they decide", async () => {
    const ws = await pausedForAnn();
    ws.write('child.yaml', ANN_CHILD.replace('approvers: [ann]', 'approvers: [mallory]'));
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ next_command: 'stagegate approve child.yaml --run-id c-r1 --by ann' });
    const refused = await ws.run(['approve', 'child.yaml', '--run-id', 'c-r1', '--by', 'mallory', '--allow-workflow-change', '--json']);
    expect(jsonOf(refused)).toMatchObject({ status: 'APPROVER_NOT_ALLOWED' });
    expect((await ws.run(['approve', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann', '--allow-workflow-change'])).code).toBe(0);
  });

  it('a child whose state path depends on an input the parent gives it: the approve command repeats that input, and works', { tags: [CAMPAIGN] }, async () => {
    const child =
      [
        ...header('child', ['run_id'], ['  defaults:', "    artifact_root: 'out/{{run_id}}'"]).map((l) => l.replace("'runs/{{run_id}}/workflow_state.yaml'", "'{{artifact_root}}/workflow_state.yaml'")),
        ...shellStep('x', { OK: 'check' }),
        '  check:',
        "    approval: { message: 'ship it?' }",
        '    on_approve: DONE',
      ].join('\n') + '\n';
    const ws = workspaceWith({ 'wf.yaml': parentYaml({ inputs: "{run_id: 'c-{{run_id}}', artifact_root: 'kids/{{run_id}}'}" }), 'child.yaml': child });
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(r).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub', next_command: 'stagegate approve child.yaml --run-id c-r1 artifact_root=kids/r1' });
    expect(r['hint']).toContain('`stagegate approve child.yaml --run-id c-r1 artifact_root=kids/r1`');
    expect((await ws.run([...(r['next_command'] as string).split(' ').slice(1), '--by', 'ann'])).code).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'sub', 'b'] });
  });

  it("a child located by an input: the parent's paused message and its APPROVAL_NOT_PENDING hint name that input, and the command they suggest works", { tags: [CAMPAIGN] }, async () => {
    const child =
      [
        ...header('child', ['run_id'], ['  defaults:', "    artifact_root: 'out/{{run_id}}'"]).map((l) => l.replace("'runs/{{run_id}}/workflow_state.yaml'", "'{{artifact_root}}/workflow_state.yaml'")),
        ...shellStep('x', { OK: 'check' }),
        '  check:',
        "    approval: { message: 'ship it?' }",
        '    on_approve: DONE',
      ].join('\n') + '\n';
    const ws = workspaceWith({ 'wf.yaml': parentYaml({ inputs: "{run_id: 'c-{{run_id}}', artifact_root: 'kids/{{run_id}}'}" }), 'child.yaml': child });
    const command = 'stagegate approve child.yaml --run-id c-r1 artifact_root=kids/r1';
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(r['message']).toContain(`decide its approval (${command})`);
    expect(ws.state('runs/r1/workflow_state.yaml').message).toContain(`(${command})`);
    const wrong = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'ann', '--json']);
    expect(wrong.code).toBe(4);
    const hint = String(jsonOf(wrong)['hint']);
    expect(hint).toContain(`Decide in the child run: ${command};`);
    // Follow the hint as pasted.
    const pasted = /Decide in the child run: stagegate (.*?);/.exec(hint)![1]!.split(' ');
    // Without the input, the child's run is still found (it is nested in the parent's) and the hint names it.
    const bare = jsonOf(await ws.run(['approve', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann', '--json']));
    expect(bare).toMatchObject({ status: 'APPROVAL_NOT_PENDING' });
    expect(bare['hint']).toBe('Run c-r1 of workflow child has its state at kids/r1/workflow_state.yaml, not out/c-r1/workflow_state.yaml: give the inputs it was started with that locate it: artifact_root=kids/r1.');
    expect((await ws.run([...pasted, '--by', 'ann'])).code).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'sub', 'b'] });
  });

  it('runs the child with its own state and run root; WORKFLOW_COMPLETE is routed; parent records the child run and artifacts', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': parentYaml({ statuses: { WORKFLOW_COMPLETE: 'b' } }), 'child.yaml': childYaml() });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'sub', 'b'], stages_run: 4 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b']);
    // The child's own state, manifest and outputs under its own run root.
    const childState = ws.state('runs/c-r1/workflow_state.yaml');
    expect(childState).toMatchObject({ workflow: 'child', run_id: 'c-r1', status: 'WORKFLOW_COMPLETE', completed_steps: ['x', 'y'] });
    expect(ws.exists('runs/c-r1/RUN_MANIFEST.yaml')).toBe(true);
    // The parent records the child's run in its step record, its history and its manifest.
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.sub).toMatchObject({ kind: 'child_workflow', status: 'completed', gate: { status: 'WORKFLOW_COMPLETE' } });
    expect(state.steps.sub.child).toMatchObject({
      workflow_file: 'child.yaml',
      run_id: 'c-r1',
      state_path: 'runs/c-r1/workflow_state.yaml',
      manifest_path: 'runs/c-r1/RUN_MANIFEST.yaml',
      status: 'WORKFLOW_COMPLETE',
    });
    expect(state.steps.sub.child.artifacts.map((a: any) => a.path)).toEqual(['runs/c-r1/x.md', 'runs/c-r1/y.md']);
    expect(state.artifacts.sub).toBeUndefined();
    expect(state.history.find((h: any) => h.step === 'sub')).toMatchObject({ outcome: 'transition', gate_status: 'WORKFLOW_COMPLETE', to: 'b' });
    const manifest = ws.yaml('runs/r1/RUN_MANIFEST.yaml');
    expect(manifest.child_runs).toEqual([expect.objectContaining({ step: 'sub', run_id: 'c-r1', status: 'WORKFLOW_COMPLETE', state_path: 'runs/c-r1/workflow_state.yaml' })]);
    expect(manifest.child_runs[0].artifacts).toHaveLength(2);
    // A finished parent is reported again; nothing runs.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b']);
  });

  it("a completed child routed by its terminal.success name: the progress line says that name, as the parent's history and state do (WORKFLOW_COMPLETE where the parent routes that)", async () => {
    const child = childYaml().replace('steps:\n', 'terminal: { success: REQUIREMENTS_READY }\nsteps:\n');
    const ws = workspaceWith({ 'wf.yaml': parentYaml({ statuses: { REQUIREMENTS_READY: 'b' } }), 'plain.yaml': parentYaml({ statuses: { WORKFLOW_COMPLETE: 'b' } }), 'child.yaml': child });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/\] sub +✓ REQUIREMENTS_READY → b /);
    expect(r.stderr).not.toContain('WORKFLOW_COMPLETE → b');
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.sub).toMatchObject({ status: 'completed', gate: { status: 'REQUIREMENTS_READY' } });
    expect(state.history.find((h: any) => h.step === 'sub')).toMatchObject({ outcome: 'transition', gate_status: 'REQUIREMENTS_READY', to: 'b' });
    // A parent that routes the child's WORKFLOW_COMPLETE (not its success name) is told that.
    const plain = await ws.run(['run', 'plain.yaml', '--run-id', 'r2']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stderr).toMatch(/\] sub +✓ WORKFLOW_COMPLETE → b /);
  });

  it('a blocked child is routed by its stop code: SOURCE_GAPS to BLOCKED keeps SOURCE_GAPS, EXTERNAL_EVIDENCE to a step', async () => {
    const child = childYaml('source lib.sh; stage GAPS "$(cat open)"', { OK: 'DONE', GAPS: 'BLOCKED' });
    const wf = parentYaml({ statuses: { WORKFLOW_COMPLETE: 'b', WORKFLOW_BLOCKED_SOURCE_GAPS: 'BLOCKED', WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: 'other' } });
    const ws = workspaceWith({ 'wf.yaml': wf, 'child.yaml': child, open: '2' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_SOURCE_GAPS', active_step: null });
    const state = ws.state('runs/g1/workflow_state.yaml');
    expect(state.failed_or_blocked_steps).toContain('sub');
    expect(state.steps.sub.child.status).toBe('WORKFLOW_BLOCKED_SOURCE_GAPS');
    expect(state.history[state.history.length - 1]).toMatchObject({ step: 'sub', outcome: 'blocked', code: 'WORKFLOW_BLOCKED_SOURCE_GAPS', gate_status: 'WORKFLOW_BLOCKED_SOURCE_GAPS' });

    ws.write('open', '0');
    const ext = await ws.run(['run', 'wf.yaml', '--run-id', 'g2', '--json']);
    expect(ext.code).toBe(0);
    expect(jsonOf(ext)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'sub', 'other'] });
    expect(ws.state('runs/g2/workflow_state.yaml').steps.sub.child.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
  });

  it('a child outcome the parent does not route is WORKFLOW_STATUS_CONTRACT_VIOLATION; the child step stays active', { tags: [CAMPAIGN] }, async () => {
    const child = childYaml('source lib.sh; stage GAPS', { OK: 'DONE', GAPS: 'BLOCKED' });
    const ws = workspaceWith({ 'wf.yaml': parentYaml({ statuses: { WORKFLOW_COMPLETE: 'b' } }), 'child.yaml': child });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'u1', '--json']);
    expect(r.code).not.toBe(0);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', active_step: 'sub', completed_steps: ['a'] });
    expect(j['message']).toMatch(/child workflow step sub .*ended WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE, which the workflow does not route \(allowed: WORKFLOW_COMPLETE\)/);
    const state = ws.state('runs/u1/workflow_state.yaml');
    expect(state).toMatchObject({ active_step: 'sub', in_flight: null });
    expect(state.steps.sub.status).toBe('failed');
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y']);
  });

  it('a child stage failure stops the parent with the child code; a resume resumes the child (completed stages never re-run)', { tags: [CAMPAIGN] }, async () => {
    const child = childYaml('source lib.sh; count; [ ! -e fail ] || exit 4; finish OK');
    const ws = workspaceWith({ 'wf.yaml': parentYaml(), 'child.yaml': child, fail: '' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'f1', '--json']);
    expect(r.code).not.toBe(0);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'STAGE_FAILED', active_step: 'sub', completed_steps: ['a'] });
    expect(j['message']).toMatch(/^child workflow step sub \(child\.yaml, run c-f1\): step y exited with status 4/);
    expect(ws.state('runs/c-f1/workflow_state.yaml')).toMatchObject({ status: 'STAGE_FAILED', active_step: 'y', completed_steps: ['x'] });
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'f1', '--json']);
    expect(jsonOf(st)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'sub' });

    rmSync(ws.path('fail'));
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'f1', '--json']);
    expect(resumed.code).toBe(0);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'sub', 'b'] });
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'y', 'b']);
    const childState = ws.state('runs/c-f1/workflow_state.yaml');
    expect(childState.steps.y.attempts).toBe(2);
    const state = ws.state('runs/f1/workflow_state.yaml');
    expect(state.steps.sub).toMatchObject({ status: 'completed', attempts: 2 });
    expect(state.steps.sub.child.invoked_as).toBe('resume');
  });

  it('a fresh child re-executes every stage; a resume child reuses its earlier completion', { tags: [CAMPAIGN] }, async () => {
    const ledgerChild = childYaml();
    const fresh = parentYaml({ inputs: "{run_id: shared}", execution: '{execution_mode: fresh, ignore_previous_completion: true}' });
    const resume = parentYaml({ inputs: "{run_id: shared}" });
    const ws = workspaceWith({ 'fresh.yaml': fresh, 'resume.yaml': resume.replace('name: parent', 'name: parent2'), 'child.yaml': ledgerChild });
    expect(jsonOf(await ws.run(['run', 'fresh.yaml', '--run-id', 'p1', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b']);
    // A resume child: the shared child run already completed; its verdict is reused.
    expect(jsonOf(await ws.run(['run', 'resume.yaml', '--run-id', 'p2', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b', 'a', 'b']);
    // A fresh child: everything runs again, the earlier child results are moved aside.
    const r = await ws.run(['run', 'fresh.yaml', '--run-id', 'p3', '--json']);
    expect(jsonOf(r)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b', 'a', 'b', 'a', 'x', 'y', 'b']);
    const childState = ws.state('runs/shared/workflow_state.yaml');
    expect(childState.execution_mode).toBe('fresh');
    expect(childState.fresh_execution_of).toMatchObject({ run_id: 'shared', status: 'WORKFLOW_COMPLETE' });
    expect(ws.state('runs/p3/workflow_state.yaml').steps.sub.child).toMatchObject({ mode: 'fresh', invoked_as: 'fresh', run_id: 'shared' });
  });

  it("a note about the child run itself reads '<child step>: …' (a foreach item's reads loop[A]: …), one about a child step '<child step>/<step> …'", { tags: [CAMPAIGN] }, async () => {
    const fresh = parentYaml({ inputs: '{run_id: shared}', execution: '{execution_mode: fresh, ignore_previous_completion: true}' });
    const ws = workspaceWith({ 'fresh.yaml': fresh, 'child.yaml': childYaml() });
    expect(jsonOf(await ws.run(['run', 'fresh.yaml', '--run-id', 'p1', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
    const again = await ws.run(['run', 'fresh.yaml', '--run-id', 'p2']);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    const said = again.stdout + again.stderr;
    expect(said).toMatch(/^sub: fresh start: the earlier run shared \(WORKFLOW_COMPLETE\) was moved aside, into runs\/shared\/\.superseded\//m);
    expect(said).not.toContain('sub/fresh start');
  });

  it('stop_after_step names a parent step only; a paused child pauses the parent and a resume continues the child', async () => {
    const ws = workspaceWith({ 'wf.yaml': parentYaml(), 'child.yaml': childYaml(), 'pausing.yaml': parentYaml({ inputs: "{run_id: 'c-{{run_id}}', stop_after_step: x}" }).replace('name: parent', 'name: pausing') });
    const bad = await ws.run(['run', 'wf.yaml', '--run-id', 's0', '--stop-after-step', 'x', '--json']);
    expect(jsonOf(bad)['status']).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(ws.lines('counter.txt')).toEqual([]);

    const stop = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '--stop-after-step', 'sub', '--json']);
    expect(stop.code).toBe(0);
    expect(jsonOf(stop)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'b', completed_steps: ['a', 'sub'] });
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y']);

    // The child binds its own stop_after_step: it pauses after x, so the parent pauses at sub.
    const paused = await ws.run(['run', 'pausing.yaml', '--run-id', 's2', '--json']);
    expect(paused.code).toBe(0);
    const pj = jsonOf(paused);
    expect(pj).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub', completed_steps: ['a'] });
    expect(pj['message']).toMatch(/child workflow step sub .* paused/);
    expect(ws.state('runs/c-s2/workflow_state.yaml')).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'y' });
    expect(ws.state('runs/s2/workflow_state.yaml')).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub', in_flight: null });
    const resumed = await ws.run(['run', 'pausing.yaml', '--run-id', 's2', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'sub', 'b'] });
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'a', 'x', 'y', 'b']);
  });

  it('a fresh child that could not start is started fresh on the retry, never resumed from its earlier completion', async () => {
    const child = childYaml().replace('  required: [run_id]', '  required: [run_id, spec_path]');
    const resume = parentYaml({ inputs: '{run_id: shared, spec_path: spec.md}' });
    const fresh = parentYaml({ inputs: '{run_id: shared, spec_path: spec.md}', execution: '{execution_mode: fresh, ignore_previous_completion: true}' }).replace('name: parent', 'name: fresh');
    const ws = workspaceWith({ 'resume.yaml': resume, 'fresh.yaml': fresh, 'child.yaml': child, 'spec.md': '# spec\n' });
    expect(jsonOf(await ws.run(['run', 'resume.yaml', '--run-id', 'p1', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b']);
    // The fresh child cannot start (its spec is missing): nothing of the child moved or ran.
    rmSync(ws.path('spec.md'));
    const r = await ws.run(['run', 'fresh.yaml', '--run-id', 'p2', '--json']);
    // 4.0: a fresh execution that cannot run for want of a required file is WORKFLOW_FRESH_EXECUTION_BLOCKED.
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_FRESH_EXECUTION_BLOCKED', active_step: 'sub' });
    expect(jsonOf(r)['message']).toMatch(/^child workflow step sub \(child\.yaml, run shared\): fresh execution blocked: input spec_path='spec\.md'/);
    expect(ws.state('runs/shared/workflow_state.yaml').status).toBe('WORKFLOW_COMPLETE');
    // The retry starts the child fresh: its earlier completion is no evidence.
    ws.write('spec.md', '# spec\n');
    const retried = await ws.run(['run', 'fresh.yaml', '--run-id', 'p2', '--json']);
    expect(jsonOf(retried)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'sub', 'b'] });
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b', 'a', 'x', 'y', 'b']);
    expect(ws.state('runs/shared/workflow_state.yaml')).toMatchObject({ execution_mode: 'fresh', fresh_execution_of: { run_id: 'shared', status: 'WORKFLOW_COMPLETE' } });
  });

  it('a child sharing the parent run root (the 4.0 audit pattern) keeps its own state; the parent manifest lists both', { tags: [CAMPAIGN] }, async () => {
    const child = [
      "version: '4.0'",
      'name: audit',
      "state_path: '{{artifact_root}}/audits/audit_state.yaml'",
      'inputs:',
      '  required: [run_id, artifact_root]',
      'steps:',
      '  x:',
      `    run: ${JSON.stringify('source lib.sh; stage OK')}`,
      "    output: '{{artifact_root}}/audits/x.md'",
      '    statuses: {OK: DONE}',
      '',
    ].join('\n');
    const parent = parentYaml({ childFile: 'audit.yaml', inputs: "{run_id: '{{run_id}}', artifact_root: '{{artifact_root}}'}" })
      .replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: '{{artifact_root}}/workflow_state.yaml'")
      .replace('  required: [run_id]', "  required: [run_id]\n  defaults:\n    artifact_root: 'runs/{{run_id}}'");
    const ws = workspaceWith({ 'wf.yaml': parent, 'audit.yaml': child });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'a1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'sub', 'b'] });
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'b']);
    expect(ws.state('runs/a1/audits/audit_state.yaml')).toMatchObject({ workflow: 'audit', run_id: 'a1', status: 'WORKFLOW_COMPLETE' });
    const state = ws.state('runs/a1/workflow_state.yaml');
    expect(state).toMatchObject({ workflow: 'parent', status: 'WORKFLOW_COMPLETE' });
    // The child's own files go to a folder of its own: never the parent's manifest or logs.
    expect(state.steps.sub.child).toMatchObject({ state_path: 'runs/a1/audits/audit_state.yaml', run_root: 'runs/a1/children/audit', manifest_path: 'runs/a1/children/audit/RUN_MANIFEST.yaml' });
    expect(ws.yaml('runs/a1/children/audit/RUN_MANIFEST.yaml')).toMatchObject({ workflow: 'audit', run_id: 'a1' });
    expect(ws.exists('runs/a1/children/audit/logs/x.v1.a1.log')).toBe(true);
    const manifest = ws.yaml('runs/a1/RUN_MANIFEST.yaml');
    expect(manifest.workflow).toBe('parent');
    expect(manifest.artifacts.map((a: any) => a.step)).toEqual(['a', 'b']);
    expect(manifest.child_runs[0]).toMatchObject({ step: 'sub', run_id: 'a1', artifacts: [expect.objectContaining({ path: 'runs/a1/audits/x.md' })] });
  });

  it('a fresh parent run runs a child whose run id it binds fresh too (no earlier child verdict is reused)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': parentYaml(), 'child.yaml': childYaml() });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 4 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b', 'a', 'x', 'y', 'b']);
    expect(ws.state('runs/c-r1/workflow_state.yaml')).toMatchObject({ execution_mode: 'fresh', fresh_execution_of: { run_id: 'c-r1', status: 'WORKFLOW_COMPLETE' } });
  });

  it('a chain of child workflows deeper than 8 is refused with a clear error', async () => {
    const files: Record<string, string> = { 'w9.yaml': childYaml() };
    for (let i = 0; i < 9; i++) {
      const next = i === 8 ? 'w9.yaml' : `w${i + 1}.yaml`;
      files[`w${i}.yaml`] = parentYaml({ childFile: next, inputs: `{run_id: '{{run_id}}-${i + 1}'}` }).replace('name: parent', `name: w${i}`);
    }
    const ws = workspaceWith(files);
    const r = await ws.run(['run', 'w0.yaml', '--run-id', 'd', '--json']);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', active_step: 'sub' });
    expect(j['message']).toMatch(/would nest workflows 9 deep \(at most 8\): w0\.yaml -> w1\.yaml .* -> w8\.yaml/);
    // Every level ran its first stage, and nothing ran below the limit.
    expect(ws.lines('counter.txt')).toEqual(Array(8).fill('a'));
    expect(ws.state('runs/d-1-2-3-4-5-6-7/workflow_state.yaml')).toMatchObject({ workflow: 'w7', status: 'WORKFLOW_CONTRACT_INVALID', active_step: 'sub' });
  });

  it('a workflow that would run itself (chosen at run time) is refused with a clear error', async () => {
    const wf = parentYaml({ childFile: "'{{target}}'", required: ['run_id', 'target'], inputs: "{run_id: 'c-{{run_id}}', target: '{{target}}'}" });
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'x1', 'target=wf.yaml', '--json']);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', active_step: 'sub' });
    expect(j['message']).toMatch(/child workflow step sub would run wf\.yaml, which is already running above it \(wf\.yaml -> wf\.yaml\)/);
    expect(ws.lines('counter.txt')).toEqual(['a']);
  });
});

describe('child_workflow steps at a new source commit', () => {
  it("the parent's rerun reaches a finished child: its stale stages run again at the new commit (nothing judged on old code survives)", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': parentYaml(), 'child.yaml': childYaml(), 'src.txt': 'v1\n', '.gitignore': 'runs/\ncounter.txt\n' });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b']);
    ws.write('src.txt', 'v2\n');
    const after = ws.commit('v2');
    // The default refuses (the parent's verdicts are stale), the child's finished outcome with it.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('STALE_ARTIFACT_REJECTED');
    expect(jsonOf(await ws.run(['run', 'child.yaml', '--run-id', 'c-r1', '--json'])).status).toBe('STALE_ARTIFACT_REJECTED');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b', 'a', 'x', 'y', 'b']);
    const child = ws.state('runs/c-r1/workflow_state.yaml');
    expect(child.steps.y).toMatchObject({ status: 'completed', source_commit: after });
  });
});

describe('an approval inside a child run, then a new commit', () => {
  /** child: x -> check (an approval) -> y; on_reject: x (rework). */
  const GATED_CHILD = [...header('child'), ...shellStep('x', { OK: 'check' }), '  check:', "    approval: { message: 'ship it?' }", '    on_approve: y', '    on_reject: x', ...shellStep('y', { OK: 'DONE' })].join('\n') + '\n';
  /** r1 stopped after sub, its child approved (or rejected, then approved) at the first commit; then a second commit. */
  async function approvedInChild(reject = false) {
    const ws = workspaceWith({ 'wf.yaml': parentYaml(), 'child.yaml': GATED_CHILD, 'src.txt': 'v1\n', '.gitignore': 'runs/\ncounter.txt\n' });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    if (reject) {
      expect((await ws.run(['reject', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann'])).code).toBe(0);
      expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    }
    expect((await ws.run(['approve', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann'])).code).toBe(0);
    const stopped = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'sub', '--json']);
    expect(jsonOf(stopped), stopped.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', completed_steps: ['a', 'sub'] });
    ws.write('src.txt', 'v2\n');
    const after = ws.commit('v2');
    return { ws, after };
  }

  it('keep goes back to the child step: the child voids its approval and pauses there, as a top-level approval would (plan and status say so)', { tags: [CAMPAIGN] }, async () => {
    const { ws, after } = await approvedInChild();
    const counted = ws.lines('counter.txt');
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']));
    expect(plan['source']).toMatchObject({ policy: 'keep', voided_approvals: ['sub'], rerun_from: 'sub' });
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']));
    expect(status).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    expect(status['message']).toContain('the approval of sub no longer counts and is asked for again; the run goes back to sub');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub', next_command: 'stagegate approve child.yaml --run-id c-r1' });
    // Nothing before the approval ran again (keep), b did not run.
    expect(ws.lines('counter.txt')).toEqual(counted);
    const parent = ws.state('runs/r1/workflow_state.yaml');
    expect(parent.source_changes.at(-1)).toMatchObject({ policy: 'keep', voided_approvals: ['sub'], rerun_from: 'sub', kept: ['a'] });
    const child = ws.state('runs/c-r1/workflow_state.yaml');
    expect(child).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'check', pending_approval: { step: 'check', source_commit: after } });
    expect(child.source_changes.at(-1)).toMatchObject({ policy: 'keep', voided_approvals: ['check'], rerun_from: 'check' });
    // Approved at the new commit, the parent completes.
    expect((await ws.run(['approve', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann'])).code).toBe(0);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    expect(jsonOf(done), done.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'sub', 'b'] });
    expect(ws.lines('counter.txt')).toEqual([...counted, 'y', 'b']);
  });

  it('a composite phase whose child passed its grandchild\'s approval: keep goes back to the phase, and down to the grandchild\'s approval', { tags: [CAMPAIGN] }, async () => {
    const composite = ["version: '4.0'", 'name: composite', "state_path: 'runs/{{run_id}}/composite_state.yaml'", 'inputs:', '  required: [run_id]', 'phases:', '  gated:', '    workflow: mid.yaml', "    derived_inputs: { run_id: 'm-{{run_id}}' }", '  after:', '    workflow: last.yaml', "    derived_inputs: { run_id: 'l-{{run_id}}' }"].join('\n') + '\n';
    const mid = [...header('mid'), '  m:', '    child_workflow: child.yaml', "    inputs: {run_id: 'c-{{run_id}}'}", '    statuses:', '      WORKFLOW_COMPLETE: DONE'].join('\n') + '\n';
    const last = [...header('last'), ...shellStep('z', { OK: 'DONE' })].join('\n') + '\n';
    const ws = workspaceWith({ 'wf.yaml': composite, 'mid.yaml': mid, 'last.yaml': last, 'child.yaml': GATED_CHILD, 'src.txt': 'v1\n', '.gitignore': 'runs/\ncounter.txt\n' });
    ws.commit('v1');
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(first).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'gated' });
    expect((await ws.run(['approve', 'child.yaml', '--run-id', 'c-m-r1', '--by', 'ann'])).code).toBe(0);
    const stopped = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'gated', '--json']);
    expect(jsonOf(stopped), stopped.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', completed_steps: ['gated'] });
    ws.write('src.txt', 'v2\n');
    const after = ws.commit('v2');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    // Paused as at the first request (what the grandchild's pause tells the composite is as before).
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'gated', next_command: first['next_command'] });
    expect(ws.state('runs/r1/composite_state.yaml').source_changes.at(-1)).toMatchObject({ voided_approvals: ['gated'], rerun_from: 'gated' });
    expect(ws.state('runs/m-r1/workflow_state.yaml').source_changes.at(-1)).toMatchObject({ voided_approvals: ['m'], rerun_from: 'm' });
    expect(ws.state('runs/c-m-r1/workflow_state.yaml')).toMatchObject({ active_step: 'check', pending_approval: { step: 'check', source_commit: after } });
    // Nothing ran again (x kept in the grandchild), nothing after the phase ran.
    expect(ws.lines('counter.txt')).toEqual(['x', 'y']);
  });

  it('a rejection that ended the child run (on_reject: DONE) is asked about again under keep, as at the top level', { tags: [CAMPAIGN] }, async () => {
    const child = GATED_CHILD.replace('    on_reject: x', '    on_reject: DONE');
    const ws = workspaceWith({ 'wf.yaml': parentYaml(), 'child.yaml': child, 'src.txt': 'v1\n', '.gitignore': 'runs/\ncounter.txt\n' });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    expect((await ws.run(['reject', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann'])).code).toBe(0);
    const stopped = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'sub', '--json']);
    expect(jsonOf(stopped), stopped.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', completed_steps: ['a', 'sub'] });
    ws.write('src.txt', 'v2\n');
    ws.commit('v2');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub', next_command: 'stagegate approve child.yaml --run-id c-r1' });
    expect(ws.state('runs/c-r1/workflow_state.yaml')).toMatchObject({ active_step: 'check' });
    expect(ws.lines('counter.txt')).toEqual(['a', 'x']);
  });

  it('refuse (the default), the child step the only verdict of the parent: plan, status and run refuse alike, and the parent is left as it was', { tags: [CAMPAIGN] }, async () => {
    // The child's own verdicts (x, y) were made at the old commit too: going back to the child step
    // only moved the parent back (its state changed) before the child refused, while plan and
    // status said the run would go back and ask for the approval again.
    const parent = [...header('parent'), '  sub:', '    child_workflow: child.yaml', "    inputs: {run_id: 'c-{{run_id}}'}", '    statuses:', '      WORKFLOW_COMPLETE: b', ...shellStep('b', { OK: 'DONE' })].join('\n') + '\n';
    const ws = workspaceWith({ 'wf.yaml': parent, 'child.yaml': GATED_CHILD, 'src.txt': 'v1\n', '.gitignore': 'runs/\ncounter.txt\n' });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    expect((await ws.run(['approve', 'child.yaml', '--run-id', 'c-r1', '--by', 'ann'])).code).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'sub', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', completed_steps: ['sub'] });
    ws.write('src.txt', 'v2\n');
    ws.commit('v2');
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(plan['source']).toMatchObject({ policy: 'refuse', voided_approvals: [], rerun_from: null });
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED' });
    const before = ws.read('runs/r1/workflow_state.yaml');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', active_step: 'b', completed_steps: ['sub'], next_command: 'stagegate run wf.yaml --run-id r1 --on-source-change rerun' });
    expect(ws.read('runs/r1/workflow_state.yaml')).toBe(before);
    // keep still goes back to the child step, and the child asks for its approval again.
    const kept = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    expect(jsonOf(kept), kept.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub', next_command: 'stagegate approve child.yaml --run-id c-r1' });
  });

  it("a foreach step whose item's child run was approved: keep goes back to the foreach, and the item's child asks again", async () => {
    const child = [...header('child'), ...shellStep('x', { OK: 'check' }), '  check:', "    approval: { message: 'ship it?' }", '    on_approve: DONE', '    on_reject: x'].join('\n') + '\n';
    const parent = [...header('parent'), '  loop:', '    foreach: { source: reg.md, id_field: ID }', '    per_item:', '      sub:', '        child_workflow: child.yaml', "        inputs: {run_id: 'c-{{item_id}}'}", '        statuses: { WORKFLOW_COMPLETE: next_artifact }', '    completion: { require: all items verified, on_complete: b }', ...shellStep('b', { OK: 'DONE' })].join('\n') + '\n';
    const ws = workspaceWith({ 'wf.yaml': parent, 'child.yaml': child, 'reg.md': '| ID |\n|---|\n| A |\n', 'src.txt': 'v1\n', '.gitignore': 'runs/\ncounter.txt\n' });
    ws.commit('v1');
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(first).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
    expect(first['message']).toContain('stagegate approve child.yaml --run-id c-A');
    expect((await ws.run(['approve', 'child.yaml', '--run-id', 'c-A', '--by', 'ann'])).code).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'loop', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', completed_steps: ['loop'] });
    ws.write('src.txt', 'v2\n');
    const after = ws.commit('v2');
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']));
    expect(plan['source']).toMatchObject({ policy: 'keep', voided_approvals: ['loop'], rerun_from: 'loop' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    // A new visit of the foreach (its items' runs under v2), its item's child asking again.
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop', message: (first['message'] as string).replace('/v1/', '/v2/') });
    expect(ws.state('runs/c-A/workflow_state.yaml')).toMatchObject({ active_step: 'check', pending_approval: { step: 'check', source_commit: after } });
    expect(ws.lines('counter.txt')).toEqual(['x']);
    expect((await ws.run(['approve', 'child.yaml', '--run-id', 'c-A', '--by', 'ann'])).code).toBe(0);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    expect(jsonOf(done), done.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['loop', 'b'] });
  });

  it('a rejection followed inside the child, then an approval: keep still goes back (the approval stands in the child)', { tags: [CAMPAIGN] }, async () => {
    const { ws } = await approvedInChild(true);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub' });
    expect(ws.state('runs/c-r1/workflow_state.yaml')).toMatchObject({ active_step: 'check' });
  });
});

describe('a child run shared by parent runs, finished at an older commit', () => {
  it('under refuse the child step stops STALE_ARTIFACT_REJECTED, and the command it names (rerun passed down) goes on', async () => {
    const ws = workspaceWith({ 'wf.yaml': parentYaml({ inputs: "{run_id: 'shared'}" }), 'child.yaml': childYaml(), 'src.txt': 'v1\n', '.gitignore': 'runs/\ncounter.txt\n' });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    ws.write('src.txt', 'v2\n');
    ws.commit('v2');
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--json']));
    expect(r).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', active_step: 'sub', next_command: 'stagegate run wf.yaml --run-id r2 --on-source-change rerun' });
    expect(r.message).toContain('run shared finished with WORKFLOW_COMPLETE, but the verdicts of x, y were made at');
    expect(r.hint).toContain("A child workflow run's verdicts were made at another source commit");
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--on-source-change', 'rerun', '--json']);
    expect(jsonOf(done).status, done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'b', 'a', 'x', 'y', 'b']);
  });
});
