// A runner killed with SIGKILL mid-stage (its stage, in a process group of its own, lives on), and
// one still alive, through the built CLI: `status` tells them apart (`runner`: gone / active, and
// its headline), and the resume records what it found and did (runner_lost: the abandoned attempt,
// the leftover processes it killed), which `history` shows.
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { chainYaml, jsonOf, processAlive, trackedRuns, waitFor, workspaceWith } from '../../helpers/cli.js';
import { waitForWhileRunning } from '../../helpers/wait.js';

/** The runner started here (its own process group) and the stage pid its fixture wrote down: killed after each test. */
const { start, stagePids } = trackedRuns();

/** a -> b -> c; b's first attempt writes its pid and waits (for ever); later attempts finish. */
const WF = chainYaml('killed', ['a', 'b', 'c'], {
  b: { run: 'source lib.sh; count; echo $$ >b.pid; touch "b-started-$STAGEGATE_ATTEMPT"; if [ "$STAGEGATE_ATTEMPT" = 1 ]; then while :; do sleep 0.05; done; fi; finish OK' },
});

describe('a runner killed mid-stage, and one alive', () => {
  it('status says active while it lives and gone once killed; the resume kills the stage it left and records runner_lost', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const { child, done } = start(ws, ['run', 'wf.yaml', '--run-id', 'k1']);
    await waitForWhileRunning(child, () => ws.exists('b-started-1'), 'stage b to start');
    const stagePid = Number(ws.read('b.pid').trim());
    stagePids.push(stagePid);

    const live = await ws.run(['status', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(live.code).toBe(0);
    expect(jsonOf(live)).toMatchObject({ status: 'IN_PROGRESS', runner: 'active', locked: true, next_command: null });
    // Which process holds it (pid, host, since when): what ps or kill want, and what tells a stuck runner from a busy one.
    expect(jsonOf(live)['message']).toMatch(new RegExp(`^step b is in flight \\(visit 1, attempt 1\\): a runner is active \\(pid ${child.pid} on ${hostname().replace(/[.]/g, '\\.')}, since \\d{4}-[^)]+\\)$`));
    expect(jsonOf(live)['lock_holder']).toMatchObject({ pid: child.pid, host: hostname(), started_at: expect.any(String) });
    expect((await ws.run(['status', 'wf.yaml', '--run-id', 'k1'])).stdout).toContain(`(locked: a runner is active, pid ${child.pid} on ${hostname()}, since `);

    // SIGKILL the runner's group only: the stage, in its own group, lives on.
    process.kill(-child.pid!, 'SIGKILL');
    expect((await done).signal).toBe('SIGKILL');
    expect(processAlive(stagePid)).toBe(true);
    const dead = await ws.run(['status', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(dead.code).toBe(0);
    expect(jsonOf(dead)).toMatchObject({ status: 'IN_PROGRESS', runner: 'gone', locked: false, next_command: 'stagegate run wf.yaml --run-id k1' });
    expect(jsonOf(dead)['message']).toContain('when its runner died');

    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect([resumed.code, jsonOf(resumed)['status']], resumed.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
    await waitFor(() => !processAlive(stagePid), 'the leftover stage to be killed');
    const history = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'k1', '--json']));
    const lost = history['events'].filter((e: { event: string }) => e.event === 'runner_lost');
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({ step: 'b', visit: 1, attempt: 1, status: 'abandoned', data: { killed: expect.any(Number) } });
    expect(lost[0].data.killed).toBeGreaterThanOrEqual(1);
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'b', 'c']);
  });
});
