// child_workflow steps with the built CLI as a process: a SIGKILL inside a child stage resumes
// without re-running any completed stage of parent or child (the rest: ../child-workflow.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { finished, killRun, jsonOf, processAlive, removeWorkspaces, waitFor, workspaceWith } from '../../helpers/cli.js';
import { childYaml, parentYaml } from '../child-workflow-fixtures.js';

afterAll(removeWorkspaces);

describe('child_workflow steps', () => {
  it('SIGKILL during a child stage: parent and child resume; completed stages of either never re-run', async () => {
    const child = childYaml('source lib.sh; count; echo $$ >y.pid; touch "y-started-$STAGEGATE_ATTEMPT"; while [ ! -e release ]; do sleep 0.05; done; finish OK');
    const ws = workspaceWith({ 'wf.yaml': parentYaml({ execution: '{execution_mode: fresh, ignore_previous_completion: true}' }), 'child.yaml': child });
    const proc = ws.spawn(['run', 'wf.yaml', '--run-id', 'k1', '--json'], { detached: true });
    const done = finished(proc);
    await waitFor(() => ws.exists('y-started-1'), 'child stage y to start');
    const parentInFlight = ws.state('runs/k1/workflow_state.yaml');
    expect(parentInFlight.in_flight).toMatchObject({ step: 'sub', attempt: 1 });
    expect(parentInFlight.steps.sub.child).toMatchObject({ state_path: 'runs/c-k1/workflow_state.yaml', status: 'IN_PROGRESS' });
    expect(ws.state('runs/c-k1/workflow_state.yaml').in_flight).toMatchObject({ step: 'y', attempt: 1 });
    const stagePid = Number(ws.read('y.pid').trim());
    killRun(proc); // the runner's group and every stage it started (stages run in groups of their own)
    expect((await done).signal).toBe('SIGKILL');
    await waitFor(() => !processAlive(stagePid), 'the child stage to die with its group');

    ws.write('release', '');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'sub', 'b'] });
    // a and x ran once; y ran again as its second attempt (the fresh child was resumed, not restarted).
    expect(ws.lines('counter.txt')).toEqual(['a', 'x', 'y', 'y', 'b']);
    const childState = ws.state('runs/c-k1/workflow_state.yaml');
    expect(childState.steps.y.attempts).toBe(2);
    expect(childState.steps.x.attempts).toBe(1);
    expect(ws.state('runs/k1/workflow_state.yaml').steps.sub.child).toMatchObject({ mode: 'fresh', invoked_as: 'resume', status: 'WORKFLOW_COMPLETE' });
  });
});
