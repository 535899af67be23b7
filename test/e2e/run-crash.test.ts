// A lock left behind by a dead process on this machine is recovered. The crashes and the
// concurrency that need the built CLI as a process (SIGKILL of the runner's process group
// mid-stage, SIGTERM, two runners on one run) are process/run-crash.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { chainYaml, jsonOf, processAlive, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const STATE = 'runs/k1/workflow_state.yaml';

describe('one runner per run', () => {
  it('a lock left by a dead process on this machine is recovered', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('stale', ['a', 'b']) });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--stop-after-step', 'a']);
    expect(first.code).toBe(0);
    // A pid that surely is gone: a process that has exited (and been reaped).
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout);
    expect(processAlive(deadPid)).toBe(false);
    ws.write(`${STATE}.lock`, JSON.stringify({ pid: deadPid, host: hostname(), started_at: '2020-01-01T00:00:00.000Z' }));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 1 });
    expect(ws.exists(`${STATE}.lock`)).toBe(false);

    // A live owner (this test process) is not recovered.
    ws.write(`${STATE}.lock`, JSON.stringify({ pid: process.pid, host: hostname(), started_at: new Date().toISOString() }));
    const locked = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--mode', 'fresh', '--json']);
    expect(locked.code).toBe(7);
    expect(jsonOf(locked)['status']).toBe('WORKFLOW_LOCKED');
    expect(ws.state(STATE).status).toBe('WORKFLOW_COMPLETE');
    // An owner on another machine is never presumed dead.
    ws.write(`${STATE}.lock`, JSON.stringify({ pid: deadPid, host: `not-${hostname()}`, started_at: new Date().toISOString() }));
    const remote = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--mode', 'fresh', '--json']);
    expect(remote.code).toBe(7);
  });
});
