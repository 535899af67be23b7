// CCW wf-player templates with the built CLI as a process: the CCW resume defect fixed — after a
// crash, a resume never re-runs a node that completed after the last checkpoint (the rest:
// ../formats-ccw.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { finished, killRun, jsonOf, processAlive, removeWorkspaces, waitFor } from '../../helpers/cli.js';
import { AGENT, BUGFIX_ROOT, ENV, calls, bugfix } from '../formats-ccw-fixtures.js';

afterAll(removeWorkspaces);

describe('CCW: failures and resume', () => {
  it('defect fixed: after a crash, resume re-runs only the interrupted node, never one completed after the last checkpoint', async () => {
    // N_004 hangs on its first call; the runner's whole process group is SIGKILLed mid-stage.
    const ws = bugfix({ steps: { N_004: [{ hang: true, pid_file: 'n4.pid' }, {}] } });
    const wf = 'quick-bugfix.json';
    expect((await ws.run(['run', wf, 'bug=crash', '--run-id', 'r1', ...AGENT], { env: ENV })).code).toBe(0);
    expect((await ws.run(['approve', wf, '--run-id', 'r1', '--by', 'dev'])).code).toBe(0);
    const child = ws.spawn(['run', wf, '--run-id', 'r1', '--json', ...AGENT], { env: ENV, detached: true });
    const done = finished(child);
    // Its pid written, not only its file made (an empty file reads as pid 0, which no process has: the check below would prove nothing).
    await waitFor(() => ws.exists('n4.pid') && ws.read('n4.pid') !== '', 'N_004 to start');
    const stagePid = Number(ws.read('n4.pid'));
    killRun(child); // the runner's group and every stage it started (stages run in groups of their own)
    expect((await done).signal).toBe('SIGKILL');
    await waitFor(() => !processAlive(stagePid), 'the stage to die with its group');

    const crashed = ws.state(`${BUGFIX_ROOT}/r1/workflow_state.yaml`);
    expect(crashed.in_flight).toMatchObject({ step: 'N_004' });
    expect(crashed.completed_steps).toEqual(['N_001', 'N_002', 'CP_01', 'N_003']);

    const resumed = await ws.run(['run', wf, '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(resumed).status).toBe('WORKFLOW_COMPLETE');
    // The wf-player would resume after CP-01 and run N-003 again; stagegate runs N_004 only.
    expect(calls(ws).map((c) => `${c.step}#${c.attempt}`)).toEqual(['N_001#1', 'N_002#1', 'N_003#1', 'N_004#1', 'N_004#2']);
    expect(jsonOf(resumed).stages_run).toBe(1);
  });
});
