/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Fan-out across machines: `stagegate shards`, `run --shard KEY` and `stagegate merge [--from DIR]`.
// Shards run as real processes of the built CLI in copies of the workspace ("machines"); their
// folders travel as --from folders (what the Action's artifacts carry). The merged run is the same
// whatever order the shards come in; tampered, foreign and conflicting shards are refused with
// their stop code before anything is merged; a failed leg stays pending and its re-run runs only it.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { finished, jsonOf, killRun, removeWorkspaces, waitFor, workspaceWith, outsideDir, TempWorkspace } from '../helpers/cli.js';
import { journalOf, machine, normalise, permutations } from '../helpers/shards.js';

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

/** Per-item stages log "<item> <step>" into items.txt; MACHINE (when set) lands in the design output. */
/** HOLD_ITEM's design stage writes its pid and held-<item>, then waits for the file release. */
const HOLD = 'if [ "${HOLD_ITEM:-}" = "$STAGEGATE_INPUT_ITEM_ID" ]; then echo $$ >held.pid; touch "held-$STAGEGATE_INPUT_ITEM_ID"; while [ ! -e release ]; do sleep 0.05; done; fi';
const ITEM_LIB = 'source lib.sh; log() { printf "%s %s\\n" "$STAGEGATE_INPUT_ITEM_ID" "$STAGEGATE_STEP" >>items.txt; }';

function wf(): string {
  return (
    [
      "version: '4.0'",
      'name: fan',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  start:',
      "    run: 'source lib.sh; stage OK'",
      "    output: 'runs/{{run_id}}/start.md'",
      '    statuses: { OK: loop }',
      '  loop:',
      '    foreach:',
      '      source: reg.md',
      '      id_field: ID',
      '      bindings:',
      '        name_slug: { field: Name, transform: slugify }',
      '    per_item:',
      '      design:',
      `        run: ${JSON.stringify(`${ITEM_LIB}; [ "\${FAIL_ITEM:-}" != "$STAGEGATE_INPUT_ITEM_ID" ] || exit 3; ${HOLD}; log; finish OK`)}`,
      "        output: 'runs/{{run_id}}/design/{{name_slug}}.md'",
      '        statuses: { OK: verify }',
      '      verify:',
      `        run: ${JSON.stringify(`${ITEM_LIB}; log; mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; { printf 'verified by %s\\n\\n' "\${MACHINE:-same}"; } >"$STAGEGATE_OUTPUT"; if [ "\${REJECT_ITEM:-}" = "$STAGEGATE_INPUT_ITEM_ID" ]; then gate REJECTED; else gate VERIFIED; fi`)}`,
      "        output: 'runs/{{run_id}}/verify/{{item_id}}.md'",
      '        statuses: { VERIFIED: next_artifact, REJECTED: BLOCKED }',
      '    completion: { require: all rows VERIFIED, on_complete: after }',
      '  after:',
      "    run: 'source lib.sh; stage OK'",
      "    output: 'runs/{{run_id}}/after.md'",
      '    statuses: { OK: DONE }',
    ].join('\n') + '\n'
  );
}

function registry(rows: Array<[string, string, string]>): string {
  return ['# Components', '', '| ID | Name | Depends On | Status |', '|---|---|---|---|', ...rows.map(([id, name, deps]) => `| ${id} | ${name} | ${deps} | PENDING |`), ''].join('\n');
}

const THREE: Array<[string, string, string]> = [
  ['A-1', 'Alpha', '-'],
  ['B-2', 'Beta', '-'],
  ['C-3', 'Gamma', '-'],
];

/** A workspace whose run r1 stopped right before its foreach (the plan job). */
async function planned(rows = THREE, runId = 'r1'): Promise<TempWorkspace> {
  const ws = workspaceWith({ 'wf.yaml': wf(), 'reg.md': registry(rows) });
  const r = await ws.run(['run', 'wf.yaml', '--run-id', runId, '--stop-after-step', 'start', '--json']);
  expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
  return ws;
}

const slugOf = (key: string): string => key.toLowerCase();
const shardFolder = (key: string, run = 'r1', visit = 1): string => `runs/${run}/foreach/loop/${slugOf(key)}/v${visit}`;

/** Copy a shard folder out of a machine (what the Action uploads as an artifact). */
function carry(from: TempWorkspace, key: string, into: string, run = 'r1'): string {
  const dest = join(into, `shard-${key}`);
  cpSync(from.path(shardFolder(key, run)), dest, { recursive: true });
  return dest;
}

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

describe('stagegate shards', () => {
  it('lists the items that can run now in registry order; dependent items wait for a later wave; a run not at a foreach has none', async () => {
    const ws = await planned([
      ['A-1', 'Alpha', '-'],
      ['B-2', 'Beta', 'A-1'],
      ['C-3', 'Gamma', '-'],
    ]);
    const before = ws.read('runs/r1/workflow_state.journal.jsonl');
    const r = await ws.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ step: 'loop', shards: ['A-1', 'C-3'] });
    const text = await ws.run(['shards', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain('waiting for dependencies (a later wave): B-2');
    // Nothing ran, nothing was written.
    expect(ws.read('runs/r1/workflow_state.journal.jsonl')).toBe(before);
    expect(ws.lines('items.txt')).toEqual([]);

    // A dependent item is refused until its dependency is merged, then it is the next wave.
    const early = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'B-2', '--json']);
    expect(early.code).toBe(4);
    expect(jsonOf(early)).toMatchObject({ status: 'SHARD_NOT_READY' });
    expect(jsonOf(early).message).toContain('waits for A-1');
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '-q'])).code).toBe(0);
    const merged = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(merged)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop', merge: { step: 'loop', merged: ['A-1'], pending: ['B-2', 'C-3'] } });
    expect(JSON.parse((await ws.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json'])).stdout)).toEqual({ step: 'loop', shards: ['B-2', 'C-3'] });

    // Finishing the run in-process (the merge job's other choice): the pending items run here, A-1 does not.
    const rest = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(rest)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['start', 'loop', 'after'] });
    expect(ws.lines('items.txt')).toEqual(['A-1 design', 'A-1 verify', 'B-2 design', 'B-2 verify', 'C-3 design', 'C-3 verify']);
    expect(JSON.parse((await ws.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json'])).stdout)).toEqual({ step: null, shards: [] });
  });

  it('run --shard runs exactly that item into its own folder and journal, leaving the run untouched; unknown, merged and not-at-foreach shards are refused', async () => {
    const notYet = workspaceWith({ 'wf.yaml': wf(), 'reg.md': registry(THREE) });
    const none = await notYet.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']);
    expect(jsonOf(none)).toMatchObject({ status: 'SHARD_NOT_READY', exit_code: 4 });

    const ws = await planned();
    const journal = ws.read('runs/r1/workflow_state.journal.jsonl');
    const snapshot = ws.read('runs/r1/workflow_state.yaml');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'B-2', '--json']);
    expect(r.code, r.stdout).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['design', 'verify'], shard: { key: 'B-2', step: 'loop', folder: 'runs/r1/foreach/loop/b-2/v1', finished: true } });
    expect(ws.lines('items.txt')).toEqual(['B-2 design', 'B-2 verify']);
    expect(ws.read('runs/r1/workflow_state.journal.jsonl')).toBe(journal);
    expect(ws.read('runs/r1/workflow_state.yaml')).toBe(snapshot);
    const descriptor = JSON.parse(ws.read('runs/r1/foreach/loop/b-2/v1/SHARD.json'));
    expect(descriptor).toMatchObject({ run_id: 'r1', step: 'loop', visit: 1, key: 'B-2', outcome: 'WORKFLOW_COMPLETE', state_path: 'runs/r1/foreach/loop/b-2/v1/workflow_state.yaml' });
    expect(descriptor.outputs.map((o: any) => o.path)).toEqual(['runs/r1/design/beta.md', 'runs/r1/verify/B-2.md']);
    expect(ws.read('runs/r1/foreach/loop/b-2/v1/files/runs/r1/verify/B-2.md')).toBe(ws.read('runs/r1/verify/B-2.md'));
    // Running it again reports the finished shard and runs nothing.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'B-2', '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });

    const unknown = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'B-3', '--json']);
    expect(unknown.code).toBe(4);
    expect(jsonOf(unknown)).toMatchObject({ status: 'SHARD_UNKNOWN' });
    expect(jsonOf(unknown).message).toContain("did you mean 'B-2'");

    expect(jsonOf(await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: ['B-2'] } });
    const merged = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'B-2', '--json']);
    expect(merged.code).toBe(4);
    expect(jsonOf(merged)).toMatchObject({ status: 'SHARD_ALREADY_MERGED' });
    expect(ws.lines('items.txt')).toEqual(['B-2 design', 'B-2 verify']);
  });

  it('locking: a leg of a shard key another live leg holds is refused, a resume does not run it in-process, and no leg runs while a runner holds the run', async () => {
    const ws = await planned();
    const owner = JSON.stringify({ pid: process.pid, host: hostname(), started_at: new Date().toISOString() });
    ws.write('runs/r1/foreach/loop/a-1/v1/workflow_state.yaml.lock', owner);
    const held = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']);
    expect(held.code).toBe(7);
    expect(jsonOf(held)).toMatchObject({ status: 'WORKFLOW_LOCKED' });
    // A resume does not run in-process an item a live leg holds.
    const resume = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(resume.code).toBe(7);
    expect(jsonOf(resume)).toMatchObject({ status: 'WORKFLOW_LOCKED', active_step: 'loop' });
    expect(jsonOf(resume).message).toContain('item A-1 is running as a shard');
    ws.write('runs/r1/workflow_state.yaml.lock', owner);
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'C-3', '--json']);
    expect(run.code).toBe(7);
    expect(jsonOf(run)).toMatchObject({ status: 'WORKFLOW_LOCKED' });
    expect(ws.lines('items.txt')).toEqual([]);
  });
});

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

  it('tampered shards are refused and named (an output copy, a journal line, the outcome), and nothing is merged', async () => {
    const plan = await planned();
    const m = machine(plan);
    for (const [key] of THREE) expect((await m.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '-q'])).code).toBe(0);
    const before = plan.read('runs/r1/workflow_state.journal.jsonl');

    const cases: Array<[string, (dir: string) => void, string]> = [
      ['output copy', (dir) => writeFileSync(join(dir, 'files/runs/r1/verify/A-1.md'), 'forged\n'), 'its copy of output runs/r1/verify/A-1.md has sha256'],
      [
        'journal line',
        (dir) => {
          const file = join(dir, 'workflow_state.journal.jsonl');
          writeFileSync(file, readFileSync(file, 'utf8').replace('"status":"OK"', '"status":"OK "'));
        },
        'journal',
      ],
      [
        'outcome',
        (dir) => {
          const file = join(dir, 'SHARD.json');
          writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), outcome: 'ITEM_DEFERRED' }));
        },
        'SHARD.json says ITEM_DEFERRED',
      ],
    ];
    for (const [what, tamper, words] of cases) {
      const dir = carry(m, 'A-1', outsideDir());
      tamper(dir);
      const others = [carry(m, 'B-2', outsideDir()), carry(m, 'C-3', outsideDir())];
      const r = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', dir, ...others.flatMap((o) => ['--from', o])]);
      expect(r.code, what).toBe(5);
      const out = jsonOf(r);
      expect(out.status, what).toBe('SHARD_TAMPERED');
      expect(out.message, what).toContain(dir);
      expect(out.message, what).toContain(words);
      expect(plan.read('runs/r1/workflow_state.journal.jsonl'), what).toBe(before);
      expect(plan.exists('runs/r1/foreach'), what).toBe(false);
    }
  });

  it('merge of a run that has not started (a mistyped run id) is SHARD_NOT_READY: nothing runs, nothing is written', async () => {
    const plan = await planned();
    const r = await plan.run(['merge', 'wf.yaml', '--run-id', 'r9', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(4);
    expect(jsonOf(r)).toMatchObject({ status: 'SHARD_NOT_READY', stages_run: 0 });
    expect(jsonOf(r).message).toContain('run r9 has not started: there are no shards to merge');
    expect(plan.exists('runs/r9')).toBe(false);
  });

  it('a --from that is no folder (mistyped, or a file) is a usage error: exit 2, the run untouched', async () => {
    const plan = await planned();
    const journal = plan.read('runs/r1/workflow_state.journal.jsonl');
    for (const from of ['no-such-folder', 'wf.yaml']) {
      const r = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', from]);
      expect(r.code, r.stdout + r.stderr).toBe(2);
      expect(jsonOf(r)).toMatchObject({ status: 'USAGE_ERROR', exit_code: 2 });
      expect(jsonOf(r).message).toContain(`--from '${from}' is not a directory`);
    }
    expect(plan.read('runs/r1/workflow_state.journal.jsonl')).toBe(journal);
  });

  it('a shard of another run or of another workflow version is refused as foreign', async () => {
    const plan = await planned();
    // Run r2 of the same workflow, its shard A-1 offered to run r1.
    const other = machine(plan);
    expect(jsonOf(await other.run(['run', 'wf.yaml', '--run-id', 'r2', '--stop-after-step', 'start', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    expect((await other.run(['run', 'wf.yaml', '--run-id', 'r2', '--shard', 'A-1', '-q'])).code).toBe(0);
    const foreign = carry(other, 'A-1', outsideDir(), 'r2');
    const r = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', foreign]);
    expect(r.code).toBe(5);
    expect(jsonOf(r)).toMatchObject({ status: 'SHARD_FOREIGN' });
    expect(jsonOf(r).message).toContain("belongs to run 'r2'");

    // The same run, but a machine whose workflow file differs.
    const edited = machine(plan);
    edited.write('wf.yaml', wf().replace('name: fan', '# edited\nname: fan'));
    expect((await edited.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--allow-workflow-change', '-q'])).code).toBe(0);
    const version = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', carry(edited, 'A-1', outsideDir())]);
    expect(jsonOf(version)).toMatchObject({ status: 'SHARD_FOREIGN' });
    expect(jsonOf(version).message).toContain('another version of wf.yaml');
    expect(plan.state('runs/r1/workflow_state.yaml').steps.loop.foreach).toBeUndefined();
    expect(plan.exists('runs/r1/foreach')).toBe(false);
  });

  it('duplicates: two different results of one key are refused as a conflict; the same result again is already merged; another after the merge conflicts', async () => {
    const plan = await planned();
    const [m1, m2] = [machine(plan), machine(plan)];
    expect((await m1.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '-q'], { env: { MACHINE: 'one' } })).code).toBe(0);
    expect((await m2.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '-q'], { env: { MACHINE: 'two' } })).code).toBe(0);
    const one = carry(m1, 'A-1', outsideDir());
    const two = carry(m2, 'A-1', outsideDir());
    const both = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', one, '--from', two]);
    expect(both.code).toBe(5);
    expect(jsonOf(both)).toMatchObject({ status: 'SHARD_CONFLICT' });
    expect(jsonOf(both).message).toContain('two different results of shard A-1');

    expect(jsonOf(await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', one]))).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: ['A-1'] } });
    expect(plan.read('runs/r1/verify/A-1.md')).toContain('verified by one');
    const same = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', one]);
    expect(jsonOf(same)).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: [], already_merged: ['A-1'] } });
    const later = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', two]);
    expect(jsonOf(later)).toMatchObject({ status: 'SHARD_CONFLICT' });
    // The result already merged stays; the other one is named.
    expect(jsonOf(later).message).toContain(two);
    expect(jsonOf(later).message).toMatch(/different results of shard A-1|another result of item A-1/);
    expect(plan.read('runs/r1/verify/A-1.md')).toContain('verified by one');
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

  it('a run-level budget is checked at merge against the sum of the shards\' spend', async () => {
    const agent = [
      '#!/usr/bin/env bash',
      'cat >/dev/null',
      'mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"',
      'printf "# %s\\n\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: ASSESSED\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n" "$STAGEGATE_STEP" "$STAGEGATE_WORKFLOW" "$STAGEGATE_STEP" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"',
      'printf \'{"type":"result","num_turns":2,"total_cost_usd":0.4,"usage":{"input_tokens":10,"output_tokens":5}}\\n\'',
      '',
    ].join('\n');
    const flow = [
      "version: '4.0'",
      'name: spend',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  start:',
      "    run: 'source lib.sh; stage OK'",
      "    output: 'runs/{{run_id}}/start.md'",
      '    statuses: { OK: loop }',
      '  loop:',
      '    foreach:',
      '      source: reg.md',
      '      id_field: ID',
      '    per_item:',
      '      assess:',
      "        inline_instruction: 'Assess {{item_id}}. status: ASSESSED'",
      "        output: 'runs/{{run_id}}/assess/{{item_id}}.md'",
      '        statuses: { ASSESSED: next_artifact }',
      '    completion: { on_complete: DONE }',
      'execution:',
      '  max_cost_usd: 1',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': flow, 'reg.md': registry(THREE) });
    ws.write('agent.sh', agent, 0o755);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    for (const [key] of THREE) {
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '--agent', 'command', '--agent-command', ws.path('agent.sh'), '--json']);
      // Each shard alone (0.4) is within the run's budget (1).
      expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    }
    const before = ws.read('runs/r1/workflow_state.journal.jsonl');
    const merged = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(merged.code).toBe(8);
    expect(jsonOf(merged)).toMatchObject({ status: 'WORKFLOW_BUDGET_EXCEEDED', merge: { merged: [] } });
    expect(jsonOf(merged).message).toContain('execution.max_cost_usd $1');
    // Nothing merged: the journal holds only this invocation's start.
    const added = ws.read('runs/r1/workflow_state.journal.jsonl').slice(before.length).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l).event);
    expect(added.filter((e) => e.startsWith('item_'))).toEqual([]);
    expect(ws.state('runs/r1/workflow_state.yaml').steps.loop.foreach ?? null).toBeNull();
  });

  it('a shard whose item ended blocked ends the run blocked at the merge, as in one process; items after it are not merged', async () => {
    const ws = await planned();
    const codes: number[] = [];
    for (const [key] of THREE) codes.push((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '-q'], { env: { REJECT_ITEM: 'B-2' } })).code ?? -1);
    // A blocked item is a finished shard (a result to merge), but its leg reports the block.
    expect(codes).toEqual([0, 3, 0]);
    expect(ws.exists(`${shardFolder('B-2')}/SHARD.json`)).toBe(true);
    const merged = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(merged.code).toBe(3);
    expect(jsonOf(merged)).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null, merge: { merged: ['A-1', 'B-2'] } });
    const items = ws.state('runs/r1/workflow_state.yaml').steps.loop.foreach.items;
    expect(items.map((i: any) => i.status)).toEqual(['verified', 'blocked', 'pending']);
    expect(ws.read('reg.md')).toContain('| A-1 | Alpha | - | VERIFIED |');
    expect(ws.read('reg.md')).toContain('| C-3 | Gamma | - | PENDING |');
  });
});
