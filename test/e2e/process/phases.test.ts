// Composite workflows (`phases:`) with the built CLI as a process: a SIGKILL inside a phase
// resumes that phase's child; finished phases never re-run (the rest: ../phases.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { finished, killRun, jsonOf, processAlive, removeWorkspaces, waitFor, workspaceWith } from '../../helpers/cli.js';
import { PHASE, composite } from '../phases-fixtures.js';

afterAll(removeWorkspaces);

describe('composite phases', () => {
  it('SIGKILL inside a phase: a resume re-enters that phase and resumes its child; finished phases never re-run', async () => {
    const blocking = PHASE.replace('source lib.sh; count;', 'source lib.sh; count; if [ $STAGEGATE_INPUT_LABEL = build-t5 ]; then echo $$ >work.pid; touch started-$STAGEGATE_ATTEMPT; while [ ! -e release ]; do sleep 0.05; done; fi;');
    const ws = workspaceWith({ 'composite.yaml': composite(), 'phase.yaml': blocking });
    const proc = ws.spawn(['run', 'composite.yaml', '--run-id', 'c5', 'topic=t5', '--json'], { detached: true });
    const done = finished(proc);
    await waitFor(() => ws.exists('started-1'), 'the build phase stage to start');
    expect(ws.state('runs/c5/composite_state.yaml')).toMatchObject({ active_step: 'build', completed_steps: ['design'], in_flight: { step: 'build' } });
    const pid = Number(ws.read('work.pid').trim());
    killRun(proc); // the runner's group and every stage it started (stages run in groups of their own)
    expect((await done).signal).toBe('SIGKILL');
    await waitFor(() => !processAlive(pid), 'the stage to die with its group');
    ws.write('release', '');
    const r = await ws.run(['run', 'composite.yaml', '--run-id', 'c5', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['design', 'build'] });
    expect(ws.lines('ledger.txt')).toEqual(['design-t5 t5 c5', 'build-t5 t5 c5']);
    expect(ws.lines('counter.txt')).toEqual(['work', 'work', 'work']);
    expect(ws.state('runs/c5/build-t5/workflow_state.yaml').steps.work.attempts).toBe(2);
    expect(ws.state('runs/c5/design-t5/workflow_state.yaml').steps.work.attempts).toBe(1);
  });
});
