// Slow tier: more cancellation cases through the built CLI (the main ones are in
// test/e2e/process/cancellation.test.ts): a second signal, parallel branches, a child workflow's stage.
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, jsonOf, processAlive, removeWorkspaces, trackedRuns, waitFor, workspaceWith } from '../helpers/cli.js';
import { waitForWhileRunning } from '../helpers/wait.js';

afterAll(removeWorkspaces);

/** Every runner started here (its own process group) and every stage pid a fixture wrote down: killed after each test. */
const { start, stagePids } = trackedRuns();

/** a -> b -> c; b writes its pid, announces itself (b-started-<attempt>), then waits for `release`. */
const BLOCKING = chainYaml('cancel', ['a', 'b', 'c'], {
  b: { run: 'source lib.sh; count; echo $$ >b.pid; touch "b-started-$STAGEGATE_ATTEMPT"; while [ ! -e release ]; do sleep 0.05; done; finish OK' },
});
const STATE = 'runs/k1/workflow_state.yaml';


describe('cancelling a run: more cases', () => {
  it('a second signal exits at once, with the stage tree killed; the run still resumes', async () => {
    const ws = workspaceWith({ 'wf.yaml': BLOCKING });
    const { child, done } = start(ws, ['run', 'wf.yaml', '--run-id', 'k1']);
    await waitForWhileRunning(child, () => ws.exists('b-started-1'), 'stage b to start');
    const stagePid = Number(ws.read('b.pid').trim());
    stagePids.push(stagePid);
    process.kill(child.pid!, 'SIGINT');
    process.kill(child.pid!, 'SIGINT');
    const r = await done;
    // Whether the second signal arrived before the runner had finished stopping or not: 130.
    expect(r.code, r.stderr).toBe(130);
    await waitFor(() => !processAlive(stagePid), 'the stage to be killed');
    ws.write('release', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'b', 'c']);
  });

  it('a second signal while a stage ignores the first: stderr says the stages were killed and how to go on, exit 130', async () => {
    // b ignores SIGINT, so the runner is still waiting for it (its 10-second grace) when the second
    // signal comes: the hard stop, which prints no summary — one line on stderr says what happened.
    const wf = chainYaml('stubborn', ['a', 'b'], {
      b: { run: "trap '' INT; source lib.sh; count; echo $$ >b.pid; touch \"b-started-$STAGEGATE_ATTEMPT\"; while [ ! -e release ]; do sleep 0.05; done; finish OK" },
    });
    const ws = workspaceWith({ 'wf.yaml': wf });
    // Started with --mode fresh: running the same command again would start over (a again).
    const { child, done } = start(ws, ['run', 'wf.yaml', '--run-id', 'k1', '--mode', 'fresh']);
    let stderr = '';
    child.stderr?.on('data', (d: string) => (stderr += d));
    await waitForWhileRunning(child, () => ws.exists('b-started-1'), 'stage b to start');
    const stagePid = Number(ws.read('b.pid').trim());
    stagePids.push(stagePid);
    process.kill(child.pid!, 'SIGINT');
    await waitForWhileRunning(child, () => stderr.includes('SIGINT received'), 'the first signal to be taken');
    expect(processAlive(stagePid)).toBe(true);
    process.kill(child.pid!, 'SIGINT');
    const r = await done;
    expect(r.code, r.stderr).toBe(130);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('stagegate: SIGINT again: the stages were killed and stagegate exits now, without its summary; the interrupted step runs again when the run is resumed (resume it with: ');
    // The command it names resumes (no --mode fresh): a does not run again.
    const named = /resume it with: \S+ (run wf\.yaml --run-id k1)\)\n/.exec(r.stderr);
    expect(named, r.stderr).not.toBeNull();
    await waitFor(() => !processAlive(stagePid), 'the stage to be killed');
    ws.write('release', '');
    const resumed = await ws.run([...named![1]!.split(' '), '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'b']);
  });

  it('parallel branches: every running branch tree is killed, the branches stay pending, the resume runs them', async () => {
    // A branch's gate names the branch as its step.
    const hold = (id: string) =>
      `printf '%s\\n' ${id} >>counter.txt; echo $$ >${id}.pid; touch started-${id}; while [ ! -e release ]; do sleep 0.05; done; STAGEGATE_STEP=$STAGEGATE_BRANCH; source lib.sh; finish OK`;
    const yaml = [
      "version: '4.0'",
      'name: par',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  checks:',
      '    parallel:',
      '      branches:',
      ...['x', 'y'].flatMap((id) => [`        ${id}:`, `          run: ${JSON.stringify(hold(id))}`, `          output: 'runs/{{run_id}}/${id}.md'`, '          statuses: { OK: DONE }']),
      '    statuses: { PARALLEL_COMPLETE: DONE }',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': yaml + '\n' });
    const { child, done } = start(ws, ['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    await waitForWhileRunning(child, () => ws.exists('started-x') && ws.exists('started-y'), 'both branches to start');
    const pids = ['x', 'y'].map((id) => Number(ws.read(`${id}.pid`).trim()));
    stagePids.push(...pids);
    process.kill(child.pid!, 'SIGINT');
    const r = await done;
    expect(r.code, r.stderr).toBe(130);
    for (const pid of pids) await waitFor(() => !processAlive(pid), `branch process ${pid} to be killed`);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'checks' });
    const state = ws.state(STATE);
    expect(state).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'checks', in_flight: null });
    for (const id of ['x', 'y']) expect(state.steps.checks.parallel.branches[id]).toMatchObject({ status: 'pending', attempt: 1 });
    expect(ws.exists(`${STATE}.lock`)).toBe(false);
    ws.write('release', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    expect(ws.lines('counter.txt').sort()).toEqual(['x', 'x', 'y', 'y']);
  });

  it('a child workflow stage: child and parent record the interruption, both resume where they stopped', async () => {
    const child = chainYaml('child', ['x', 'y'], {
      y: { run: 'source lib.sh; count; echo $$ >y.pid; touch "y-started-$STAGEGATE_ATTEMPT"; while [ ! -e release ]; do sleep 0.05; done; finish OK' },
    });
    const parent = [
      "version: '4.0'",
      'name: parent',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  sub:',
      '    child_workflow: child.yaml',
      "    inputs: {run_id: 'c-{{run_id}}'}",
      '    statuses: { WORKFLOW_COMPLETE: DONE }',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': parent + '\n', 'child.yaml': child });
    const { child: proc, done } = start(ws, ['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    await waitForWhileRunning(proc, () => ws.exists('y-started-1'), 'child stage y to start');
    const pid = Number(ws.read('y.pid').trim());
    stagePids.push(pid);
    process.kill(proc.pid!, 'SIGTERM');
    const r = await done;
    expect(r.code, r.stderr).toBe(143);
    await waitFor(() => !processAlive(pid), 'the child stage to be killed');
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'sub' });
    expect(ws.state(STATE)).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'sub', in_flight: null });
    expect(ws.yaml('runs/c-k1/workflow_state.yaml')).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'y', completed_steps: ['x'] });
    expect(ws.exists(`${STATE}.lock`)).toBe(false);
    expect(ws.exists('runs/c-k1/workflow_state.yaml.lock')).toBe(false);
    ws.write('release', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('counter.txt')).toEqual(['x', 'y', 'y']);
  });
});
