// What the run summary tells a user to do next (`fix:` / `next:`, `hint` / `next_command`) where a
// run's own advice would be wrong: a shard (a foreach item or a parallel branch run on its own)
// that ended blocked or failed is continued by `merge` or by running that shard again — never by
// starting the whole run over with --mode fresh; a merge that left shards pending is continued by
// running those shards; a run paused at an approval by the decision. Each advice is followed here
// and shown to work. Also the progress lines of a shard (its visit, its steps).
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';
import { madeOnce } from '../helpers/shards.js';

afterAll(removeWorkspaces);

/** Branch stages: NO for the branch NO_BRANCH names, exit 3 for FAIL_BRANCH, no gate at all for NOGATE_BRANCH; else OK. */
const BRANCH = [
  'source lib.sh',
  'STAGEGATE_STEP=$STAGEGATE_BRANCH', // a branch's gate names the branch
  '[ "${FAIL_BRANCH:-}" != "$STAGEGATE_BRANCH" ] || exit 3',
  'if [ "${NOGATE_BRANCH:-}" = "$STAGEGATE_BRANCH" ]; then outdir; printf "no gate\\n" >"$STAGEGATE_OUTPUT"; exit 0; fi',
  'case " ${NO_BRANCH:-} " in *" $STAGEGATE_BRANCH "*) finish NO;; *) finish OK;; esac',
].join('; ');

function parallelYaml(join: string): string {
  const lines = [
    "version: '4.0'",
    'name: par',
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
    `      join: ${join}`,
    '      branches:',
  ];
  for (const id of ['unit', 'lint', 'e2e']) lines.push(`        ${id}:`, `          run: ${JSON.stringify(BRANCH)}`, `          output: 'runs/{{run_id}}/${id}.md'`, '          statuses: { OK: DONE, NO: BLOCKED }');
  lines.push('    statuses: { PARALLEL_COMPLETE: after, PARALLEL_FAILED: BLOCKED }', '  after:', "    run: 'source lib.sh; finish OK'", "    output: 'runs/{{run_id}}/after.md'", '    statuses: { OK: DONE }');
  return lines.join('\n') + '\n';
}

/** One per-item step: exit 3 for FAIL_ITEM, REJECTED (routed to BLOCKED) for REJECT_ITEM, else VERIFIED. */
const ITEM = 'source lib.sh; [ "${FAIL_ITEM:-}" != "$STAGEGATE_INPUT_ITEM_ID" ] || exit 3; if [ "${REJECT_ITEM:-}" = "$STAGEGATE_INPUT_ITEM_ID" ]; then finish REJECTED; else finish VERIFIED; fi';

const FOREACH = [
  "version: '4.0'",
  'name: fan',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  start:',
  "    run: 'source lib.sh; finish OK'",
  "    output: 'runs/{{run_id}}/start.md'",
  '    statuses: { OK: loop }',
  '  loop:',
  '    foreach:',
  '      source: reg.md',
  '      id_field: ID',
  '    per_item:',
  '      verify:',
  `        run: ${JSON.stringify(ITEM)}`,
  "        output: 'runs/{{run_id}}/verify/{{item_id}}.md'",
  '        statuses: { VERIFIED: next_artifact, REJECTED: BLOCKED }',
  '    completion: { require: all rows VERIFIED, on_complete: after }',
  '  after:',
  "    run: 'source lib.sh; finish OK'",
  "    output: 'runs/{{run_id}}/after.md'",
  '    statuses: { OK: DONE }',
  '',
].join('\n');

const REGISTRY = ['# Components', '', '| ID | Name | Status |', '|---|---|---|', '| C-01 | Alpha | PENDING |', '| C-02 | Beta | PENDING |', ''].join('\n');

/** A workspace whose run r1 stopped right before its fan-out step. */
async function atFanOut(files: Record<string, string>): Promise<TempWorkspace> {
  const ws = workspaceWith(files);
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', '--json']);
  expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
  return ws;
}

/** FOREACH's run r1 stopped before its fan-out step, made once and copied for each test (madeOnce). */
const foreachAtFanOut = madeOnce(() => atFanOut({ 'wf.yaml': FOREACH, 'reg.md': REGISTRY }));

/** The summary's `fix:` and `next:` lines. */
function advice(stdout: string): { fix: string | undefined; next: string | undefined; or: string | undefined } {
  return { fix: /^ {2}fix: +(.*)$/m.exec(stdout)?.[1], next: /^ {2}next: +(.*)$/m.exec(stdout)?.[1], or: /^ {2}or: +(.*)$/m.exec(stdout)?.[1] };
}

describe('a shard that ended blocked or failed', () => {
  it('a parallel branch with a failed verdict points at merge (the majority join can still succeed), never at --mode fresh; merging as told completes the run', async () => {
    const ws = await atFanOut({ 'wf.yaml': parallelYaml('majority') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'unit'], { env: { NO_BRANCH: 'unit' } });
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stdout).not.toContain('--mode fresh');
    const { fix, next } = advice(r.stdout);
    expect(next).toBe('stagegate merge wf.yaml --run-id r1');
    expect(fix).toContain('The shard is finished: branch unit of parallel step checks ended WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE, a result to merge');
    expect(fix).toContain('join (majority)');
    expect(fix).toContain('Running the shard again only reports that result');
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'unit', '--json'], { env: { NO_BRANCH: 'unit' } }));
    expect(json).toMatchObject({ exit_code: 3, next_command: 'stagegate merge wf.yaml --run-id r1', shard: { key: 'unit', finished: true } });
    expect(json['hint']).not.toContain('--mode fresh');

    // A branch that wrote no gate is not finished: run that shard again (it resumes its journal), then merge.
    const lint = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'lint'], { env: { NOGATE_BRANCH: 'lint' } });
    expect(lint.code).not.toBe(0);
    expect(lint.stdout).not.toContain('--mode fresh');
    expect(lint.stdout).toContain('(not finished: run it again to continue it)');
    expect(advice(lint.stdout).next).toBe('stagegate run wf.yaml --run-id r1 --shard lint');
    expect(advice(lint.stdout).fix).toContain('The shard is not finished (branch lint of parallel step checks)');

    // Following the advice: lint again (fixed), e2e, then merge: 2 of 3 succeeded, the majority join completes.
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'lint'])).code).toBe(0);
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'e2e'])).code).toBe(0);
    const merged = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(merged)).toMatchObject({ status: 'WORKFLOW_COMPLETE', exit_code: 0 });
  });

  it('a branch that failed its attempts is a verdict too: merge, not a re-run and not --mode fresh', async () => {
    const ws = await atFanOut({ 'wf.yaml': parallelYaml('any') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'e2e'], { env: { FAIL_BRANCH: 'e2e' } });
    expect(r.code).toBe(3);
    expect(r.stdout).not.toContain('--mode fresh');
    expect(advice(r.stdout).next).toBe('stagegate merge wf.yaml --run-id r1');
    expect(advice(r.stdout).fix).toContain('join (any)');
  });

  it('a foreach item: blocked (finished) points at merge, failed (not finished) at running that shard again; following it works', async () => {
    const ws = await foreachAtFanOut();
    const blocked = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'C-01'], { env: { REJECT_ITEM: 'C-01' } });
    expect(blocked.code).toBe(3);
    expect(blocked.stdout).not.toContain('--mode fresh');
    expect(advice(blocked.stdout).next).toBe('stagegate merge wf.yaml --run-id r1');
    expect(advice(blocked.stdout).fix).toContain('The shard is finished: item C-01 of foreach step loop ended WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE, a result to merge');

    const failed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'C-02'], { env: { FAIL_ITEM: 'C-02' } });
    expect(failed.code).toBe(6);
    expect(failed.stdout).not.toContain('--mode fresh');
    const { fix, next } = advice(failed.stdout);
    expect(next).toBe('stagegate run wf.yaml --run-id r1 --shard C-02');
    expect(fix).toContain('The shard is not finished (item C-02 of foreach step loop)');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'C-02', '--json'], { env: { FAIL_ITEM: 'C-02' } }))['next_command']).toBe('stagegate run wf.yaml --run-id r1 --shard C-02');
    // Its next command, once the cause is gone, finishes it (a second attempt of the same visit).
    const again = await ws.run(next!.split(' ').slice(1));
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('(finished: stagegate merge takes it)');
    expect(advice(again.stdout).next).toBe('stagegate merge wf.yaml --run-id r1');
  });
});

describe('progress of a shard', () => {
  it('names the visit the shard runs (its folder v1) and counts the per-item steps the file declares', { tags: [CAMPAIGN] }, async () => {
    const ws = await foreachAtFanOut();
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'C-01']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('loop[C-01]: item C-01, visit 1 (started) — state runs/r1/foreach/loop/c-01/v1/workflow_state.yaml');
    expect(r.stderr).toMatch(/^\[1\/1\] loop\[C-01\]\.verify +✓ VERIFIED → item done/m);
    // A stage that fails: nothing completed of the one step.
    const failed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'C-02'], { env: { FAIL_ITEM: 'C-02' } });
    expect(failed.stderr).toMatch(/^ {5} loop\[C-02\]\.verify +✗ STAGE_FAILED/m);
    // In one process the same.
    const whole = workspaceWith({ 'wf.yaml': FOREACH, 'reg.md': REGISTRY });
    const run = await whole.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('loop[C-02]: item C-02, visit 1 (started)');
    expect(run.stderr).toMatch(/^\[1\/1\] loop\[C-02\]\.verify +✓ VERIFIED/m);
    expect(run.stderr).not.toMatch(/\/2\] loop\[/);
  });
});

describe('a merge that left shards pending', () => {
  it('says to run those shards and merge again (no --stop-after-step was given), next: shards', { tags: [CAMPAIGN] }, async () => {
    const ws = await foreachAtFanOut();
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'C-01'])).code).toBe(0);
    const r = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^PARTIAL_RESUMABLE /);
    expect(r.stdout).not.toContain('--stop-after-step');
    const { fix, next } = advice(r.stdout);
    expect(next).toBe('stagegate shards wf.yaml --run-id r1');
    expect(fix).toContain('Run the shard still pending (`stagegate shards wf.yaml --run-id r1` lists it; `stagegate run wf.yaml --run-id r1 --shard C-02` runs it), then merge again (`stagegate merge wf.yaml --run-id r1`)');
    expect(r.stdout).toContain('  pending:  C-02');
    // Following it: the shard, then the merge, completes the run.
    expect(jsonOf(await ws.run(['shards', 'wf.yaml', '--run-id', 'r1', '--json']))['shards']).toEqual(['C-02']);
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'C-02'])).code).toBe(0);
    expect(jsonOf(await ws.run(['merge', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', next_command: null });
  });
});

describe('a run paused at an approval', () => {
  const WF = [
    "version: '4.0'",
    'name: appr',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  build:',
    "    run: 'source lib.sh; finish OK'",
    "    output: 'runs/{{run_id}}/build.md'",
    '    statuses: { OK: signoff }',
    '  signoff:',
    '    approval:',
    "      message: 'ship it?'",
    '    on_approve: DONE',
    '',
  ].join('\n');

  /** WF's run r1 paused at signoff, made once (its report's status and next: asserted) and copied for each test (madeOnce). */
  const paused = madeOnce(async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^PARTIAL_RESUMABLE /);
    expect([advice(r.stdout).next, advice(r.stdout).or]).toEqual(['stagegate approve wf.yaml --run-id r1', 'stagegate reject wf.yaml --run-id r1']);
    return ws;
  });

  it('next: is the approve command (reject beside it), not a resume that would only pause again', { tags: [CAMPAIGN] }, async () => {
    // The run's own next: is asserted where the paused run is made.
    const ws = await paused();
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff', next_command: 'stagegate approve wf.yaml --run-id r1', next_alternative: 'stagegate reject wf.yaml --run-id r1' });
    // Following it: the approval, whose own next is the resume, which completes.
    const approved = jsonOf(await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'me', '--json']));
    expect(approved['next_command']).toBe('stagegate run wf.yaml --run-id r1');
    expect(approved).not.toHaveProperty('source_warning');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', next_command: null });
  });

  it('status of the paused run prints the same next: (and next_command / next_alternative) the run printed', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF.replace("      message: 'ship it?'", "      message: 'ship it?'\n      approvers: [alice]") });
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(status.code).toBe(0);
    expect([advice(status.stdout).next, advice(status.stdout).or]).toEqual(['stagegate approve wf.yaml --run-id r1 --by alice', 'stagegate reject wf.yaml --run-id r1 --by alice']);
    expect(advice(status.stdout)).toMatchObject({ next: advice(run.stdout).next, or: advice(run.stdout).or });
    const ran = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    const json = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect({ next_command: json['next_command'], next_alternative: json['next_alternative'] }).toEqual({ next_command: ran['next_command'], next_alternative: ran['next_alternative'] });
    // Decided: what is left is the resume, which status names too; finished, nothing.
    await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ next_command: 'stagegate run wf.yaml --run-id r1' });
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    const done = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(done).toMatchObject({ status: 'WORKFLOW_COMPLETE', next_command: null });
    expect(done).not.toHaveProperty('next_alternative');
  });

  it('status of a run stopped after a step names its resume, as the run did', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const ran = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'build', '--json']));
    expect(ran).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff', next_command: 'stagegate run wf.yaml --run-id r1' });
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(advice(status.stdout).next).toBe('stagegate run wf.yaml --run-id r1');
  });

  it('approve at another source commit than the run paused at: recorded, with a warning that says what a resume makes of it', async () => {
    const ws = await paused();
    ws.write('later.txt', 'a push\n');
    ws.commit('a new commit');
    const text = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'me']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^ {2}warning: +approved at commit [0-9a-f]{12}, but run r1 paused for approval signoff at commit [0-9a-f]{12}: /m);
    expect(text.stdout).toContain('STALE_ARTIFACT_REJECTED');
  });

  it('approve at another source commit: next: is a command that goes on — pasted, it runs, as its or: line does — not the plain resume that stops STALE_ARTIFACT_REJECTED', { tags: [CAMPAIGN] }, async () => {
    const pausedThenPushed = async () => {
      const ws = await paused();
      ws.write('later.txt', 'a push\n');
      ws.commit('a new commit');
      return ws;
    };
    const argv = (command: string) => spawnSync('sh', ['-c', `set -- ${command}\nprintf '%s\\0' "$@"`], { encoding: 'utf8' }).stdout.split('\0').slice(1, -1);
    const ws = await pausedThenPushed();
    const text = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'me']);
    expect([advice(text.stdout).next, advice(text.stdout).or]).toEqual(['stagegate run wf.yaml --run-id r1 --on-source-change rerun', 'stagegate run wf.yaml --run-id r1 --on-source-change keep']);
    // rerun: build runs again at this commit, and the approval is asked for again.
    const rerun = await ws.run([...argv('stagegate run wf.yaml --run-id r1 --on-source-change rerun'), '--json']);
    expect([rerun.code, jsonOf(rerun).status, jsonOf(rerun).active_step], rerun.stderr).toEqual([0, 'PARTIAL_RESUMABLE', 'signoff']);
    const other = await pausedThenPushed();
    const json = jsonOf(await other.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'me', '--json']));
    expect(json).toMatchObject({ next_command: 'stagegate run wf.yaml --run-id r1 --on-source-change rerun', next_alternative: 'stagegate run wf.yaml --run-id r1 --on-source-change keep' });
    // keep: the old verdicts go on (recorded), the decision made at this commit counts.
    const kept = await other.run([...argv(json['next_alternative']), '--json']);
    expect([kept.code, jsonOf(kept).status], kept.stderr).toEqual([0, 'WORKFLOW_COMPLETE']);
  });

  it('reject --json at another source commit: source_warning, not a refusal', async () => {
    const ws = await paused();
    ws.write('later.txt', 'a push\n');
    ws.commit('a new commit');
    const json = jsonOf(await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'me', '--json']));
    expect(json).toMatchObject({ exit_code: 0, decision: 'rejected', approval: { decision: 'rejected', by: 'me' } });
    expect(json['source_warning']).toMatch(/^rejected at commit [0-9a-f]{12}, but run r1 paused for approval signoff at commit [0-9a-f]{12}: the decision counts only for a resume at /);
  });

  it('with listed approvers, the one approver goes into the command', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF.replace("      message: 'ship it?'", "      message: 'ship it?'\n      approvers: [alice]") });
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json['next_command']).toBe('stagegate approve wf.yaml --run-id r1 --by alice');
    expect(json['hint']).toContain('(one of alice)');
  });
});

describe('a run that already finished complete', () => {
  const WF = [
    "version: '4.0'",
    'name: done',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id, topic]',
    'steps:',
    '  build:',
    "    run: 'source lib.sh; finish OK'",
    "    output: 'runs/{{run_id}}/build.md'",
    '    statuses: { OK: DONE }',
    '',
  ].join('\n');

  it('run again says so plainly: which run, when, and how to run again (--mode fresh or a new --run-id); exit 0, already_finished', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=cats', '--json']));
    expect(first).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 1 });
    expect(first).not.toHaveProperty('already_finished');
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^\S+ +run r1 already finished complete at \d{4}-\d\d-\d\dT[^ ]+ \(.*\); nothing ran$/m);
    const { fix } = advice(again.stdout);
    expect(fix).toContain('`stagegate run wf.yaml --run-id r1 --mode fresh topic=cats`');
    expect(fix).toContain('another --run-id');
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json).toMatchObject({ status: 'WORKFLOW_COMPLETE', exit_code: 0, already_finished: true, stages_run: 0, next_command: null });
    // Following the advice runs every stage again.
    const fresh = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', 'topic=cats', '--json']));
    expect(fresh).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 1 });
    expect(fresh).not.toHaveProperty('already_finished');
  });

  it('run again where a fresh start would be refused (its state outside the run root): says why it cannot start over, no --mode fresh command', async () => {
    const outside = WF.replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'out/workflows/{{run_id}}.yaml'").replace('  required: [run_id, topic]', '  required: [run_id, topic]\n  defaults:\n    artifact_root: out').replace("output: 'runs/{{run_id}}/build.md'", "output: '{{artifact_root}}/build.md'");
    const ws = workspaceWith({ 'wf.yaml': outside });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=cats', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 1 });
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json).toMatchObject({ status: 'WORKFLOW_COMPLETE', exit_code: 0, already_finished: true, stages_run: 0, next_command: null });
    expect(json['hint']).toContain('This run is done: running it again only reports it. Run r1 cannot start over: fresh execution blocked: state_path out/workflows/r1.yaml is outside this run\'s root');
    expect(json['hint']).toMatch(/\. To run the workflow again, start a new run with another --run-id\.$/);
    expect(json['hint']).not.toContain('again, Run');
    expect(json['hint']).not.toContain('--mode fresh topic=cats');
  });

  it('--mode fresh says where the earlier run went (its .superseded folder), and the folder holds it', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=cats'])).code).toBe(0);
    const fresh = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', 'topic=cats']);
    expect(fresh.code, fresh.stdout + fresh.stderr).toBe(0);
    const said = /fresh start: the earlier run r1 \(WORKFLOW_COMPLETE\) was moved aside, into (runs\/r1\/\.superseded\/\d{8}T\d{6}Z[^/\s]*)\/ \(its journal, state, logs and outputs, as they were\)/.exec(fresh.stdout + fresh.stderr);
    expect(said, fresh.stdout + fresh.stderr).not.toBeNull();
    expect(ws.read(`${said![1]}/runs/r1/build.md`)).toContain('WORKFLOW_GATE');
  });

  it('--mode fresh names an output outside the run root, which stays in place (it is not the run\'s own to move)', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF.replace("output: 'runs/{{run_id}}/build.md'", "output: 'docs/build.md'") });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=cats'])).code).toBe(0);
    const fresh = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', 'topic=cats']);
    expect(fresh.code, fresh.stdout + fresh.stderr).toBe(0);
    const said = /fresh start: the earlier run r1 \(WORKFLOW_COMPLETE\) was moved aside, into (runs\/r1\/\.superseded\/\d{8}T\d{6}Z[^/\s]*)\/ \(its journal, state, logs and the outputs in its run root, as they were; its output outside the run root stays in place, for this run to write over: docs\/build\.md\)/.exec(fresh.stdout + fresh.stderr);
    expect(said, fresh.stdout + fresh.stderr).not.toBeNull();
    expect(ws.exists(`${said![1]}/docs/build.md`)).toBe(false);
    expect(ws.read('docs/build.md')).toContain('WORKFLOW_GATE');
  });
});

describe('a run that ended blocked', () => {
  // The shape of the real 4.0 packages (claim-justification, requirement-to-design): required
  // inputs, a gate status routed to BLOCKED (here when BLOCK is set), and (second test) a state
  // file outside the run's root, where a fresh run is refused (4.0 Fresh Run Isolation).
  const wf = (statePath: string) =>
    [
      "version: '4.0'",
      'name: blk',
      `state_path: '${statePath}'`,
      'inputs:',
      '  required: [run_id, topic, scope_slug]',
      '  defaults:',
      '    artifact_root: out',
      'steps:',
      '  review:',
      '    run: \'source lib.sh; if [ -n "${BLOCK:-}" ]; then finish REVIEW_BLOCKED; else finish REVIEW_DONE; fi\'',
      "    output: '{{artifact_root}}/reviews/{{scope_slug}}_review.md'",
      '    statuses: { REVIEW_DONE: DONE, REVIEW_BLOCKED: BLOCKED }',
      '',
    ].join('\n');

  it('next: starts it over fresh with the inputs it was given (a fresh run reuses none); following it runs', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': wf('{{artifact_root}}/runs/{{run_id}}/workflow_state.yaml') });
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', 'topic=payment retry', 'scope_slug=pay'], { env: { BLOCK: '1' } }));
    expect(json).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null });
    expect(json['next_command']).toBe('stagegate run wf.yaml --run-id r1 --rerun-from review');
    expect(json['next_alternative']).toBe("stagegate run wf.yaml --run-id r1 --mode fresh 'topic=payment retry' scope_slug=pay");
    const args = ['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', 'topic=payment retry', 'scope_slug=pay', '--json'];
    expect(jsonOf(await ws.run(args))).toMatchObject({ status: 'WORKFLOW_COMPLETE', next_command: null });
  });

  it('next: leaves out inputs that only come from their defaults (docs/cli.md), keeps one given another value', async () => {
    const withDefaults = wf('{{artifact_root}}/runs/{{run_id}}/workflow_state.yaml')
      .replace('required: [run_id, topic, scope_slug]', 'required: [run_id, topic, scope_slug]\n  optional: [depth, strict, note]')
      .replace('    artifact_root: out\n', "    artifact_root: out\n    depth: quick\n    strict: false\n    note: ''\n");
    const ws = workspaceWith({ 'wf.yaml': withDefaults });
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', 'topic=t', 'scope_slug=pay'], { env: { BLOCK: '1' } }));
    expect(json['next_alternative']).toBe('stagegate run wf.yaml --run-id r1 --mode fresh topic=t scope_slug=pay');
    const deep = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--json', 'topic=t', 'scope_slug=pay', 'depth=deep', 'strict=false'], { env: { BLOCK: '1' } }));
    expect(deep['next_alternative']).toBe('stagegate run wf.yaml --run-id r2 --mode fresh topic=t scope_slug=pay depth=deep');
  });

  it('the same with a state file built on a shared artifact_root (a fresh run moves both under runs/<run_id>)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': wf('{{artifact_root}}/workflows/{{run_id}}.yaml') });
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', 'topic=t', 'scope_slug=pay'], { env: { BLOCK: '1' } }));
    expect(json['next_alternative']).toBe('stagegate run wf.yaml --run-id r1 --mode fresh topic=t scope_slug=pay');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', 'topic=t', 'scope_slug=pay', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it('a secret-looking input is not printed: *** in its place, and the hint says to give it again', async () => {
    const wfWithToken = wf('{{artifact_root}}/runs/{{run_id}}/workflow_state.yaml').replace('required: [run_id, topic, scope_slug]', 'required: [run_id, topic, scope_slug]\n  optional: [api_token]');
    const ws = workspaceWith({ 'wf.yaml': wfWithToken });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', 'topic=t', 'scope_slug=pay', 'api_token=s3cr3t-value-42'], { env: { BLOCK: '1' } });
    expect(r.stdout).not.toContain('s3cr3t-value-42');
    const json = jsonOf(r);
    expect(json['next_alternative']).toBe("stagegate run wf.yaml --run-id r1 --mode fresh topic=t scope_slug=pay 'api_token=***'");
    expect(json['hint']).toBe('Give api_token again in place of ***: secret-looking values are not printed.');
  });

  it("a URL's password in an input is not printed either: the URL with *** for it, and the hint says to give the input again (before: in clear)", async () => {
    const ws = workspaceWith({ 'wf.yaml': wf('{{artifact_root}}/runs/{{run_id}}/workflow_state.yaml') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', 'topic=https://bob:s3cr3t-pw-77@example.com/x', 'scope_slug=pay'], { env: { BLOCK: '1' } });
    expect(r.stdout + r.stderr).not.toContain('s3cr3t-pw-77');
    const json = jsonOf(r);
    expect(json['next_alternative']).toBe("stagegate run wf.yaml --run-id r1 --mode fresh 'topic=https://bob:***@example.com/x' scope_slug=pay");
    expect(json['hint']).toBe('Give topic again in place of ***: secret-looking values are not printed.');
  });

  it('a workflow without artifact_root has no fresh isolation: its fresh next: is printed, and following it runs', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': wf('state/{{run_id}}.yaml').replace(/ {2}defaults:\n {4}artifact_root: out\n/, '').replace('{{artifact_root}}/reviews', 'out/reviews') });
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', 'topic=t', 'scope_slug=pay'], { env: { BLOCK: '1' } }));
    expect(json).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', next_alternative: 'stagegate run wf.yaml --run-id r1 --mode fresh topic=t scope_slug=pay' });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', 'topic=t', 'scope_slug=pay', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it('next: where --mode fresh is refused (its state file outside the run root), the rerun of the blocking step, not a fresh start', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf('out/workflows/{{run_id}}.yaml') });
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', 'topic=t', 'scope_slug=pay'], { env: { BLOCK: '1' } }));
    expect(json).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null, next_command: 'stagegate run wf.yaml --run-id r1 --rerun-from review' });
    expect(json['next_alternative']).toBeUndefined();
    expect(json['hint']).toContain('Start another run id');
    // What the old advice led to:
    const fresh = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', 'topic=t', 'scope_slug=pay', '--json']));
    expect(fresh).toMatchObject({ status: 'WORKFLOW_FRESH_EXECUTION_BLOCKED' });
    // The advice is for the workflow file: the path as written there, never this run's id baked in.
    expect(fresh['hint']).toContain("'{{artifact_root}}/{{run_id}}.yaml'");
    expect(fresh['hint']).not.toContain('r1.yaml');
    expect(json['hint']).toContain("(e.g. '{{artifact_root}}/{{run_id}}.yaml')");
    // What the new advice leads to, once what blocked the step is fixed:
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'review', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', exit_code: 0 });
  });

  it('next: the rerun of the step that ended it (keeping the verdicts before it) first, the fresh start second; run and status give one fix naming the blocking output; following it runs only that step', { tags: [CAMPAIGN] }, async () => {
    const twoSteps = wf('{{artifact_root}}/runs/{{run_id}}/workflow_state.yaml')
      .replace('steps:\n', "steps:\n  prepare:\n    run: 'source lib.sh; echo x >> prepare.count; finish PREPARED'\n    output: '{{artifact_root}}/prep.md'\n    statuses: { PREPARED: review }\n");
    const ws = workspaceWith({ 'wf.yaml': twoSteps });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=t', 'scope_slug=pay'], { env: { BLOCK: '1' } });
    expect(r.code).toBe(3);
    expect([advice(r.stdout).next, advice(r.stdout).or]).toEqual(['stagegate run wf.yaml --run-id r1 --rerun-from review', 'stagegate run wf.yaml --run-id r1 --mode fresh topic=t scope_slug=pay']);
    const fix = (fresh: string): string =>
      `Read what blocked step review (its output out/reviews/pay_review.md reported REVIEW_BLOCKED) and supply the external evidence it asks for, then run it again, keeping the verdicts before it: \`stagegate run wf.yaml --run-id r1 --rerun-from review\`; or start over with \`${fresh}\`.`;
    expect(advice(r.stdout).fix).toBe(fix('stagegate run wf.yaml --run-id r1 --mode fresh topic=t scope_slug=pay'));
    // status of the same run: the same advice (it cannot know the inputs the run was given, and says so).
    expect(advice((await ws.run(['status', 'wf.yaml', '--run-id', 'r1'])).stdout).fix).toBe(fix('stagegate run wf.yaml --run-id r1 --mode fresh').replace(/\.$/, " (giving the run's inputs again: a fresh run reuses none)."));
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', next_command: 'stagegate run wf.yaml --run-id r1 --rerun-from review', next_alternative: 'stagegate run wf.yaml --run-id r1 --mode fresh topic=t scope_slug=pay' });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'review', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['prepare', 'review'] });
    expect(ws.read('prepare.count')).toBe('x\n');
  });
});

describe('a run that ended by hand-off', () => {
  // A designed end: exit 3 (documented), but nothing blocked it and nothing is left to fix.
  const wf = (terminal: string) =>
    [
      "version: '4.0'",
      'name: rel',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  checks:',
      '    parallel:',
      '      branches:',
      "        unit: { run: 'source lib.sh; STAGEGATE_STEP=$STAGEGATE_BRANCH; finish OK', output: 'runs/{{run_id}}/unit.md', statuses: { OK: DONE } }",
      "        lint: { run: 'source lib.sh; STAGEGATE_STEP=$STAGEGATE_BRANCH; finish OK', output: 'runs/{{run_id}}/lint.md', statuses: { OK: DONE } }",
      '    statuses: { PARALLEL_COMPLETE: release, PARALLEL_FAILED: BLOCKED }',
      '  release:',
      "    instruction: 'Hand this to the release team'",
      `    terminal_status: ${terminal}`,
      '',
    ].join('\n');

  it('run and status say the run ended by hand-off, with its terminal status and instruction; no "fix what blocked it", no --mode fresh next:', { tags: [CAMPAIGN] }, async () => {
    for (const terminal of ['READY_FOR_RELEASE', 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE']) {
      const ws = workspaceWith({ 'wf.yaml': wf(terminal) });
      const hint = `The run ended by hand-off, as the workflow is designed to end here: step release handed off with ${terminal} — "Hand this to the release team". Nothing blocked it and nothing is left to run (a resume reports this end again). Once the hand-off is done, to run the workflow again: \`stagegate run wf.yaml --run-id h1 --mode fresh\`, or a new --run-id.`;
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'h1']);
      expect(r.code, r.stdout + r.stderr).toBe(3);
      expect(advice(r.stdout)).toEqual({ fix: hint, next: undefined });
      const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'h1', '--json']));
      expect(json).toMatchObject({ status: terminal, exit_code: 3, message: 'release: Hand this to the release team', hint, next_command: null });
      expect(json['next_alternative']).toBeUndefined();
      const status = await ws.run(['status', 'wf.yaml', '--run-id', 'h1']);
      expect(status.stdout).not.toMatch(/fix what blocked it/);
      expect(advice(status.stdout)).toEqual({ fix: hint, next: undefined });
    }
  });

  it('a terminal_status that is a stop code exits with that code\'s own class, the same from run, a resume, status and history (docs/stop-codes.md)', { tags: [CAMPAIGN] }, async () => {
    for (const [terminal, code] of [['STAGE_FAILED', 6], ['WORKFLOW_LOCKED', 7], ['WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', 3], ['READY_FOR_RELEASE', 3]] as const) {
      const ws = workspaceWith({ 'wf.yaml': wf(terminal) });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'h1', '--json']);
      expect([jsonOf(r)['status'], jsonOf(r)['exit_code'], r.code], terminal).toEqual([terminal, code, code]);
      const again = await ws.run(['run', 'wf.yaml', '--run-id', 'h1', '--json']);
      expect([jsonOf(again)['exit_code'], again.code], terminal).toEqual([code, code]);
      const status = await ws.run(['status', 'wf.yaml', '--run-id', 'h1', '--json']);
      expect([jsonOf(status)['status'], jsonOf(status)['exit_code'], status.code], terminal).toEqual([terminal, code, code]);
      expect((await ws.run(['history', 'wf.yaml', '--run-id', 'h1'])).code, terminal).toBe(code);
    }
  });
});

describe('logs of a step that runs no process', () => {
  it('a decision (and an approval) says it runs no process and names history, not "no logs of step route" as if they were missing; a stage with none yet still says no logs', async () => {
    const ws = workspaceWith({
      'wf.yaml': [
        "version: '4.0'",
        'name: nolog',
        "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
        'inputs:',
        '  required: [run_id]',
        'steps:',
        '  route:',
        '    decide:',
        "      - if: inputs.run_id == 'x'",
        '        to: later',
        '      - else: sign',
        '  sign:',
        "    approval: { message: 'go?' }",
        '    on_approve: later',
        '    on_reject: BLOCKED',
        '  later:',
        "    run: 'source lib.sh; finish OK'",
        "    output: 'runs/{{run_id}}/later.md'",
        '    statuses: { OK: DONE }',
        '',
      ].join('\n'),
    });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign' });
    const route = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'route']);
    expect(route.stderr).toContain('stagegate: step route is a decision (it evaluates its conditions in the runner): it runs no process, so it has no logs (`stagegate history wf.yaml --run-id r1` shows what it did)');
    expect(route.stderr).not.toContain('no logs of step');
    expect((await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'sign'])).stderr).toContain('step sign is an approval (a person decides it): it runs no process');
    expect((await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'later'])).stderr).toContain('stagegate: no logs of step later in runs/r1/logs (run r1)');
  });
});

describe('a run that ended blocked where the rerun of its step is refused', () => {
  // The stop code's own fix offers `--rerun-from STEP`: never printed for a run that would refuse it
  // (REWIND_NOT_SUPPORTED), in the text, --json or the Action's words (they read the same hint).
  const SEQ = [
    "version: '4.0'",
    'name: seq',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  prepare:',
    "    run: 'source lib.sh; finish OK'",
    "    output: 'runs/{{run_id}}/prep.md'",
    '    statuses: { OK: review }',
    '  review:',
    "    run: 'source lib.sh; finish NO'",
    "    output: 'runs/{{run_id}}/review.md'",
    '    max_visits: 1',
    '    statuses: { OK: DONE, NO: BLOCKED }',
    '',
  ].join('\n');
  const CHILD = ["version: '4.0'", 'name: child', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  work:', "    run: 'source lib.sh; finish NO'", "    output: 'runs/{{run_id}}/work.md'", '    statuses: { OK: DONE, NO: BLOCKED }', ''].join('\n');
  const PARENT = ["version: '4.0'", 'name: parent', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  sub:', '    child_workflow: child.yaml', "    inputs: { run_id: 'c-{{run_id}}' }", '    statuses: { WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED }', ''].join('\n');

  it('no visit left, or a child workflow step: the fix names the blocking output and the fresh start only, which runs', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': SEQ, 'child.yaml': CHILD, 'parent.yaml': PARENT });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code).toBe(3);
    expect(advice(r.stdout).fix).toBe('Read what blocked step review (its output runs/r1/review.md reported NO) and supply the external evidence it asks for, then start over with `stagegate run wf.yaml --run-id r1 --mode fresh` (running it again alone with --rerun-from is refused here).');
    expect(advice(r.stdout).next).toBe('stagegate run wf.yaml --run-id r1 --mode fresh');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'review', '--json']))).toMatchObject({ status: 'REWIND_NOT_SUPPORTED' });
    const parent = await ws.run(['run', 'parent.yaml', '--run-id', 'p1']);
    expect(parent.code).toBe(3);
    expect(advice(parent.stdout).fix).not.toContain('--rerun-from STEP');
    expect(advice(parent.stdout).fix).toContain('then start over with `stagegate run parent.yaml --run-id p1 --mode fresh`');
    expect(jsonOf(await ws.run(['run', 'parent.yaml', '--run-id', 'p1', '--rerun-from', 'sub', '--json']))).toMatchObject({ status: 'REWIND_NOT_SUPPORTED' });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json']))).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', hint: advice(r.stdout).fix });
  });
});
