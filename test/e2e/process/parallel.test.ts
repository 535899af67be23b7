// Parallel steps with the built CLI as a process: a SIGKILL mid-way resumes only the unfinished
// branches, and their accepted outputs pass the integrity checks; a child_workflow branch killed
// resumes its child (the rest: ../parallel.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { finished, killRun, jsonOf, removeWorkspaces, waitFor } from '../../helpers/cli.js';
import { parallelYaml, ws } from '../parallel-fixtures.js';

afterAll(removeWorkspaces);

describe('parallel steps', () => {
  it('SIGKILL mid-way: a resume reuses finished branches, re-runs the running one as its next attempt, and runs the pending ones', async () => {
    const hold = `count; touch started-b; while [ ! -f release ]; do sleep 0.05; done; gate OK`;
    const w = ws(parallelYaml({ a: {}, b: { run: hold }, c: {}, d: {} }, { max: 2 }));
    const proc = w.spawn(['run', 'wf.yaml', '--run-id', 'r1'], { detached: true });
    const done = finished(proc);
    await waitFor(() => {
      if (!w.exists('started-b') || !w.exists('runs/r1/workflow_state.yaml')) return false;
      const branches = w.state('runs/r1/workflow_state.yaml').steps.checks?.parallel?.branches;
      return branches?.a.status === 'succeeded' && branches?.b.status === 'running' && ['succeeded', 'running'].includes(branches?.c.status);
    }, 'a finished while b runs');
    killRun(proc); // the runner's group and every stage it started (stages run in groups of their own)
    expect((await done).signal).toBe('SIGKILL');
    const before = w.lines('counter.txt');
    expect(before).toContain('a');
    expect(before).toContain('b');
    // c may have finished before the kill and freed the slot d then took: d's record at the
    // moment of the kill says whether the resume must reuse it or run it (once more).
    const dAtKill = w.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches.d.status as string;
    const dRunsBefore = before.filter((l) => l === 'd').length;
    w.write('release', '');
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    const counts = (id: string) => w.lines('counter.txt').filter((l) => l === id).length;
    expect(counts('a')).toBe(1); // reused
    expect(counts('b')).toBe(2); // interrupted, run again
    expect(counts('d')).toBe(dAtKill === 'succeeded' ? dRunsBefore : dRunsBefore + 1);
    expect(counts('after')).toBe(1);
    const state = w.state('runs/r1/workflow_state.yaml');
    expect(state.steps.checks.parallel.branches.b).toMatchObject({ status: 'succeeded', attempt: 2, log: 'runs/r1/logs/checks.b.v1.a2.log' });
    expect(state.steps.checks.parallel.branches.a).toMatchObject({ status: 'succeeded', attempt: 1 });
    expect(state.steps.checks.attempts).toBe(2);
  });

  it('SIGKILL mid-way, then a changed output of a finished branch: the resume refuses it (STALE_ARTIFACT_REJECTED)', async () => {
    const hold = `count; touch started-b; while [ ! -f release ]; do sleep 0.05; done; gate OK`;
    const w = ws(parallelYaml({ a: {}, b: { run: hold } }, { max: 2 }));
    const proc = w.spawn(['run', 'wf.yaml', '--run-id', 'r1'], { detached: true });
    const done = finished(proc);
    await waitFor(() => w.exists('started-b') && w.exists('runs/r1/workflow_state.yaml') && w.state('runs/r1/workflow_state.yaml').steps.checks?.parallel?.branches.a.status === 'succeeded', 'a finished');
    killRun(proc); // the runner's group and every stage it started (stages run in groups of their own)
    await done;
    const stateBefore = w.read('runs/r1/workflow_state.yaml');
    w.write('runs/r1/a.md', 'tampered\n');
    w.write('release', '');
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED' });
    expect(jsonOf(r).message).toContain('checks.a');
    expect(w.read('runs/r1/workflow_state.yaml')).toBe(stateBefore);
  });

  it('SIGKILL inside a child_workflow branch: the resume continues the child from its own state', async () => {
    const stage = (id: string, extra = '') => [`  ${id}:`, `    run: ${JSON.stringify(`printf '${id}\\n' >>counter.txt; ${extra}source lib.sh; finish OK`)}`, `    output: 'runs/{{run_id}}/${id}.md'`];
    const child = [
      "version: '4.0'",
      'name: child',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      ...stage('x'),
      '    statuses: { OK: y }',
      ...stage('y', 'touch started-y; while [ ! -f release ]; do sleep 0.05; done; '),
      '    statuses: { OK: DONE }',
    ].join('\n');
    const w = ws(
      parallelYaml({ a: {}, sub: { body: ['child_workflow: child.yaml', "inputs: { run_id: 'c-{{run_id}}' }", 'statuses: { WORKFLOW_COMPLETE: DONE }'] } }),
      { 'child.yaml': child + '\n' },
    );
    const proc = w.spawn(['run', 'wf.yaml', '--run-id', 'r1'], { detached: true });
    const done = finished(proc);
    await waitFor(() => w.exists('started-y') && w.state('runs/r1/workflow_state.yaml').steps.checks?.parallel?.branches.a.status === 'succeeded', 'child stage y running, a finished');
    killRun(proc); // the runner's group and every stage it started (stages run in groups of their own)
    expect((await done).signal).toBe('SIGKILL');
    expect(w.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches.sub).toMatchObject({ status: 'running', attempt: 1 });
    w.write('release', '');
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    const counts = (id: string) => w.lines('counter.txt').filter((l) => l === id).length;
    expect([counts('a'), counts('x'), counts('y'), counts('after')]).toEqual([1, 1, 2, 1]);
    expect(w.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches.sub).toMatchObject({ status: 'succeeded', attempt: 2, gate_status: 'WORKFLOW_COMPLETE' });
  });
});
