/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Fan-out across machines: `stagegate shards`, `run --shard KEY` and `stagegate merge [--from DIR]`.
// Shards run in copies of the workspace ("machines"); their folders travel as --from folders (what
// the Action's artifacts carry). Tampered, foreign and conflicting shards are refused with their
// stop code before anything is merged. Shards and legs in processes of the built CLI (every merge
// order, a signalled leg, a failed leg) are process/shards.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { jsonOf, removeWorkspaces, workspaceWith, outsideDir } from '../helpers/cli.js';
import { machine, madeOnce } from '../helpers/shards.js';
import { sha256Hex } from '../../src/core/state/journal.js';
import { wf, registry, THREE, planned, shardFolder, carry } from './shards-fixtures.js';
import { CAMPAIGN } from '../tiers.js';
import { rechained } from '../helpers/rechained.js';

afterAll(removeWorkspaces);

/** The run planned up to its foreach (planned()): made once, each test gets a copy of its own. */
const plannedRun = madeOnce(() => planned());

/** Run r1 with its three items run in-process to WORKFLOW_COMPLETE (attempt 1 of the run): made once, each test a copy. */
const completedRun = madeOnce(async () => {
  const ws = workspaceWith({ 'wf.yaml': wf(), 'reg.md': registry(THREE) });
  expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  return ws;
});

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
    // The workflow loaded before the refusal: --json names it, as run --json does (null only when it did not load).
    expect(jsonOf(early)).toMatchObject({ status: 'SHARD_NOT_READY', workflow: 'fan' });
    expect(jsonOf(early).message).toContain('waits for A-1');
    // Its fix names the commands to paste, with the workflow and the run id.
    expect(jsonOf(early).hint).toBe('Merge the shards it depends on (`stagegate merge wf.yaml --run-id r1`), then list the shards again (`stagegate shards wf.yaml --run-id r1`).');
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

  it('a foreach that is the entry step: no placeholder for a step before it; shards, run --shard and merge say no run stops before it, and the command they give runs', async () => {
    const entryWf = wf().replace("  start:\n    run: 'source lib.sh; stage OK'\n    output: 'runs/{{run_id}}/start.md'\n    statuses: { OK: loop }\n", '');
    expect(entryWf).toContain('steps:\n  loop:\n');
    const ws = workspaceWith({ 'wf.yaml': entryWf, 'reg.md': registry(THREE) });
    const said = 'its fan-out step loop is the entry step: no run stops before it, so a run has shards only once it has stopped at that step (an item failed); `stagegate run wf.yaml --run-id r1` runs every shard in this one process (to fan out, give the workflow a step before loop)';
    expect(await ws.run(['shards', 'wf.yaml', '--run-id', 'r1'])).toMatchObject({ code: 0, stdout: `run r1 has not started (no state at runs/r1/workflow_state.yaml): no shards; ${said}\n` });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json'])).hint).toBe(`Nothing to shard: ${said}.`);
    expect(jsonOf(await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json'])).hint).toBe(`Check the run id. Nothing to shard: ${said}.`);
    // The command it gives is pasteable: it runs every item here.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('items.txt')).toEqual(['A-1 design', 'A-1 verify', 'B-2 design', 'B-2 verify', 'C-3 design', 'C-3 verify']);
  });

  it('run --shard runs exactly that item into its own folder and journal, leaving the run untouched; unknown, merged and not-at-foreach shards are refused', async () => {
    const notYet = workspaceWith({ 'wf.yaml': wf(), 'reg.md': registry(THREE) });
    const none = await notYet.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']);
    expect(jsonOf(none)).toMatchObject({ status: 'SHARD_NOT_READY', exit_code: 4, shard: { key: 'A-1', step: null, folder: null } });
    // Listing them says the run has not started (a mistyped run id), not that it is past its fan-out.
    const list = await notYet.run(['shards', 'wf.yaml', '--run-id', 'r1']);
    expect(list).toMatchObject({ code: 0, stdout: 'run r1 has not started (no state at runs/r1/workflow_state.yaml): no shards yet; run it to its fan-out step first: stagegate run wf.yaml --run-id r1 --stop-after-step start\n' });
    // So does run --shard's fix.
    expect(jsonOf(none).hint).toBe('Run it to its fan-out step first (`stagegate run wf.yaml --run-id r1 --stop-after-step start`).');
    // A workflow with no foreach or parallel step is not sent looking for a step that does not exist.
    const plain = workspaceWith({ 'wf.yaml': "version: '4.0'\nname: plain\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  only:\n    decide:\n      - else: DONE\n" });
    expect(await plain.run(['shards', 'wf.yaml', '--run-id', 'r1'])).toMatchObject({ code: 0, stdout: 'run r1 has not started (no state at runs/r1/workflow_state.yaml): no shards; the workflow has no foreach or parallel step, so it never has shards\n' });
    expect(jsonOf(await plain.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json'])).hint).toBe('Nothing to shard: the workflow has no foreach or parallel step, so it never has shards.');

    const ws = await plannedRun();
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
    // Refused after the step was found: --json names it (no folder: nothing ran).
    expect(jsonOf(unknown).shard).toEqual({ key: 'B-3', step: 'loop', folder: null, finished: false });
    expect(jsonOf(unknown).message).toContain("did you mean 'B-2'");

    expect(jsonOf(await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: ['B-2'] } });
    const merged = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'B-2', '--json']);
    expect(merged.code).toBe(4);
    expect(jsonOf(merged)).toMatchObject({ status: 'SHARD_ALREADY_MERGED', shard: { key: 'B-2', step: 'loop', folder: null } });
    expect(jsonOf(merged).hint).toBe('Nothing to run: `stagegate shards wf.yaml --run-id r1` lists the shards still pending; `stagegate merge wf.yaml --run-id r1` continues the run.');
    expect(ws.lines('items.txt')).toEqual(['B-2 design', 'B-2 verify']);
    // Merged, B-2 is no longer suggested (naming it is refused): the closest item still to run is.
    const after = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'B-3', '--json']);
    expect(jsonOf(after)).toMatchObject({ status: 'SHARD_UNKNOWN' });
    expect(jsonOf(after).message).toBe("foreach step loop has no item 'B-3' (did you mean 'C-3'?); nothing ran");
  });

  it("SHARD_UNKNOWN's fix is the shards command to paste: the inputs that locate the run's state in it", { tags: [CAMPAIGN] }, async () => {
    // The run's state lives under an input's value: a command without it finds no run.
    const located = wf().replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'runs/{{team}}/{{run_id}}/workflow_state.yaml'").replace('required: [run_id]', 'required: [run_id, team]');
    const ws = workspaceWith({ 'wf.yaml': located, 'reg.md': registry(THREE) });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'team=blue green', '--stop-after-step', 'start', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
    const unknown = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'team=blue green', '--shard', 'A-9', '--json']);
    expect(jsonOf(unknown)).toMatchObject({ status: 'SHARD_UNKNOWN' });
    expect(jsonOf(unknown).hint).toBe("`stagegate shards wf.yaml --run-id r1 'team=blue green'` lists its shards.");
    // Pasted, it lists them.
    expect(JSON.parse((await ws.run(['shards', 'wf.yaml', '--run-id', 'r1', 'team=blue green', '--json'])).stdout)).toEqual({ step: 'loop', shards: ['A-1', 'B-2', 'C-3'] });
  });

  it('a leg whose checkout is at another commit than the run is refused before anything runs (its verdicts would be recorded as made at the run\'s commit)', async () => {
    const ws = await plannedRun();
    const leg = machine(ws);
    leg.write('src.txt', 'pushed after the plan\n');
    const head = leg.commit('a later commit');
    const r = await leg.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']);
    expect(r.code).toBe(5);
    const out = jsonOf(r);
    expect(out.status).toBe('STALE_ARTIFACT_REJECTED');
    // Refused before the item is looked up, it still names the step the shard belongs to (as every other refusal of a shard does).
    expect(out.shard).toEqual({ key: 'A-1', step: 'loop', folder: null, finished: false });
    expect(out.message).toContain(`this checkout at ${head.slice(0, 12)}`);
    expect(out.hint).toContain('--on-source-change rerun');
    expect(leg.lines('items.txt')).toEqual([]);
    expect(leg.exists(shardFolder('A-1'))).toBe(false);
    // The command the hint names, pasted, brings the run to this commit and stops before the
    // foreach again (it does not run every item in-process): its shards are listed again.
    const named = /`stagegate (run [^`]*--on-source-change rerun[^`]*)`/.exec(out.hint)?.[1];
    expect(named, out.hint).toBe('run wf.yaml --run-id r1 --on-source-change rerun --stop-after-step start');
    const moved = await leg.run([...named!.split(' '), '--json']);
    expect(jsonOf(moved)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
    expect(leg.lines('items.txt')).toEqual([]);
    expect(JSON.parse((await leg.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json'])).stdout)).toEqual({ step: 'loop', shards: ['A-1', 'B-2', 'C-3'] });
    // At the run's own commit the same shard runs.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
  });

  it('locking: a leg of a shard key another live leg holds is refused, a resume does not run it in-process, and no leg runs while a runner holds the run', async () => {
    const ws = await plannedRun();
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
    expect(jsonOf(run)).toMatchObject({ status: 'WORKFLOW_LOCKED', shard: { key: 'C-3', step: 'loop' } });
    expect(ws.lines('items.txt')).toEqual([]);
  });
});

describe('stagegate merge', () => {
  it('tampered shards are refused and named (an output copy, a journal line, the outcome), and nothing is merged', async () => {
    const plan = await plannedRun();
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

  it('a shard a newer stagegate made is RUN_WRITTEN_BY_NEWER_STAGEGATE (exit 5), as the run itself would be, not SHARD_TAMPERED; nothing is merged', async () => {
    const plan = await plannedRun();
    const m = machine(plan);
    for (const [key] of THREE) expect((await m.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '-q'])).code).toBe(0);
    const before = plan.read('runs/r1/workflow_state.journal.jsonl');
    /** The shard as a newer build leaves it: its run_started records that version (the chain and SHARD.json's head as that build writes them); `key`: a SHARD.json key this build does not know. */
    const newer = (dir: string, key?: string): void => {
      const journal = join(dir, 'workflow_state.journal.jsonl');
      const events = readFileSync(journal, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      for (const e of events) if (e['event'] === 'run_started') e['stagegate_version'] = '99.0.0';
      const text = rechained(events);
      writeFileSync(journal, text);
      const descriptor = JSON.parse(readFileSync(join(dir, 'SHARD.json'), 'utf8'));
      descriptor.journal.sha256 = sha256Hex(text.trim().split('\n').at(-1)!);
      writeFileSync(join(dir, 'SHARD.json'), JSON.stringify(key === undefined ? descriptor : { ...descriptor, [key]: 'what 99.0.0 records' }));
    };
    for (const key of [undefined, 'provenance']) {
      const dir = carry(m, 'A-1', outsideDir());
      newer(dir, key);
      const others = [carry(m, 'B-2', outsideDir()), carry(m, 'C-3', outsideDir())];
      const r = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', dir, ...others.flatMap((o) => ['--from', o])]);
      expect(r.code, String(key)).toBe(5);
      const out = jsonOf(r);
      expect(out.status, String(key)).toBe('RUN_WRITTEN_BY_NEWER_STAGEGATE');
      expect(out.message).toContain(`shard ${dir} refused: journal ${dir}/workflow_state.journal.jsonl was written by a newer stagegate (99.0.0)`);
      expect(out.message).toContain('nothing was merged');
      expect(out.hint).toContain('Upgrade stagegate to 99.0.0 or later');
      expect(plan.read('runs/r1/workflow_state.journal.jsonl')).toBe(before);
      expect(plan.exists('runs/r1/foreach')).toBe(false);
    }
  });

  it('merge of a run that has not started (a mistyped run id) is SHARD_NOT_READY: nothing runs, nothing is written', async () => {
    const plan = await plannedRun();
    const r = await plan.run(['merge', 'wf.yaml', '--run-id', 'r9', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(4);
    expect(jsonOf(r)).toMatchObject({ status: 'SHARD_NOT_READY', stages_run: 0 });
    expect(jsonOf(r).message).toContain('run r9 has not started: there are no shards to merge');
    expect(plan.exists('runs/r9')).toBe(false);
  });

  it('a --from that is no folder (mistyped, or a file) is a usage error: exit 2, the run untouched', async () => {
    const plan = await plannedRun();
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
    const plan = await plannedRun();
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

  it('a shard made before a fresh start of the run id (another instance of the run) is not merged into the new run: named, its key stays pending', async () => {
    const plan = await plannedRun();
    // A machine runs A-1 for the run as it was planned...
    const early = machine(plan);
    expect((await early.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '-q'])).code).toBe(0);
    const before = carry(early, 'A-1', outsideDir());
    // ...then the run id starts over: same run id, same workflow, same step, visit and bindings.
    expect(jsonOf(await plan.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--stop-after-step', 'start', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
    const r = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', before]);
    expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop', merge: { step: 'loop', merged: [], pending: ['A-1', 'B-2', 'C-3'], superseded: [{ key: 'A-1', folder: before }] } });
    expect(plan.exists(shardFolder('A-1'))).toBe(false);
    expect(plan.exists('runs/r1/design/alpha.md')).toBe(false);
    // SHARD.json names the instance it was made for: the run's first journal event then.
    const made = JSON.parse(readFileSync(join(before, 'SHARD.json'), 'utf8'));
    expect(made.run_instance).toEqual({ seq: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(made.run_instance.sha256).not.toBe(sha256Hex(plan.read('runs/r1/workflow_state.journal.jsonl').split('\n')[0]!));
    expect(JSON.parse((await plan.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json'])).stdout)).toEqual({ step: 'loop', shards: ['A-1', 'B-2', 'C-3'] });
    const text = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--from', before]);
    expect(text.stdout).toContain(`not merged: A-1 in ${before}: made for run r1 before its fresh start`);

    // The same folder put where the item's shard runs (kept from before, in the run root) is not merged either.
    cpSync(before, plan.path(shardFolder('A-1')), { recursive: true });
    const leftover = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(leftover)).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: [], superseded: [{ key: 'A-1', folder: shardFolder('A-1') }] } });
    expect(jsonOf(leftover).merge.superseded).toEqual([{ key: 'A-1', folder: shardFolder('A-1') }]);
    // What comes next starts with removing it: until then its key runs neither as a shard nor here.
    expect(jsonOf(leftover).message).toContain(`3 items still pending (A-1, B-2, C-3): first remove ${shardFolder('A-1')} (made for run r1 before its fresh start, not this run's result: \`run --shard\` refuses its key while it is there), then run them as shards`);
    expect(jsonOf(leftover).hint).toMatch(new RegExp(`^Remove ${shardFolder('A-1')} first \\(made for run r1 before its fresh start, not this run's result: \`run --shard\` refuses its key while it is there\\)\\. Then run the shards still pending \\(\`stagegate shards wf\\.yaml --run-id r1\` lists them`));
    // A folder of it passed with --from is not in the way: the fix does not name it.
    expect(jsonOf(r).hint).toMatch(/^Run the shards still pending/);
    // Nor is it continued or sealed again as this run's by a shard run here (its outputs back in place too).
    for (const out of ['runs/r1/design/alpha.md', 'runs/r1/verify/A-1.md']) plan.write(out, early.read(out));
    const again = await plan.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']);
    expect(again.code).toBe(5);
    expect(jsonOf(again)).toMatchObject({ status: 'SHARD_FOREIGN', stages_run: 0 });
    expect(jsonOf(again).message).toContain(`its folder ${shardFolder('A-1')} holds a result made for run r1 before its fresh start`);
    expect(JSON.parse(plan.read(`${shardFolder('A-1')}/SHARD.json`)).run_instance).toEqual(made.run_instance);
    // The same without its SHARD.json (an unfinished leg's run kept from before): its journal names the earlier instance.
    rmSync(plan.path(`${shardFolder('A-1')}/SHARD.json`));
    const unfinished = await plan.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '--json']);
    expect(jsonOf(unfinished)).toMatchObject({ status: 'SHARD_FOREIGN', stages_run: 0 });
    expect(jsonOf(unfinished).message).toContain('holds a run made for run r1 before its fresh start');
    rmSync(plan.path(shardFolder('A-1')), { recursive: true });

    // Each invocation of a shard's run records the instance it ran for in its journal: a SHARD.json
    // edited to name the run's instance now is refused, its journal checked.
    const renamed = join(outsideDir(), 'renamed');
    cpSync(before, renamed, { recursive: true });
    const instanceNow = { seq: 1, sha256: sha256Hex(plan.read('runs/r1/workflow_state.journal.jsonl').split('\n')[0]!) };
    writeFileSync(join(renamed, 'SHARD.json'), JSON.stringify({ ...made, run_instance: instanceNow }));
    const forged = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', renamed]);
    expect(forged.code).toBe(5);
    expect(jsonOf(forged)).toMatchObject({ status: 'SHARD_FOREIGN' });
    expect(jsonOf(forged).message).toContain("its journal ran (event 1) for another instance of run 'r1'");

    // A shard made for the run as it is now is merged, beside the earlier one (still left out).
    const now = machine(plan);
    expect((await now.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '-q'])).code).toBe(0);
    expect(JSON.parse(now.read(`${shardFolder('A-1')}/workflow_state.journal.jsonl`).split('\n')[0]!).parent_instance).toEqual(instanceNow);
    expect(jsonOf(await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', before, '--from', carry(now, 'A-1', outsideDir())]))).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: ['A-1'], pending: ['B-2', 'C-3'], superseded: [{ key: 'A-1', folder: before }] } });
    // An item run in-process records it too (its folder is also its shard's).
    expect(jsonOf(await plan.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(JSON.parse(plan.read(`${shardFolder('B-2')}/workflow_state.journal.jsonl`).split('\n')[0]!).parent_instance).toEqual(instanceNow);
  });

  it('a resume running the items in-process does not take an item folder made for an earlier instance of the run (put back after a fresh start): SHARD_FOREIGN, nothing run, until it is removed', { tags: [CAMPAIGN] }, async () => {
    // Attempt 1 of run r1 ran every item in-process; A-1's folder (and its outputs) are kept.
    const ws = await completedRun();
    const kept = carry(ws, 'A-1', outsideDir());
    const outputs = ['runs/r1/design/alpha.md', 'runs/r1/verify/A-1.md'].map((p) => [p, ws.read(p)] as const);
    // The run id starts over, and the kept folder and outputs are put back where the item runs.
    ws.write('reg.md', registry(THREE));
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--stop-after-step', 'start', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
    cpSync(kept, ws.path(shardFolder('A-1')), { recursive: true });
    for (const [p, text] of outputs) ws.write(p, text);
    ws.write('items.txt', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(resumed.code).toBe(5);
    expect(jsonOf(resumed)).toMatchObject({ status: 'SHARD_FOREIGN', active_step: 'loop', stages_run: 0 });
    expect(jsonOf(resumed).message).toContain(`item A-1: its folder ${shardFolder('A-1')} holds a run made for run r1 before its fresh start`);
    expect(jsonOf(resumed).message).toContain('the item did not run');
    // The fix is the folder to remove, not the stop code's generic one.
    expect(jsonOf(resumed).hint).toBe(`Remove ${shardFolder('A-1')} (it is not this run's result), then resume.`);
    expect(ws.lines('items.txt')).toEqual([]);

    // A finished shard of attempt 1 (its SHARD.json names the earlier instance) is refused the same way.
    rmSync(ws.path(shardFolder('A-1')), { recursive: true });
    const plan = await plannedRun();
    const leg = machine(plan);
    expect((await leg.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', '-q'])).code).toBe(0);
    expect(jsonOf(await plan.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--stop-after-step', 'start', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
    cpSync(leg.path(shardFolder('A-1')), plan.path(shardFolder('A-1')), { recursive: true });
    for (const out of ['runs/r1/design/alpha.md', 'runs/r1/verify/A-1.md']) plan.write(out, leg.read(out));
    const result = await plan.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(result)).toMatchObject({ status: 'SHARD_FOREIGN', stages_run: 0 });
    expect(jsonOf(result).message).toContain(`its folder ${shardFolder('A-1')} holds a result made for run r1 before its fresh start`);
    // Removed, the item runs here for this run.
    rmSync(plan.path(shardFolder('A-1')), { recursive: true });
    expect(jsonOf(await plan.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(plan.lines('items.txt')).toContain('A-1 verify');
  });

  it("one invocation running several items in-process: each item's run records the run's instance, and a later item's folder made for an earlier instance is still refused", async () => {
    // Attempt 1 ran every item; C-3's folder and outputs are kept, and put back after a fresh start.
    const ws = await completedRun();
    const instanceOf = (path: string) => ({ seq: 1, sha256: sha256Hex(ws.read(path).split('\n')[0]!) });
    const earlier = instanceOf('runs/r1/workflow_state.journal.jsonl');
    const parentOf = (key: string) => JSON.parse(ws.read(`${shardFolder(key)}/workflow_state.journal.jsonl`).split('\n')[0]!).parent_instance;
    for (const key of ['A-1', 'B-2', 'C-3']) expect(parentOf(key)).toEqual(earlier);
    const kept = carry(ws, 'C-3', outsideDir());
    const outputs = ['runs/r1/design/gamma.md', 'runs/r1/verify/C-3.md'].map((p) => [p, ws.read(p)] as const);
    ws.write('reg.md', registry(THREE));
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--stop-after-step', 'start', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
    const now = instanceOf('runs/r1/workflow_state.journal.jsonl');
    expect(now).not.toEqual(earlier);
    cpSync(kept, ws.path(shardFolder('C-3')), { recursive: true });
    for (const [p, text] of outputs) ws.write(p, text);
    ws.write('items.txt', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(resumed.code).toBe(5);
    expect(jsonOf(resumed)).toMatchObject({ status: 'SHARD_FOREIGN', active_step: 'loop', stages_run: 4 });
    expect(jsonOf(resumed).message).toContain(`item C-3: its folder ${shardFolder('C-3')} holds a run made for run r1 before its fresh start`);
    expect(ws.lines('items.txt')).toEqual(['A-1 design', 'A-1 verify', 'B-2 design', 'B-2 verify']);
    for (const key of ['A-1', 'B-2']) expect(parentOf(key)).toEqual(now);
    expect(parentOf('C-3')).toEqual(earlier);
  });

  it('a shard made before run instances were recorded (an earlier stagegate) is merged as then; one whose journal records an instance SHARD.json does not name, or a malformed one, is refused as tampered', async () => {
    const plan = await plannedRun();
    const m = machine(plan);
    for (const key of ['A-1', 'B-2', 'C-3']) expect((await m.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '-q'])).code).toBe(0);
    /** The shard folder as `edit` leaves its journal's events and SHARD.json: the hash chain, the heads and SHARD.json's head made whole again. */
    const rewritten = (key: string, edit: (event: Record<string, unknown>) => void, descriptor: (d: Record<string, unknown>) => void): string => {
      const dir = carry(m, key, outsideDir());
      const journal = join(dir, 'workflow_state.journal.jsonl');
      const lines = readFileSync(journal, 'utf8').trimEnd().split('\n');
      const oldHead = sha256Hex(lines.at(-1)!);
      let prev: string | null = null;
      const out = lines.map((line) => {
        const event = JSON.parse(line) as Record<string, unknown>;
        edit(event);
        event['prev'] = prev;
        const text = JSON.stringify(event);
        prev = sha256Hex(text);
        return text;
      });
      writeFileSync(journal, `${out.join('\n')}\n`);
      for (const file of ['workflow_state.yaml', 'RUN_MANIFEST.yaml']) writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8').split(oldHead).join(prev!));
      const d = JSON.parse(readFileSync(join(dir, 'SHARD.json'), 'utf8')) as Record<string, unknown>;
      d['journal'] = { seq: lines.length, sha256: prev };
      descriptor(d);
      writeFileSync(join(dir, 'SHARD.json'), JSON.stringify(d));
      return dir;
    };
    const unrecorded = (event: Record<string, unknown>): void => void delete event['parent_instance'];
    // SHARD.json names no instance while its journal records one: refused, nothing merged.
    const half = carry(m, 'B-2', outsideDir());
    const d = JSON.parse(readFileSync(join(half, 'SHARD.json'), 'utf8')) as Record<string, unknown>;
    delete d['run_instance'];
    writeFileSync(join(half, 'SHARD.json'), JSON.stringify(d));
    const r1 = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', half]);
    expect(r1.code).toBe(5);
    expect(jsonOf(r1)).toMatchObject({ status: 'SHARD_TAMPERED' });
    expect(jsonOf(r1).message).toContain("records the instance of run 'r1' it ran for, SHARD.json names none");
    // A malformed instance in the journal (the chain made whole): refused, not a crash.
    const malformed = rewritten('C-3', (e) => {
      if (e['event'] === 'run_started') e['parent_instance'] = null;
    }, () => undefined);
    const r2 = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', malformed]);
    expect(r2.code).toBe(5);
    expect(jsonOf(r2)).toMatchObject({ status: 'SHARD_TAMPERED' });
    expect(jsonOf(r2).message).toContain('records a malformed run instance');
    expect(plan.exists(shardFolder('C-3'))).toBe(false);
    // As the build before instances wrote it: neither SHARD.json nor its journal names one. Merged.
    const before = rewritten('A-1', unrecorded, (x) => void delete x['run_instance']);
    expect(jsonOf(await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', before]))).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: ['A-1'], pending: ['B-2', 'C-3'] } });
  });

  it('duplicates: two different results of one key are refused as a conflict; the same result again is already merged; another after the merge conflicts', async () => {
    const plan = await plannedRun();
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

  it('a run-level budget is checked at merge against the sum of the shards\' spend', { tags: [CAMPAIGN] }, async () => {
    const agent = [
      '#!/usr/bin/env bash',
      'cat >/dev/null',
      '[ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"',
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

  it('a shard whose item ended blocked ends the run blocked at the merge, as in one process; items after it are not merged', { tags: [CAMPAIGN] }, async () => {
    const ws = await plannedRun();
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

describe('a shard whose accepted output a later stage replaced with a FIFO', () => {
  it('is not sealed: STAGE_OUTPUT_MISSING names the output; sealing never waits on the FIFO', async () => {
    const ws = await plannedRun();
    // B-2's verify stage (after design's output was accepted) puts a FIFO in that output's place.
    writeFileSync(ws.path('lib.sh'), `${readFileSync(ws.path('lib.sh'), 'utf8')}\nif [ "\${STAGEGATE_STEP:-}" = verify ]; then rm -f runs/r1/design/beta.md && mkfifo runs/r1/design/beta.md; fi\n`);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'B-2', '--json']);
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'STAGE_OUTPUT_MISSING', shard: { key: 'B-2' } });
    expect(jsonOf(r).message ?? r.stdout).toContain('runs/r1/design/beta.md is a FIFO now');
  });
});
