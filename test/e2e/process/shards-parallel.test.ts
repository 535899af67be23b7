/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// A parallel step's branches as shards, run as real processes of the built CLI in copies of the
// workspace ("machines"), merged in every order: the same run, nothing run twice (the rest:
// ../shards-parallel.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { finished, jsonOf, removeWorkspaces, outsideDir, TempWorkspace } from '../../helpers/cli.js';
import { journalOf, machine, normalise, permutations } from '../../helpers/shards.js';
import { BRANCHES, planned, shardFolder, carry } from '../shards-parallel-fixtures.js';

afterAll(removeWorkspaces);

/** The merged run: journal order and content, snapshot, manifest, outputs. */
function mergedView(ws: TempWorkspace): any {
  return {
    journal: journalOf(ws, 'runs/r1/workflow_state.journal.jsonl'),
    snapshot: normalise(ws.yaml('runs/r1/workflow_state.yaml')),
    manifest: normalise(ws.yaml('runs/r1/RUN_MANIFEST.yaml')),
    outputs: BRANCHES.map((b) => ws.read(`runs/r1/${b}.md`)),
  };
}

describe('parallel branches as shards', () => {
  it('three branch shards in three processes of the built CLI on three machines, merged in every order: the same run, nothing run twice', async () => {
    const plan = await planned();
    const machines = BRANCHES.map(() => machine(plan));
    const legs = BRANCHES.map((key, i) => machines[i]!.spawn(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '--json'], { env: { MACHINE: `m${i}` } }));
    const results = await Promise.all(legs.map((leg) => finished(leg)));
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const artifacts = outsideDir();
    const carried = new Map(BRANCHES.map((key, i) => [key, carry(machines[i]!, key, artifacts)]));

    const views: any[] = [];
    for (const order of permutations(BRANCHES)) {
      const merger = machine(plan);
      const r = await merger.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', ...order.flatMap((k) => ['--from', carried.get(k)!])]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['start', 'checks', 'after'], merge: { step: 'checks', merged: ['a', 'b', 'c'], pending: [] } });
      // No branch ran in the merge job; only the step after the parallel step did.
      expect(merger.lines('counter.txt')).toEqual(['start', 'after']);
      expect(merger.read('runs/r1/b.md')).toContain('by m1');
      const state = merger.state('runs/r1/workflow_state.yaml');
      expect(state.steps.checks).toMatchObject({ status: 'completed', gate: { status: 'PARALLEL_COMPLETE' }, parallel: { outcome: 'PARALLEL_COMPLETE' } });
      // The shards were installed where the run keeps them: the run root holds every branch's journal.
      for (const key of BRANCHES) expect(merger.exists(`${shardFolder(key)}/workflow_state.journal.jsonl`)).toBe(true);
      views.push(mergedView(merger));
    }
    expect(views).toHaveLength(6);
    for (const view of views.slice(1)) expect(view).toEqual(views[0]);
    // The branch events are in declared order, then the join.
    const events = views[0].journal.filter((e: any) => ['branch_updated', 'branch_artifact', 'join_decided'].includes(e.event)).map((e: any) => `${e.event}:${e.branch ?? e.key ?? e.outcome}`);
    expect(events).toEqual(['branch_artifact:checks.a', 'branch_updated:a', 'branch_artifact:checks.b', 'branch_updated:b', 'branch_artifact:checks.c', 'branch_updated:c', 'join_decided:PARALLEL_COMPLETE']);
    // The merged run loads like any run: a status and a resume replay its journal.
    const last = machine(plan);
    expect((await last.run(['merge', 'wf.yaml', '--run-id', 'r1', '-q', ...BRANCHES.flatMap((k) => ['--from', carried.get(k)!])])).code).toBe(0);
    expect(jsonOf(await last.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(jsonOf(await last.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
  });
});
