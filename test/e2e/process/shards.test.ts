/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Fan-out across machines with shards and legs as real processes of the built CLI in copies of the
// workspace ("machines"): the merged run is the same whatever order the shards come in; a leg runs
// its keys one after another and stops at a signal; a failed leg stays pending and its re-run runs
// only it. The rest: ../shards.test.ts.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { parse } from 'yaml';
import { finished, jsonOf, killRun, removeWorkspaces, waitFor, outsideDir, TempWorkspace } from '../../helpers/cli.js';
import { journalOf, machine, normalise, permutations } from '../../helpers/shards.js';
import { THREE, planned, shardFolder, carry } from '../shards-fixtures.js';

afterAll(removeWorkspaces);

/** Runners started detached here (each its own process group), and the held stages' workspaces. */
const started: ChildProcess[] = [];

const holding: TempWorkspace[] = [];

afterEach(() => {
  for (const child of started.splice(0)) killRun(child);
  // A held stage waits for this file: it ends on its own even when its runner was killed first.
  for (const ws of holding.splice(0)) {
    ws.write('release', '');
    if (ws.exists('held.pid')) {
      try {
        process.kill(Number(ws.read('held.pid').trim()), 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
});

/** The merged run as the guarantee states it: journal order and content, snapshot, manifest, registry rows, outputs. */
function mergedView(ws: TempWorkspace): any {
  return {
    journal: journalOf(ws, 'runs/r1/workflow_state.journal.jsonl'),
    snapshot: normalise(ws.yaml('runs/r1/workflow_state.yaml')),
    manifest: normalise(ws.yaml('runs/r1/RUN_MANIFEST.yaml')),
    registry: ws.read('reg.md'),
    outputs: ['A-1', 'B-2', 'C-3'].map((k) => ws.read(`runs/r1/verify/${k}.md`)),
  };
}

describe('stagegate merge', () => {
  it('three shards in three processes of the built CLI on three machines, merged in every order: the same run, nothing run twice', async () => {
    const plan = await planned();
    const machines = THREE.map(() => machine(plan));
    const legs = THREE.map(([key], i) => machines[i]!.spawn(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '--json'], { env: { MACHINE: `m${i}` } }));
    const results = await Promise.all(legs.map((leg) => finished(leg)));
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const artifacts = outsideDir();
    const carried = new Map(THREE.map(([key], i) => [key, carry(machines[i]!, key, artifacts)]));

    const views: any[] = [];
    for (const order of permutations(THREE.map(([key]) => key))) {
      const merger = machine(plan);
      const r = await merger.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', ...order.flatMap((k) => ['--from', carried.get(k)!])]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['start', 'loop', 'after'], merge: { merged: ['A-1', 'B-2', 'C-3'], pending: [] } });
      // No item stage ran in the merge job; only the step after the foreach did.
      expect(merger.lines('items.txt')).toEqual([]);
      expect(merger.lines('counter.txt')).toEqual(['start', 'after']);
      // The merged run loads like any run (the journal replays) and its items point at the shards' runs.
      const items = merger.state('runs/r1/workflow_state.yaml').steps.loop.foreach.items;
      expect(items.map((i: any) => [i.id, i.status, i.state_path])).toEqual(THREE.map(([key]) => [key, 'verified', `${shardFolder(key)}/workflow_state.yaml`]));
      expect(merger.read('runs/r1/verify/B-2.md')).toContain('verified by m1');
      expect(merger.read('reg.md')).not.toContain('PENDING');
      views.push(mergedView(merger));
    }
    expect(views).toHaveLength(6);
    for (const view of views.slice(1)) expect(view).toEqual(views[0]);
    // The journal merges the items in registry order, whatever order the --from folders came in.
    const order = views[0].journal.filter((e: any) => e.event === 'item_finished').map((e: any) => e.item);
    expect(order).toEqual(['A-1', 'B-2', 'C-3']);
  });

  it('legs: shards --legs deals the keys in order; one process runs a leg\'s keys one after another, each as it runs alone; a refused key does not stop the others', async () => {
    const plan = await planned();
    const listed = await plan.run(['shards', 'wf.yaml', '--run-id', 'r1', '--legs', '2', '--json']);
    expect(JSON.parse(listed.stdout)).toEqual({ step: 'loop', shards: ['A-1', 'B-2', 'C-3'], legs: [['A-1', 'B-2'], ['C-3']] });
    expect(JSON.parse((await plan.run(['shards', 'wf.yaml', '--run-id', 'r1', '--legs', '5', '--json'])).stdout).legs).toEqual([['A-1'], ['B-2'], ['C-3']]);
    expect((await plan.run(['shards', 'wf.yaml', '--run-id', 'r1', '--legs', '2'])).stdout).toContain('3 shards can run now in 2 legs\n  leg 1: A-1 B-2\n  leg 2: C-3');
    for (const bad of ['0', 'two', '-1']) {
      const r = await plan.run(['shards', 'wf.yaml', '--run-id', 'r1', `--legs=${bad}`]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--legs must be a whole number of legs');
    }
    const twice = await plan.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--shard', 'A-1']);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('--shard A-1 is given twice');

    // Leg 1 on one machine, with an unknown key between its two: refused and named, both others run.
    const [m0, m1] = [machine(plan), machine(plan)];
    const leg1 = await finished(m0.spawn(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--shard', 'A-9', '--shard', 'B-2', '--json'], { env: { MACHINE: 'm0' } }));
    expect(leg1.code, leg1.stderr).toBe(4);
    const reports = leg1.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(reports.map((r: any) => [r.shard.key, r.status, r.shard.folder])).toEqual([
      ['A-1', 'WORKFLOW_COMPLETE', shardFolder('A-1')],
      ['A-9', 'SHARD_UNKNOWN', null],
      ['B-2', 'WORKFLOW_COMPLETE', shardFolder('B-2')],
    ]);
    expect(m0.lines('items.txt')).toEqual(['A-1 design', 'A-1 verify', 'B-2 design', 'B-2 verify']);
    // The run's own state is untouched; each shard has its own journal and SHARD.json, as alone.
    expect(m0.read('runs/r1/workflow_state.journal.jsonl')).toBe(plan.read('runs/r1/workflow_state.journal.jsonl'));
    for (const key of ['A-1', 'B-2']) expect(JSON.parse(m0.read(`${shardFolder(key)}/SHARD.json`))).toMatchObject({ key, outcome: 'WORKFLOW_COMPLETE' });
    const leg2 = await m1.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'C-3', '-q']);
    expect(leg2.code, leg2.stderr).toBe(0);

    // Leg 1 run again on its machine after a merge there took A-1 and B-2: those keys are reported
    // as already merged (no failure in a leg of several keys); the rest of the leg runs.
    expect(jsonOf(await m0.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: ['A-1', 'B-2'], pending: ['C-3'] } });
    const rerun = await m0.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--shard', 'C-3', '--json']);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.stdout.trim().split('\n').map((line) => JSON.parse(line).status)).toEqual(['SHARD_ALREADY_MERGED', 'WORKFLOW_COMPLETE']);
    expect((await m0.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1'])).code).toBe(4);

    const artifacts = outsideDir();
    const merger = machine(plan);
    const from = [carry(m0, 'A-1', artifacts), carry(m0, 'B-2', artifacts), carry(m1, 'C-3', artifacts)].flatMap((dir) => ['--from', dir]);
    const merged = await merger.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', ...from]);
    expect(jsonOf(merged)).toMatchObject({ status: 'WORKFLOW_COMPLETE', merge: { merged: ['A-1', 'B-2', 'C-3'], pending: [] } });
    expect(merger.lines('items.txt')).toEqual([]);
    expect(merger.read('runs/r1/verify/B-2.md')).toContain('verified by m0');
  });

  it('a leg interrupted by a signal stops there: its current key stays unfinished, the keys after it do not start; running the leg again finishes them', async () => {
    const plan = await planned();
    const leg = machine(plan);
    holding.push(leg);
    const child = leg.spawn(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--shard', 'B-2', '--shard', 'C-3'], { env: { HOLD_ITEM: 'B-2' }, detached: true });
    started.push(child);
    const done = finished(child);
    await waitFor(() => leg.exists('held-B-2'), 'item B-2 to start');
    process.kill(child.pid!, 'SIGTERM');
    const r = await done;
    expect(r.code, r.stderr).toBe(143);
    expect(r.stderr).toContain('shard C-3 did not start');
    expect(leg.lines('items.txt')).toEqual(['A-1 design', 'A-1 verify']);
    expect(leg.exists(`${shardFolder('A-1')}/SHARD.json`)).toBe(true);
    expect(leg.exists(`${shardFolder('B-2')}/SHARD.json`)).toBe(false);
    expect(leg.exists(shardFolder('C-3'))).toBe(false);

    leg.write('release', '');
    const again = await leg.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--shard', 'B-2', '--shard', 'C-3', '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim().split('\n').map((line) => JSON.parse(line)).map((o: any) => [o.shard.key, o.status, o.stages_run])).toEqual([
      ['A-1', 'WORKFLOW_COMPLETE', 0],
      ['B-2', 'WORKFLOW_COMPLETE', 2],
      ['C-3', 'WORKFLOW_COMPLETE', 2],
    ]);
    expect(leg.lines('items.txt')).toEqual(['A-1 design', 'A-1 verify', 'B-2 design', 'B-2 verify', 'C-3 design', 'C-3 verify']);
  });

  it('a failed leg leaves its shard pending; its re-run runs only it (its failed stage), and the next merge finishes the run', async () => {
    const plan = await planned();
    const machines = THREE.map(() => machine(plan));
    const legs = THREE.map(([key], i) => machines[i]!.spawn(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '--json'], { env: { FAIL_ITEM: 'B-2' } }));
    const results = await Promise.all(legs.map((leg) => finished(leg)));
    expect(results.map((r) => r.code)).toEqual([0, 6, 0]);
    expect(JSON.parse(results[1]!.stdout)).toMatchObject({ status: 'STAGE_FAILED', shard: { key: 'B-2', finished: false } });
    expect(machines[1]!.exists(`${shardFolder('B-2')}/SHARD.json`)).toBe(false);

    const art = outsideDir();
    const from = [carry(machines[0]!, 'A-1', art), carry(machines[1]!, 'B-2', art), carry(machines[2]!, 'C-3', art)];
    const first = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', ...from.flatMap((f) => ['--from', f])]);
    expect(jsonOf(first)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop', merge: { merged: ['A-1', 'C-3'], pending: ['B-2'] } });
    expect(jsonOf(first).message).toContain('1 item still pending (B-2)');
    expect(JSON.parse((await plan.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json'])).stdout)).toEqual({ step: 'loop', shards: ['B-2'] });

    // The re-run of the failed leg, on its machine: B-2's failed design runs again (attempt 2), nothing else.
    const rerun = await machines[1]!.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'B-2', '--json']);
    expect(jsonOf(rerun)).toMatchObject({ status: 'WORKFLOW_COMPLETE', shard: { finished: true } });
    expect(machines[1]!.lines('items.txt')).toEqual(['B-2 design', 'B-2 verify']);
    const last = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', carry(machines[1]!, 'B-2', outsideDir())]);
    expect(jsonOf(last)).toMatchObject({ status: 'WORKFLOW_COMPLETE', merge: { merged: ['B-2'], pending: [] } });
    expect(plan.lines('items.txt')).toEqual([]);
    const state = plan.state('runs/r1/workflow_state.yaml');
    expect(state.steps.loop.foreach.items.map((i: any) => i.status)).toEqual(['verified', 'verified', 'verified']);
    expect(plan.state(`${shardFolder('B-2')}/workflow_state.yaml`).steps.design.attempts).toBe(2);
    expect(parse(plan.read('runs/r1/RUN_MANIFEST.yaml'))).toBeTruthy();
  });
});
