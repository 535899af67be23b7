/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// run --rerun-from and foreach steps (docs/run-semantics.md#rerun-from-a-step): a rerun that goes
// back before a foreach, or a loop back into one, runs its items anew in folders of the new visit
// (never resumes an old item run and reports its old result); a rerun from a foreach that ended
// blocked runs its blocked items again, keeping the verified ones.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { ITEM_LIB, wf, table, stateOf } from './foreach-fixtures.js';
import { replayedState } from '../helpers/state.js';

afterAll(removeWorkspaces);

/** B's verify answers NO (routed to BLOCKED) until world.txt exists. */
const VERIFY_B = `${ITEM_LIB}; log; if [ "$STAGEGATE_INPUT_ITEM_ID" = B ] && [ ! -e world.txt ]; then finish NO; else finish VERIFIED; fi`;

function blockedAtB() {
  return workspaceWith({ 'wf.yaml': wf({ verify: VERIFY_B, verifyStatuses: { VERIFIED: 'next_artifact', NO: 'BLOCKED' } }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-'], ['C', 'Gamma', '-']]) });
}

async function run(ws: ReturnType<typeof workspaceWith>, ...extra: string[]) {
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...extra]);
  return { r, json: jsonOf(r) };
}

describe('--rerun-from a step before a foreach that ended blocked', () => {
  it('runs every item of the foreach again in folders of its new visit: no old item result is reported again', async () => {
    const ws = blockedAtB();
    const first = await run(ws);
    expect(first.json.status, first.r.stderr).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify']);
    ws.write('world.txt', 'fixed\n');
    const { r, json } = await run(ws, '--rerun-from', 'start');
    expect(json.status, r.stderr + r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['start', 'start', 'after']);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify', 'A design', 'A verify', 'B design', 'B verify', 'C design', 'C verify']);
    const record = stateOf(ws, 'r1').steps.loop.foreach;
    expect(record.visit).toBe(2);
    expect(record.items.map((i: any) => [i.id, i.status, i.visits, i.state_path])).toEqual([
      ['A', 'verified', 2, 'runs/r1/foreach/loop/a/v2/workflow_state.yaml'],
      ['B', 'verified', 2, 'runs/r1/foreach/loop/b/v2/workflow_state.yaml'],
      ['C', 'verified', 1, 'runs/r1/foreach/loop/c/v1/workflow_state.yaml'],
    ]);
    // The old runs are where they were, untouched; the journal replays to the same items.
    expect(ws.state('runs/r1/foreach/loop/b/v1/workflow_state.yaml').status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(replayedState(ws.dir, 'runs/r1/workflow_state.yaml').steps.loop!.foreach!.items.toArray().map((i) => [i.id, i.visits, i.state_path])).toEqual(record.items.map((i: any) => [i.id, i.visits, i.state_path]));
    expect((await run(ws)).json).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
  });
});

describe('a loop back into a foreach (its visit 2)', () => {
  it('runs every item again in folders of visit 2; the runs of visit 1 are kept', async () => {
    // after sends the run back to loop once.
    const yaml = wf().replace("    output: 'runs/{{run_id}}/after.md'\n    statuses: { OK: DONE }", "    output: 'runs/{{run_id}}/after.md'\n    statuses: { OK: DONE, AGAIN: loop }").replace("run: 'source lib.sh; stage OK'\n    output: 'runs/{{run_id}}/after.md'", `run: 'source lib.sh; if [ "$STAGEGATE_VISIT" = 1 ]; then stage AGAIN; else stage OK; fi'\n    output: 'runs/{{run_id}}/after.md'`);
    expect(yaml).toContain('AGAIN: loop');
    expect(yaml).toContain('then stage AGAIN');
    const ws = workspaceWith({ 'wf.yaml': yaml, 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-']]) });
    const { r, json } = await run(ws);
    expect(json.status, r.stderr + r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['start', 'after', 'after']);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify', 'A design', 'A verify', 'B design', 'B verify']);
    const record = stateOf(ws, 'r1').steps.loop.foreach;
    expect(record.visit).toBe(2);
    expect(record.items.map((i: any) => [i.id, i.visits, i.state_path])).toEqual([
      ['A', 2, 'runs/r1/foreach/loop/a/v2/workflow_state.yaml'],
      ['B', 2, 'runs/r1/foreach/loop/b/v2/workflow_state.yaml'],
    ]);
    expect(ws.state('runs/r1/foreach/loop/a/v1/workflow_state.yaml').status).toBe('WORKFLOW_COMPLETE');
  });
});
