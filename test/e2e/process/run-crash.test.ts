// Crashes and concurrency with the built CLI as a process: SIGKILL of the runner's process group
// in the middle of a stage, SIGTERM, and two runners on one run. (A lock left behind by a dead
// process: ../run-crash.test.ts.)
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, finished, jsonOf, processAlive, removeWorkspaces, waitFor, workspaceWith } from '../../helpers/cli.js';

afterAll(removeWorkspaces);

/** a -> b -> c where b announces itself (b-started-<attempt>) and then waits for `release`. */
const BLOCKING = chainYaml('crash', ['a', 'b', 'c'], {
  b: {
    run: 'source lib.sh; count; echo $$ >b.pid; touch "b-started-$STAGEGATE_ATTEMPT"; while [ ! -e release ]; do sleep 0.05; done; finish OK',
  },
});

const STATE = 'runs/k1/workflow_state.yaml';

/** BLOCKING, but only b's first attempt waits (a resume must not depend on a release). */
const FIRST_BLOCKS = chainYaml('crash', ['a', 'b', 'c'], {
  b: {
    run: 'source lib.sh; count; echo $$ >b.pid; touch "b-started-$STAGEGATE_ATTEMPT"; if [ "$STAGEGATE_ATTEMPT" = 1 ]; then while [ ! -e release ]; do sleep 0.05; done; fi; finish OK',
  },
});

describe('SIGKILL during a stage', () => {
  it('leaves a state that resumes by re-running exactly the in-flight step; the stage that outlived its runner is killed first', async () => {
    const ws = workspaceWith({ 'wf.yaml': FIRST_BLOCKS });
    const child = ws.spawn(['run', 'wf.yaml', '--run-id', 'k1', '--json'], { detached: true });
    const done = finished(child);
    await waitFor(() => ws.exists('b-started-1'), 'stage b to start');
    // The stage is in flight: the state on disk says so.
    const inFlight = ws.state(STATE);
    expect(inFlight.in_flight).toMatchObject({ step: 'b', visit: 1, attempt: 1 });
    expect(inFlight.active_step).toBe('b');
    expect(inFlight.completed_steps).toEqual(['a']);
    const stagePid = Number(ws.read('b.pid').trim());
    // Kill the runner's process group, as an OOM kill of the runner would. The stage runs in a
    // process group of its own: it survives the runner (issue 17: "runner-only kill").
    process.kill(-child.pid!, 'SIGKILL');
    const r = await done;
    expect(r.signal).toBe('SIGKILL');
    expect(processAlive(stagePid), 'the stage outlived its runner').toBe(true);
    // The state records the attempt's token (every process of the attempt carries it).
    expect(inFlight.in_flight.token).toMatch(/^[A-Za-z0-9]+-[0-9a-f]{12}$/);
    // A lock was left behind by a dead process.
    expect(ws.exists(`${STATE}.lock`)).toBe(true);
    expect(ws.state(STATE).in_flight.step).toBe('b');

    // status and plan say what happened.
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(jsonOf(st)).toMatchObject({ status: 'IN_PROGRESS', active_step: 'b', completed_steps: ['a'] });
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(jsonOf(plan)).toMatchObject({ next_step: 'b' });
    expect(jsonOf(plan)['reason']).toContain('in flight');

    // The resume kills the attempt still running before it starts the next one: the old attempt
    // never writes again (it would have, once released).
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(processAlive(stagePid), 'the left-over attempt was killed by the resume').toBe(false);
    expect(resumed.code).toBe(0);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    // a ran once, b twice (the killed attempt and its re-run), c once.
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'b', 'c']);
    const state = ws.state(STATE);
    expect(state.steps.a.attempts).toBe(1);
    expect(state.steps.b).toMatchObject({ attempts: 2, status: 'completed' });
    // The re-run is attempt 2 of the same visit.
    expect(ws.exists('b-started-2')).toBe(true);
    expect(ws.exists(`${STATE}.lock`)).toBe(false);
    expect(ws.read('runs/k1/b.md')).toContain('(visit 1, attempt 2)');
  });
});

describe('SIGTERM to the runner', () => {
  it('kills the running stage with it, exits 143, and a resume re-runs the stage', async () => {
    const ws = workspaceWith({ 'wf.yaml': BLOCKING });
    const child = ws.spawn(['run', 'wf.yaml', '--run-id', 'k1']);
    const done = finished(child);
    await waitFor(() => ws.exists('b-started-1'), 'stage b to start');
    const stagePid = Number(ws.read('b.pid').trim());
    process.kill(child.pid!, 'SIGTERM');
    const r = await done;
    expect(r.code).toBe(143);
    await waitFor(() => !processAlive(stagePid), 'the stage to be killed by the runner');
    // The interruption is recorded (test/e2e/process/cancellation.test.ts covers it in detail): b stays active.
    expect(ws.state(STATE)).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', active_step: 'b', in_flight: null });
    ws.write('release', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'b', 'c']);
  });
});

describe('one runner per run', () => {
  it('a second runner on the same run exits WORKFLOW_LOCKED (7) and changes nothing', async () => {
    const ws = workspaceWith({ 'wf.yaml': BLOCKING });
    const first = ws.spawn(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    const firstDone = finished(first);
    await waitFor(() => ws.exists('b-started-1'), 'stage b to start');
    // The manifest recording a is written in the background while b runs: wait for it.
    await waitFor(() => ws.read('runs/k1/RUN_MANIFEST.yaml').includes('path: runs/k1/a.md'), 'the manifest to record a');
    const before = ws.read(STATE);
    // The manifest may be written after the state (in the background, while the stage runs):
    // wait until it is level with the state the first runner holds while b runs, so the
    // comparison below sees only what the other runners could have changed.
    const MANIFEST = 'runs/k1/RUN_MANIFEST.yaml';
    await waitFor(() => ws.exists(MANIFEST) && ws.yaml(MANIFEST)?.last_updated === ws.state(STATE).updated_at, 'the manifest to be level with the state');
    const manifestBefore = ws.read(MANIFEST);
    const second = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(second.code).toBe(7);
    const j = jsonOf(second);
    expect(j['status']).toBe('WORKFLOW_LOCKED');
    expect(j['message']).toContain(`pid ${first.pid}`);
    // A fresh run is refused the same way: it must not move the live run's files aside.
    const fresh = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--mode', 'fresh', '--json']);
    expect(fresh.code).toBe(7);
    expect(ws.exists('runs/k1/.superseded')).toBe(false);
    expect(ws.read(STATE)).toBe(before);
    expect(ws.read('runs/k1/RUN_MANIFEST.yaml')).toBe(manifestBefore);
    // plan predicts the same stop (without taking the lock), with the same message and exit status.
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(plan.code).toBe(7);
    expect(jsonOf(plan)['stop']).toMatchObject({ code: 'WORKFLOW_LOCKED', exit_code: 7, message: j['message'] });
    expect(ws.read(STATE)).toBe(before);
    // status reads while the lock is held, and says so.
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(jsonOf(st)).toMatchObject({ locked: true, active_step: 'b' });

    ws.write('release', '');
    const r = await firstDone;
    expect(r.code).toBe(0);
    expect(jsonOf(r)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['a', 'b', 'c']);
    expect(ws.state(STATE).status).toBe('WORKFLOW_COMPLETE');
  });

  it('two runners started together: exactly one runs, the other is WORKFLOW_LOCKED', async () => {
    const wf = chainYaml('race', ['a', 'b'], { a: { run: 'source lib.sh; count; while [ ! -e release ]; do sleep 0.05; done; finish OK' } });
    const ws = workspaceWith({ 'wf.yaml': wf });
    const p1 = ws.spawn(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    const p2 = ws.spawn(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    const d1 = finished(p1);
    const d2 = finished(p2);
    // One of them reaches stage a; the other gives up on the lock without waiting.
    const loser = await Promise.race([d1, d2]);
    expect(loser.code).toBe(7);
    expect(jsonOf(loser)['status']).toBe('WORKFLOW_LOCKED');
    ws.write('release', '');
    const results = await Promise.all([d1, d2]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 7]);
    expect(ws.lines('counter.txt')).toEqual(['a', 'b']);
    const state = ws.state(STATE);
    expect(state).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'b'] });
    expect(state.invocations).toHaveLength(1);
  });
});
