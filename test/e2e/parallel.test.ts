/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Parallel steps through the CLI: branches run concurrently (at most max_concurrency), each with
// its own record, log and output; the join (all, any, majority) routes the step, and once it is
// decided no further branch starts; per-branch retries; a gate error stops the step resumably;
// child_workflow branches; validation of the parallel syntax. A SIGKILL mid-way is
// process/parallel.test.ts.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, REPO_ROOT, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { type BranchSpec, parallelYaml, ws } from './parallel-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

/** A parallel step with child_workflow branches `one` and `two` (one.yaml, two.yaml: an approval each; child run ids `<name>-<run id>`), and a shell branch `a` after them with `shell`. */
function twoChildren(opts: { max?: number; shell?: boolean }) {
  const child = (name: string) =>
    [`version: '4.0'`, `name: ${name}`, "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  check:', "    approval: { message: 'ship it?' }", '    on_approve: DONE'].join('\n') + '\n';
  const branch = (name: string): BranchSpec => ({ body: [`child_workflow: ${name}.yaml`, `inputs: { run_id: '${name}-{{run_id}}' }`, 'statuses: { WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED }'] });
  const branches: Record<string, BranchSpec> = { one: branch('one'), two: branch('two'), ...(opts.shell ? { a: {} } : {}) };
  return ws(parallelYaml(branches, opts.max !== undefined ? { max: opts.max } : {}), { 'one.yaml': child('one'), 'two.yaml': child('two') });
}

/** The approve command that decides in child run `<name>-r1` of `<name>.yaml`. */
const approveIn = (name: string) => `stagegate approve ${name}.yaml --run-id ${name}-r1`;

/** A run paused on a branch's child approval, as stagegate 0.1.0 (a1aace2) wrote it. */
const OLD_PAUSE = fileURLToPath(new URL('../fixtures/journals/parallel-child-paused', import.meta.url));

describe('parallel steps', () => {
  it('runs branches concurrently, each with its own record, log, output and environment; join all routes PARALLEL_COMPLETE', { tags: [CAMPAIGN] }, async () => {
    // a and b each wait for the other to have started: they can only finish when they overlap
    // (run one after the other, they would wait forever: the test's timeout is the guard).
    const meet = (me: string, other: string) => `count; touch meet-${me}; while [ ! -f meet-${other} ]; do sleep 0.02; done; printf '%s %s\\n' "$STAGEGATE_STEP" "$STAGEGATE_BRANCH" >env-${me}; gate OK`;
    const w = ws(parallelYaml({ a: { run: meet('a', 'b') }, b: { run: meet('b', 'a') }, c: {} }));
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['checks', 'after'], stages_run: 4 });
    expect(w.lines('counter.txt').sort()).toEqual(['a', 'after', 'b', 'c']);
    expect(w.read('env-a').trim()).toBe('checks a');
    const state = w.state('runs/r1/workflow_state.yaml');
    const rec = state.steps.checks;
    expect(rec).toMatchObject({ kind: 'parallel', status: 'completed', gate: { status: 'PARALLEL_COMPLETE' } });
    expect(rec.parallel).toMatchObject({ visit: 1, join: 'all', outcome: 'PARALLEL_COMPLETE' });
    for (const id of ['a', 'b', 'c']) {
      expect(rec.parallel.branches[id]).toMatchObject({ kind: 'shell', status: 'succeeded', gate_status: 'OK', visit: 1, attempt: 1, exit_status: 0, log: `runs/r1/logs/checks.${id}.v1.a1.log`, output: `runs/r1/${id}.md` });
      expect(w.exists(`runs/r1/logs/checks.${id}.v1.a1.log`)).toBe(true);
      expect(state.artifacts[`checks.${id}`]).toMatchObject({ path: `runs/r1/${id}.md`, step: `checks.${id}`, gate_status: 'OK' });
    }
    expect(state.history.find((h: any) => h.step === 'checks')).toMatchObject({ outcome: 'transition', gate_status: 'PARALLEL_COMPLETE', to: 'after' });
    const manifest = w.yaml('runs/r1/RUN_MANIFEST.yaml');
    expect(manifest.artifacts.map((a: any) => a.step).sort()).toEqual(['after', 'checks.a', 'checks.b', 'checks.c']);
    // Finished: reported again, nothing runs.
    const again = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
  });

  it('lists branch outputs in declared order, not the order they finished in (run --json and text, state, manifest); the journal keeps finish order', { tags: [CAMPAIGN] }, async () => {
    // a finishes only once the run has accepted b's output (its journal event is written): b is
    // always accepted first, without any timing. (Waiting for a file b writes was not enough: the
    // runner could see a's exit before b's.)
    const bAccepted = `grep '"event":"branch_artifact"' runs/r1/workflow_state.journal.jsonl 2>/dev/null | grep -q '"key":"checks.b"'`;
    const w = ws(parallelYaml({ a: { run: `while ! ${bAccepted}; do sleep 0.02; done; stage OK` }, b: { run: 'stage OK' } }));
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(w.lines('counter.txt')).toEqual(['b', 'a', 'after']);
    const declared = ['checks.a', 'checks.b', 'after'];
    expect(jsonOf(r).artifacts.map((a: any) => a.step)).toEqual(declared);
    expect(Object.keys(w.state('runs/r1/workflow_state.yaml').artifacts)).toEqual(declared);
    expect(w.yaml('runs/r1/RUN_MANIFEST.yaml').artifacts.map((a: any) => a.step)).toEqual(declared);
    const journal = w.lines('runs/r1/workflow_state.journal.jsonl').map((l) => JSON.parse(l)).filter((e) => e.event === 'branch_artifact');
    expect(journal.map((e) => e.key)).toEqual(['checks.b', 'checks.a']);
    // history says what each branch_artifact accepted (not a bare event name).
    const history = await w.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(history.stdout).toMatch(/branch_artifact +OK +checks\.b: runs\/r1\/b\.md \(sha256 [0-9a-f]{12}…\)/);
    expect(history.stdout).toMatch(/branch_artifact +OK +checks\.a: runs\/r1\/a\.md \(sha256 [0-9a-f]{12}…\)/);
    const text = await w.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout.indexOf('runs/r1/a.md')).toBeLessThan(text.stdout.indexOf('runs/r1/b.md'));
  });

  it('never runs more than max_concurrency branches at once', { tags: [CAMPAIGN] }, async () => {
    // Each branch takes a slot, waits until a second slot is taken (or until it is the last
    // branch: the five others are done), records how many slots are taken, frees its slot and
    // marks itself done. With max_concurrency 2 the first two branches must overlap; a runner
    // that started more at once would record 3 or more; one that ran them one by one would hang
    // (the test's timeout is the guard). No sleeps decide anything.
    const slot = `count; mkdir -p slots done; touch slots/$STAGEGATE_BRANCH; while [ "$(ls slots | wc -l)" -lt 2 ] && [ "$(ls done | wc -l)" -lt 5 ]; do sleep 0.02; done; ls slots | wc -l >>peak.txt; rm slots/$STAGEGATE_BRANCH; touch done/$STAGEGATE_BRANCH; gate OK`;
    const branches: Record<string, BranchSpec> = {};
    for (const id of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']) branches[id] = { run: slot };
    const w = ws(parallelYaml(branches, { max: 2 }));
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const peaks = w.lines('peak.txt').map((l) => Number(l.trim()));
    expect(peaks).toHaveLength(6);
    expect(Math.max(...peaks)).toBeLessThanOrEqual(2);
    expect(Math.max(...peaks)).toBe(2);
  });

  it('join any: the first success decides; no further branch starts, the rest are not_run', { tags: [CAMPAIGN] }, async () => {
    const w = ws(parallelYaml({ a: { run: 'stage NO' }, b: {}, c: {}, d: {} }, { join: 'any', max: 1 }));
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(w.lines('counter.txt')).toEqual(['a', 'b', 'after']);
    const b = w.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches;
    expect([b.a.status, b.b.status, b.c.status, b.d.status]).toEqual(['failed', 'succeeded', 'not_run', 'not_run']);
    expect(b.a.gate_status).toBe('NO');
    expect(b.c.attempt).toBe(0);
  });

  it('join all: the first failure decides; PARALLEL_FAILED routes to a step', { tags: [CAMPAIGN] }, async () => {
    const w = ws(parallelYaml({ a: {}, b: { run: 'stage NO' }, c: {} }, { max: 1 }));
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(w.lines('counter.txt')).toEqual(['a', 'b', 'fix']);
    const state = w.state('runs/r1/workflow_state.yaml');
    expect(state.steps.checks.parallel.outcome).toBe('PARALLEL_FAILED');
    expect(state.steps.checks.parallel.branches.c.status).toBe('not_run');
    expect(state.history.find((h: any) => h.step === 'checks')).toMatchObject({ gate_status: 'PARALLEL_FAILED', to: 'fix' });
  });

  it('join majority: decided once more than half succeeded', { tags: [CAMPAIGN] }, async () => {
    const w = ws(parallelYaml({ a: {}, b: { run: 'stage NO' }, c: {}, d: {}, e: {} }, { join: 'majority', max: 1 }));
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    // 3 of 5 succeeded after d: e never starts.
    expect(w.lines('counter.txt')).toEqual(['a', 'b', 'c', 'd', 'after']);
    expect(w.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches.e.status).toBe('not_run');
  });

  it('an unrouted PARALLEL_FAILED ends the run with WORKFLOW_BLOCKED_PARALLEL_JOIN (exit 3)', { tags: [CAMPAIGN] }, async () => {
    const w = ws(parallelYaml({ a: { run: 'stage NO' }, b: {} }, { statuses: { PARALLEL_COMPLETE: 'after' } }));
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_PARALLEL_JOIN', active_step: null });
    expect(jsonOf(r).message).toContain('failed: a');
  });

  it('a failed join is marked ✗, not ✓; the stop names each failed branch with how it failed (exit status, gate status) and its log; the fix points at status and logs; status says how each failed', async () => {
    const w = ws(parallelYaml({ test: { run: '[ -f flag.txt ] || exit 7; stage OK' }, docs: { run: 'stage NO' }, lint: {} }, { statuses: { PARALLEL_COMPLETE: 'after' } }));
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stderr).toBe(3);
    expect(r.stderr).toMatch(/^ {5} checks +✗ WORKFLOW_BLOCKED_PARALLEL_JOIN/m);
    expect(r.stderr).not.toMatch(/checks +✓ PARALLEL_FAILED/);
    expect(r.stderr).toContain('(exit status 7; the log runs/r1/logs/checks.test.v1.a1.log is empty)');
    const json = jsonOf(await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json['message']).toBe('parallel step checks: the join (all) cannot be satisfied: 1 of 3 succeeded; failed: test (exit status 7, log runs/r1/logs/checks.test.v1.a1.log), docs (gate status NO, log runs/r1/logs/checks.docs.v1.a1.log); its statuses do not route PARALLEL_FAILED');
    expect(json['hint']).toMatch(/^See how each failed branch failed with `stagegate status wf\.yaml --run-id r1` and read the branches' logs with `stagegate logs wf\.yaml --run-id r1 checks`; fix the cause, then run the parallel step again with --rerun-from checks /);
    expect(json['hint']).not.toContain('steps.<step>');
    const status = await w.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(status.stdout).toContain('branches (join all): test failed (exit status 7), docs failed (gate status NO), lint succeeded (OK) -> PARALLEL_FAILED');
  });

  it('retries a failing branch on its own (retry:), with one log per attempt', { tags: [CAMPAIGN] }, async () => {
    const flaky = `count; if [ "$STAGEGATE_ATTEMPT" = 1 ]; then exit 1; fi; gate OK`;
    const w = ws(parallelYaml({ a: { run: flaky, extra: ['retry: { max_attempts: 2 }'] }, b: {} }));
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const a = w.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches.a;
    expect(a).toMatchObject({ status: 'succeeded', attempt: 2, log: 'runs/r1/logs/checks.a.v1.a2.log' });
    expect(w.exists('runs/r1/logs/checks.a.v1.a1.log')).toBe(true);
    expect(w.lines('counter.txt').filter((l) => l === 'a')).toHaveLength(2);
  });

  it('a branch that fails after its retries fails the branch (join all -> PARALLEL_FAILED)', { tags: [CAMPAIGN] }, async () => {
    const w = ws(parallelYaml({ a: { run: 'count; exit 7', extra: ['retry: { max_attempts: 2 }'] }, b: {} }, { max: 1 }));
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const a = w.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches.a;
    expect(a).toMatchObject({ status: 'failed', attempt: 2, code: 'STAGE_FAILED', exit_status: 7 });
    expect(w.lines('counter.txt')).toEqual(['a', 'a', 'fix']);
  });

  it('a gate error stops the step resumably; a resume runs only the unfinished branch', { tags: [CAMPAIGN] }, async () => {
    const w = ws(parallelYaml({ a: {}, b: { run: 'count; gate "$(cat status-b)"' } }, { max: 1 }), { 'status-b': 'WHAT\n' });
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', active_step: 'checks' });
    let b = w.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches;
    expect(b.a.status).toBe('succeeded');
    expect(b.b).toMatchObject({ status: 'pending', attempt: 1, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION' });
    w.write('status-b', 'OK\n');
    const resumed = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 2 });
    expect(w.lines('counter.txt')).toEqual(['a', 'b', 'b', 'after']);
    b = w.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches;
    expect(b.b).toMatchObject({ status: 'succeeded', attempt: 2, code: null });
  });

  it('a fresh run moves branch outputs aside and runs every branch again', { tags: [CAMPAIGN] }, async () => {
    const w = ws(parallelYaml({ a: {}, b: {} }));
    expect((await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).code).toBe(0);
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 3 });
    const state = w.state('runs/r1/workflow_state.yaml');
    const moved = state.fresh_execution_of.superseded_to as string;
    expect(w.exists(`${moved}/runs/r1/a.md`)).toBe(true);
    expect(state.steps.checks.parallel.branches.a).toMatchObject({ status: 'succeeded', attempt: 1 });
    expect(w.lines('counter.txt').filter((l) => l === 'a')).toHaveLength(2);
  });

  it('a child_workflow branch runs its child with its own state; the child outcome maps to DONE / BLOCKED', { tags: [CAMPAIGN] }, async () => {
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
    ].join('\n');
    const w = ws(
      parallelYaml({
        a: {},
        sub: { body: ['child_workflow: child.yaml', "inputs: { run_id: 'c-{{run_id}}' }", 'statuses: { WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED }'] },
      }),
      { 'child.yaml': child + '\n' },
    );
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(w.state('runs/c-r1/workflow_state.yaml')).toMatchObject({ workflow: 'child', status: 'WORKFLOW_COMPLETE' });
    const sub = w.state('runs/r1/workflow_state.yaml').steps.checks.parallel.branches.sub;
    expect(sub).toMatchObject({ kind: 'child_workflow', status: 'succeeded', gate_status: 'WORKFLOW_COMPLETE', attempt: 1 });
    expect(sub.child).toMatchObject({ workflow_file: 'child.yaml', run_id: 'c-r1', status: 'WORKFLOW_COMPLETE' });
    expect(w.lines('counter.txt').sort()).toEqual(['a', 'after', 'x']);
  });

  it('a child_workflow branch paused at its approval: approving the parent names the child run with the inputs that locate it, and that command works', { tags: [CAMPAIGN] }, async () => {
    const child = [
      "version: '4.0'",
      'name: child',
      "state_path: '{{artifact_root}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      '  defaults:',
      "    artifact_root: 'out/{{run_id}}'",
      'steps:',
      '  check:',
      "    approval: { message: 'ship it?' }",
      '    on_approve: DONE',
    ].join('\n');
    const w = ws(
      parallelYaml({
        a: {},
        sub: { body: ['child_workflow: child.yaml', "inputs: { run_id: 'c-{{run_id}}', artifact_root: 'kids/{{run_id}}' }", 'statuses: { WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED }'] },
      }),
      { 'child.yaml': child + '\n' },
    );
    const command = 'stagegate approve child.yaml --run-id c-r1 artifact_root=kids/r1';
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks' });
    expect(jsonOf(r).message).toBe(`parallel step checks waits on branch sub: run c-r1 of child.yaml paused: step check awaits approval: ship it? (decide there: ${command}); then resume this run to continue its child run`);
    // status (text and --json) names the branch's child run and the commands that decide there.
    const text = await w.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain(`  child:    branch sub of checks paused in run c-r1 of child.yaml: decide there\n  approve:  ${command}\n  reject:   ${command.replace('approve', 'reject')}\n`);
    const status = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status.paused_children).toEqual([{ step: 'checks', branch: 'sub', workflow_file: 'child.yaml', run_id: 'c-r1', approve: command, reject: command.replace('approve', 'reject') }]);
    const wrong = await w.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'ann', '--json']);
    expect(wrong.code).toBe(4);
    const refused = jsonOf(wrong);
    expect(refused).toMatchObject({ status: 'APPROVAL_NOT_PENDING' });
    expect(refused.message).toContain('branch sub of parallel step checks');
    expect(refused.message).toContain('run c-r1 of child.yaml');
    expect(String(refused.hint)).toContain(`Decide in the child run: ${command};`);
    // Follow the hint as pasted, then resume the parent: the branch's child finishes.
    const pasted = /Decide in the child run: stagegate (.*?);/.exec(String(refused.hint))![1]!.split(' ');
    expect(pasted.join(' ')).toBe(status.paused_children[0].approve.replace(/^stagegate /, ''));
    const approved = await w.run([...pasted, '--by', 'ann']);
    expect(approved.code, approved.stdout + approved.stderr).toBe(0);
    const done = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done), done.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['checks', 'after'] });
  });

  it('child_workflow branches whose children were approved, then a new commit: keep goes back to the parallel step, and the children ask again', { tags: [CAMPAIGN] }, async () => {
    const w = twoChildren({});
    w.write('.gitignore', 'runs/\ncounter.txt\n');
    w.commit('v1');
    expect(jsonOf(await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks' });
    for (const id of ['one', 'two']) expect((await w.run(approveIn(id).split(' ').slice(1))).code).toBe(0);
    const stopped = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'checks', '--json']);
    expect(jsonOf(stopped), stopped.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', completed_steps: ['checks'] });
    w.write('src.txt', 'v2\n');
    w.commit('v2');
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks', next_command: approveIn('one') });
    expect(w.state('runs/r1/workflow_state.yaml').source_changes.at(-1)).toMatchObject({ policy: 'keep', voided_approvals: ['checks'], rerun_from: 'checks' });
    for (const id of ['one', 'two']) expect(w.state(`runs/${id}-r1/workflow_state.yaml`)).toMatchObject({ active_step: 'check', pending_approval: { step: 'check' } });
    expect(w.exists('counter.txt')).toBe(false);
  });

  it('two child_workflow branches paused at their approvals: the step waits (a pause, no failed attempt, the other branches go on); message, fix and next name the children in declared order', async () => {
    // max_concurrency 1: `one` pauses before `two` starts; a paused branch does not stop the others.
    const w = twoChildren({ max: 1, shell: true });
    for (const round of [1, 2]) {
      // Resumed before anyone decided: the same pause again, and again no attempt failed.
      const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const out = jsonOf(r);
      expect(out).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks', next_command: approveIn('one'), next_alternative: approveIn('one').replace('approve', 'reject') });
      for (const id of ['one', 'two']) {
        expect(out.message).toContain(`(decide there: ${approveIn(id)})`);
        expect(out.hint).toContain(`\`${approveIn(id)}\``);
      }
      expect(out.message.indexOf('one-r1')).toBeLessThan(out.message.indexOf('two-r1'));
      const state = w.state('runs/r1/workflow_state.yaml');
      expect(state).toMatchObject({ status: 'PARTIAL_RESUMABLE', failed_or_blocked_steps: [], last_transition: { step: 'checks', outcome: 'stopped', code: 'PARTIAL_RESUMABLE', attempt: round } });
      expect(state.steps.checks).toMatchObject({ status: 'pending', attempts: round });
      expect(state.steps.checks.last_error ?? null).toBeNull();
      for (const id of ['one', 'two']) expect(state.steps.checks.parallel.branches[id]).toMatchObject({ status: 'pending', code: null, error: null, child: { status: 'PARTIAL_RESUMABLE' } });
      expect(state.steps.checks.parallel.branches.a).toMatchObject({ status: 'succeeded' });
      expect(state.history.filter((h: any) => h.step === 'checks').map((h: any) => h.outcome)).toEqual(Array(round).fill('stopped'));
      const journal = w.lines('runs/r1/workflow_state.journal.jsonl').map((l) => JSON.parse(l));
      expect(journal.filter((e: any) => e.event === 'attempt_failed')).toEqual([]);
      expect(journal.filter((e: any) => e.event === 'parallel_paused').map((e: any) => e.branches)).toEqual(Array(round).fill(['one', 'two']));
    }
    // The branch `a` succeeded in the first round: it never ran again.
    expect(w.lines('counter.txt')).toEqual(['a']);
    const history = await w.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(history.stdout).toMatch(/parallel_paused +checks +PARTIAL_RESUMABLE parallel step checks waits on 2 branches/);
  });

  it('status lists only the branch children still paused (each read from its own state), then says the run is ready to resume; approve of the parent likewise', async () => {
    const w = twoChildren({});
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks' });
    // One child decided: status names only the other.
    expect((await w.run(['approve', 'one.yaml', '--run-id', 'one-r1', '--by', 'ann'])).code).toBe(0);
    const one = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(one.paused_children.map((c: any) => [c.branch, c.approve])).toEqual([['two', approveIn('two')]]);
    // Its message names only the child still paused as one to decide in (the pause's own text named both).
    expect(one.message).toBe(`paused in the child workflow run two-r1 of two.yaml (branch two) (decide there: ${approveIn('two')}); the child workflow run one-r1 of one.yaml (branch one) no longer awaits a decision`);
    const text = await w.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout.match(/^ {2}(?:child|approve|reject): .*$/gm)).toEqual([`  child:    branch two of checks paused in run two-r1 of two.yaml: decide there`, `  approve:  ${approveIn('two')}`, `  reject:   ${approveIn('two').replace('approve', 'reject')}`]);
    const refused = jsonOf(await w.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'ann', '--json']));
    expect(refused).toMatchObject({ status: 'APPROVAL_NOT_PENDING' });
    expect(refused.message).not.toContain('one-r1');
    expect(String(refused.hint)).toContain(approveIn('two'));
    // Both decided: nothing listed; the run is ready to resume, and says so.
    expect((await w.run(['approve', 'two.yaml', '--run-id', 'two-r1', '--by', 'ann'])).code).toBe(0);
    const ready = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(ready).toMatchObject({ status: 'PARTIAL_RESUMABLE', paused_children: [] });
    expect(ready.message).toMatch(/^ready to resume: the child workflow runs one-r1 of one\.yaml \(branch one\), two-r1 of two\.yaml \(branch two\) this run paused in no longer await a decision/);
    expect(ready.hint).toContain('stagegate run wf.yaml --run-id r1');
    const nothing = jsonOf(await w.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'ann', '--json']));
    expect(nothing).toMatchObject({ status: 'APPROVAL_NOT_PENDING' });
    expect(String(nothing.hint)).toContain('ready to continue the children');
    const done = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done), done.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['checks', 'after'] });
  });

  it('a run an earlier stagegate paused on a branch child (recorded as a failed attempt) still replays, and continues once the child is decided', { tags: [CAMPAIGN] }, async () => {
    // The run's files as stagegate 0.1.0 (a1aace2) wrote them for the workflow below (test/fixtures/journals/README.md).
    const child = ["version: '4.0'", 'name: child', "state_path: '{{artifact_root}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', '  defaults:', "    artifact_root: 'out/{{run_id}}'", 'steps:', '  check:', "    approval: { message: 'ship it?' }", '    on_approve: DONE'].join('\n');
    const w = ws(
      parallelYaml({
        a: {},
        sub: { body: ['child_workflow: child.yaml', "inputs: { run_id: 'c-{{run_id}}', artifact_root: 'kids/{{run_id}}' }", 'statuses: { WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED }'] },
      }),
      { 'child.yaml': child + '\n' },
    );
    cpSync(OLD_PAUSE, w.dir, { recursive: true });
    const journal = w.lines('runs/r1/workflow_state.journal.jsonl').map((l) => JSON.parse(l));
    expect(journal.filter((e: any) => e.event === 'attempt_failed').map((e: any) => e.code)).toEqual(['PARTIAL_RESUMABLE']);
    const status = jsonOf(await w.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'checks', steps: { checks: { status: 'failed' } } });
    expect(status.paused_children.map((c: any) => c.run_id)).toEqual(['c-r1']);
    expect((await w.run(['approve', 'child.yaml', '--run-id', 'c-r1', 'artifact_root=kids/r1', '--by', 'ann'])).code).toBe(0);
    const done = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done), done.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['checks', 'after'] });
    // The branch that succeeded under the earlier build was not run again.
    expect(w.lines('counter.txt')).toEqual(['after']);
  });

  // A rerun from a step before the parallel step takes back its verdict, and with it its branches'
  // outputs (entered again, it runs every branch on a new visit): while the rerun has not reached it
  // again, a resume does not hold the run to them, as it does not to a plain step's it took back.
  // It once held a branch's (STALE_ARTIFACT_REJECTED, offering only a fresh start).
  it("a branch's output of a parallel step a rerun took back is not held while the run has not reached it again", { tags: [CAMPAIGN] }, async () => {
    const first = [
      '  first:',
      `    run: ${JSON.stringify("printf '%s\\n' first >>counter.txt; if [ -f break ]; then echo forged >runs/r1/a.md; echo forged >runs/r1/after.md; exit 3; fi; source lib.sh; finish OK")}`,
      "    output: 'runs/{{run_id}}/first.md'",
      '    statuses: { OK: checks }',
    ];
    const yaml = parallelYaml({ a: {} }).replace('steps:\n', `steps:\n${first.join('\n')}\n`);
    const w = ws(yaml);
    expect((await w.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(0);
    w.write('break', '');
    const rerun = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'first', '--json']);
    expect(jsonOf(rerun)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'first' });
    rmSync(w.path('break'));
    const r = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['first', 'checks', 'after'] });
    expect(w.read('runs/r1/a.md')).not.toContain('forged');
  });

  it('validate reports the parallel rules at the branch', async () => {
    const bad = [
      "version: '4.0'",
      'name: par',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  checks:',
      '    parallel:',
      '      branches:',
      '        a:',
      "          run: 'true'",
      "          output: 'runs/{{run_id}}/{{step}}.md'",
      '          statuses: { OK: after }',
      '        b:',
      "          run: 'true'",
      "          output: 'runs/{{run_id}}/{{step}}.md'",
      '          statuses: { OK: DONE }',
      '        c:',
      '          parallel: { branches: {} }',
      '        d:',
      "          decide: [{ else: DONE }]",
      '        e:',
      "          approval: { message: 'Ship?' }",
      '          on_approve: DONE',
      '    statuses: { OK: after }',
      '  after:',
      "    run: 'true'",
      "    output: 'runs/{{run_id}}/after.md'",
      '    statuses: { OK: DONE }',
    ].join('\n');
    const w = ws(bad + '\n');
    const r = await w.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    const errors = jsonOf(r).errors as any[];
    const at = (code: string) => errors.filter((e) => e.code === code).map((e) => e.line);
    expect(at('PARALLEL_BRANCH_TARGET')).toEqual([13]);
    expect(at('PARALLEL_OUTPUT_SHARED')).toEqual([16]);
    expect(at('PARALLEL_NESTED')).toEqual([18]);
    expect(at('PARALLEL_BRANCH_KIND')).toEqual([20, 22]);
    expect(errors.filter((e) => e.code === 'PARALLEL_BRANCH_KIND').map((e) => e.message)).toEqual([expect.stringContaining(' is a decision step;'), expect.stringContaining(' is an approval step;')]);
    expect(at('PARALLEL_STATUSES').length).toBeGreaterThanOrEqual(1);
    // A run refuses it before anything runs.
    const run = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(run)).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID' });
    expect(w.exists('runs/r1')).toBe(false);
  });

  it("two branches recorded under one key (step a's branch b.c, step a.b's branch c: both a.b.c) are refused, so an artifact key names one branch", async () => {
    const branchStep = (id: string, branch: string, next: string) => [`  ${id}:`, '    parallel:', '      branches:', `        ${branch}:`, "          run: 'true'", `          output: 'runs/{{run_id}}/${id}-${branch}.md'`, '          statuses: { OK: DONE }', `    statuses: { PARALLEL_COMPLETE: ${next} }`];
    const text = ["version: '4.0'", 'name: par', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', ...branchStep('a', 'b.c', 'a.b'), ...branchStep('a.b', 'c', 'DONE'), ''].join('\n');
    const w = ws(text);
    const r = await w.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    const taken = (jsonOf(r).errors as any[]).filter((e) => e.code === 'PARALLEL_BRANCH_ID_TAKEN');
    expect(taken.map((e) => [e.line, e.message])).toEqual([[18, "branch 'c' of parallel step 'a.b' is recorded as 'a.b.c', as branch 'b.c' of parallel step 'a' is: the run could not tell their results, logs and shards apart"]]);
    // A run refuses it before anything runs (a journal such a workflow wrote is refused the same way).
    const run = await w.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(run)).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID' });
    expect(w.exists('runs/r1')).toBe(false);
    // With the branch renamed, the two keys differ and the workflow is valid.
    w.write('wf.yaml', text.replace("        c:\n", "        d:\n").replace('a.b-c.md', 'a.b-d.md'));
    const fixed = await w.run(['validate', 'wf.yaml', '--json']);
    expect(fixed.code, fixed.stdout).toBe(0);
  });
});

describe('plan --show-prompt STEP.BRANCH', () => {
  const AGENT = ['--agent', 'command', '--agent-command', join(REPO_ROOT, 'test', 'fixtures', 'fake-agent')];
  const WF = `version: '4.0'
name: notes
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id, topic]
steps:
  first:
    run: 'source lib.sh; finish OK'
    output: 'runs/{{run_id}}/first.md'
    statuses: { OK: review }
  review:
    parallel:
      branches:
        lint:
          run: 'source lib.sh; finish OK'
          output: 'runs/{{run_id}}/lint.md'
          statuses: { OK: DONE }
        notes:
          inline_instruction: 'Write notes on {{topic}} for {{step}}, reading {{steps.first.output}}.'
          output: 'runs/{{run_id}}/notes.md'
          statuses: { NOTED: DONE }
    statuses: { PARALLEL_COMPLETE: DONE, PARALLEL_FAILED: BLOCKED }
`;

  it("prints an agent branch's prompt byte for byte as the branch's agent gets it on stdin; a shell branch is a usage error, an unknown branch refused as logs refuses it", async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, 'sc.json': JSON.stringify({ default: { stdout: 'ok' } }) });
    const env = { FAKE_AGENT_SCENARIO: 'sc.json', FAKE_AGENT_LOG: 'calls.jsonl' };
    // Before first ran: what only it provides is not known yet; {{step}} names the parallel step, as the branch sees it.
    const early = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', 'topic=cats', '--show-prompt', 'review.notes', ...AGENT]);
    expect([early.code, early.stderr]).toEqual([0, '']);
    expect(early.stdout).toContain('Write notes on cats for review, reading ⟨not known yet: {{steps.first.output}}⟩.');
    expect(early.stdout).toContain('Write your result to exactly this file: `runs/r1/notes.md`');
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=cats', '--stop-after-step', 'first', '--json', ...AGENT])).code).toBe(0);
    const shown = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'review.notes', ...AGENT]);
    expect([shown.code, shown.stderr]).toEqual([0, '']);
    expect(shown.stdout).toContain('Write notes on cats for review, reading runs/r1/first.md.');
    // --json carries the same prompt.
    expect(jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'review.notes', '--json', ...AGENT])).prompt).toBe(shown.stdout);
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...AGENT], { env });
    const calls = ws.lines('calls.jsonl').map((l) => JSON.parse(l));
    expect(calls).toHaveLength(1);
    expect(calls[0].prompt).toBe(shown.stdout);
    // A shell branch gets no prompt: the usage error --show-prompt gives a shell step, naming what does.
    const shell = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'review.lint']);
    expect([shell.code, shell.stdout]).toEqual([2, '']);
    expect(shell.stderr).toContain('stagegate: --show-prompt review.lint: branch lint of parallel step review is a shell branch; only agent-driven steps (prompt, inline_instruction, action, resolver) get a prompt; the steps of workflow notes that do: review.notes\n');
    // A branch the step does not have, a step without branches: WORKFLOW_INPUT_REQUIRED (exit 4) with a did-you-mean, as logs STEP.BRANCH says it.
    const typo = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'review.note']);
    expect([typo.code, typo.stdout]).toEqual([4, '']);
    expect(typo.stderr).toBe("stagegate: WORKFLOW_INPUT_REQUIRED: --show-prompt review.note: not a step of workflow notes: parallel step review has no branch note. Did you mean 'review.notes'?\n  fix: Use one of: first, review (its branches: review.lint, review.notes).\n");
    const logsTypo = await ws.run(['logs', 'wf.yaml', 'review.note', '--run-id', 'r1']);
    expect([logsTypo.code, logsTypo.stderr]).toEqual([4, "stagegate: WORKFLOW_INPUT_REQUIRED: 'review.note' is not a step of workflow notes: parallel step review has no branch note. Did you mean 'review.notes'?\n  fix: Use one of: first, review (its branches: review.lint, review.notes).\n"]);
    const none = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'first.notes']);
    expect([none.code, none.stderr]).toEqual([4, "stagegate: WORKFLOW_INPUT_REQUIRED: --show-prompt first.notes: not a step of workflow notes: step first has no branches\n  fix: Use one of: first, review (its branches: review.lint, review.notes).\n"]);
  });
});
