/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// A run's secret-looking inputs (docs/security.md: a name with TOKEN, KEY, PASSWORD, …; a URL's
// password in any input) in what the CLI prints: every command shows them as ***, as the stage
// logs, the Action's summary and printed commands do. The state and the journal keep them as
// given (a resume needs them).
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const SECRET = 'sk_live_Zq81secretvalue';
const OTHER = 'sk_live_Other9secretvalue';
const PASSWORD = 'hunter2pw77';

const CHILD = `version: '4.0'
name: child
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id, token, note]
steps:
  x:
    run: |
      echo "got $STAGEGATE_INPUT_NOTE" > "$STAGEGATE_OUTPUT"; stagegate gate OK
    output: 'runs/{{run_id}}/x.md'
    statuses: { OK: DONE }
`;

const PARENT = `version: '4.0'
name: parent
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id, api_token, db_url]
  optional: [retry_key]
  types: { retry_key: integer }
steps:
  build:
    run: |
      echo built > "$STAGEGATE_OUTPUT"; stagegate gate BUILT
    output: 'runs/{{run_id}}/build.md'
    statuses: { BUILT: sub }
  sub:
    child_workflow: child.yaml
    inputs: { run_id: 'c-{{run_id}}', token: '{{api_token}}', note: 'use {{api_token}} at {{db_url}}' }
    statuses: { WORKFLOW_COMPLETE: ship }
  ship:
    approval: { message: 'Ship with {{api_token}} to {{db_url}}?' }
    on_approve: DONE
    on_reject: BLOCKED
`;

/** Every command's stdout and stderr: none holds a secret's value. */
function expectMasked(label: string, r: { stdout: string; stderr: string }): void {
  const text = r.stdout + r.stderr;
  expect(text, `${label}: ${text}`).not.toContain(SECRET);
  expect(text, `${label}: ${text}`).not.toContain(OTHER);
  expect(text, `${label}: ${text}`).not.toContain(PASSWORD);
}

describe('secret-looking inputs in what the CLI prints', () => {
  it('run, status, history, plan, graph, logs, list, approve and reject (text and --json) print *** for them; the state keeps them as given', async () => {
    const ws = workspaceWith({ 'wf.yaml': PARENT, 'child.yaml': CHILD });
    const inputs = [`api_token=${SECRET}`, `db_url=postgres://app:${PASSWORD}@db.internal/app`];
    // Before the run: plan shows the child's inputs it would pass.
    const planBefore = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', ...inputs, '--json']);
    expectMasked('plan --json before', planBefore);
    const child = jsonOf(planBefore).steps.find((s: any) => s.id === 'sub').child_run;
    expect(child.inputs).toEqual({ run_id: 'c-r1', token: '***', note: 'use *** at postgres://app:***@db.internal/app' });
    expectMasked('plan before', await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', ...inputs]));

    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', ...inputs]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expectMasked('run', run);
    expect(run.stdout + run.stderr).toContain('Ship with *** to postgres://app:***@db.internal/app?');

    for (const args of [['status'], ['status', '--json'], ['history'], ['history', '--json'], ['plan'], ['plan', '--json'], ['graph'], ['graph', '--json'], ['logs'], ['run', '--json']]) {
      expectMasked(args.join(' '), await ws.run([args[0]!, 'wf.yaml', '--run-id', 'r1', ...args.slice(1)]));
    }
    expectMasked('list', await ws.run(['list', '--json']));
    expectMasked('child history', await ws.run(['history', 'child.yaml', '--run-id', 'c-r1', '--json']));
    const history = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(history.events[0].data.inputs).toEqual({ run_id: 'r1', api_token: '***', db_url: 'postgres://app:***@db.internal/app' });
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).pending_approval.message).toBe('Ship with *** to postgres://app:***@db.internal/app?');

    // A resume giving another value: the conflict says which input, not the values.
    const conflict = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', `api_token=${OTHER}`]);
    expect(conflict.code).toBe(4);
    expect(conflict.stdout + conflict.stderr).toContain('WORKFLOW_INPUT_CONFLICT  input api_token differs from the value run r1 started with (a secret-looking value: neither is printed)');
    expectMasked('conflict', conflict);
    const urlConflict = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', 'db_url=postgres://app:other-pw-1@db.internal/app', '--json']);
    expect(jsonOf(urlConflict).message).toBe('input db_url differs from the value run r1 started with (a secret-looking value: neither is printed)');
    expect(urlConflict.stdout).not.toContain('other-pw-1');

    // Rejected, the run ended blocked: its fresh start is printed with the values masked.
    const reject = await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--json']);
    expectMasked('reject', reject);
    const ended = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expectMasked('ended run', ended);
    const fresh = jsonOf(ended).next_alternative ?? jsonOf(ended).next_command;
    expect(fresh).toContain("'api_token=***' 'db_url=postgres://app:***@db.internal/app'");
    expect(jsonOf(ended).hint).toContain('Give api_token, db_url again in place of ***');

    // What is stored keeps the values: a resume reuses them.
    expect(ws.read('runs/r1/workflow_state.yaml')).toContain(SECRET);
    expect(ws.read('runs/c-r1/x.md')).toContain(`use ${SECRET} at postgres://app:${PASSWORD}@db.internal/app`);
  });

  it("a secret input an output's path is made of: run's and status's outputs and at: lines, history's and plan's paths (text and --json) show it as ***", async () => {
    // Seen failing before: status's outputs:, run's outputs: and at: and --json's paths printed the token in clear.
    // The state path is made of it too (so is the run root, and every log path in it): run's and status's
    // state:/journal:/manifest: lines and --json state_path/manifest_path/run_root show it as *** (seen
    // failing before, session 51: printed in clear).
    const wf = [
      "version: '4.0'",
      'name: paths',
      "state_path: 'runs/{{run_id}}/{{api_token}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id, api_token]',
      'steps:',
      '  a:',
      '    run: \'echo a > "$STAGEGATE_OUTPUT"; stagegate gate OK\'',
      "    output: 'runs/{{run_id}}/{{api_token}}/a.md'",
      '    statuses: { OK: b }',
      '  b:',
      '    run: \'printf "WORKFLOW_GATE:\\n  status: OK\\n" > "$STAGEGATE_OUTPUT"\'',
      "    output: 'runs/{{run_id}}/{{api_token}}/b.md'",
      '    statuses: { OK: DONE }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf });
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', `api_token=${SECRET}`]);
    expect(run.stdout).toContain('GATE_RESULT_MISSING');
    expect(run.stdout).toContain('  at:       runs/r1/***/b.md:1\n');
    expect(run.stdout).toContain('    runs/r1/***/a.md  a: OK\n');
    expect(run.stdout).toContain('  state:    runs/r1/***/workflow_state.yaml\n');
    expect(run.stdout).toContain('  journal:  runs/r1/***/workflow_state.journal.jsonl');
    expect(run.stdout).toContain('  logs:     runs/r1/***/logs/  ');
    const token = `api_token=${SECRET}`;
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', token]);
    expect(status.stdout).toContain('  state:    runs/r1/***/workflow_state.yaml\n');
    expect(status.stdout).toContain('    runs/r1/***/b.md  b: written by failed attempt 1, not accepted\n');
    const json = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', token, '--json']);
    expect(jsonOf(json)).toMatchObject({ state_path: 'runs/r1/***/workflow_state.yaml', manifest_path: 'runs/r1/***/RUN_MANIFEST.yaml', run_root: 'runs/r1/***' });
    expect(jsonOf(json)['outputs']).toEqual([{ step: 'a', path: 'runs/r1/***/a.md', gate_status: 'OK' }]);
    for (const out of [run.stdout, run.stderr, status.stdout, json.stdout, (await ws.run(['run', 'wf.yaml', '--run-id', 'r1', token, '--json'])).stdout]) expect(out).not.toContain(SECRET);
    // history (text and --json) and the other commands that print the run's paths: the same *** (seen failing before, review50: history printed gate_accepted's path in clear).
    for (const args of [['history'], ['history', '--json'], ['plan'], ['plan', '--json'], ['logs'], ['graph', '--json']]) {
      const r = await ws.run([args[0]!, 'wf.yaml', '--run-id', 'r1', token, ...args.slice(1)]);
      expect(`${r.stdout}${r.stderr}`, args.join(' ')).not.toContain(SECRET);
    }
    expect((await ws.run(['history', 'wf.yaml', '--run-id', 'r1', token])).stdout).toContain('runs/r1/***/a.md (sha256');
    const accepted = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', token, '--json'])).events.find((e: { event: string }) => e.event === 'gate_accepted');
    expect(accepted.data.artifact.path).toBe('runs/r1/***/a.md');
    // What the reports keep as it is (a run not started: its message and state_path; approve's and skip's
    // --json state_path; a refusal on stderr) shows the command line's secret inputs as *** too (seen
    // failing before, review51: `no state at runs/r2/<token>/…` and those state_path fields in clear).
    const unmasked = [['status', 'wf.yaml', '--run-id', 'r2'], ['approve', 'wf.yaml', '--run-id', 'r2', '--json'], ['approve', 'wf.yaml', '--run-id', 'r1', '--json'], ['skip', 'wf.yaml', 'b', '--run-id', 'r1', '--json'], ['logs', 'wf.yaml', '--run-id', 'r2'], ['plan', 'wf.yaml', '--run-id', 'r2', '--json']];
    for (const args of unmasked) {
      const r = await ws.run([...args, token]);
      expect(`${r.stdout}${r.stderr}`, args.join(' ')).not.toContain(SECRET);
      expect(`${r.stdout}${r.stderr}`, args.join(' ')).toContain('***');
    }
    // list is given no inputs: each run's state path shows its own secret-looking inputs as *** (seen failing before, review51).
    const list = await ws.run(['list']);
    expect(list.stdout).toContain('runs/r1/***/workflow_state.yaml');
    expect(list.stdout).not.toContain(SECRET);
    expect(jsonOf(await ws.run(['list', '--json'])).runs[0].state_path).toBe('runs/r1/***/workflow_state.yaml');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r2', token, '--json']))).toMatchObject({ status: 'NOT_STARTED', state_path: 'runs/r2/***/workflow_state.yaml', message: 'no state at runs/r2/***/workflow_state.yaml: the run has not started' });
    // The files are where the run wrote them: the state keeps the real path.
    expect(ws.read(`runs/r1/${SECRET}/a.md`)).toContain('a');
  });

  it("a run's secret-looking inputs its command line does not give (a default, a run found by listing): run --shard, merge, clean, a run not started and a hint print *** for them", async () => {
    // Seen failing before (fix52): main() masked only the command line's inputs, so a state path made
    // of a default (`runs/<default token>/r2/…` of a run not started in status, approve, logs, plan
    // --json), a shard's folder (`run --shard`'s progress and `shard:` line, merge's `merged from shard`),
    // a fresh start's `moved aside, into …`, clean's folders and another run's state path in a hint printed it in clear.
    const DEFAULT = 'sk_live_Default9secretvalue';
    const wf = [
      "version: '4.0'",
      'name: fanned',
      "state_path: 'runs/{{api_token}}/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      `  defaults: { api_token: ${DEFAULT} }`,
      'steps:',
      '  prep:',
      '    run: \'echo p > "$STAGEGATE_OUTPUT"; stagegate gate OK\'',
      "    output: 'runs/{{api_token}}/{{run_id}}/prep.md'",
      '    statuses: { OK: fan }',
      '  fan:',
      '    parallel:',
      '      join: all',
      '      branches:',
      ...['a', 'b'].flatMap((b) => [`        ${b}:`, `          run: 'echo ${b} > "$STAGEGATE_OUTPUT"; stagegate gate OK'`, `          output: 'runs/{{api_token}}/{{run_id}}/${b}.md'`, '          statuses: { OK: DONE }']),
      '    statuses: { PARALLEL_COMPLETE: DONE, PARALLEL_FAILED: BLOCKED }',
      '',
    ].join('\n');
    // A run whose state path is made of a required token: a second invocation giving another value is told where it is.
    const given = ["version: '4.0'", 'name: given', "state_path: 'runs/{{api_token}}/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id, api_token]', 'steps:', '  a:', '    run: \'echo a > "$STAGEGATE_OUTPUT"; stagegate gate OK\'', "    output: 'runs/{{api_token}}/{{run_id}}/a.md'", '    statuses: { OK: DONE }', ''].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf, 'given.yaml': given });
    const clear = (label: string, r: { stdout: string; stderr: string }): string => {
      const text = r.stdout + r.stderr;
      expect(text, `${label}: ${text}`).not.toContain(DEFAULT);
      expect(text, `${label}: ${text}`).not.toContain(SECRET);
      return text;
    };
    expect(clear('run to the fan-out', await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'prep'])).length).toBeGreaterThan(0);
    // A run not started, located by the default alone.
    expect(clear('status r2', await ws.run(['status', 'wf.yaml', '--run-id', 'r2']))).toContain('no state at runs/***/r2/workflow_state.yaml');
    for (const args of [['status', '--json'], ['approve', '--json'], ['logs'], ['plan', '--json'], ['graph', '--json']]) {
      expect(clear(args.join(' '), await ws.run([args[0]!, 'wf.yaml', '--run-id', 'r2', ...args.slice(1)])), args.join(' ')).toContain('runs/***/r2');
    }
    expect(clear('shards', await ws.run(['shards', 'wf.yaml', '--run-id', 'r1']))).toContain('2 shards can run now');
    const shard = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'a']);
    expect(clear('run --shard a', shard)).toContain('  shard:    a of parallel step fan in runs/***/r1/parallel/fan/a/v1 (finished');
    expect(shard.stderr).toContain('state runs/***/r1/parallel/fan/a/v1/workflow_state.yaml');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'b', '--json'])).shard.folder).toBe('runs/***/r1/parallel/fan/b/v1');
    const merge = await ws.run(['merge', 'wf.yaml', '--run-id', 'r1']);
    expect(merge.code, merge.stdout + merge.stderr).toBe(0);
    expect(clear('merge', merge)).toContain('merged from shard runs/***/r1/parallel/fan/a/v1');
    expect(clear('fresh start', await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--stop-after-step', 'prep']))).toContain('into runs/***/r1/.superseded/');
    // Another run's state path, found by listing, in a hint: shown with that run's own inputs as ***.
    expect(clear('given run', await ws.run(['run', 'given.yaml', '--run-id', 'g1', `api_token=${SECRET}`])).length).toBeGreaterThan(0);
    expect(clear('status of the other value', await ws.run(['status', 'given.yaml', '--run-id', 'g1', `api_token=${OTHER}`]))).toContain('has its state at runs/***/g1/workflow_state.yaml, not runs/***/g1/workflow_state.yaml');
    // clean names runs' folders found by listing: each with its runs' secret inputs as ***; removed all the same.
    expect(clear('clean', await ws.run(['clean']))).toContain('would remove  runs/***/r1/.superseded  ');
    const cleaned = jsonOf(await ws.run(['clean', '--older-than', '0s', '--yes', '--json']));
    expect(JSON.stringify(cleaned)).not.toMatch(/sk_live/);
    expect(cleaned.removed).toEqual(expect.arrayContaining(['runs/***/g1']));
    expect(cleaned.items.map((i: { path: string }) => i.path)).toContain('runs/***/g1');
    expect(ws.exists(`runs/${SECRET}/g1`)).toBe(false);
  });

  it("a child workflow's own secret-looking default (its state path made of it): run's progress and plan (text and --json) print *** for it", async () => {
    // Seen failing before (review52): the child's invocation did not carry onSecrets, so `run` printed
    // `child workflow child run c-p1 (…) — state runs/<default>/c-p1/…` and plan its state and manifest in clear.
    const DEFAULT = 'sk_live_ChildDefault9value';
    const child = ["version: '4.0'", 'name: child', "state_path: 'runs/{{api_token}}/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', `  defaults: { api_token: ${DEFAULT} }`, 'steps:', '  x:', '    run: \'echo x > "$STAGEGATE_OUTPUT"; stagegate gate OK\'', "    output: 'runs/{{api_token}}/{{run_id}}/x.md'", '    statuses: { OK: DONE }', ''].join('\n');
    const parent = ["version: '4.0'", 'name: parent', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  sub:', '    child_workflow: child.yaml', "    inputs: { run_id: 'c-{{run_id}}' }", '    statuses: { WORKFLOW_COMPLETE: DONE }', ''].join('\n');
    const ws = workspaceWith({ 'wf.yaml': parent, 'child.yaml': child });
    const clear = (label: string, r: { stdout: string; stderr: string }): string => {
      const text = r.stdout + r.stderr;
      expect(text, `${label}: ${text}`).not.toContain(DEFAULT);
      return text;
    };
    expect(clear('plan', await ws.run(['plan', 'wf.yaml', '--run-id', 'p1']))).toContain('state runs/***/c-p1/workflow_state.yaml, manifest runs/***/c-p1/RUN_MANIFEST.yaml');
    expect(clear('plan --json', await ws.run(['plan', 'wf.yaml', '--run-id', 'p1', '--json']))).toContain('runs/***/c-p1/workflow_state.yaml');
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'p1']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(clear('run', run)).toContain('state runs/***/c-p1/workflow_state.yaml');
    // The child's run is where its default says (masking is only what is printed).
    expect(ws.exists(`runs/${DEFAULT}/c-p1/x.md`)).toBe(true);
  });

  it("clean: a .superseded folder whose run lists no state any more prints *** for the inputs its moved-aside journal records", async () => {
    // Seen failing before (fix53): clean masked a folder only by the runs `list` finds, so once the
    // run's state and journal were removed, `would remove  runs/<token>/g1/.superseded` printed it in clear.
    const given = ["version: '4.0'", 'name: given', "state_path: 'runs/{{api_token}}/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id, api_token]', 'steps:', '  a:', '    run: \'echo a > "$STAGEGATE_OUTPUT"; stagegate gate OK\'', "    output: 'runs/{{api_token}}/{{run_id}}/a.md'", '    statuses: { OK: DONE }', ''].join('\n');
    const ws = workspaceWith({ 'wf.yaml': given });
    for (const mode of ['resume', 'fresh']) {
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g1', `api_token=${SECRET}`, '--mode', mode]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
    }
    for (const file of ['workflow_state.yaml', 'workflow_state.journal.jsonl', 'RUN_MANIFEST.yaml']) rmSync(ws.path(`runs/${SECRET}/g1/${file}`));
    expect(jsonOf(await ws.run(['list', '--json'])).runs).toEqual([]);
    const dry = await ws.run(['clean']);
    expectMasked('clean', dry);
    expect(dry.stdout).toContain('would remove  runs/***/g1/.superseded  ');
    const cleaned = await ws.run(['clean', '--yes', '--json']);
    expectMasked('clean --yes --json', cleaned);
    expect(jsonOf(cleaned)).toMatchObject({ removed: ['runs/***/g1/.superseded'], items: [{ kind: 'superseded', path: 'runs/***/g1/.superseded' }] });
    // The real folder is what went.
    expect(ws.exists(`runs/${SECRET}/g1/.superseded`)).toBe(false);
    expect(ws.exists(`runs/${SECRET}/g1/a.md`)).toBe(true);
  });

  it('a secret-looking input of the wrong type: the refusal names the input, not its value', async () => {
    const ws = workspaceWith({ 'wf.yaml': PARENT, 'child.yaml': CHILD });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', `api_token=${SECRET}`, 'db_url=x', `retry_key=${OTHER}`]);
    expect(r.code).toBe(4);
    expect(r.stdout + r.stderr).toContain("WORKFLOW_INPUT_INVALID  input retry_key must be an integer (inputs.types), got '***'. Nothing ran");
    expectMasked('type refusal', r);
  });

  it('a decision that reads a secret-looking input: the values its branches saw are *** in status and history (the route is the same)', async () => {
    const wf = `version: '4.0'
name: routed
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id, api_token, db_url]
steps:
  route:
    decide:
      - if: inputs.api_token == 'nope' || startsWith(inputs.db_url, 'nope')
        to: BLOCKED
      - if: inputs.api_token
        to: DONE
      - else: BLOCKED
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r3', `api_token=${SECRET}`, `db_url=postgres://app:${PASSWORD}@db.internal/app`, '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    expectMasked('run', r);
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r3', '--json']);
    expectMasked('status --json', status);
    const [first, second] = jsonOf(status).decisions[0].branches;
    expect(first.seen).toEqual({ 'inputs.api_token': '***', 'inputs.db_url': 'postgres://app:***@db.internal/app' });
    expect(second).toMatchObject({ value: '***', truthy: true });
    expectMasked('status', await ws.run(['status', 'wf.yaml', '--run-id', 'r3']));
    expectMasked('history --json', await ws.run(['history', 'wf.yaml', '--run-id', 'r3', '--json']));
  });
});
