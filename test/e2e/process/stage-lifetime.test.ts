// A stage never outlives its attempt (issue 17), the built CLI as a process:
// - a timeout kills what the stage started outside its process group: `( setsid sleep 3000 & )`
//   and a nohup writer appending to the output — none of them writes after STAGE_TIMEOUT;
// - the runner killed alone (its stage survives, in a group of its own): the resume kills the
//   stage — and every parallel branch still running — before anything starts again.
// (The sequential case of the runner-only kill is in run-crash.test.ts; a process left behind
// when the invocation ends: ../stage-lifetime.test.ts.)
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { finished, jsonOf, killRun, processAlive, removeWorkspaces, waitFor, workspaceWith } from '../../helpers/cli.js';
import { withGrowingLimit } from '../../helpers/wait.js';

afterAll(removeWorkspaces);

const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) killRun(child);
});

const pids = (text: string): number[] =>
  text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map(Number);

describe('a timeout kills every process of the attempt', () => {
  it('( setsid sleep 3000 & ) and a nohup writer in a new session are killed at STAGE_TIMEOUT and never write again', async () => {
    const stage = [
      'source lib.sh; count',
      'mkdir -p runs/r1',
      // A daemon in a session of its own (not in the stage's group), as the issue describes.
      '( setsid sleep 3000 & echo $! >>escapees )',
      // A writer that would append to the declared output forever.
      '( setsid nohup sh -c \'while :; do echo late >>"$STAGEGATE_OUTPUT"; sleep 0.05; done\' >/dev/null 2>&1 & echo $! >>escapees )',
      'touch started',
      'while :; do sleep 0.05; done',
    ].join('\n');
    await withGrowingLimit('the stage to start its escapees before the time limit', 0.02, async (minutes) => {
      const ws = workspaceWith({
        'wf.yaml': [
          "version: '4.0'",
          'name: lifetime',
          "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
          'inputs:',
          '  required: [run_id]',
          'steps:',
          '  a:',
          `    run: ${JSON.stringify(stage)}`,
          "    output: 'runs/{{run_id}}/a.md'",
          `    timeout_minutes: ${minutes}`,
          '    statuses: { OK: DONE }',
        ].join('\n'),
      });
      const child = ws.spawn(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { detached: true });
      started.push(child);
      const r = await finished(child);
      expect(jsonOf(r), r.stderr).toMatchObject({ status: 'STAGE_TIMEOUT', active_step: 'a' });
      // Killed before it had started both (`started` comes after them): nothing to prove yet.
      if (!ws.exists('started')) return undefined;
      const escapees = pids(ws.read('escapees'));
      expect(escapees).toHaveLength(2);
      for (const pid of escapees) await waitFor(() => !processAlive(pid), `escapee ${pid} to be killed`);
      // Nothing writes the output any more: its content is final.
      const after = ws.exists('runs/r1/a.md') ? ws.read('runs/r1/a.md') : '';
      const resumed = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(jsonOf(resumed)['status']).toBe('STAGE_TIMEOUT');
      expect(ws.exists('runs/r1/a.md') ? ws.read('runs/r1/a.md') : '').toBe(after);
      return true;
    });
  });
});

describe('the runner killed alone, its parallel branches still running', () => {
  it('the resume kills every branch left running before it runs them again', async () => {
    const hold = (id: string) => `printf '%s\\n' ${id} >>counter.txt; echo $$ >>branch-pids; touch started-${id}-$STAGEGATE_ATTEMPT; if [ "$STAGEGATE_ATTEMPT" = 1 ]; then while :; do sleep 0.05; done; fi; STAGEGATE_STEP=$STAGEGATE_BRANCH; source lib.sh; finish OK`;
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
    const ws = workspaceWith({ 'wf.yaml': `${yaml}\n` });
    const child = ws.spawn(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { detached: true });
    started.push(child);
    const done = finished(child);
    await waitFor(() => ws.exists('started-x-1') && ws.exists('started-y-1'), 'both branches to start');
    const branches = ws.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches;
    for (const id of ['x', 'y']) expect(branches[id]).toMatchObject({ status: 'running', token: expect.stringMatching(/-[0-9a-f]{12}$/) });
    // SIGKILL the runner's group only: the branches, in groups of their own, live on.
    process.kill(-child.pid!, 'SIGKILL');
    expect((await done).signal).toBe('SIGKILL');
    const old = pids(ws.read('branch-pids'));
    for (const pid of old) expect(processAlive(pid)).toBe(true);
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain('WORKFLOW_COMPLETE');
    for (const pid of old) expect(processAlive(pid), `left-over branch ${pid}`).toBe(false);
    // The progress output says so (each branch: its shell and what it runs).
    expect(resumed.stderr).toMatch(/killed \d+ processes that the runner before this one left running/);
    expect(ws.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches.x).toMatchObject({ status: 'succeeded', attempt: 2 });
  });
});
