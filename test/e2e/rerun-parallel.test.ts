/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// run --rerun-from a parallel step whose join failed (docs/run-semantics.md#rerun-from-a-step):
// its visit is reopened as the step's next one; the branches that did not succeed run again (logs
// of the new visit, the old ones kept), succeeded branches are kept unless their output changed.
// The rewound event names the branches; a journal whose list or branch starts do not match does
// not replay. Refusals write nothing.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces } from '../helpers/cli.js';
import { replayedState } from '../helpers/state.js';
import { type BranchSpec, parallelYaml, ws } from './parallel-fixtures.js';
import { CAMPAIGN } from '../tiers.js';
import { madeOnce } from '../helpers/shards.js';
import { rechained } from '../helpers/rechained.js';

afterAll(removeWorkspaces);

const JOURNAL = 'runs/r1/workflow_state.journal.jsonl';
const STATE = 'runs/r1/workflow_state.yaml';

/** b blocks (gate NO, routed to BLOCKED) until world.txt exists. One branch at a time: a succeeds, b fails, the join (all) is decided and c never starts. */
function blockedAtB() {
  const b: BranchSpec = { run: 'count; if [ -e world.txt ]; then gate OK; else gate NO; fi' };
  return ws(parallelYaml({ a: {}, b, c: {} }, { max: 1, statuses: { PARALLEL_COMPLETE: 'after' } }));
}

type W = ReturnType<typeof blockedAtB>;

async function run(w: W, ...extra: string[]) {
  const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...extra]);
  return { r, json: jsonOf(r) };
}

/** The run blocked at the join (a succeeded, b failed, c never started): made once, each test gets a copy of its own. */
const blockedRun = madeOnce(async () => {
  const w = blockedAtB();
  expect((await run(w)).json.status).toBe('WORKFLOW_BLOCKED_PARALLEL_JOIN');
  return w;
});

/** A run whose join (of a and b) succeeded and which completed: made once, each test gets a copy of its own. */
const completedRun = madeOnce(async () => {
  const w = ws(parallelYaml({ a: {}, b: {} }, { statuses: { PARALLEL_COMPLETE: 'after' } }));
  expect((await run(w)).json.status).toBe('WORKFLOW_COMPLETE');
  return w;
});

const events = (w: W): any[] => w.read(JOURNAL).split('\n').filter(Boolean).map((l) => JSON.parse(l));
const files = (w: W) => [w.read(JOURNAL), w.read(STATE)];
const branchesOfState = (w: W) => w.state(STATE).steps.checks.parallel.branches;

describe('--rerun-from a parallel step whose join failed', () => {
  it('reopens its visit: the failed and unrun branches run again (logs of visit 2), the succeeded one is kept; status, the fix line and history name the branches', async () => {
    const w = blockedAtB();
    const first = await run(w);
    expect(first.json.status, first.r.stderr).toBe('WORKFLOW_BLOCKED_PARALLEL_JOIN');
    expect(w.lines('counter.txt')).toEqual(['a', 'b']);
    expect(branchesOfState(w).c.status).toBe('not_run');
    // status and the run's own advice offer the rerun, naming the branches that run again.
    const st = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.hint).toContain('`stagegate run wf.yaml --run-id r1 --rerun-from checks`');
    expect(st.hint).toContain('its branches b, c, which did not succeed, run again');
    const again = await w.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(again.stdout).toContain('run step checks again (its branches b, c, which did not succeed, run again');
    // The fix line: the stop code's fix says --rerun-from (once), then what it runs again here.
    const fixLine = again.stdout.split('\n').find((l) => l.trimStart().startsWith('fix:'))!;
    expect(fixLine).toContain('then run the parallel step again with --rerun-from checks');
    expect(fixLine).toContain('or start over with --mode fresh');
    expect(fixLine).toContain('Here, run step checks again (its branches b, c, which did not succeed, run again');
    expect(fixLine).not.toContain('Or, keeping the verdicts before it');
    expect(again.stdout).toContain('  next:     stagegate run wf.yaml --run-id r1 --rerun-from checks\n  or:       stagegate run wf.yaml --run-id r1 --mode fresh');

    w.write('world.txt', 'fixed\n');
    const { r, json } = await run(w, '--rerun-from', 'checks');
    expect(json.status, r.stderr + r.stdout).toBe('WORKFLOW_COMPLETE');
    // a's process was launched once in all: it was kept.
    expect(w.lines('counter.txt')).toEqual(['a', 'b', 'b', 'c', 'after']);
    const state = w.state(STATE);
    expect(state.steps.checks).toMatchObject({ status: 'completed', visits: 2, parallel: { visit: 2, outcome: 'PARALLEL_COMPLETE' } });
    const b = state.steps.checks.parallel.branches;
    expect([b.a, b.b, b.c].map((x: any) => [x.status, x.visit, x.log])).toEqual([
      ['succeeded', 1, 'runs/r1/logs/checks.a.v1.a1.log'],
      ['succeeded', 2, 'runs/r1/logs/checks.b.v2.a1.log'],
      ['succeeded', 2, 'runs/r1/logs/checks.c.v2.a1.log'],
    ]);
    // The failed attempt's log is where it was.
    expect(w.exists('runs/r1/logs/checks.b.v1.a1.log')).toBe(true);
    expect(events(w).filter((e) => e.event === 'rewound')).toEqual([expect.objectContaining({ step: 'checks', taken_back: ['checks'], branches: ['b', 'c'], to: 'checks' })]);
    const history = jsonOf(await w.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(history.events.find((e: any) => e.event === 'rewound').detail).toContain('its branches b, c run again');
    const replayed = replayedState(w.dir, STATE).steps.checks!.parallel!;
    expect(Object.entries(replayed.branches).map(([id, x]) => [id, x.status, x.visit])).toEqual([['a', 'succeeded', 1], ['b', 'succeeded', 2], ['c', 'succeeded', 2]]);
    expect((await run(w)).json).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
  });

  it('a succeeded branch whose output changed since runs again with the failed ones', { tags: [CAMPAIGN] }, async () => {
    const w = await blockedRun();
    w.write('runs/r1/a.md', 'edited by hand\n');
    w.write('world.txt', 'fixed\n');
    const { r, json } = await run(w, '--rerun-from', 'checks');
    expect(json.status, r.stderr + r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(events(w).find((e) => e.event === 'rewound').branches).toEqual(['a', 'b', 'c']);
    expect(w.lines('counter.txt')).toEqual(['a', 'b', 'a', 'b', 'c', 'after']);
  });

  it('a succeeded branch output edited after the join failed: status and run offer the rerun from the parallel step (not only restore or --mode fresh); not when it would be refused', async () => {
    const w = await blockedRun();
    w.write('runs/r1/a.md', 'edited by hand\n');
    const rerun = 'stagegate run wf.yaml --run-id r1 --rerun-from checks';
    const st = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.status).toBe('STALE_ARTIFACT_REJECTED');
    expect(st.hint).toContain(`branch a, whose output changed, runs again with b, c, which did not succeed`);
    expect(st.hint).toContain(`\`${rerun}\``);
    expect(st.hint).toContain('--mode fresh');
    expect(st.next_command).toBe(rerun);
    // A resume gives the same refusal (nothing written) with the same command.
    const before = files(w);
    const resumed = await run(w);
    expect(resumed.json).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', next_command: rerun });
    expect(files(w)).toEqual(before);
    // Gone rather than edited: the same offer.
    rmSync(join(w.dir, 'runs/r1/a.md'));
    expect(jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', next_command: rerun, hint: expect.stringContaining('whose output is gone, runs again') });
    // A branch merged from shards: the rerun would be refused, so it is not offered.
    w.write('runs/r1/parallel/checks/b/v1/SHARD.json', '{}\n');
    const merged = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(merged.status).toBe('STALE_ARTIFACT_REJECTED');
    expect(merged.hint).not.toContain('--rerun-from');
    expect(merged.next_command ?? null).toBeNull();
  });

  it('a branch output and an output before the parallel step both edited: no rerun from the parallel step offered (it would stop on the other one), the rerun from the earlier step (it takes back both)', async () => {
    const b: BranchSpec = { run: 'count; if [ -e world.txt ]; then gate OK; else gate NO; fi' };
    const pre = ['  pre:', `    run: ${JSON.stringify("printf '%s\\n' pre >>counter.txt; source lib.sh; finish OK")}`, "    output: 'runs/{{run_id}}/pre.md'", '    statuses: { OK: checks }'];
    const w = ws(parallelYaml({ a: {}, b }, { statuses: { PARALLEL_COMPLETE: 'after' } }).replace('steps:\n', `steps:\n${pre.join('\n')}\n`));
    const first = await run(w);
    expect(first.json.status, first.r.stderr + first.r.stdout).toBe('WORKFLOW_BLOCKED_PARALLEL_JOIN');
    w.write('runs/r1/a.md', 'edited by hand\n');
    expect(jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', next_command: 'stagegate run wf.yaml --run-id r1 --rerun-from checks' });
    w.write('runs/r1/pre.md', 'edited by hand\n');
    const st = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.status).toBe('STALE_ARTIFACT_REJECTED');
    expect(st.hint).not.toContain('--rerun-from checks');
    expect(st.next_command).toBe('stagegate run wf.yaml --run-id r1 --rerun-from pre');
    w.write('world.txt', 'fixed\n');
    expect((await run(w, '--rerun-from', 'pre')).json.status).toBe('WORKFLOW_COMPLETE');
  });

  it('a branch output edited after the join succeeded offers no rerun (it would be refused)', async () => {
    const w = await completedRun();
    w.write('runs/r1/a.md', 'edited by hand\n');
    const st = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.status).toBe('STALE_ARTIFACT_REJECTED');
    expect(st.hint).toBe('Restore the accepted content, or start over with --mode fresh so every stage runs again.');
    expect(st.next_command ?? null).toBeNull();
  });

  it('a journal whose rewind leaves out a branch that did not succeed, names an unknown one or one twice, misorders them, or starts a kept branch does not replay', async () => {
    const w = await blockedRun();
    w.write('world.txt', 'fixed\n');
    expect((await run(w, '--rerun-from', 'checks')).json.status).toBe('WORKFLOW_COMPLETE');
    const original = w.read(JOURNAL);
    const list = events(w);
    const status = async (what: string) => {
      const st = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
      expect(st.status, what).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
      return st.message as string;
    };
    for (const branches of [[], ['c'], ['b', 'c', 'z'], ['c', 'b'], ['b', 'b', 'c'], undefined]) {
      w.write(JOURNAL, rechained(list.map((e) => (e.event === 'rewound' ? { ...e, branches } : e))));
      expect(await status(JSON.stringify(branches))).toMatch(/rerun/);
    }
    // The list as written, but kept branch a started again after the rewind.
    const at = list.findIndex((e) => e.event === 'rewound');
    const start = list.find((e, i) => i > at && e.event === 'branch_updated' && e.patch.status === 'running');
    w.write(JOURNAL, rechained([...list.slice(0, at + 1), { ...start, branch: 'a' }, ...list.slice(at + 1)]));
    expect(await status('a started')).toContain('starts branch a of parallel step checks again');
    w.write(JOURNAL, original);
    expect(jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
  });

  it('PARALLEL_FAILED routed to BLOCKED (join any, every branch failed): both branches run again, and the join is decided anew', { tags: [CAMPAIGN] }, async () => {
    const fails: BranchSpec = { run: 'count; if [ -e world.txt ]; then gate OK; else gate NO; fi' };
    const w = ws(parallelYaml({ a: fails, b: fails }, { join: 'any', statuses: { PARALLEL_COMPLETE: 'after', PARALLEL_FAILED: 'BLOCKED' } }));
    const first = await run(w);
    expect(first.json).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null });
    w.write('world.txt', 'fixed\n');
    const { r, json } = await run(w, '--rerun-from', 'checks');
    expect(json.status, r.stderr + r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(events(w).find((e) => e.event === 'rewound')).toMatchObject({ taken_back: ['checks'], branches: ['a', 'b'] });
    expect(w.lines('counter.txt').sort()).toEqual(['a', 'a', 'after', 'b', 'b']);
    expect(w.state(STATE).steps.checks.parallel).toMatchObject({ visit: 2, outcome: 'PARALLEL_COMPLETE' });
  });

  it('refuses a parallel step whose join succeeded, writing nothing', async () => {
    const w = await completedRun();
    const before = files(w);
    const refused = await run(w, '--rerun-from', 'checks');
    expect(refused.r.code).toBe(4);
    expect(refused.json).toMatchObject({ status: 'REWIND_NOT_SUPPORTED' });
    expect(refused.json.message).toContain('parallel step checks completed (its join succeeded): no branch failed to run again');
    expect(refused.json.hint).toContain('Rerun from a step after it, or start the run over with --mode fresh');
    expect(files(w)).toEqual(before);
  });

  it("refuses when branches were merged from shards, writing nothing; status and the run's own report do not offer it", { tags: [CAMPAIGN] }, async () => {
    const w = await blockedRun();
    // What a merge leaves: the shard's descriptor in the branch's shard folder of the run root.
    w.write('runs/r1/parallel/checks/a/v1/SHARD.json', '{}\n');
    const before = files(w);
    const refused = await run(w, '--rerun-from', 'checks');
    expect(refused.r.code).toBe(4);
    expect(refused.json.status).toBe('REWIND_NOT_SUPPORTED');
    expect(refused.json.message).toContain('branch a of parallel step checks was merged from shards');
    expect(files(w)).toEqual(before);
    // What status and the run's next:/fix: lines offer is what run accepts: not this rerun.
    const st = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.status).toBe('WORKFLOW_BLOCKED_PARALLEL_JOIN');
    expect(st.hint).not.toContain('--rerun-from');
    expect(st.hint).toContain('--mode fresh');
    const again = await run(w);
    expect(again.json.status).toBe('WORKFLOW_BLOCKED_PARALLEL_JOIN');
    expect(JSON.stringify(again.json)).not.toContain('rerun-from checks');
    expect(again.json.next_command).toContain('--mode fresh');
    expect((await w.run(['run', 'wf.yaml', '--run-id', 'r1'])).stdout).not.toContain('--rerun-from checks');
  });

  it('refuses a failed child_workflow branch (its child run would be resumed, not run anew), writing nothing; status offers no rerun', async () => {
    const child = ["version: '4.0'", 'name: kid', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  s:', "    run: 'source lib.sh; finish NO'", "    output: 'runs/{{run_id}}/s.md'", '    statuses: { OK: DONE, NO: BLOCKED }'].join('\n') + '\n';
    const kid: BranchSpec = { body: ['child_workflow: kid.yaml', "inputs: { run_id: 'kid-{{run_id}}' }", 'statuses: { WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED }'] };
    const w = ws(parallelYaml({ a: {}, kid }, { statuses: { PARALLEL_COMPLETE: 'after' } }), { 'kid.yaml': child });
    const first = await run(w);
    expect(first.json.status, first.r.stderr + first.r.stdout).toBe('WORKFLOW_BLOCKED_PARALLEL_JOIN');
    const before = files(w);
    const refused = await run(w, '--rerun-from', 'checks');
    expect(refused.r.code).toBe(4);
    expect(refused.json.status).toBe('REWIND_NOT_SUPPORTED');
    expect(refused.json.message).toContain('branch kid of parallel step checks runs a child workflow');
    expect(files(w)).toEqual(before);
    const st = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.hint).not.toContain('--rerun-from');
    // The run's fix line says the rerun in general (the stop code's fix), and nothing of this run's: it would be refused.
    const fixLine = (await w.run(['run', 'wf.yaml', '--run-id', 'r1'])).stdout.split('\n').find((l) => l.trimStart().startsWith('fix:'))!;
    expect(fixLine).toContain('refused where a child workflow branch would run again');
    expect(fixLine).not.toContain('Here, run step');
  });
});

/** `pre` (its output runs/r1/pre.md), then the parallel step `checks`, then `after`. */
function withPre(branches: Record<string, BranchSpec>, opts: Parameters<typeof parallelYaml>[1] = { statuses: { PARALLEL_COMPLETE: 'after' } }, files: Record<string, string> = {}) {
  const pre = ['  pre:', `    run: ${JSON.stringify("printf '%s\\n' pre >>counter.txt; source lib.sh; finish OK")}`, "    output: 'runs/{{run_id}}/pre.md'", '    statuses: { OK: checks }'];
  return ws(parallelYaml(branches, opts).replace('steps:\n', `steps:\n${pre.join('\n')}\n`), files);
}

describe('--rerun-from a step before a parallel step', () => {
  it('takes the parallel step back: every branch runs again at its next visit (logs of visit 2); the journal replays, and one whose rewind leaves the parallel step out does not', { tags: [CAMPAIGN] }, async () => {
    const w = withPre({ a: {}, b: {} });
    const first = await run(w);
    expect(first.json.status, first.r.stderr + first.r.stdout).toBe('WORKFLOW_COMPLETE');
    // a and b run side by side: the order of their two lines is the machine's, not the run's.
    const lines = w.lines('counter.txt');
    expect([lines[0], ...lines.slice(1, 3).sort(), ...lines.slice(3)]).toEqual(['pre', 'a', 'b', 'after']);
    const { r, json } = await run(w, '--rerun-from', 'pre');
    expect(json.status, r.stderr + r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(w.lines('counter.txt').slice(4).sort()).toEqual(['a', 'after', 'b', 'pre']);
    const state = w.state(STATE);
    expect(state.steps.checks).toMatchObject({ status: 'completed', visits: 2, parallel: { visit: 2, outcome: 'PARALLEL_COMPLETE' } });
    const b = state.steps.checks.parallel.branches;
    expect([b.a, b.b].map((x: any) => [x.status, x.visit, x.log])).toEqual([
      ['succeeded', 2, 'runs/r1/logs/checks.a.v2.a1.log'],
      ['succeeded', 2, 'runs/r1/logs/checks.b.v2.a1.log'],
    ]);
    expect(w.exists('runs/r1/logs/checks.a.v1.a1.log')).toBe(true);
    const rewound = events(w).find((e) => e.event === 'rewound');
    expect(rewound).toMatchObject({ step: 'pre', taken_back: ['pre', 'checks', 'after'], to: 'pre' });
    expect(rewound.branches).toBeUndefined();
    expect((await run(w)).json).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
    // Replay-checked: a rewind that leaves the parallel step's verdict standing does not replay.
    const list = events(w);
    w.write(JOURNAL, rechained(list.map((e) => (e.event === 'rewound' ? { ...e, taken_back: ['pre', 'after'] } : e))));
    const st = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
  });

  it('after the join failed and ended the run: the failed branch runs again with the others', { tags: [CAMPAIGN] }, async () => {
    const b: BranchSpec = { run: 'count; if [ -e world.txt ]; then gate OK; else gate NO; fi' };
    const w = withPre({ a: {}, b });
    const first = await run(w);
    expect(first.json.status, first.r.stderr + first.r.stdout).toBe('WORKFLOW_BLOCKED_PARALLEL_JOIN');
    w.write('world.txt', 'fixed\n');
    const { r, json } = await run(w, '--rerun-from', 'pre');
    expect(json.status, r.stderr + r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(w.lines('counter.txt').slice(3).sort()).toEqual(['a', 'after', 'b', 'pre']);
    expect(w.state(STATE).steps.checks.parallel).toMatchObject({ visit: 2, outcome: 'PARALLEL_COMPLETE' });
    expect(replayedState(w.dir, STATE).steps.checks!.parallel!.visit).toBe(2);
  });

  it('refuses when the parallel step has a child_workflow branch, writing nothing', async () => {
    const child = ["version: '4.0'", 'name: kid', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  s:', "    run: 'source lib.sh; finish OK'", "    output: 'runs/{{run_id}}/s.md'", '    statuses: { OK: DONE }'].join('\n') + '\n';
    const kid: BranchSpec = { body: ['child_workflow: kid.yaml', "inputs: { run_id: 'kid-{{run_id}}' }", 'statuses: { WORKFLOW_COMPLETE: DONE }'] };
    const w = withPre({ a: {}, kid }, undefined, { 'kid.yaml': child });
    const first = await run(w);
    expect(first.json.status, first.r.stderr + first.r.stdout).toBe('WORKFLOW_COMPLETE');
    const before = files(w);
    const refused = await run(w, '--rerun-from', 'pre');
    expect(refused.r.code).toBe(4);
    expect(refused.json.status).toBe('REWIND_NOT_SUPPORTED');
    expect(refused.json.message).toContain('it would take back the verdict of parallel step checks, whose branch kid runs a child workflow');
    expect(files(w)).toEqual(before);
  });

  it('refuses when branches of the parallel step were merged from shards, writing nothing', { tags: [CAMPAIGN] }, async () => {
    const w = withPre({ a: {}, b: {} });
    expect((await run(w)).json.status).toBe('WORKFLOW_COMPLETE');
    w.write('runs/r1/parallel/checks/b/v1/SHARD.json', '{}\n');
    const before = files(w);
    const refused = await run(w, '--rerun-from', 'pre');
    expect(refused.r.code).toBe(4);
    expect(refused.json.status).toBe('REWIND_NOT_SUPPORTED');
    expect(refused.json.message).toContain('parallel step checks, whose branch b was merged from shards');
    expect(files(w)).toEqual(before);
  });
});
