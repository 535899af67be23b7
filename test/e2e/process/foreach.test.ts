/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// foreach steps with the built CLI as a process: a SIGKILL inside an item resumes without
// re-running what was done (the rest: ../foreach.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { finished, killRun, jsonOf, processAlive, removeWorkspaces, waitFor, workspaceWith } from '../../helpers/cli.js';
import { ITEM_LIB, wf, table, stateOf } from '../foreach-fixtures.js';

afterAll(removeWorkspaces);

describe('completion and stops', () => {
  it('SIGKILL inside an item, the registry being an accepted output of an earlier step: the resume continues that item; verified items and completed stages never run again', async () => {
    // start writes the registry (a table, then its gate); the runner marks rows in it as items verify.
    const writeRegistry = `source lib.sh; count; mkdir -p runs/k1; cp reg.src "$STAGEGATE_OUTPUT"; gate OK`;
    const verify = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = B ]; then echo $$ >verify.pid; touch "verify-started-$STAGEGATE_ATTEMPT"; while [ ! -e release ]; do sleep 0.05; done; fi; finish VERIFIED`;
    const flow = wf({ source: "'runs/{{run_id}}/registry.md'", verify }).replace("    run: 'source lib.sh; stage OK'\n    output: 'runs/{{run_id}}/start.md'", `    run: ${JSON.stringify(writeRegistry)}\n    output: 'runs/{{run_id}}/registry.md'`);
    const ws = workspaceWith({ 'wf.yaml': flow, 'reg.src': table([['A', 'Alpha', '-'], ['B', 'Beta', '-'], ['C', 'Gamma', '-']]) });
    const proc = ws.spawn(['run', 'wf.yaml', '--run-id', 'k1', '--json'], { detached: true });
    const done = finished(proc);
    await waitFor(() => ws.exists('verify-started-1'), 'item B verify to start');
    const inFlight = stateOf(ws, 'k1');
    expect(inFlight.in_flight).toMatchObject({ step: 'loop', attempt: 1 });
    expect(inFlight.steps.loop.foreach.active_item).toBe('B');
    expect(inFlight.steps.loop.foreach.items.map((i: any) => i.status)).toEqual(['verified', 'running', 'pending']);
    expect(ws.state('runs/k1/foreach/loop/b/v1/workflow_state.yaml').in_flight).toMatchObject({ step: 'verify', attempt: 1 });
    // The item run holds no lock of its own (the parent's covers it) and writes its manifest when it ends.
    expect(ws.exists('runs/k1/workflow_state.yaml.lock')).toBe(true);
    expect(ws.exists('runs/k1/foreach/loop/b/v1/workflow_state.yaml.lock')).toBe(false);
    expect(ws.exists('runs/k1/foreach/loop/a/v1/RUN_MANIFEST.yaml')).toBe(true);
    expect(ws.exists('runs/k1/foreach/loop/b/v1/RUN_MANIFEST.yaml')).toBe(false);
    expect(ws.read('runs/k1/registry.md')).toContain('| A | Alpha | - | VERIFIED |');
    expect(inFlight.artifacts.start).toMatchObject({ path: 'runs/k1/registry.md', revised_by: 'loop' });
    const stagePid = Number(ws.read('verify.pid').trim());
    killRun(proc); // the runner's group and every stage it started (stages run in groups of their own)
    expect((await done).signal).toBe('SIGKILL');
    await waitFor(() => !processAlive(stagePid), 'the stage to die with its group');

    ws.write('release', '');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(r.code, r.stdout).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['start', 'loop', 'after'] });
    // A ran once; B's design once, its verify again as attempt 2 of the same item run; C once.
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify', 'B verify', 'C design', 'C verify']);
    expect(ws.lines('counter.txt')).toEqual(['start', 'after']);
    const state = stateOf(ws, 'k1');
    expect(state.steps.loop.foreach.items.map((i: any) => [i.status, i.visits])).toEqual([['verified', 1], ['verified', 1], ['verified', 1]]);
    expect(ws.state('runs/k1/foreach/loop/b/v1/workflow_state.yaml').steps.verify.attempts).toBe(2);
    expect(ws.yaml('runs/k1/foreach/loop/b/v1/RUN_MANIFEST.yaml')).toMatchObject({ run_id: 'k1', status: 'WORKFLOW_COMPLETE' });
    // The parent's manifest counts the items and names the folder of their runs; each item run's
    // manifest there lists the item's outputs.
    const runs = ws.yaml('runs/k1/RUN_MANIFEST.yaml').foreach_runs as Array<Record<string, unknown>>;
    expect(runs).toEqual([{ step: 'loop', visit: 1, source: 'runs/k1/registry.md', items: 3, pending: 0, running: 0, verified: 3, deferred: 0, blocked: 0, runs: 'runs/k1/foreach/loop/' }]);
    for (const item of state.steps.loop.foreach.items) {
      expect(item.state_path.startsWith('runs/k1/foreach/loop/')).toBe(true);
      const manifest = item.state_path.replace('workflow_state.yaml', 'RUN_MANIFEST.yaml');
      expect(ws.yaml(manifest).artifacts.length, manifest).toBeGreaterThan(0);
    }
    // The registry (gate intact) shows every row VERIFIED, and its recorded digest is current:
    // a later resume accepts it.
    expect(ws.read('runs/k1/registry.md')).not.toContain('PENDING');
    expect(ws.read('runs/k1/registry.md')).toContain('WORKFLOW_GATE:');
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'k1', '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
  });
});
