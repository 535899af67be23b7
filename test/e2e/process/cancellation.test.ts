// Cancellation through the built CLI: SIGINT or SIGTERM while a stage (a parallel branch, a child
// workflow's stage) runs kills the stage's process tree, records the interrupted attempt with the
// step left active, releases the lock, leaves no temp file, prints the command that resumes and
// exits 130 (SIGINT) or 143 (SIGTERM); the resume re-runs the interrupted step only.
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, jsonOf, processAlive, removeWorkspaces, trackedRuns, waitFor, workspaceWith, type TempWorkspace } from '../../helpers/cli.js';
import { waitForWhileRunning } from '../../helpers/wait.js';

afterAll(removeWorkspaces);

/** Every runner started here (its own process group) and every stage pid a fixture wrote down: killed after each test. */
const { start, stagePids } = trackedRuns();

/**
 * a -> b -> c; b writes its pid, announces itself (b-started-<attempt>), then waits for `release`.
 * It exits on the SIGINT the runner passes on (its trap): a bash loop without one goes on when the
 * signal lands just as a `sleep` has exited 0 (bash's wait-and-cooperative-exit), and is then killed
 * only at the cancel's 10 s grace — right either way, but 10 s of the suite now and then.
 */
const BLOCKING = chainYaml('cancel', ['a', 'b', 'c'], {
  b: { run: "source lib.sh; count; trap 'exit 130' INT; echo $$ >b.pid; touch \"b-started-$STAGEGATE_ATTEMPT\"; while [ ! -e release ]; do sleep 0.05; done; finish OK" },
});
const STATE = 'runs/k1/workflow_state.yaml';


function tempFilesUnder(ws: TempWorkspace, rel: string): string[] {
  return readdirSync(ws.path(rel), { recursive: true, encoding: 'utf8' }).filter((name) => name.includes('.stagegate-tmp-') || name.endsWith('.tmp') || name.endsWith('.takeover'));
}

async function interruptStageB(signal: NodeJS.Signals, json = false) {
  const ws = workspaceWith({ 'wf.yaml': BLOCKING });
  const { child, done } = start(ws, ['run', 'wf.yaml', '--run-id', 'k1', ...(json ? ['--json'] : [])]);
  await waitForWhileRunning(child, () => ws.exists('b-started-1'), 'stage b to start');
  const stagePid = Number(ws.read('b.pid').trim());
  stagePids.push(stagePid);
  // The signal goes to the runner alone (not its group): the runner must take the stage down itself.
  process.kill(child.pid!, signal);
  const r = await done;
  return { ws, r, stagePid };
}

describe('cancelling a run', () => {
  it('SIGINT: the stage tree is killed, the interruption is recorded with the step active, exit 130 and the resume command', async () => {
    const { ws, r, stagePid } = await interruptStageB('SIGINT');
    expect(r.code, r.stderr).toBe(130);
    await waitFor(() => !processAlive(stagePid), 'the stage to be killed by the runner');
    expect(r.stdout).toContain('WORKFLOW_INTERRUPTED');
    expect(r.stdout).toContain('interrupted by SIGINT during step b');
    expect(r.stdout).toContain('stagegate run wf.yaml --run-id k1');
    expect(r.stderr).toContain('SIGINT received');
    const state = ws.state(STATE);
    expect(state).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'b', in_flight: null, completed_steps: ['a'] });
    expect(state.history.at(-1)).toMatchObject({ step: 'b', visit: 1, attempt: 1, outcome: 'failed', code: 'WORKFLOW_INTERRUPTED' });
    expect(state.steps.b).toMatchObject({ status: 'failed', attempts: 1, log: 'runs/k1/logs/b.v1.a1.log' });
    expect(state.invocations.at(-1).outcome).toBe('WORKFLOW_INTERRUPTED');
    // The lock is released and no temp file is left.
    expect(ws.exists(`${STATE}.lock`)).toBe(false);
    expect(tempFilesUnder(ws, 'runs/k1')).toEqual([]);
    // status reports the interruption with its exit status.
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'k1', '--json']);
    // …and the command that resumes it, as the run printed it.
    expect(jsonOf(st)).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'b', next_command: 'stagegate run wf.yaml --run-id k1' });
    expect(st.code).toBe(130);

    // The resume re-runs b (its next attempt) and nothing that completed.
    ws.write('release', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'b', 'c']);
    expect(ws.read('runs/k1/b.md')).toContain('(visit 1, attempt 2)');
  });

  it('SIGTERM: the same, exit 143; --json prints the outcome', async () => {
    const { ws, r, stagePid } = await interruptStageB('SIGTERM', true);
    expect(r.code, r.stderr).toBe(143);
    await waitFor(() => !processAlive(stagePid), 'the stage to be killed by the runner');
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'b', completed_steps: ['a'], next_command: 'stagegate run wf.yaml --run-id k1' });
    expect(jsonOf(r)['message']).toContain('interrupted by SIGTERM');
    expect(ws.state(STATE)).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'b', in_flight: null });
    expect(ws.exists(`${STATE}.lock`)).toBe(false);
    // The journal records which signal stopped it: status exits as the run did (143), its JSON too, and history says it.
    expect(jsonOf(r)['exit_code']).toBe(143);
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect([st.code, jsonOf(st)['status'], jsonOf(st)['exit_code']]).toEqual([143, 'WORKFLOW_INTERRUPTED', 143]);
    const history = await ws.run(['history', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(history.code).toBe(143);
    expect(jsonOf(history)['events'].at(-1)).toMatchObject({ event: 'run_stopped', status: 'WORKFLOW_INTERRUPTED', detail: 'by SIGTERM', data: { signal: 'SIGTERM' } });
    ws.write('release', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'b', 'c']);
  });

  it('the stage gets the signal first: its trap runs (an agent CLI saves its session, a tool cleans up), then the run records the interruption', async () => {
    const TRAPPING = chainYaml('cancel', ['a', 'b'], {
      b: { run: 'source lib.sh; count; echo $$ >b.pid; trap \'echo "cleaned up after $STAGEGATE_STEP" >cleanup.txt; exit 1\' INT; touch b-started-$STAGEGATE_ATTEMPT; while :; do sleep 0.05; done' },
    });
    const ws = workspaceWith({ 'wf.yaml': TRAPPING });
    const { child, done } = start(ws, ['run', 'wf.yaml', '--run-id', 'k1']);
    await waitForWhileRunning(child, () => ws.exists('b-started-1'), 'stage b to start');
    stagePids.push(Number(ws.read('b.pid').trim()));
    process.kill(child.pid!, 'SIGINT');
    const r = await done;
    expect(r.code, r.stderr).toBe(130);
    expect(ws.read('cleanup.txt')).toBe('cleaned up after b\n');
    expect(ws.state(STATE)).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'b', in_flight: null, completed_steps: ['a'] });
  });
});

describe('a reader that goes away', () => {
  it('closing stderr (… 2>&1 | head -3) does not stop the runner mid-stage: the run goes on to its end', async () => {
    const wf = chainYaml('pipe', ['a', 'b', 'c'], { a: { run: 'source lib.sh; count; touch a-started; while [ ! -e go ]; do sleep 0.05; done; finish OK' } });
    const ws = workspaceWith({ 'wf.yaml': wf });
    const { child, done } = start(ws, ['run', 'wf.yaml', '--run-id', 'k1']);
    await waitForWhileRunning(child, () => ws.exists('a-started'), 'stage a to start');
    // The reader of stderr goes away while a runs: every progress line after this is EPIPE.
    child.stderr!.destroy();
    ws.write('go', '');
    const r = await done;
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toContain('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
    expect(ws.state('runs/k1/workflow_state.yaml')).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'b', 'c'] });
  });
});
