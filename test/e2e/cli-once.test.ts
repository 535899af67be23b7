/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// `stagegate once KEY -- COMMAND` from inside real stages: a retry of the attempt and a resume of a
// failed run do not repeat the command (its recorded stdout comes back), a later visit of the step
// does; a failed command records nothing; a forged effect_done does not replay; outside a stage it
// is a usage error. A crash between the effect and the attempt's end: process/once-crash.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';
import { ITEM_LIB, table, wf } from './foreach-fixtures.js';
import { parallelYaml, ws as parallelWorkspace } from './parallel-fixtures.js';
import { rechained } from '../helpers/rechained.js';
import { madeOnce } from '../helpers/shards.js';

afterAll(removeWorkspaces);

const JOURNAL = (id: string) => `runs/${id}/workflow_state.journal.jsonl`;

/** The effect: appends a line to effects.txt and prints a URL; the stage keeps what it printed in urls.txt. */
const EFFECT = `url=$(stagegate once pr -- sh -c 'echo "pushed $STAGEGATE_VISIT.$STAGEGATE_ATTEMPT" >>effects.txt; echo https://example.test/pr/1')\necho "$url" >>urls.txt`;

/**
 * The stage's verdict, written by the fixtures' shell library (lib.sh's `finish`), not by `stagegate
 * gate`: a gate call is a Node start per stage (~2 of a bare node's), and the command is not what
 * these tests are about (cli-gate.test.ts and the smoke tier run it from stages). `stagegate once` is.
 */
const VERDICT = (status = 'OK') => `source lib.sh; finish ${status}`;

function events(ws: TempWorkspace, id: string): Array<Record<string, any>> {
  return ws.read(JOURNAL(id)).trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
}

/**
 * Run o2 failed after its effect (a failed `once flaky`, the effect, then no `go` file): made once,
 * each test given a copy of its own (madeOnce). The resume test and the forged done_at start here.
 */
const failedRun = madeOnce(async () => {
  const run = [
    "stagegate once flaky -- sh -c 'echo tried >>flaky.txt; exit 3' || echo \"rc=$?\" >>rc.txt",
    EFFECT,
    '[ -e go ] || exit 1',
    VERDICT(),
  ].join('\n');
  const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run } }) });
  const first = await ws.run(['run', 'wf.yaml', '--run-id', 'o2', '--json']);
  expect(jsonOf(first).status).toBe('STAGE_FAILED');
  return ws;
});

/** Run o11 completed: push records nothing, pull does the effect once (one attempt, one visit). Made once, copied per test. */
const completedRun = madeOnce(async () => {
  const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run: VERDICT(), statuses: { OK: 'pull' } }, pull: { run: `${EFFECT}\n${VERDICT()}` } }) });
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'o11', '--json']);
  expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
  return ws;
});

describe('stagegate once in a stage', () => {
  it('a retry of the attempt does not run the command again, and gets its stdout back', { tags: [CAMPAIGN] }, async () => {
    const run = `${EFFECT}\nif [ "$STAGEGATE_ATTEMPT" = 1 ]; then exit 1; fi\n${VERDICT()}`;
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run, extra: 'retry:\n  max_attempts: 2' } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'o1', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('effects.txt')).toEqual(['pushed 1.1']);
    expect(ws.lines('urls.txt')).toEqual(['https://example.test/pr/1', 'https://example.test/pr/1']);
    expect(ws.read('runs/o1/logs/push.v1.a2.log')).toMatch(/^stagegate once: pr was done in attempt 1 at \S+ \(step push, visit 1\); not run again\n/);
    const done = events(ws, 'o1').filter((e) => e.event === 'effect_done');
    expect(done).toEqual([expect.objectContaining({ key: 'pr', step: 'push', visit: 1, attempt: 1, exit_status: 0, stdout: 'https://example.test/pr/1\n', stdout_bytes: 26 })]);
    expect(done[0]!.stdout_sha256).toBe(createHash('sha256').update('https://example.test/pr/1\n').digest('hex'));
    // The effect is in the journal before the attempt's end.
    const order = events(ws, 'o1').map((e) => e.event);
    expect(order.indexOf('effect_done')).toBeLessThan(order.indexOf('attempt_failed'));
  });

  it('a resume of a failed run does not repeat it; a failed command records nothing and returns its status', { tags: [CAMPAIGN] }, async () => {
    const ws = await failedRun();
    ws.write('go', '');
    const second = await ws.run(['run', 'wf.yaml', '--run-id', 'o2', '--json']);
    expect(jsonOf(second).status, second.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('effects.txt')).toEqual(['pushed 1.1']);
    expect(ws.lines('urls.txt')).toEqual(['https://example.test/pr/1', 'https://example.test/pr/1']);
    // The failed command ran each time, and its status was once's.
    expect(ws.lines('flaky.txt')).toEqual(['tried', 'tried']);
    expect(ws.lines('rc.txt')).toEqual(['rc=3', 'rc=3']);
    expect(events(ws, 'o2').filter((e) => e.event === 'effect_done').map((e) => e.key)).toEqual(['pr']);
    // history lists it.
    const h = await ws.run(['history', 'wf.yaml', '--run-id', 'o2']);
    expect(h.stdout).toMatch(/effect_done +push v1 a1 +once pr: done at \S+, stdout 26 bytes \(sha256 [0-9a-f]{12}…\)/);
  });

  it('an attempt that records nothing leaves no ledger file in the run root', { tags: [CAMPAIGN] }, async () => {
    const ws = await completedRun();
    expect(ws.exists('runs/o11/effects/push.v1.a1.jsonl')).toBe(false);
    expect(ws.exists('runs/o11/effects/pull.v1.a1.jsonl')).toBe(true);
  });

  it('a journal that cannot be verified is not "not done": once runs nothing and exits 125', async () => {
    const run = [
      "printf 'not an event\\n' >>runs/o12/workflow_state.journal.jsonl",
      "stagegate once pr -- sh -c 'echo ran >ran.txt' || echo \"rc=$?\" >rc.txt",
      VERDICT(),
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run } }) });
    await ws.run(['run', 'wf.yaml', '--run-id', 'o12', '--json']);
    expect(ws.lines('rc.txt')).toEqual(['rc=125']);
    expect(ws.exists('ran.txt')).toBe(false);
    expect(ws.read('runs/o12/logs/push.v1.a1.log')).toMatch(/stagegate once: pr: cannot tell whether it was done: the run's journal \S+workflow_state\.journal\.jsonl cannot be read or verified \(line \d+ is not a journal event\); sh was not run \(exit 125\)/);
  });

  it('a later visit of the step runs it again (a review loop): the scope is the visit', { tags: [CAMPAIGN] }, async () => {
    const run = `${EFFECT}\nif [ "$STAGEGATE_VISIT" = 1 ]; then ${VERDICT('AGAIN')}; else ${VERDICT()}; fi`;
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run, statuses: { AGAIN: 'push', OK: 'DONE' }, extra: 'max_visits: 3' } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'o3', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('effects.txt')).toEqual(['pushed 1.1', 'pushed 2.1']);
    expect(events(ws, 'o3').filter((e) => e.event === 'effect_done').map((e) => [e.visit, e.attempt])).toEqual([[1, 1], [2, 1]]);
  });

  it('--rerun-from the step and --mode fresh run it again (a new visit, a new journal)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run: `${EFFECT}\n${VERDICT()}` } }) });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'o5', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    const rerun = await ws.run(['run', 'wf.yaml', '--run-id', 'o5', '--rerun-from', 'push', '--json']);
    expect(jsonOf(rerun).status, rerun.stderr).toBe('WORKFLOW_COMPLETE');
    const fresh = await ws.run(['run', 'wf.yaml', '--run-id', 'o5', '--mode', 'fresh', '--json']);
    expect(jsonOf(fresh).status, fresh.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('effects.txt')).toEqual(['pushed 1.1', 'pushed 2.1', 'pushed 1.1']);
  });

  it('in parallel branches, the scope is the branch: one key in two branches runs in each, and a branch retry does not repeat its own', { tags: [CAMPAIGN] }, async () => {
    const run = `stagegate once pr -- sh -c 'echo "$STAGEGATE_BRANCH $STAGEGATE_ATTEMPT" >>effects.txt'; if [ "$STAGEGATE_BRANCH.$STAGEGATE_ATTEMPT" = a.1 ]; then exit 1; fi; stage OK`;
    const ws = parallelWorkspace(parallelYaml({ a: { run, extra: ['retry:', '  max_attempts: 2'] }, b: { run } }));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'o6', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('effects.txt').sort()).toEqual(['a 1', 'b 1']);
    const done = events(ws, 'o6').filter((e) => e.event === 'effect_done');
    expect(done.map((e) => `${e.step}/${e.branch} v${e.visit} a${e.attempt}`).sort()).toEqual(['checks/a v1 a1', 'checks/b v1 a1']);
  });

  it('a parallel branch that moves between a shard and the run itself does not repeat its effect, either way', { tags: [CAMPAIGN] }, async () => {
    const lib = `gate() {\n  mkdir -p "\${STAGEGATE_OUTPUT%/*}"\n  printf '# x\\n\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: %s\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_WORKFLOW" "\${STAGEGATE_BRANCH:-$STAGEGATE_STEP}" "$1" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"\n}\n`;
    const branch = (id: string) => [
      `        ${id}:`,
      `          run: ${JSON.stringify(`source par.sh; stagegate once pr -- sh -c 'echo "$STAGEGATE_BRANCH" >>effects.txt'; if [ -e go.$STAGEGATE_BRANCH ]; then gate OK; else gate UNDECLARED; fi`)}`,
      `          output: 'runs/{{run_id}}/${id}.md'`,
      '          statuses: { OK: DONE, NO: BLOCKED }',
    ];
    const yaml = [
      "version: '4.0'",
      'name: par',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  pre:',
      `    run: ${JSON.stringify('source par.sh; gate OK')}`,
      "    output: 'runs/{{run_id}}/pre.md'",
      '    statuses: { OK: checks }',
      '  checks:',
      '    parallel:',
      '      branches:',
      ...branch('a'),
      ...branch('b'),
      '    statuses: { PARALLEL_COMPLETE: DONE, PARALLEL_FAILED: DONE }',
    ].join('\n') + '\n';
    const ws = workspaceWith({ 'wf.yaml': yaml, 'par.sh': lib });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'p1', '--stop-after-step', 'pre', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    // a: a shard does it and stops without a verdict; the run then takes the branch over (a resume runs it here).
    const sa = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', '--shard', 'a', '--json']);
    expect(jsonOf(sa)).toMatchObject({ status: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', shard: { finished: false } });
    ws.write('go.a', '');
    // b: the run does it and stops without a verdict (a is done); a shard then takes the branch.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'p1', '--json'])).status).not.toBe('WORKFLOW_COMPLETE');
    ws.write('go.b', '');
    const shard = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', '--shard', 'b', '--json']);
    expect(jsonOf(shard).status, shard.stdout + shard.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('effects.txt').sort()).toEqual(['a', 'b']);
  });

  it('two calls of one key at the same time in one attempt: the second waits for the first and prints its stdout; the command runs once', { tags: [CAMPAIGN] }, async () => {
    // The command blocks until the test writes `release`, which it does only once the second call
    // said it waits (or, without a lock, once both calls ran it): the interleaving is forced.
    const cmd = `echo "$$" >>ran.txt; while [ ! -e release ]; do sleep 0.02; done; echo https://example.test/pr/7`;
    const run = [
      `stagegate once pr -- sh -c '${cmd}' >out1.txt 2>err1.txt & a=$!`,
      `stagegate once pr -- sh -c '${cmd}' >out2.txt 2>err2.txt & b=$!`,
      'wait $a && echo a=0 >>rc.txt || echo "a=$?" >>rc.txt',
      'wait $b && echo b=0 >>rc.txt || echo "b=$?" >>rc.txt',
      VERDICT(),
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run } }) });
    const running = ws.run(['run', 'wf.yaml', '--run-id', 'c1', '--json']);
    const said = () => ['err1.txt', 'err2.txt'].some((f) => ws.exists(f) && ws.read(f).includes('waiting for its outcome'));
    try {
      // Until the second call waits while the first's command runs (or, without a lock, both ran it).
      const ran = () => ws.lines('ran.txt').length;
      for (let i = 0; i < 3000 && !(said() && ran() >= 1) && ran() < 2; i++) await new Promise((r) => setTimeout(r, 10));
      expect(said(), 'the second call says it waits').toBe(true);
      expect(ws.lines('ran.txt')).toHaveLength(1);
    } finally {
      // The run ends (its stages with it) whatever the checks above found.
      ws.write('release', '');
      await running;
    }
    const r = await running;
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('ran.txt')).toHaveLength(1);
    expect(ws.lines('rc.txt')).toEqual(['a=0', 'b=0']);
    expect([ws.read('out1.txt'), ws.read('out2.txt')]).toEqual(['https://example.test/pr/7\n', 'https://example.test/pr/7\n']);
    expect(ws.read('err1.txt') + ws.read('err2.txt')).toMatch(/stagegate once: pr was done in attempt 1 at \S+ \(step push, visit 1\); not run again/);
    expect(events(ws, 'c1').filter((e) => e.event === 'effect_done')).toHaveLength(1);
    // The lock is gone with the call that held it.
    expect(readdirSync(ws.path('runs/c1/effects')).filter((n) => n.endsWith('.lock'))).toEqual([]);
  });

  it('a lock left by a SIGKILLed call does not wedge the key: the next call takes it over and runs the command', { tags: [CAMPAIGN] }, async () => {
    const run = [
      // The first call is killed while its command runs: its lock stays, naming a dead pid.
      `stagegate once pr -- sh -c 'echo $$ >cmd.pid; exec sleep 600' >/dev/null 2>&1 & k=$!`,
      'i=0; while [ ! -s cmd.pid ] && [ "$i" -lt 3000 ]; do sleep 0.02; i=$((i + 1)); done',
      'kill -9 $k; wait $k || true; kill -9 "$(cat cmd.pid)" || true',
      'ls "$STAGEGATE_EFFECTS".*.lock >>locks.txt',
      "stagegate once pr -- sh -c 'echo second >>ran.txt; echo https://example.test/pr/8' >out.txt",
      // The call that took the dead owner's lock over removed it when it ended (the stage still running).
      'ls "$STAGEGATE_EFFECTS".*.lock* >>locks-after.txt 2>/dev/null || true',
      VERDICT(),
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'c2', '--json']);
    expect(jsonOf(r).status, r.stderr + ws.read('runs/c2/logs/push.v1.a1.log')).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('locks.txt')).toHaveLength(1);
    expect(ws.lines('locks-after.txt')).toEqual([]);
    expect(ws.lines('ran.txt')).toEqual(['second']);
    expect(ws.read('out.txt')).toBe('https://example.test/pr/8\n');
    expect(events(ws, 'c2').filter((e) => e.event === 'effect_done')).toEqual([expect.objectContaining({ key: 'pr', stdout: 'https://example.test/pr/8\n' })]);
    expect(readdirSync(ws.path('runs/c2/effects')).filter((n) => n.includes('.lock'))).toEqual([]);
  });

  it('a lock left by a killed call that no later call takes over is removed when its attempt ends (a lock a live call holds stays)', async () => {
    const run = [
      // A call killed while its command runs, its key never called again in this attempt: its lock names a dead pid.
      `stagegate once pr -- sh -c 'echo $$ >cmd.pid; exec sleep 600' >/dev/null 2>&1 & k=$!`,
      'i=0; while [ ! -s cmd.pid ] && [ "$i" -lt 3000 ]; do sleep 0.02; i=$((i + 1)); done',
      'kill -9 $k; wait $k || true; kill -9 "$(cat cmd.pid)" || true',
      'ls "$STAGEGATE_EFFECTS".*.lock >>locks.txt',
      // Something else beside the ledger is no lock of it: left alone.
      'echo keep >"$STAGEGATE_EFFECTS.notes"',
      VERDICT(),
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run } }) });
    // And a lock of another key that a live process on this machine holds (this test's): it stays.
    ws.write('runs/c5/effects/push.v1.a1.jsonl.0123456789abcdef.lock', JSON.stringify({ pid: process.pid, host: hostname(), started_at: new Date().toISOString() }));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'c5', '--json']);
    expect(jsonOf(r).status, r.stderr + ws.read('runs/c5/logs/push.v1.a1.log')).toBe('WORKFLOW_COMPLETE');
    // While the stage ran, the killed call's lock was there (beside the live one).
    const killedLock = `push.v1.a1.jsonl.${createHash('sha256').update('pr').digest('hex').slice(0, 16)}.lock`;
    expect(ws.lines('locks.txt').map((l) => l.split('/').pop()).sort()).toEqual(['push.v1.a1.jsonl.0123456789abcdef.lock', killedLock].sort());
    const left = readdirSync(ws.path('runs/c5/effects')).sort();
    // The killed call's lock is gone; the live one stayed, as did the other file.
    expect(left).toEqual(['push.v1.a1.jsonl.0123456789abcdef.lock', 'push.v1.a1.jsonl.notes']);
  });

  it('once KEY called inside once KEY does not wait for itself: the inner call exits 125 saying so, and its command does not run', { tags: [CAMPAIGN] }, async () => {
    // Bounded: a deadlock would end at the timeout (124), not pass.
    const run = [
      "timeout -s KILL 120 stagegate once pr -- stagegate once pr -- sh -c 'echo inner >>ran.txt' 2>err.txt && echo rc=0 >>rc.txt || echo \"rc=$?\" >>rc.txt",
      VERDICT(),
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'n1', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr + ws.read('runs/n1/logs/push.v1.a1.log')).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('rc.txt')).toEqual(['rc=125']);
    expect(ws.exists('ran.txt')).toBe(false);
    expect(ws.read('err.txt')).toMatch(/^stagegate once: pr: called inside the call of once that is running it \(pid \d+, an ancestor of this process, holds its lock \S+\.lock\): waiting for it would never end; sh was not run \(exit 125\)$/m);
    expect(events(ws, 'n1').filter((e) => e.event === 'effect_done'), 'the outer command failed: nothing recorded').toEqual([]);
  });

  it("a key's lock held by a process on another machine is not waited for: exit 125 naming the lock, the command not run", { tags: [CAMPAIGN] }, async () => {
    const owner = JSON.stringify({ pid: 1, host: 'other-runner.example', started_at: '2026-12-05T10:00:00.000Z' });
    const run = [
      'lock="$STAGEGATE_EFFECTS.$(printf pr | sha256sum | cut -c1-16).lock"',
      'mkdir -p "${lock%/*}"',
      `printf '%s' '${owner}' >"$lock"`,
      "timeout -s KILL 120 stagegate once pr -- sh -c 'echo ran >>ran.txt' 2>err.txt && echo rc=0 >>rc.txt || echo \"rc=$?\" >>rc.txt",
      'echo "$lock" >lock.txt',
      'rm -f "$lock"',
      VERDICT(),
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'h1', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr + ws.read('runs/h1/logs/push.v1.a1.log')).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('rc.txt')).toEqual(['rc=125']);
    expect(ws.exists('ran.txt')).toBe(false);
    const lock = ws.lines('lock.txt')[0]!;
    expect(lock).toMatch(/effects\/.+\.[0-9a-f]{16}\.lock$/);
    expect(ws.read('err.txt')).toContain(`stagegate once: pr: cannot tell whether another call is running it: its lock ${lock} names pid 1 on another machine (other-runner.example)`);
    expect(ws.read('err.txt')).toMatch(/sh was not run \(exit 125\)$/m);
  });

  it('in a foreach, the scope is the item: one key runs once for each item, and an item retry does not repeat its own', { tags: [CAMPAIGN] }, async () => {
    const design = `${ITEM_LIB}; stagegate once pr -- sh -c 'echo "$STAGEGATE_INPUT_ITEM_ID $STAGEGATE_ATTEMPT" >>effects.txt'; if [ "$STAGEGATE_INPUT_ITEM_ID.$STAGEGATE_ATTEMPT" = DA-01.1 ]; then exit 1; fi; finish OK`;
    const yaml = wf({ design }).replace("      design:\n", "      design:\n        retry: { max_attempts: 2 }\n");
    const ws = workspaceWith({ 'wf.yaml': yaml, 'reg.md': table([['DA-01', 'One', '-'], ['DA-02', 'Two', '-']]) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'o7', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('effects.txt')).toEqual(['DA-01 1', 'DA-02 1']);
  });

  it('a forged effect_done (a visit the step never had) does not replay', async () => {
    const ws = await completedRun();
    const list = events(ws, 'o11');
    const done = list.find((e) => e.event === 'effect_done')!;
    ws.write(JOURNAL('o11'), rechained(list.map((e) => (e === done ? { ...e, visit: 2 } : e))));
    rmSync(ws.path('runs/o11/workflow_state.yaml'));
    rmSync(ws.path('runs/o11/RUN_MANIFEST.yaml'));
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'o11', '--json']);
    expect(st.code).toBe(5);
    expect(jsonOf(st).status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(jsonOf(st).message).toMatch(/effect_done.*records side effect 'pr' of step pull, visit 2, attempt 1; the step is on visit 1 with 1 attempt/);
  });

  it('a ledger line the stage forged (an empty branch, a done_at with escapes) is skipped: the run completes and resumes, once runs the command', async () => {
    const forged = (over: string) =>
      `printf '{"key":"x","step":"push",${over}"visit":%s,"attempt":%s,"exit_status":0,"done_at":"%s","stdout":"","stdout_bytes":0,"stdout_sha256":"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"}\\n' "$STAGEGATE_VISIT" "$STAGEGATE_ATTEMPT" "$1" >>"$STAGEGATE_EFFECTS"`;
    const run = [
      `forge() { ${forged('"branch":"",')}; }`,
      `forge 2026-12-05T07:00:00.000Z`,
      `forge2() { ${forged('').replace('"key":"x"', '"key":"y"')}; }`,
      `forge2 '\\u001b]0;PWNED\\u0007'`,
      "stagegate once y -- sh -c 'echo ran >>y.txt'",
      '[ -e go ] || exit 1',
      VERDICT(),
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run } }) });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'o8', '--json']);
    expect(jsonOf(first).status, first.stderr).toBe('STAGE_FAILED');
    ws.write('go', '');
    const second = await ws.run(['run', 'wf.yaml', '--run-id', 'o8', '--json']);
    expect(jsonOf(second).status, second.stderr).toBe('WORKFLOW_COMPLETE');
    // The forged y did not count as done: once ran it, its own record was folded, and the resume did not run it again.
    expect(events(ws, 'o8').filter((e) => e.event === 'effect_done').map((e) => [e.key, e.attempt, e.branch])).toEqual([['y', 1, undefined]]);
    expect(ws.lines('y.txt')).toEqual(['ran']);
  });

  it('a secret that straddles the 64 KiB cut of the kept stdout is masked whole, not cut and left half shown', async () => {
    const secret = 'S3cretValueAtTheCut';
    const run = [
      `export MY_TOKEN=${secret}`,
      // 65530 bytes, then the secret: its first 6 characters fall inside the first 65536 bytes.
      `stagegate once big -- sh -c 'head -c 65530 /dev/zero | tr "\\000" a; printf %s "$MY_TOKEN"; printf "\\nbbbbbbbbbb"' >/dev/null`,
      VERDICT(),
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'o9', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    const [done] = events(ws, 'o9').filter((e) => e.event === 'effect_done');
    expect(done!.stdout_bytes).toBe(65530 + secret.length + 11);
    expect(done!.stdout).toBe('a'.repeat(65530) + '***\nbb');
    expect(ws.read(JOURNAL('o9'))).not.toContain(secret.slice(0, 3));
  });

  it('a secret in the key is masked in the ledger, the journal and history, and the key still matches: a second call and a resume do not run it again; the stdout hash is of the masked stdout', async () => {
    const secret = 'Zq9-secret-token-77';
    const call = `stagegate once "deploy-$SVC_TOKEN" -- sh -c 'echo ran >>effects.txt; printf %s "$SVC_TOKEN"' >>got.txt`;
    const run = [`export SVC_TOKEN=${secret}`, call, call, '[ -e go ] || exit 1', VERDICT()].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { push: { run } }) });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'o12', '--json']);
    expect(jsonOf(first).status, first.stderr).toBe('STAGE_FAILED');
    ws.write('go', '');
    const second = await ws.run(['run', 'wf.yaml', '--run-id', 'o12', '--json']);
    expect(jsonOf(second).status, second.stderr).toBe('WORKFLOW_COMPLETE');
    // Run once in all: the second call (same attempt, the ledger) and the retry (the journal) matched the masked key.
    expect(ws.lines('effects.txt')).toEqual(['ran']);
    const [done, ...more] = events(ws, 'o12').filter((e) => e.event === 'effect_done');
    expect(more).toEqual([]);
    expect([done!.key, done!.stdout, done!.stdout_bytes]).toEqual(['deploy-***', '***', secret.length]);
    expect(done!.stdout_sha256).toBe(createHash('sha256').update('***').digest('hex'));
    const clear = readdirSync(ws.path('runs'), { recursive: true }).map(String).filter((f) => statSync(ws.path(`runs/${f}`)).isFile() && ws.read(`runs/${f}`).includes(secret));
    expect(clear).toEqual([]);
    const history = await ws.run(['history', 'wf.yaml', '--run-id', 'o12']);
    expect(history.stdout).toContain('once deploy-***');
    expect(history.stdout).not.toContain(secret);
  });

  it('a done_at with terminal escapes (a forged journal line) is printed without them by history and by once', async () => {
    const ws = await failedRun();
    const list = events(ws, 'o2');
    const done = list.find((e) => e.event === 'effect_done')!;
    ws.write(JOURNAL('o2'), rechained(list.map((e) => (e === done ? { ...e, done_at: '\u001b]0;PWNED\u0007\u001b[31mRED' } : e))));
    rmSync(ws.path('runs/o2/workflow_state.yaml'));
    rmSync(ws.path('runs/o2/RUN_MANIFEST.yaml'));
    const h = await ws.run(['history', 'wf.yaml', '--run-id', 'o2']);
    expect(h.stdout).toContain('once pr: done at RED, stdout');
    expect(h.stdout).not.toMatch(/[\u001b\u0007]/);
    ws.write('go', '');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'o2', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    const log = ws.read('runs/o2/logs/push.v1.a2.log');
    expect(log).toContain('pr was done in attempt 1 at RED (step push, visit 1)');
    expect(log).not.toMatch(/[\u001b\u0007]/);
  });
});

describe('stagegate once outside a stage, and its usage', () => {
  it('is a usage error (exit 2) that says where it runs, and runs nothing', async () => {
    const ws = workspaceWith({}, { git: false });
    const r = await ws.run(['once', 'pr', '--', 'sh', '-c', 'echo ran >ran.txt']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^stagegate: once runs inside a stage: STAGEGATE_STEP, STAGEGATE_VISIT, STAGEGATE_ATTEMPT, STAGEGATE_EFFECTS, STAGEGATE_STATE_PATH are not set here/);
    expect(ws.exists('ran.txt')).toBe(false);
  });

  it('refuses a key with a line break, a missing --, and a missing command', async () => {
    const ws = workspaceWith({}, { git: false });
    expect((await ws.run(['once', 'a\nb', '--', 'true'])).stderr).toContain('once: the key holds a line break or another control character');
    expect((await ws.run(['once', 'x'.repeat(201), '--', 'true'])).stderr).toContain('once: the key is longer than 200 characters');
    expect((await ws.run(['once', 'pr', 'true'])).stderr).toContain('once needs -- before the command');
    const none = await ws.run(['once', 'pr', '--']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('once needs a command after --');
  });

  it('is listed by --help', async () => {
    const ws = workspaceWith({}, { git: false });
    expect((await ws.run(['--help'])).stdout).toMatch(/\n {2}once +run a side effect/);
  });
});
