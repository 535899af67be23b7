/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// run --rerun-from and foreach steps (docs/run-semantics.md#rerun-from-a-step): a rerun that goes
// back before a foreach, or a loop back into one, runs its items anew in folders of the new visit
// (never resumes an old item run and reports its old result); a rerun from a foreach that ended
// blocked runs its blocked items again, keeping the verified ones.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { ITEM_LIB, wf, table, stateOf } from './foreach-fixtures.js';
import { replayedState } from '../helpers/state.js';
import { CAMPAIGN } from '../tiers.js';
import { madeOnce } from '../helpers/shards.js';
import { rechained } from '../helpers/rechained.js';

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

/** The run B blocked (WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE): made once, each test gets a copy of its own. */
const blocked = madeOnce(async () => {
  const ws = blockedAtB();
  expect((await run(ws)).json.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
  return ws;
});

/** B blocked the run, world.txt fixed it, and the rerun from the foreach completed: made once, each test gets a copy of its own. */
const rerunDone = madeOnce(async () => {
  const ws = await blocked();
  ws.write('world.txt', 'fixed\n');
  expect((await run(ws, '--rerun-from', 'loop')).json.status).toBe('WORKFLOW_COMPLETE');
  return ws;
});

describe('--rerun-from a step before a foreach that ended blocked', () => {
  it('runs every item of the foreach again in folders of its new visit: no old item result is reported again', { tags: [CAMPAIGN] }, async () => {
    const ws = blockedAtB();
    const first = await run(ws);
    expect(first.json.status, first.r.stderr).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify']);
    ws.write('world.txt', 'fixed\n');
    // Stopped after start: the foreach's blocked end no longer stands.
    const part = await run(ws, '--rerun-from', 'start', '--stop-after-step', 'start');
    expect(part.json, part.r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop', completed_steps: ['start'] });
    expect(stateOf(ws, 'r1')).toMatchObject({ failed_or_blocked_steps: [], steps: { loop: { status: 'pending', visits: 2 } } });
    const { r, json } = await run(ws);
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
  it('runs every item again in folders of visit 2; the runs of visit 1 are kept', { tags: [CAMPAIGN] }, async () => {
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

const JOURNAL = 'runs/r1/workflow_state.journal.jsonl';
const STATE = 'runs/r1/workflow_state.yaml';
const files = (ws: ReturnType<typeof workspaceWith>) => [ws.read(JOURNAL), ws.read(STATE)];
const events = (ws: ReturnType<typeof workspaceWith>): any[] => ws.read(JOURNAL).split('\n').filter(Boolean).map((l) => JSON.parse(l));

describe('--rerun-from a foreach step that ended blocked', () => {
  it('reopens its visit: the blocked item runs again in a new folder, the verified one is kept, the rest run; status offers it naming the item', async () => {
    const ws = await blocked();
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.hint).toContain('stagegate run wf.yaml --run-id r1 --rerun-from loop');
    expect(st.hint).toContain('its blocked item B runs again');
    // The run's own fix line says it too.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(again.stdout).toContain('then run it again (its blocked item B runs again');
    expect(again.stdout).toContain('  next:     stagegate run wf.yaml --run-id r1 --rerun-from loop\n  or:       stagegate run wf.yaml --run-id r1 --mode fresh');
    ws.write('world.txt', 'fixed\n');
    const { r, json } = await run(ws, '--rerun-from', 'loop');
    expect(json.status, r.stderr + r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['start', 'after']);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'B design', 'B verify', 'B design', 'B verify', 'C design', 'C verify']);
    const record = stateOf(ws, 'r1').steps.loop.foreach;
    expect(record.visit).toBe(2);
    expect(record.items.map((i: any) => [i.id, i.status, i.visits, i.state_path])).toEqual([
      ['A', 'verified', 1, 'runs/r1/foreach/loop/a/v1/workflow_state.yaml'],
      ['B', 'verified', 2, 'runs/r1/foreach/loop/b/v2/workflow_state.yaml'],
      ['C', 'verified', 1, 'runs/r1/foreach/loop/c/v1/workflow_state.yaml'],
    ]);
    expect(ws.state('runs/r1/foreach/loop/b/v1/workflow_state.yaml').status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(events(ws).filter((e) => e.event === 'rewound')).toEqual([expect.objectContaining({ step: 'loop', taken_back: ['loop'], items: ['B'], to: 'loop' })]);
    const history = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(history.events.find((e: any) => e.event === 'rewound').detail).toContain('item B runs again');
    expect(replayedState(ws.dir, STATE).steps.loop!.foreach!.items.toArray().map((i) => [i.id, i.status, i.visits])).toEqual([['A', 'verified', 1], ['B', 'verified', 2], ['C', 'verified', 1]]);
    expect((await run(ws)).json).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
  });

  it('a verified item whose output changed since runs again with the blocked one', { tags: [CAMPAIGN] }, async () => {
    const ws = await blocked();
    ws.write('runs/r1/verify/A.md', 'edited by hand\n');
    ws.write('world.txt', 'fixed\n');
    const { r, json } = await run(ws, '--rerun-from', 'loop');
    expect(json.status, r.stderr + r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(events(ws).find((e) => e.event === 'rewound').items).toEqual(['A', 'B']);
    expect(ws.lines('items.txt').slice(4)).toEqual(['A design', 'A verify', 'B design', 'B verify', 'C design', 'C verify']);
    expect(stateOf(ws, 'r1').steps.loop.foreach.items.map((i: any) => i.state_path)).toEqual(['runs/r1/foreach/loop/a/v2/workflow_state.yaml', 'runs/r1/foreach/loop/b/v2/workflow_state.yaml', 'runs/r1/foreach/loop/c/v1/workflow_state.yaml']);
  });

  it('a verified item that runs again and ends blocked: its registry row no longer says VERIFIED, as its record and status say', async () => {
    // A's verify answers NO once break-A exists; B's until world.txt exists.
    const verify = `${ITEM_LIB}; log; if { [ "$STAGEGATE_INPUT_ITEM_ID" = B ] && [ ! -e world.txt ]; } || { [ "$STAGEGATE_INPUT_ITEM_ID" = A ] && [ -e break-A ]; }; then finish NO; else finish VERIFIED; fi`;
    const ws = workspaceWith({ 'wf.yaml': wf({ verify, verifyStatuses: { VERIFIED: 'next_artifact', NO: 'BLOCKED' } }), 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-'], ['C', 'Gamma', '-']]) });
    expect((await run(ws)).json.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(ws.read('reg.md')).toContain('| A | Alpha | - | VERIFIED |');
    // A's output changed: the rerun runs A again, which now ends blocked.
    ws.write('runs/r1/verify/A.md', 'edited by hand\n');
    ws.write('break-A', '');
    ws.write('world.txt', 'fixed\n');
    const { r, json } = await run(ws, '--rerun-from', 'loop');
    expect(json.status, r.stderr + r.stdout).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(json.message).toContain('item A of foreach step loop');
    expect(stateOf(ws, 'r1').steps.loop.foreach.items.map((i: any) => [i.id, i.status])).toEqual([['A', 'blocked'], ['B', 'pending'], ['C', 'pending']]);
    expect(ws.read('reg.md')).toContain('| A | Alpha | - | BLOCKED |');
    expect(ws.read('reg.md')).toContain('| B | Beta | - | PENDING |');
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(st.stdout).toContain('items: 0 verified, 0 deferred, 1 blocked, 2 to do of 3');
    // Fixed, the rerun verifies A again and marks its row VERIFIED.
    rmSync(ws.path('break-A'));
    const fixed = await run(ws, '--rerun-from', 'loop');
    expect(fixed.json.status, fixed.r.stderr + fixed.r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('reg.md')).toContain('| A | Alpha | - | VERIFIED |');
  });

  it('a journal whose rewind leaves out the blocked item, or names an item that is not a verified one, does not replay', async () => {
    const ws = await rerunDone();
    const original = ws.read(JOURNAL);
    const list = events(ws);
    for (const items of [[], ['A'], ['B', 'Z'], ['B', 'C'], ['B', 'A'], undefined]) {
      ws.write(JOURNAL, rechained(list.map((e) => (e.event === 'rewound' ? { ...e, items } : e))));
      const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(jsonOf(st).status, JSON.stringify(items)).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
      expect(jsonOf(st).message).toMatch(/rerun/);
    }
    ws.write(JOURNAL, original);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
  });

  it('a journal whose item run is an earlier visit\'s folder (or outside the run) does not replay', async () => {
    const ws = await rerunDone();
    const original = ws.read(JOURNAL);
    const list = events(ws);
    const rerunOfB = list.findLastIndex((e) => e.event === 'item_started' && e.item === 'B');
    expect(list[rerunOfB].state_path).toBe('runs/r1/foreach/loop/b/v2/workflow_state.yaml');
    for (const path of ['runs/r1/foreach/loop/b/v1/workflow_state.yaml', 'elsewhere/workflow_state.yaml']) {
      ws.write(JOURNAL, rechained(list.map((e, i) => (i === rerunOfB ? { ...e, state_path: path } : e))));
      const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(jsonOf(st).status, path).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
      expect(jsonOf(st).message).toContain('item B');
    }
    ws.write(JOURNAL, original);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
  });

  it('refuses a foreach that completed (nothing failed) and one the run is not blocked at, writing nothing', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': wf(), 'reg.md': table([['A', 'Alpha', '-']]) });
    expect((await run(ws)).json.status).toBe('WORKFLOW_COMPLETE');
    const before = files(ws);
    const refused = await run(ws, '--rerun-from', 'loop');
    expect(refused.r.code).toBe(4);
    expect(refused.json.status).toBe('REWIND_NOT_SUPPORTED');
    expect(refused.json.message).toContain('completed with every item verified');
    expect(refused.json.hint).toContain('step before it');
    expect(files(ws)).toEqual(before);
    // What the fix says: from the step before it, the foreach's verdict is taken back and every item runs again.
    const again = await run(ws, '--rerun-from', 'start');
    expect(again.json.status, again.r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(events(ws).find((e) => e.event === 'rewound').taken_back).toEqual(['start', 'loop', 'after']);
    expect(ws.lines('items.txt')).toEqual(['A design', 'A verify', 'A design', 'A verify']);
    expect(stateOf(ws, 'r1').steps.loop.foreach.items[0].state_path).toBe('runs/r1/foreach/loop/a/v2/workflow_state.yaml');
  });

  it('refuses when items of the foreach were merged from shards, writing nothing; status and the run\'s own report do not offer it', async () => {
    const ws = await blocked();
    // What a merge leaves: the shard's descriptor in the item's folder.
    ws.write('runs/r1/foreach/loop/a/v1/SHARD.json', '{}\n');
    const before = files(ws);
    const refused = await run(ws, '--rerun-from', 'loop');
    expect(refused.r.code).toBe(4);
    expect(refused.json.status).toBe('REWIND_NOT_SUPPORTED');
    expect(refused.json.message).toContain('item A of foreach step loop was merged from shards');
    expect(files(ws)).toEqual(before);
    // What status and the run's next:/fix: lines offer is what run accepts: not this rerun.
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(st.hint).not.toContain('--rerun-from');
    const again = await run(ws);
    expect(JSON.stringify(again.json)).not.toContain('rerun-from loop');
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).stdout).not.toContain('--rerun-from loop');
  });
});

describe("a foreach's later visit in the journal: the item visits it carries are the replay's own", () => {
  it('a foreach_loaded whose carried visits were edited (with a matching item_started, or an item loaded as verified) does not replay', async () => {
    // after sends the run back to loop once: loop's visit 2 carries A's and B's visits of visit 1.
    const yaml = wf().replace("run: 'source lib.sh; stage OK'\n    output: 'runs/{{run_id}}/after.md'\n    statuses: { OK: DONE }", `run: 'source lib.sh; if [ "$STAGEGATE_VISIT" = 1 ]; then stage AGAIN; else stage OK; fi'\n    output: 'runs/{{run_id}}/after.md'\n    statuses: { OK: DONE, AGAIN: loop }`);
    expect(yaml).toContain('AGAIN: loop');
    const ws = workspaceWith({ 'wf.yaml': yaml, 'reg.md': table([['A', 'Alpha', '-'], ['B', 'Beta', '-']]) });
    expect((await run(ws)).json.status).toBe('WORKFLOW_COMPLETE');
    const original = ws.read(JOURNAL);
    const list = events(ws);
    const second = list.filter((e) => e.event === 'foreach_loaded')[1];
    expect(second.record.items.map((i: any) => [i.id, i.visits])).toEqual([['A', 1], ['B', 1]]);
    const tampered = (visits: number, status = 'pending') =>
      list.map((e) => {
        if (e === second) return { ...e, record: { ...e.record, items: e.record.items.map((i: any) => (i.id === 'A' ? { ...i, visits, status } : i)) } };
        // A's run of this visit in the folder the edited visits lead to.
        if (e.event === 'item_started' && e.item === 'A' && e.state_path === 'runs/r1/foreach/loop/a/v2/workflow_state.yaml') return { ...e, state_path: `runs/r1/foreach/loop/a/v${visits + 1}/workflow_state.yaml` };
        return e;
      });
    for (const [visits, status] of [[0, 'pending'], [4, 'pending'], [1, 'verified']] as const) {
      ws.write(JOURNAL, rechained(tampered(visits, status)));
      // The projections gone (made again from the journal): only the journal is judged.
      rmSync(ws.path(STATE), { force: true });
      rmSync(ws.path('runs/r1/RUN_MANIFEST.yaml'), { force: true });
      const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
      expect(st.status, `${visits} ${status}`).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
      expect(st.message, `${visits} ${status}`).toContain('foreach_loaded');
    }
    ws.write(JOURNAL, original);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
  });
});
