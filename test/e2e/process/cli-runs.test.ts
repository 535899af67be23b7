// Managing a run in progress in another process (the built CLI): `list` shows it IN_PROGRESS and
// locked; `logs --follow` prints what a running stage writes as it writes it — the stage waits on
// files this test creates, never on time; the empty log of a stage still running is said to be so.
// The rest: ../cli-runs.test.ts.
import { type ChildProcess } from 'node:child_process';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { chainYaml, finished, jsonOf, removeWorkspaces, waitFor, workflowYaml, workspaceWith } from '../../helpers/cli.js';

afterAll(removeWorkspaces);

const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
});

describe('stagegate list', () => {
  it('a running run is IN_PROGRESS and locked', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a']) });
    ws.write('wf.yaml', chainYaml('chain', ['a'], { a: { run: 'touch started; while [ ! -e release ]; do sleep 0.05; done; source lib.sh; finish OK' } }));
    ws.commit();
    const child = ws.spawn(['run', 'wf.yaml', '--run-id', 'live', '--json'], { detached: true });
    children.push(child);
    const done = finished(child);
    await waitFor(() => ws.exists('started'), 'the stage to start');
    const json = jsonOf(await ws.run(['list', '--json']));
    expect(json.runs[0]).toMatchObject({ run_id: 'live', status: 'IN_PROGRESS', active_step: 'a', locked: true });
    ws.write('release', '');
    expect((await done).code).toBe(0);
  });
});

describe('stagegate logs', () => {
  it('the empty log of a stage still running is "empty so far", not "the stage printed nothing"; once it ends it is', async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('quiet', { slow: { run: 'touch started; while [ ! -e go ]; do sleep 0.05; done; source lib.sh; finish OK' } }) });
    const runner = ws.spawn(['run', 'wf.yaml', '--run-id', 'q1', '--json'], { detached: true });
    children.push(runner);
    const runDone = finished(runner);
    await waitFor(() => ws.exists('started'), 'the stage to start');
    const during = await ws.run(['logs', 'wf.yaml', '--run-id', 'q1']);
    expect([during.code, during.stdout, during.stderr]).toEqual([0, '==> slow · visit 1 · attempt 1 (runs/q1/logs/slow.v1.a1.log) <==\n(empty so far: the stage is still running; --follow prints what it writes)\n', '']);
    ws.write('go', '');
    expect((await runDone).code).toBe(0);
    const after = await ws.run(['logs', 'wf.yaml', '--run-id', 'q1']);
    expect(after.stdout).toBe('==> slow · visit 1 · attempt 1 (runs/q1/logs/slow.v1.a1.log) <==\n(empty: the stage printed nothing)\n');
  });

  it('--follow prints what a running stage writes as it writes it, and returns when the run stops', async () => {
    // The stage writes a line, then waits for the test's go-ahead before the next one.
    const run = 'echo "first line"; touch wrote-1; while [ ! -e go-2 ]; do sleep 0.05; done; echo "second line"; touch wrote-2; while [ ! -e go-3 ]; do sleep 0.05; done; source lib.sh; finish OK';
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('follow', { slow: { run } }) });
    const runner = ws.spawn(['run', 'wf.yaml', '--run-id', 'f1', '--json'], { detached: true });
    children.push(runner);
    const runDone = finished(runner);
    await waitFor(() => ws.exists('wrote-1'), 'the first line');
    const follower = ws.spawn(['logs', 'wf.yaml', '--run-id', 'f1', '--follow'], { detached: true });
    children.push(follower);
    const followDone = finished(follower);
    let out = '';
    follower.stdout!.on('data', (d: string) => (out += d));
    await waitFor(() => out.includes('first line\n'), 'logs --follow to print the first line');
    expect(out).toBe('==> slow · visit 1 · attempt 1 (runs/f1/logs/slow.v1.a1.log) <==\nfirst line\n');
    ws.write('go-2', '');
    await waitFor(() => out.includes('second line\n'), 'logs --follow to print the second line');
    expect(follower.exitCode).toBeNull(); // still following: the run goes on
    ws.write('go-3', '');
    expect((await runDone).code).toBe(0);
    const r = await followDone;
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('==> slow · visit 1 · attempt 1 (runs/f1/logs/slow.v1.a1.log) <==\nfirst line\nsecond line\n');
  });
});
