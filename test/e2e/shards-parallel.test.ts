/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// A parallel step's branches as shards: `stagegate shards` lists the branches without a verdict,
// `run --shard BRANCH` runs exactly that branch (through the same attempt loop, or its child run)
// into a shard folder of its own with its own journal, and `stagegate merge` verifies the branch
// shards, merges them in declared order, applies the join and continues. Shards run in copies of
// the workspace ("machines"); their folders travel as --from folders. Three shards in three
// processes of the built CLI, merged in every order, are process/shards-parallel.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { jsonOf, removeWorkspaces, workspaceWith, outsideDir, TempWorkspace } from '../helpers/cli.js';
import { machine } from '../helpers/shards.js';
import { PAR_LIB, BRANCHES, wf, planned, shardFolder, carry } from './shards-parallel-fixtures.js';
import { CAMPAIGN } from '../tiers.js';
import { writeMergeMarker } from '../../src/core/shards/merge-marker.js';

afterAll(removeWorkspaces);

// Most tests start from the run planned up to the parallel step (planned()). One such run per join
// mode is made by the first test that needs it and then only read: each test works on a copy of
// it of its own (another machine, as machine() makes them: its own folder, same files and history).
const plannedRuns = new Map<string, Promise<TempWorkspace>>();
async function plannedCopy(joinMode = 'all'): Promise<TempWorkspace> {
  let run = plannedRuns.get(joinMode);
  if (run === undefined) plannedRuns.set(joinMode, (run = planned(joinMode)));
  return machine(await run);
}

const branchesOf = (ws: TempWorkspace): any => ws.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches;

describe('parallel branches as shards', () => {
  it('shards lists the branches in declared order; run --shard runs exactly that branch into its own folder and journal, leaving the run untouched; merge takes it and the rest stay pending', async () => {
    // Not at the parallel step yet (the run has not reached it): nothing to run.
    const early = workspaceWith({ 'wf.yaml': wf(), 'par.sh': PAR_LIB });
    const none = await early.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '--json']);
    expect(jsonOf(none)).toMatchObject({ status: 'SHARD_NOT_READY', exit_code: 4 });
    expect(early.exists('counter.txt')).toBe(false);

    const ws = await plannedCopy();
    const journal = ws.read('runs/r1/workflow_state.journal.jsonl');
    const snapshot = ws.read('runs/r1/workflow_state.yaml');
    const list = await ws.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual({ step: 'checks', shards: ['a', 'b', 'c'] });
    expect((await ws.run(['shards', 'wf.yaml', '--run-id', 'r1'])).stdout).toContain('parallel step checks: 3 shards can run now');

    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'b', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 1, shard: { key: 'b', step: 'checks', folder: shardFolder('b'), finished: true } });
    // It says what happened to the branch — not what its own small run did ("step checks completed and leads to DONE"): the run's step is decided at the merge.
    const said = "branch b of parallel step checks succeeded (OK): a verdict to merge; step checks is decided at the merge, which applies its join (all) to every branch's verdict and continues the run";
    expect(jsonOf(r).message).toBe(said);
    expect(ws.lines('counter.txt')).toEqual(['start', 'b']);
    expect(ws.read('runs/r1/workflow_state.journal.jsonl')).toBe(journal);
    expect(ws.read('runs/r1/workflow_state.yaml')).toBe(snapshot);
    const descriptor = JSON.parse(ws.read(`${shardFolder('b')}/SHARD.json`));
    expect(descriptor).toMatchObject({ kind: 'parallel', run_id: 'r1', step: 'checks', visit: 1, key: 'b', outcome: 'WORKFLOW_COMPLETE', state_path: `${shardFolder('b')}/workflow_state.yaml` });
    expect(descriptor.outputs.map((o: any) => o.path)).toEqual(['runs/r1/b.md']);
    expect(ws.read(`${shardFolder('b')}/files/runs/r1/b.md`)).toBe(ws.read('runs/r1/b.md'));
    // The branch ran through the attempt loop: its log is in the shard's own run root.
    expect(ws.exists(`${shardFolder('b')}/logs/checks.b.v1.a1.log`)).toBe(true);
    // Running it again reports the finished shard and runs nothing.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'b', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0, message: said });
    const text = (await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'b'])).stdout.split('\n');
    expect(text[0]).toBe(`WORKFLOW_COMPLETE  ${said}`);
    expect(text).toContain('  next:     stagegate merge wf.yaml --run-id r1');

    const unknown = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'bb', '--json']);
    expect(unknown.code).toBe(4);
    expect(jsonOf(unknown)).toMatchObject({ status: 'SHARD_UNKNOWN' });
    // Refused after the step was found: --json names it (no folder: nothing ran).
    expect(jsonOf(unknown).shard).toEqual({ key: 'bb', step: 'checks', folder: null, finished: false });
    expect(jsonOf(unknown).message).toContain("parallel step checks has no branch 'bb'");
    expect(jsonOf(unknown).hint).toBe('`stagegate shards wf.yaml --run-id r1` lists its shards.');

    const merged = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(merged.code, merged.stdout + merged.stderr).toBe(0);
    expect(jsonOf(merged)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks', merge: { step: 'checks', merged: ['b'], pending: ['a', 'c'] } });
    expect(jsonOf(merged).message).toContain('2 branches still pending (a, c)');
    // Merged, b is no longer suggested for a mistyped bb (naming it is refused).
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'bb', '--json'])).message).not.toContain("did you mean 'b'");
    const b = branchesOf(ws);
    expect(b.b).toMatchObject({ status: 'succeeded', gate_status: 'OK', visit: 1, attempt: 1, output: 'runs/r1/b.md', log: `${shardFolder('b')}/logs/checks.b.v1.a1.log` });
    expect([b.a.status, b.c.status]).toEqual(['pending', 'pending']);
    expect(ws.state('runs/r1/workflow_state.yaml').artifacts['checks.b']).toMatchObject({ path: 'runs/r1/b.md', step: 'checks.b', gate_status: 'OK', visit: 1 });
    expect(JSON.parse((await ws.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json'])).stdout)).toEqual({ step: 'checks', shards: ['a', 'c'] });
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'b', '--json']);
    expect(again.code).toBe(4);
    expect(jsonOf(again)).toMatchObject({ status: 'SHARD_ALREADY_MERGED' });

    // An interrupted merge's marker naming a's folder, on the way to which a link loops (ELOOP): it
    // cannot be looked at, so it counts as there: the resume stops, nothing run, the marker kept.
    // Before: taken for gone, the marker was dropped and the resume ran the branches.
    const marker = 'runs/r1/workflow_state.yaml.merging';
    writeMergeMarker(ws.path('runs/r1/workflow_state.yaml'), { from: [outsideDir()], folders: [shardFolder('a')] });
    symlinkSync('a', ws.path('runs/r1/parallel/checks/a'));
    const looped = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(looped.code).toBe(4);
    expect(jsonOf(looped)).toMatchObject({ status: 'SHARD_MERGE_INTERRUPTED' });
    expect(jsonOf(looped).message).toContain(`parallel step checks: a merge of run r1 was interrupted while it copied shards into ${shardFolder('a')} (it cannot be looked at: ELOOP)`);
    expect(ws.exists(marker)).toBe(true);
    expect(ws.lines('counter.txt')).toEqual(['start', 'b']);
    // The link gone, the marker names no folder that is there: the resume removes it (a later resume
    // would otherwise take a folder made meanwhile for the merge's) and runs the branches.
    rmSync(ws.path('runs/r1/parallel/checks/a'));

    // The merge job's other choice: a resume runs the pending branches here, b not again.
    const rest = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(rest)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['start', 'checks', 'after'] });
    expect(ws.exists(marker)).toBe(false);
    expect(ws.lines('counter.txt').sort()).toEqual(['a', 'after', 'b', 'c', 'start']);
    expect(JSON.parse((await ws.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json'])).stdout)).toEqual({ step: null, shards: [] });
    // `stagegate logs` shows every branch's log, the one that ran as a shard (in its shard folder)
    // too. (The branch stages print nothing: a line stands in for what a real stage writes.)
    ws.write(`${shardFolder('b')}/logs/checks.b.v1.a1.log`, 'branch b ran on a leg\n');
    ws.write('runs/r1/logs/checks.a.v1.a1.log', 'branch a ran here\n');
    const branchLog = await ws.run(['logs', 'wf.yaml', 'checks.b', '--run-id', 'r1']);
    expect(branchLog.code, branchLog.stderr).toBe(0);
    expect(branchLog.stdout).toBe(`==> checks.b · visit 1 · attempt 1 (${shardFolder('b')}/logs/checks.b.v1.a1.log) <==\nbranch b ran on a leg\n`);
    const stepLogs = (await ws.run(['logs', 'wf.yaml', 'checks', '--run-id', 'r1'])).stdout;
    expect(stepLogs).toContain('branch a ran here');
    expect(stepLogs).toContain('branch b ran on a leg');
    const finishedRun = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '--json']);
    expect(jsonOf(finishedRun)).toMatchObject({ status: 'SHARD_NOT_READY' });
    // Finished: it says so, and sends nobody to list shards a finished run never has (as approve says of a finished run).
    expect(jsonOf(finishedRun).message).toBe('run r1 already finished (WORKFLOW_COMPLETE): it has no shards to run; nothing ran');
    expect(jsonOf(finishedRun).hint).toBe('A finished run runs no more shards (`stagegate status wf.yaml --run-id r1` shows how it ended); to fan out again, start the workflow over, with a new run id or this one with --mode fresh.');
  });

  it('the join applies to the merged verdicts: any completes on one success; all fails on one failure; an undecided join leaves the rest pending', { tags: [CAMPAIGN] }, async () => {
    // join any: a and c report NO, b OK.
    const any = await plannedCopy('any');
    const codes: number[] = [];
    for (const key of BRANCHES) codes.push((await any.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '-q'], { env: { NO_BRANCH: 'a c' } })).code ?? -1);
    // A branch that failed is a finished shard (a verdict to merge), but its leg reports it.
    expect(codes).toEqual([3, 0, 3]);
    const early = await any.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(early)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['start', 'checks', 'after'], merge: { merged: ['a', 'b', 'c'] } });
    const b = branchesOf(any);
    expect([b.a.status, b.b.status, b.c.status]).toEqual(['failed', 'succeeded', 'failed']);
    expect(any.state('runs/r1/workflow_state.yaml').steps.checks.gate).toEqual({ status: 'PARALLEL_COMPLETE' });
    expect(any.lines('counter.txt')).toEqual(['start', 'a', 'b', 'c', 'after']);

    // join any with only the failed branch a merged: undecided, b and c pending.
    const undecided = await plannedCopy('any');
    const failed = await undecided.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '--json'], { env: { NO_BRANCH: 'a' } });
    expect(failed.code).toBe(3);
    // Its verdict, and that the merge decides the step: with join any, not the end of the run.
    expect(jsonOf(failed)).toMatchObject({ message: "branch a of parallel step checks failed (NO): a verdict to merge; step checks is decided at the merge, which applies its join (any) to every branch's verdict and continues the run", next_command: 'stagegate merge wf.yaml --run-id r1' });
    const partial = await undecided.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(partial.code).toBe(0);
    expect(jsonOf(partial)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks', merge: { merged: ['a'], pending: ['b', 'c'] } });
    expect(jsonOf(partial).message).toContain('the join (any) is not decided yet');
    expect(JSON.parse((await undecided.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json'])).stdout)).toEqual({ step: 'checks', shards: ['b', 'c'] });
    expect((await undecided.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'c', '-q'])).code).toBe(0);
    const decided = await undecided.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(decided)).toMatchObject({ status: 'WORKFLOW_COMPLETE', merge: { merged: ['c'], already_merged: ['a'], pending: [] } });
    // b never ran: the join was decided without it.
    expect(branchesOf(undecided).b).toMatchObject({ status: 'not_run', attempt: 0 });
    expect(undecided.lines('counter.txt')).toEqual(['start', 'a', 'c', 'after']);

    // join all: b's failure decides PARALLEL_FAILED, routed to fix.
    const all = await plannedCopy('all');
    for (const key of BRANCHES) await all.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '-q'], { env: { NO_BRANCH: 'b' } });
    const failedJoin = await all.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(failedJoin)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['start', 'checks', 'fix'], merge: { merged: ['a', 'b', 'c'] } });
    expect(all.state('runs/r1/workflow_state.yaml').steps.checks.gate).toEqual({ status: 'PARALLEL_FAILED' });
    expect(all.lines('counter.txt').slice(-1)).toEqual(['fix']);
  });

  it('a resume in one process takes a branch shard that finished in the run root instead of running the branch again', { tags: [CAMPAIGN] }, async () => {
    const ws = await plannedCopy();
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'c', '-q'])).code).toBe(0);
    const rest = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(rest), rest.stdout + rest.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['start', 'checks', 'after'], stages_run: 3 });
    expect(ws.lines('counter.txt').filter((l) => l === 'c')).toEqual(['c']);
    expect(branchesOf(ws).c).toMatchObject({ status: 'succeeded', log: `${shardFolder('c')}/logs/checks.c.v1.a1.log` });
    expect(branchesOf(ws).a).toMatchObject({ status: 'succeeded', log: 'runs/r1/logs/checks.a.v1.a1.log' });
  });

  it("a resume drops a spent merge marker before it verifies the run root's branch shards: one refused there (tampered) leaves no marker behind that a leg of its key would stop on", async () => {
    // The parallel resume drops a marker whose folders are all gone (refuseInterruptedMerge) before
    // its shard intake verifies the shards in the run root; the intake's own marker bookkeeping
    // (core/shards/intake.ts, the merge's) comes after that verification, and never runs on a
    // resume: the drop before it is the one that acts. Without it (fix52: the resume's drop taken
    // away) the marker stayed, and `run --shard a` refused until it was removed by hand.
    const ws = await plannedCopy();
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'c', '-q'])).code).toBe(0);
    writeFileSync(ws.path(`${shardFolder('c')}/files/runs/r1/c.md`), 'forged\n');
    const marker = 'runs/r1/workflow_state.yaml.merging';
    writeMergeMarker(ws.path('runs/r1/workflow_state.yaml'), { from: [outsideDir()], folders: [shardFolder('a')] });
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed), resumed.stdout + resumed.stderr).toMatchObject({ status: 'SHARD_TAMPERED' });
    expect(ws.exists(marker)).toBe(false);
    const leg = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '--json']);
    expect(jsonOf(leg).status, leg.stdout).not.toBe('SHARD_MERGE_INTERRUPTED');
  });

  it("a branch that refers to an earlier step's output ({{steps.start.output}}) gets it from the run in its shard, and the merge checks it ran with it", async () => {
    const refBranch = ['ref:', `  run: ${JSON.stringify('source par.sh; printf "%s\\n" "{{steps.start.output}}" >ref.txt; branch')}`, "  output: 'runs/{{run_id}}/ref.md'", '  statuses: { OK: DONE, NO: BLOCKED }'];
    const ws = workspaceWith({ 'wf.yaml': wf('all', refBranch), 'par.sh': PAR_LIB });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', '--json']))).toMatchObject({ active_step: 'checks' });
    const other = machine(ws);
    const r = await other.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'ref', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(other.read('ref.txt')).toBe('runs/r1/start.md\n');
    expect(JSON.parse(other.read(`${shardFolder('ref')}/SHARD.json`)).bindings).toMatchObject({ 'steps.start.output': 'runs/r1/start.md', run_id: 'r1' });
    const merged = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', carry(other, 'ref', outsideDir())]);
    expect(jsonOf(merged), merged.stdout + merged.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: ['ref'], pending: ['a', 'b', 'c'] } });
  });

  it('a failed leg (no verdict) leaves its branch pending; its re-run runs only it, as its next attempt', { tags: [CAMPAIGN] }, async () => {
    const plan = await plannedCopy();
    const leg = await plan.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '--json'], { env: { FAIL_BRANCH: 'a' } });
    // exit 3 with no retry left is STAGE_FAILED: a branch verdict (failed), like in one process.
    expect(leg.code).toBe(3);
    expect(jsonOf(leg)).toMatchObject({ shard: { key: 'a', finished: true } });
    expect(plan.state('runs/r1/workflow_state.yaml').steps.checks.parallel ?? null).toBeNull();
    // A gate contract error is no verdict: the leg is not finished and leaves nothing to merge.
    const broken = await plannedCopy();
    broken.write('par.sh', PAR_LIB + 'branch() { count; }\n');
    const noVerdict = await broken.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '--json']);
    expect(noVerdict.code).not.toBe(0);
    expect(jsonOf(noVerdict)).toMatchObject({ shard: { key: 'a', finished: false } });
    expect(broken.exists(`${shardFolder('a')}/SHARD.json`)).toBe(false);
    expect(jsonOf(await broken.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: [], pending: ['a', 'b', 'c'] } });
    broken.write('par.sh', PAR_LIB);
    const rerun = await broken.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '--json']);
    expect(jsonOf(rerun)).toMatchObject({ status: 'WORKFLOW_COMPLETE', shard: { finished: true } });
    expect(broken.lines('counter.txt')).toEqual(['start', 'a', 'a']);
    const merged = await broken.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(merged)).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: ['a'], pending: ['b', 'c'] } });
    expect(branchesOf(broken).a).toMatchObject({ status: 'succeeded', attempt: 2 });
  });
});

describe("a branch shard's live progress", () => {
  it('names the branch of the run\'s step it is (as its summary does), not a new run of its own ending at "checks ✓ PARALLEL_COMPLETE → end"', async () => {
    const ws = await plannedCopy();
    const progress = (stderr: string): string[] => stderr.split('\n').filter(Boolean).map((l) => l.replace(/ {2,}\d+\.\d+s/, '  T').replace(/ +/g, ' '));
    const ok = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'b']);
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    expect(progress(ok.stderr)).toEqual([
      `checks.b: branch b of parallel step checks, visit 1, a shard of run r1 (started) — state ${shardFolder('b')}/workflow_state.yaml`,
      '▶ checks.b started',
      // As in one process: a branch completes no step of the run, so its line has no [n/N] count.
      ' checks.b ✓ OK → DONE T',
      'checks.b: branch b of parallel step checks succeeded (OK): a verdict to merge; step checks is decided at the merge',
    ]);
    const no = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'c'], { env: { NO_BRANCH: 'c' } });
    expect(progress(no.stderr).slice(2)).toEqual([' checks.c ✓ NO → BLOCKED T', 'checks.c: branch c of parallel step checks failed (NO): a verdict to merge; step checks is decided at the merge']);
    // No verdict (no gate): the branch's own line says why; the shard is not finished. Its re-run resumes it.
    ws.write('par.sh', PAR_LIB + 'branch() { count; }\n');
    const broken = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a']);
    expect(broken.code).not.toBe(0);
    const lines = progress(broken.stderr);
    expect(lines).toContain(' checks.a ✗ STAGE_OUTPUT_MISSING T');
    expect(lines.at(-1)).toBe('checks.a: branch a of parallel step checks has no verdict yet (STAGE_OUTPUT_MISSING): the shard is not finished');
    ws.write('par.sh', PAR_LIB);
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a']);
    expect(progress(again.stderr)[0]).toBe(`checks.a: branch a of parallel step checks, visit 1, a shard of run r1 (resumed) — state ${shardFolder('a')}/workflow_state.yaml`);
    for (const r of [ok, no, broken, again]) expect(r.stderr).not.toMatch(/new run|resuming|PARALLEL_(COMPLETE|FAILED)|→ end/);
  });
});

describe('agent branches as shards', () => {
  const agent = [
    '#!/usr/bin/env bash',
    'cat >/dev/null',
    '[ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"',
    'printf "# %s\\n\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: CHECKED\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n" "$STAGEGATE_BRANCH" "$STAGEGATE_WORKFLOW" "$STAGEGATE_BRANCH" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"',
    'printf \'{"type":"result","num_turns":2,"total_cost_usd":0.4,"usage":{"input_tokens":10,"output_tokens":5}}\\n\'',
    '',
  ].join('\n');
  const flow = (budget: number): string =>
    [
      "version: '4.0'",
      'name: spend',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  start:',
      "    run: 'source lib.sh; finish OK'",
      "    output: 'runs/{{run_id}}/start.md'",
      '    statuses: { OK: checks }',
      '  checks:',
      '    parallel:',
      '      branches:',
      ...BRANCHES.flatMap((id) => [`        ${id}:`, "          inline_instruction: 'Check it. status: CHECKED'", `          output: 'runs/{{run_id}}/${id}.md'`, '          statuses: { CHECKED: DONE }']),
      '    statuses: { PARALLEL_COMPLETE: DONE }',
      'execution:',
      `  max_cost_usd: ${budget}`,
      '',
    ].join('\n');

  const agentFlags = (ws: TempWorkspace): string[] => ['--agent', 'command', '--agent-command', ws.path('agent.sh')];

  async function legs(budget: number): Promise<TempWorkspace> {
    const ws = workspaceWith({ 'wf.yaml': flow(budget) });
    ws.write('agent.sh', agent, 0o755);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', ...agentFlags(ws), '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    for (const key of BRANCHES) {
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, ...agentFlags(ws), '--json']);
      // Each shard alone (0.4) is within the run's budget.
      expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    }
    return ws;
  }

  it("the merge records each branch's agent attempts on the parallel step, as one process would; a run-level budget is checked against the shards' sum", async () => {
    const within = await legs(2);
    const merged = await within.run(['merge', 'wf.yaml', '--run-id', 'r1', ...agentFlags(within), '--json']);
    expect(jsonOf(merged), merged.stdout + merged.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', merge: { merged: ['a', 'b', 'c'] } });
    const checks = within.state('runs/r1/workflow_state.yaml').steps.checks;
    expect(checks.spend).toMatchObject({ cost_usd: 1.2, turns: 6 });
    expect(checks.transcripts.map((t: any) => t.transcript)).toEqual(BRANCHES.map((id) => `${shardFolder(id)}/logs/checks.${id}.v1.a1.log`));

    const over = await legs(1);
    const before = over.read('runs/r1/workflow_state.journal.jsonl');
    const refused = await over.run(['merge', 'wf.yaml', '--run-id', 'r1', ...agentFlags(over), '--json']);
    expect(refused.code).toBe(8);
    expect(jsonOf(refused)).toMatchObject({ status: 'WORKFLOW_BUDGET_EXCEEDED', merge: { merged: [] } });
    expect(jsonOf(refused).message).toContain('execution.max_cost_usd $1');
    const added = over.read('runs/r1/workflow_state.journal.jsonl').slice(before.length).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l).event);
    expect(added.filter((e) => e.startsWith('branch_') || e === 'agent_attempt')).toEqual([]);
  });
});

describe('branch shards refused', () => {
  it('a parallel step with an action branch (exit-judged: it may revise an earlier output) is not sharded: validate warns, shards, run --shard and merge refuse with SHARD_NOT_SUPPORTED and the plain resume as next', async () => {
    // The action revises start's accepted output: a shard could not carry that back into the run.
    const agent = ['#!/usr/bin/env bash', 'cat >/dev/null', "printf 'revised\\n' >>runs/r1/start.md", "printf 'notes\\n' >>counter.txt", ''].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf('all', ['notes:', "  action: 'Revise the start notes'"]), 'par.sh': PAR_LIB });
    ws.write('agent.sh', agent, 0o755);
    const flags = ['--agent', 'command', '--agent-command', ws.path('agent.sh')];
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(v.code, v.stdout + v.stderr).toBe(0);
    const notesLine = wf('all', ['notes:']).split('\n').indexOf('        notes:') + 1;
    expect(jsonOf(v).warnings.map((w: any) => [w.code, w.line])).toEqual([['PARALLEL_BRANCH_NOT_SHARDABLE', notesLine]]);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', ...flags, '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks' });
    const journal = ws.read('runs/r1/workflow_state.journal.jsonl');

    const list = await ws.run(['shards', 'wf.yaml', '--run-id', 'r1']);
    expect(list.code).toBe(4);
    expect(list.stderr).toContain('SHARD_NOT_SUPPORTED');
    expect(list.stderr).toContain('parallel step checks cannot run as shards: its branch notes is an action judged by its exit status');
    // The text names the way on as every refusal does (shards takes no agent flags: the run remembers its agent);
    // --json says the refusal on stdout (a script reading the matrix gets an object, not nothing).
    expect(list.stderr).toContain('\n  next: stagegate run wf.yaml --run-id r1\n');
    const listJson = await ws.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(listJson.code).toBe(4);
    expect(jsonOf(listJson)).toMatchObject({ status: 'SHARD_NOT_SUPPORTED', exit_code: 4, next_command: 'stagegate run wf.yaml --run-id r1' });
    expect(jsonOf(listJson).message).toContain('parallel step checks cannot run as shards');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', ...flags, '--json']);
    expect(r.code).toBe(4);
    const resume = `stagegate run wf.yaml --run-id r1 --agent command --agent-command ${ws.path('agent.sh')}`;
    expect(jsonOf(r)).toMatchObject({ status: 'SHARD_NOT_SUPPORTED', next_command: resume, shard: { key: 'a', step: 'checks', folder: null, finished: false } });
    expect(jsonOf(r).message).toContain('; nothing ran');
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', ...flags]);
    expect(text.stdout + text.stderr).toContain(`next:     ${resume}`);
    // merge too: a shard folder of the step (an earlier stagegate sharded such steps; here a real
    // branch shard of the plain variant) is not merged, before it is even read, and the way on is the plain resume.
    const other = await plannedCopy();
    expect((await other.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '-q'])).code).toBe(0);
    const carried = carry(other, 'a', outsideDir());
    for (const from of [[], ['--from', carried]]) {
      const m = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', ...from, ...flags, '--json']);
      expect(m.code, m.stdout + m.stderr).toBe(4);
      expect(jsonOf(m)).toMatchObject({ status: 'SHARD_NOT_SUPPORTED', next_command: resume, merge: { step: 'checks', merged: [] } });
      expect(jsonOf(m).message).toBe('parallel step checks cannot run as shards: its branch notes is an action judged by its exit status, which may revise outputs the run accepted earlier, and a shard carries back only what its branch accepted; nothing was merged');
      expect(jsonOf(m).hint).toContain('are not merged: what a branch revised there is on that machine only');
    }
    // Nothing ran, nothing was written.
    expect(ws.lines('counter.txt')).toEqual(['start']);
    expect(ws.exists('runs/r1/parallel')).toBe(false);
    expect(ws.read('runs/r1/workflow_state.journal.jsonl')).toBe(journal);

    // shards' next: command (no agent flags: the run remembers its agent, a script at the
    // workspace's root included) runs the step here, and the revision is recorded as the action's.
    const done = await ws.run([...jsonOf(listJson).next_command.split(' ').slice(1), '--json']);
    expect(jsonOf(done), done.stdout + done.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.state('runs/r1/workflow_state.yaml').artifacts.start).toMatchObject({ revised_by: 'checks.notes' });
  });

  it('tampered branch shards are refused and named (an output copy, a journal line, the outcome), and nothing is merged', async () => {
    const plan = await plannedCopy();
    const m = machine(plan);
    for (const key of BRANCHES) expect((await m.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '-q'])).code).toBe(0);
    const before = plan.read('runs/r1/workflow_state.journal.jsonl');
    const cases: Array<[string, (dir: string) => void, string]> = [
      ['output copy', (dir) => writeFileSync(join(dir, 'files/runs/r1/a.md'), 'forged\n'), 'its copy of output runs/r1/a.md has sha256'],
      [
        'journal line',
        (dir) => {
          const file = join(dir, 'workflow_state.journal.jsonl');
          writeFileSync(file, readFileSync(file, 'utf8').replace('"gate_status":"OK"', '"gate_status":"NO"'));
        },
        'journal',
      ],
      [
        'outcome',
        (dir) => {
          const file = join(dir, 'SHARD.json');
          writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), outcome: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' }));
        },
        'SHARD.json says WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE',
      ],
    ];
    for (const [what, tamper, words] of cases) {
      const dir = carry(m, 'a', outsideDir());
      tamper(dir);
      const others = [carry(m, 'b', outsideDir()), carry(m, 'c', outsideDir())];
      const r = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', dir, ...others.flatMap((o) => ['--from', o])]);
      expect(r.code, what).toBe(5);
      expect(jsonOf(r).status, what).toBe('SHARD_TAMPERED');
      expect(jsonOf(r).message, what).toContain(dir);
      expect(jsonOf(r).message, what).toContain(words);
      expect(plan.read('runs/r1/workflow_state.journal.jsonl'), what).toBe(before);
      expect(plan.exists('runs/r1/parallel'), what).toBe(false);
    }
  });

  it('a branch shard of another run, of another workflow version, or one whose descriptor names another branch is refused as foreign', async () => {
    const plan = await plannedCopy();
    const other = machine(plan);
    expect(jsonOf(await other.run(['run', 'wf.yaml', '--run-id', 'r2', '--stop-after-step', 'start', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    expect((await other.run(['run', 'wf.yaml', '--run-id', 'r2', '--shard', 'a', '-q'])).code).toBe(0);
    const foreign = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', carry(other, 'a', outsideDir(), 'r2')]);
    expect(foreign.code).toBe(5);
    expect(jsonOf(foreign)).toMatchObject({ status: 'SHARD_FOREIGN' });
    expect(jsonOf(foreign).message).toContain("belongs to run 'r2'");

    const edited = machine(plan);
    edited.write('wf.yaml', wf().replace('name: par', '# edited\nname: par'));
    expect((await edited.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '--allow-workflow-change', '-q'])).code).toBe(0);
    const version = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', carry(edited, 'a', outsideDir())]);
    expect(jsonOf(version)).toMatchObject({ status: 'SHARD_FOREIGN' });
    expect(jsonOf(version).message).toContain('another version of wf.yaml');

    // A descriptor that claims another branch than its journal ran.
    const m = machine(plan);
    expect((await m.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '-q'])).code).toBe(0);
    const renamed = carry(m, 'a', outsideDir());
    const descriptor = JSON.parse(readFileSync(join(renamed, 'SHARD.json'), 'utf8'));
    writeFileSync(join(renamed, 'SHARD.json'), JSON.stringify({ ...descriptor, key: 'b' }));
    const claimed = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', renamed]);
    expect(claimed.code).toBe(5);
    expect(jsonOf(claimed)).toMatchObject({ status: 'SHARD_FOREIGN' });
    expect(jsonOf(claimed).message).toContain(`ran branch b as ${shardFolder('a')}/workflow_state.yaml`);
    expect(plan.state('runs/r1/workflow_state.yaml').steps.checks.parallel ?? null).toBeNull();
    expect(plan.exists('runs/r1/parallel')).toBe(false);
  });

  it('a branch shard made before a fresh start of the run id is not merged into the new run: named, its branch stays pending', async () => {
    const plan = await plannedCopy();
    const early = machine(plan);
    expect((await early.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '-q'])).code).toBe(0);
    const before = carry(early, 'a', outsideDir());
    expect(jsonOf(await plan.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--stop-after-step', 'start', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks' });
    const r = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', before]);
    expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks', merge: { step: 'checks', merged: [], pending: BRANCHES, superseded: [{ key: 'a', folder: before }] } });
    expect(plan.exists(shardFolder('a'))).toBe(false);
    // A shard made for the run as it is now is merged.
    const now = machine(plan);
    expect((await now.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '-q'])).code).toBe(0);
    expect(jsonOf(await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', carry(now, 'a', outsideDir())]))).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: ['a'], superseded: [] } });
  });

  it('duplicates: two different results of one branch conflict; the same result again is already merged; another after the merge conflicts', { tags: [CAMPAIGN] }, async () => {
    const plan = await plannedCopy();
    const [m1, m2] = [machine(plan), machine(plan)];
    expect((await m1.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '-q'], { env: { MACHINE: 'one' } })).code).toBe(0);
    expect((await m2.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '-q'], { env: { MACHINE: 'two' } })).code).toBe(0);
    const one = carry(m1, 'a', outsideDir());
    const two = carry(m2, 'a', outsideDir());
    const both = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', one, '--from', two]);
    expect(both.code).toBe(5);
    expect(jsonOf(both)).toMatchObject({ status: 'SHARD_CONFLICT' });
    expect(jsonOf(both).message).toContain('two different results of shard a');

    expect(jsonOf(await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', one]))).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: ['a'] } });
    expect(plan.read('runs/r1/a.md')).toContain('by one');
    expect(jsonOf(await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', one]))).toMatchObject({ status: 'PARTIAL_RESUMABLE', merge: { merged: [], already_merged: ['a'] } });
    const later = await plan.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', two]);
    expect(jsonOf(later)).toMatchObject({ status: 'SHARD_CONFLICT' });
    expect(jsonOf(later).message).toContain(two);
    expect(plan.read('runs/r1/a.md')).toContain('by one');
  });

  it('locking: a leg of a branch another live leg holds is refused, and a resume does not run that branch in-process', async () => {
    const ws = await plannedCopy();
    const owner = JSON.stringify({ pid: process.pid, host: hostname(), started_at: new Date().toISOString() });
    ws.write(`${shardFolder('a')}/workflow_state.yaml.lock`, owner);
    const held = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a', '--json']);
    expect(held.code).toBe(7);
    expect(jsonOf(held)).toMatchObject({ status: 'WORKFLOW_LOCKED' });
    const journal = ws.read('runs/r1/workflow_state.journal.jsonl');
    const resume = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(resume.code).toBe(7);
    expect(jsonOf(resume)).toMatchObject({ status: 'WORKFLOW_LOCKED' });
    expect(jsonOf(resume).message).toContain('branch a is running as a shard');
    expect(ws.lines('counter.txt')).toEqual(['start']);
    expect(ws.read('runs/r1/workflow_state.journal.jsonl').startsWith(journal)).toBe(true);
    ws.write('runs/r1/workflow_state.yaml.lock', owner);
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'c', '--json']);
    expect(run.code).toBe(7);
    expect(ws.lines('counter.txt')).toEqual(['start']);
  });
});

describe('a child_workflow branch as a shard', () => {
  it('runs its child through the child run on another machine; the merge takes its verdict and installs the outputs its child accepted', async () => {
    const child = [
      "version: '4.0'",
      'name: child',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  x:',
      `    run: ${JSON.stringify("printf 'x\\n' >>counter.txt; source lib.sh; finish OK")}`,
      "    output: 'runs/{{run_id}}/x.md'",
      '    statuses: { OK: DONE }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf('all', ['sub:', '  child_workflow: child.yaml', "  inputs: { run_id: 'c-{{run_id}}' }", '  statuses: { WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED }']), 'par.sh': PAR_LIB, 'child.yaml': child });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', '--json']))).toMatchObject({ active_step: 'checks' });
    expect(JSON.parse((await ws.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json'])).stdout)).toEqual({ step: 'checks', shards: ['a', 'b', 'c', 'sub'] });
    // The child branch runs on another machine; its child's output travels in the shard.
    const other = machine(ws);
    const r = await other.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'sub', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', shard: { key: 'sub', finished: true } });
    expect(other.lines('counter.txt')).toEqual(['start', 'x']);
    expect(other.state('runs/c-r1/workflow_state.yaml')).toMatchObject({ workflow: 'child', status: 'WORKFLOW_COMPLETE' });
    expect(JSON.parse(other.read(`${shardFolder('sub')}/SHARD.json`)).outputs.map((o: any) => o.path)).toEqual(['runs/c-r1/x.md']);
    const carried = carry(other, 'sub', outsideDir());
    for (const key of BRANCHES) expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', key, '-q'])).code).toBe(0);
    expect(ws.exists('runs/c-r1/x.md')).toBe(false);
    const merged = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json', '--from', carried]);
    expect(jsonOf(merged)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['start', 'checks', 'after'], merge: { merged: ['a', 'b', 'c', 'sub'] } });
    const sub = branchesOf(ws).sub;
    expect(sub).toMatchObject({ kind: 'child_workflow', status: 'succeeded', gate_status: 'WORKFLOW_COMPLETE', attempt: 1 });
    expect(sub.child).toMatchObject({ workflow_file: 'child.yaml', run_id: 'c-r1', status: 'WORKFLOW_COMPLETE' });
    expect(ws.read('runs/c-r1/x.md')).toBe(other.read('runs/c-r1/x.md'));
    expect(ws.lines('counter.txt')).toEqual(['start', 'a', 'b', 'c', 'after']);
  });
});
