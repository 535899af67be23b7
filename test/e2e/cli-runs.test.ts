/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Managing runs through the CLI: `list` (every run with its status, active step, update time;
// nested runs under theirs), `logs` (whole, one step), and `clean` (.superseded folders and old
// finished runs; a dry run unless --yes; live and unfinished runs kept). A run in progress in
// another process (list, logs --follow) is process/cli-runs.test.ts.
import { cpSync, mkdirSync, rmSync, symlinkSync, utimesSync, writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { hostname } from 'node:os';
import { parse, stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, git, jsonOf, outsideDir, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { madeOnce } from '../helpers/shards.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

/** Backdate a finished run: its state says it was last updated `days` ago. */
function age(path: string, days: number): void {
  const state = parse(readFileSync(path, 'utf8'));
  state.updated_at = new Date(Date.now() - days * 86_400_000).toISOString();
  writeFileSync(path, `# stagegate run state: machine-written; edit only with stagegate commands.\n${stringify(state)}`);
  utimesSync(path, new Date(), new Date());
}

describe('stagegate list', () => {
  it('lists every run: id, workflow, status, active step, update time; --json too', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a', 'b']) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'done1', '--json'])).code).toBe(0);
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'half1', '--stop-after-step', 'a', '--json'])).code).toBe(0);
    const text = await ws.run(['list']);
    expect(text.code).toBe(0);
    const lines = text.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^RUN +WORKFLOW +STATUS +ACTIVE +UPDATED +STATE$/);
    expect(text.stdout).toMatch(/done1 +chain +WORKFLOW_COMPLETE +- +\S+Z +runs\/done1\/workflow_state\.yaml/);
    expect(text.stdout).toMatch(/half1 +chain +PARTIAL_RESUMABLE +b +\S+Z +runs\/half1\/workflow_state\.yaml/);
    const json = jsonOf(await ws.run(['list', '--json']));
    const byId = Object.fromEntries(json.runs.map((r: any) => [r.run_id, r]));
    expect(byId.done1).toMatchObject({ workflow: 'chain', workflow_file: 'wf.yaml', status: 'WORKFLOW_COMPLETE', active_step: null, locked: false, nested_runs: 0 });
    expect(byId.half1).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'b' });
    // From elsewhere with -C.
    const other = await ws.run(['list', '-C', ws.dir, '--json'], { cwd: '/' });
    expect(jsonOf(other).runs).toHaveLength(2);
  });

  it("marks a run whose workflow file is not in the workspace (removed since, or its state copied from another workspace): listed all the same", async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a']), 'old.yaml': chainYaml('old', ['a']) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'here', '--json'])).code).toBe(0);
    expect((await ws.run(['run', 'old.yaml', '--run-id', 'gone', '--json'])).code).toBe(0);
    rmSync(join(ws.dir, 'old.yaml'));
    // A run made in another workspace whose workflow is sub/wf.yaml, its folder copied here (as test fixtures are).
    const elsewhere = workspaceWith({ 'sub/wf.yaml': chainYaml('copied', ['a']) });
    expect((await elsewhere.run(['run', 'sub/wf.yaml', '--run-id', 'copy', '--json'])).code).toBe(0);
    cpSync(join(elsewhere.dir, 'runs', 'copy'), join(ws.dir, 'fixtures', 'runs', 'copy'), { recursive: true });
    const json = jsonOf(await ws.run(['list', '--json']));
    const byId = Object.fromEntries(json.runs.map((r: any) => [r.run_id, r]));
    expect(Object.keys(byId).sort()).toEqual(['copy', 'gone', 'here']);
    expect(byId.here).toMatchObject({ workflow_file: 'wf.yaml', workflow_missing: false });
    expect(byId.gone).toMatchObject({ workflow_file: 'old.yaml', workflow_missing: true, status: 'WORKFLOW_COMPLETE' });
    expect(byId.copy).toMatchObject({ workflow_file: 'sub/wf.yaml', workflow_missing: true, state_path: 'fixtures/runs/copy/workflow_state.yaml' });
    const text = (await ws.run(['list'])).stdout;
    expect(text).toMatch(/here +chain +WORKFLOW_COMPLETE +- +\S+Z +runs\/here\/workflow_state\.yaml\n/);
    expect(text).toMatch(/gone +old +WORKFLOW_COMPLETE +- +\S+Z +runs\/gone\/workflow_state\.yaml \(workflow file old\.yaml not in this workspace\)\n/);
    expect(text).toContain('fixtures/runs/copy/workflow_state.yaml (workflow file sub/wf.yaml not in this workspace)');
  });

  it('a run whose workflow path is a directory or a FIFO: says what stands there (not a regular file), not "not in this workspace"; never waits on the FIFO', async () => {
    const ws = workspaceWith({ 'dir.yaml': chainYaml('dir', ['a']), 'fifo.yaml': chainYaml('fifo', ['a']) });
    expect((await ws.run(['run', 'dir.yaml', '--run-id', 'd1', '--json'])).code).toBe(0);
    expect((await ws.run(['run', 'fifo.yaml', '--run-id', 'f1', '--json'])).code).toBe(0);
    rmSync(ws.path('dir.yaml'));
    mkdirSync(ws.path('dir.yaml'));
    rmSync(ws.path('fifo.yaml'));
    expect(spawnSync('mkfifo', [ws.path('fifo.yaml')]).status).toBe(0);
    const byId = Object.fromEntries(jsonOf(await ws.run(['list', '--json'])).runs.map((r: any) => [r.run_id, r]));
    expect(byId.d1).toMatchObject({ workflow_file: 'dir.yaml', workflow_missing: true, workflow_not_a_file: 'directory', status: 'WORKFLOW_COMPLETE' });
    expect(byId.f1).toMatchObject({ workflow_file: 'fifo.yaml', workflow_missing: true, workflow_not_a_file: 'fifo', status: 'WORKFLOW_COMPLETE' });
    const text = await ws.run(['list']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/d1 +dir +WORKFLOW_COMPLETE +- +\S+Z +runs\/d1\/workflow_state\.yaml \(workflow file dir\.yaml is a directory, not a regular file\)\n/);
    expect(text.stdout).toContain('runs/f1/workflow_state.yaml (workflow file fifo.yaml is a FIFO, not a regular file)\n');
    expect(text.stdout).not.toContain('not in this workspace');
  });

  it('does not search a nested git repository (a vendored repo): its runs are not this workspace\'s', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a']) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'mine', '--json'])).code).toBe(0);
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'theirs', '--json'])).code).toBe(0);
    // The same run's files inside a folder with its own .git (a submodule has a .git file), and in a plain folder.
    for (const [folder, gitEntry] of [['vendor/lib', 'dir'], ['vendor/sub', 'file'], ['plain', null]] as const) {
      mkdirSync(join(ws.dir, folder, 'runs'), { recursive: true });
      cpSync(join(ws.dir, 'runs', 'theirs'), join(ws.dir, folder, 'runs', 'theirs'), { recursive: true });
      if (gitEntry === 'dir') git(join(ws.dir, folder), ['init', '-q']);
      if (gitEntry === 'file') writeFileSync(join(ws.dir, folder, '.git'), 'gitdir: ../../.git/modules/sub\n');
    }
    const json = jsonOf(await ws.run(['list', '--json']));
    const states = json.runs.map((r: any) => r.state_path).sort();
    expect(states).toEqual(['plain/runs/theirs/workflow_state.yaml', 'runs/mine/workflow_state.yaml', 'runs/theirs/workflow_state.yaml']);
  });

  it("a run whose state lies in another run's folder is its own run, not nested; foreach item runs are nested in theirs", async () => {
    // The 4.0 package layout: the baseline keeps its state in docs/re/, every other workflow's runs live below it.
    const baseline = chainYaml('baseline', ['a']).replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'docs/re/workflow_state.yaml'");
    const design = chainYaml('design', ['a']).replace("state_path: 'runs/{{run_id}}/workflow_state.yaml'", "state_path: 'docs/re/runs/{{run_id}}/workflow_state.yaml'");
    const looped = [
      "version: '4.0'",
      'name: looped',
      "state_path: 'docs/re/loops/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  loop:',
      '    foreach:',
      '      source: reg.md',
      '      id_field: ID',
      '    per_item:',
      '      check:',
      "        run: 'source lib.sh; stage VERIFIED'",
      "        output: 'docs/re/loops/{{run_id}}/{{item_id}}.md'",
      '        statuses: { VERIFIED: next_artifact }',
      '    completion: { require: all rows VERIFIED, on_complete: DONE }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'base.yaml': baseline, 'design.yaml': design, 'looped.yaml': looped, 'reg.md': '| ID | Status |\n|---|---|\n| A | PENDING |\n| B | PENDING |\n' });
    for (const [wf, id] of [['base.yaml', 'b1'], ['design.yaml', 'd1'], ['design.yaml', 'd2'], ['looped.yaml', 'l1']]) {
      const r = await ws.run(['run', wf!, '--run-id', id!, '--json']);
      expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    }
    const runs = jsonOf(await ws.run(['list', '--json'])).runs;
    const byId = Object.fromEntries(runs.map((r: any) => [r.run_id, r]));
    expect(Object.keys(byId).sort()).toEqual(['b1', 'd1', 'd2', 'l1']);
    expect(byId.b1.nested_runs).toBe(0);
    expect(byId.d1.nested_runs).toBe(0);
    // Its two item runs (foreach/loop/<item>/v1) belong to l1.
    expect(byId.l1.nested_runs).toBe(2);
    const text = await ws.run(['list']);
    expect(text.stdout).toMatch(/d2 +design +WORKFLOW_COMPLETE/);
  });

  it('an empty workspace says so', async () => {
    const ws = workspaceWith({});
    const r = await ws.run(['list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('no runs in');
  });
});

describe('a run whose state file was removed (the fix of an edited one)', () => {
  it('the fix names the run that writes it again; meanwhile status says the file is missing and list finds the run by its journal', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a', 'b']) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json'])).code).toBe(0);
    const rel = 'runs/r1/workflow_state.yaml';
    ws.write(rel, ws.read(rel).replace('active_step: b', 'active_step: a'));
    const edited = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(edited.status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(edited.hint).toContain(`Remove ${rel} (or put back what stagegate wrote there): the next \`stagegate run wf.yaml --run-id r1\` writes it again from the journal, as it continues the run`);
    expect(edited.hint).not.toContain('the next command');
    rmSync(ws.path(rel));
    // status and history only read: the file stays missing, and status says so.
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(st.code).toBe(0);
    expect(st.stdout).toContain(`state:    ${rel} (missing: read from its journal; \`stagegate run wf.yaml --run-id r1\` writes it again)`);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', state_file_missing: true });
    expect((await ws.run(['history', 'wf.yaml', '--run-id', 'r1'])).code).toBe(0);
    expect(ws.exists(rel)).toBe(false);
    const listed = jsonOf(await ws.run(['list', '--json']));
    expect(listed.runs).toEqual([expect.objectContaining({ run_id: 'r1', workflow: 'chain', workflow_file: 'wf.yaml', status: 'PARTIAL_RESUMABLE', state_path: rel, state_missing: true })]);
    expect((await ws.run(['list'])).stdout).toContain(`${rel} (missing: listed from its journal; the next \`stagegate run\` of it writes it again)`);
    // The run the fix names writes it again (and continues the run).
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.exists(rel)).toBe(true);
    expect(jsonOf(await ws.run(['list', '--json'])).runs[0].state_missing).toBeUndefined();
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).state_file_missing).toBeUndefined();
  });
});

describe('stagegate logs', () => {
  const TALK = workflowYaml('talk', {
    one: { run: 'echo "one says hi"; source lib.sh; finish OK', statuses: { OK: 'two' } },
    two: { run: 'echo "two says hi $MY_SECRET_TOKEN"; source lib.sh; finish OK' },
  });
  /** A run of TALK to completion: made once, each test gets a copy of its own. */
  const talked = madeOnce(async () => {
    const ws = workspaceWith({ 'wf.yaml': TALK });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).code).toBe(0);
    return ws;
  });

  // The same run with a secret in its environment (stage two prints it): made once, copied.
  const talkedSecret = madeOnce(async () => {
    const ws = workspaceWith({ 'wf.yaml': TALK });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { MY_SECRET_TOKEN: 'sekrit-123456' } })).code).toBe(0);
    return ws;
  });

  it('prints every stage log oldest first under a header; STEP only that step; secrets masked', async () => {
    const ws = await talkedSecret();
    const all = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1'], { env: { MY_SECRET_TOKEN: 'sekrit-123456' } });
    expect(all.code).toBe(0);
    expect(all.stdout).toBe('==> one · visit 1 · attempt 1 (runs/r1/logs/one.v1.a1.log) <==\none says hi\n\n==> two · visit 1 · attempt 1 (runs/r1/logs/two.v1.a1.log) <==\ntwo says hi ***\n');
    const one = await ws.run(['logs', 'wf.yaml', 'two', '--run-id', 'r1']);
    expect(one.stdout).toContain('==> two · visit 1');
    expect(one.stdout).not.toContain('one says hi');
    // A step the workflow does not have: WORKFLOW_INPUT_REQUIRED (exit 4) as skip, --stop-after-step and
    // plan --show-prompt say it, naming the steps (a did-you-mean when one is close).
    const none = await ws.run(['logs', 'wf.yaml', 'deploy', '--run-id', 'r1']);
    expect([none.code, none.stdout]).toEqual([4, '']);
    expect(none.stderr).toBe("stagegate: WORKFLOW_INPUT_REQUIRED: 'deploy' is not a step of workflow talk\n  fix: Use one of: one, two (a parallel branch: STEP.BRANCH).\n");
    const typo = await ws.run(['logs', 'wf.yaml', 'tow', '--run-id', 'r1']);
    expect([typo.code, typo.stdout]).toEqual([4, '']);
    expect(typo.stderr).toContain("WORKFLOW_INPUT_REQUIRED: 'tow' is not a step of workflow talk. Did you mean 'two'?");
    // The same id to skip: the same stop, the same exit status.
    const skipTypo = await ws.run(['skip', 'wf.yaml', 'tow', '--run-id', 'r1']);
    expect(skipTypo.code).toBe(4);
    expect(skipTypo.stderr + skipTypo.stdout).toContain("WORKFLOW_INPUT_REQUIRED  'tow' is not a step of workflow talk. Did you mean 'two'?");
    // Checked against the workflow before the run is located: a run that has not started (a
    // mistyped run id) says the same for an id the workflow lacks, and NOT_STARTED for a step it has.
    const notStarted = await ws.run(['logs', 'wf.yaml', 'tow', '--run-id', 'r2']);
    expect([notStarted.code, notStarted.stdout]).toEqual([4, '']);
    expect(notStarted.stderr).toBe("stagegate: WORKFLOW_INPUT_REQUIRED: 'tow' is not a step of workflow talk. Did you mean 'two'?\n  fix: Use one of: one, two (a parallel branch: STEP.BRANCH).\n");
    const branchless = await ws.run(['logs', 'wf.yaml', 'two.x', '--run-id', 'r2']);
    expect([branchless.code, branchless.stderr]).toEqual([4, "stagegate: WORKFLOW_INPUT_REQUIRED: 'two.x' is not a step of workflow talk: step two has no branches. Did you mean 'two'?\n  fix: Use one of: one, two.\n"]);
    const real = await ws.run(['logs', 'wf.yaml', 'two', '--run-id', 'r2']);
    expect([real.code, real.stderr.split('\n')[0]]).toEqual([4, 'stagegate: NOT_STARTED: no state at runs/r2/workflow_state.yaml: the run has not started']);
  });

  it('a run with foreach items and a child workflow: logs names the folders where their own logs are (stderr), of the step asked for', async () => {
    const child = workflowYaml('kid', { k: { run: 'echo "kid says hi"; source lib.sh; finish OK' } });
    const parent = `version: '4.0'
name: nest
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  loop:
    foreach: { source: reg.md, id_field: ID }
    per_item:
      build:
        run: 'echo "item says hi"; source lib.sh; finish OK'
        output: 'runs/{{run_id}}/{{item_id}}.md'
        statuses: { OK: next_artifact }
    completion: { require: all items verified, on_complete: sub }
  sub:
    child_workflow: kid.yaml
    inputs: { run_id: '{{run_id}}-kid' }
    statuses: { WORKFLOW_COMPLETE: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': parent, 'kid.yaml': child, 'reg.md': '| ID |\n|---|\n| A |\n| B |\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status, r.stdout).toBe('WORKFLOW_COMPLETE');
    const all = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1']);
    expect([all.code, all.stdout]).toEqual([0, '']);
    expect(all.stderr).toBe('stagegate: no logs in runs/r1/logs (run r1)\nstagegate: 3 runs nested in this one keep their own logs (foreach items, child workflows), not shown here: runs/r1/foreach/loop/a/v1/logs/, runs/r1/foreach/loop/b/v1/logs/, runs/r1-kid/logs/\n');
    // Each folder holds what it is said to.
    expect(ws.read('runs/r1/foreach/loop/a/v1/logs/build.v1.a1.log')).toContain('item says hi');
    expect(ws.read('runs/r1-kid/logs/k.v1.a1.log')).toContain('kid says hi');
    // One step: only its nested runs.
    const sub = await ws.run(['logs', 'wf.yaml', 'sub', '--run-id', 'r1']);
    expect(sub.stderr).toContain('a run nested in this one keeps its own logs (foreach items, child workflows), not shown here: runs/r1-kid/logs/\n');
    expect(sub.stderr).not.toContain('foreach/loop');
  });

  it("a child workflow step the run is at: status shows where its child run is (text and --json), and logs of the step names the child run's logs command, which prints them", async () => {
    const child = workflowYaml('kid', { c1: { run: 'echo "c1 says hi"; source lib.sh; finish OK', statuses: { OK: 'c2' } }, c2: { run: 'echo "c2 broke"; exit 3' } });
    const parent = `version: '4.0'
name: nest
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  sub:
    child_workflow: kid.yaml
    inputs: { run_id: '{{run_id}}-kid' }
    statuses: { WORKFLOW_COMPLETE: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': parent, 'kid.yaml': child });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'sub' });
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.steps.sub.child).toEqual({ workflow_file: 'kid.yaml', run_id: 'r1-kid', state_path: 'runs/r1-kid/workflow_state.yaml', status: 'STAGE_FAILED', active_step: 'c2', in_flight: null, logs: 'stagegate logs kid.yaml --run-id r1-kid' });
    const text = (await ws.run(['status', 'wf.yaml', '--run-id', 'r1'])).stdout;
    expect(text).toMatch(/sub +\S+ +visits 1\/10 {2}attempts 1 {2}→ kid\.yaml run r1-kid at c2 \(STAGE_FAILED\)\n +child logs: stagegate logs kid\.yaml --run-id r1-kid\n/);
    const logs = await ws.run(['logs', 'wf.yaml', 'sub', '--run-id', 'r1']);
    expect([logs.code, logs.stdout]).toEqual([0, '']);
    expect(logs.stderr).toContain("stagegate: step sub runs child workflow kid.yaml as run r1-kid (at c2): its stage logs are that run's: `stagegate logs kid.yaml --run-id r1-kid`\n");
    expect(logs.stderr).not.toContain('no logs of step sub');
    const command = /`stagegate (logs [^`]*)`/.exec(logs.stderr)![1]!.split(' ');
    const kid = await ws.run(command);
    expect(kid.code).toBe(0);
    expect(kid.stdout).toContain('c1 says hi');
    expect(kid.stdout).toContain('==> c2 · visit 1 · attempt 1 (runs/r1-kid/logs/c2.v1.a1.log) <==\nc2 broke\n');
  });

  it('logs STEP with step ids holding dots: build is not build.docs, and checks.x is only branch x', async () => {
    const kid = workflowYaml('kid', { k: { run: 'echo "kid says hi"; source lib.sh; finish OK' } });
    const parent = `version: '4.0'
name: dots
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  build:
    run: 'echo "build says hi"; source lib.sh; finish OK'
    output: 'runs/{{run_id}}/build.md'
    statuses: { OK: build.docs }
  build.docs:
    child_workflow: kid.yaml
    inputs: { run_id: '{{run_id}}-docs' }
    statuses: { WORKFLOW_COMPLETE: checks }
  checks:
    parallel:
      branches:
        x:
          child_workflow: kid.yaml
          inputs: { run_id: '{{run_id}}-x' }
          statuses: { WORKFLOW_COMPLETE: DONE }
        y:
          child_workflow: kid.yaml
          inputs: { run_id: '{{run_id}}-y' }
          statuses: { WORKFLOW_COMPLETE: DONE }
    statuses: { PARALLEL_COMPLETE: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': parent, 'kid.yaml': kid });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status, r.stdout).toBe('WORKFLOW_COMPLETE');
    const build = await ws.run(['logs', 'wf.yaml', 'build', '--run-id', 'r1']);
    expect(build.stdout).toContain('build says hi');
    expect(build.stderr).toBe('');
    const docs = await ws.run(['logs', 'wf.yaml', 'build.docs', '--run-id', 'r1']);
    expect(docs.stderr).toContain('a run nested in this one keeps its own logs (foreach items, child workflows), not shown here: runs/r1-docs/logs/\n');
    const x = await ws.run(['logs', 'wf.yaml', 'checks.x', '--run-id', 'r1']);
    expect(x.stderr).toContain('a run nested in this one keeps its own logs (foreach items, child workflows), not shown here: runs/r1-x/logs/\n');
    expect(x.stderr).not.toContain('r1-y');
    // STEP.BRANCH naming no branch of STEP is a step id the workflow does not have: refused as any other (exit 4), not 'no logs'.
    const z = await ws.run(['logs', 'wf.yaml', 'checks.z', '--run-id', 'r1']);
    expect([z.code, z.stdout]).toEqual([4, '']);
    expect(z.stderr).toContain("stagegate: WORKFLOW_INPUT_REQUIRED: 'checks.z' is not a step of workflow dots: parallel step checks has no branch z. Did you mean 'checks.x'?\n  fix: Use one of: build, build.docs, checks (its branches: checks.x, checks.y).\n");
    const plain = await ws.run(['logs', 'wf.yaml', 'build.doc', '--run-id', 'r1']);
    expect([plain.code, plain.stdout]).toEqual([4, '']);
    expect(plain.stderr).toContain("WORKFLOW_INPUT_REQUIRED: 'build.doc' is not a step of workflow dots: step build has no branches. Did you mean 'build.docs'?");
    const checks = await ws.run(['logs', 'wf.yaml', 'checks', '--run-id', 'r1']);
    expect(checks.stderr).toContain('2 runs nested in this one keep their own logs (foreach items, child workflows), not shown here: runs/r1-x/logs/, runs/r1-y/logs/\n');
  });

  it('logs STEP.BRANCH where a longer step id shares the prefix: a.b.x is branch b.x of a (step a.b has no branch x); logs a includes it, logs a.b not', async () => {
    const wf = `version: '4.0'
name: shadow
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    parallel:
      branches:
        b.x:
          run: 'echo "branch bx says hi"; STAGEGATE_STEP=$STAGEGATE_BRANCH; source lib.sh; finish OK'
          output: 'runs/{{run_id}}/bx.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: a.b }
  a.b:
    run: 'echo "step ab says hi"; source lib.sh; finish OK'
    output: 'runs/{{run_id}}/ab.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const branch = await ws.run(['logs', 'wf.yaml', 'a.b.x', '--run-id', 'r1']);
    expect([branch.code, branch.stderr]).toEqual([0, '']);
    expect(branch.stdout).toContain('branch bx says hi');
    expect(branch.stdout).not.toContain('step ab says hi');
    const a = await ws.run(['logs', 'wf.yaml', 'a', '--run-id', 'r1']);
    expect([a.code, a.stderr]).toEqual([0, '']);
    expect(a.stdout).toContain('==> a.b.x · visit 1 · attempt 1');
    expect(a.stdout).not.toContain('step ab says hi');
    const ab = await ws.run(['logs', 'wf.yaml', 'a.b', '--run-id', 'r1']);
    expect(ab.stdout).toContain('step ab says hi');
    expect(ab.stdout).not.toContain('branch bx says hi');
  });

  it('--tail N: only the last N lines of each log (read back from its end across chunks), what was left out said; a last line without a newline counts; a short log whole; N must be 1 or more', async () => {
    // 30,000 lines (~180 KB): three 64 KiB chunks read backwards (logs.ts, TAIL_CHUNK).
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('long', { one: { run: 'seq 1 30000; source lib.sh; finish OK', statuses: { OK: 'two' } }, two: { run: "printf 'a\\nb\\nc'; source lib.sh; finish OK" } }) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).code).toBe(0);
    const log = ws.read('runs/r1/logs/one.v1.a1.log');
    const size = log.length;
    expect(size).toBeGreaterThan(2 * 64 * 1024);
    const tail = await ws.run(['logs', 'wf.yaml', 'one', '--run-id', 'r1', '--tail', '3']);
    const kept = '29998\n29999\n30000\n';
    expect([tail.code, tail.stderr]).toEqual([0, '']);
    expect(tail.stdout).toBe(`==> one · visit 1 · attempt 1 (runs/r1/logs/one.v1.a1.log) <==\n(last 3 lines: the ${size - kept.length} bytes before them not shown)\n${kept}`);
    // Last lines that start more than a chunk back from the end: found across chunks, the same bytes.
    const far = await ws.run(['logs', 'wf.yaml', 'one', '--run-id', 'r1', '--tail', '25000']);
    const farKept = log.split('\n').slice(5000).join('\n');
    expect(farKept.length).toBeGreaterThan(64 * 1024);
    expect(far.stdout).toBe(`==> one · visit 1 · attempt 1 (runs/r1/logs/one.v1.a1.log) <==\n(last 25000 lines: the ${size - farKept.length} bytes before them not shown)\n${farKept}`);
    // Every log's last lines: c has no newline of its own and is a line; a log shorter than N is shown whole, with no note.
    const all = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', '--tail', '2']);
    expect(all.stdout).toContain('\n29999\n30000\n\n==> two · visit 1 · attempt 1 (runs/r1/logs/two.v1.a1.log) <==\n(last 2 lines: the 2 bytes before them not shown)\nb\nc\n');
    const whole = await ws.run(['logs', 'wf.yaml', 'two', '--run-id', 'r1', '--tail', '5']);
    expect(whole.stdout).toBe('==> two · visit 1 · attempt 1 (runs/r1/logs/two.v1.a1.log) <==\na\nb\nc\n');
    const zero = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', '--tail', '0']);
    expect([zero.code, zero.stdout]).toEqual([2, '']);
    expect(zero.stderr).toContain("--tail must be a whole number of lines, 1 or more (got '0')");
  });

  it('a stage that printed nothing: its log is named and said to be empty, not left out (exit 0)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('hush', { one: { run: 'echo "one says hi"; source lib.sh; finish OK', statuses: { OK: 'two' } }, two: { run: 'source lib.sh; finish OK' } }) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).code).toBe(0);
    expect(ws.read('runs/r1/logs/two.v1.a1.log')).toBe('');
    const all = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1']);
    expect([all.code, all.stderr]).toEqual([0, '']);
    expect(all.stdout).toBe('==> one · visit 1 · attempt 1 (runs/r1/logs/one.v1.a1.log) <==\none says hi\n\n==> two · visit 1 · attempt 1 (runs/r1/logs/two.v1.a1.log) <==\n(empty: the stage printed nothing)\n');
    // Its step alone: the empty log, not "no logs of step two".
    const two = await ws.run(['logs', 'wf.yaml', 'two', '--run-id', 'r1']);
    expect([two.code, two.stdout, two.stderr]).toEqual([0, '==> two · visit 1 · attempt 1 (runs/r1/logs/two.v1.a1.log) <==\n(empty: the stage printed nothing)\n', '']);
  });

  it('--follow of a run whose runner died (kill -9: its lock left behind) prints the logs and returns, as for a run no runner holds', async () => {
    const ws = await talked();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    ws.write('runs/r1/workflow_state.yaml.lock', JSON.stringify({ pid: Number(dead.stdout), host: hostname(), started_at: new Date().toISOString() }));
    const followed = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', '--follow']);
    expect([followed.code, followed.stdout]).toEqual([0, '==> one · visit 1 · attempt 1 (runs/r1/logs/one.v1.a1.log) <==\none says hi\n\n==> two · visit 1 · attempt 1 (runs/r1/logs/two.v1.a1.log) <==\ntwo says hi \n']);
  });

  it('a link among the logs (a log file, a branch shard folder) is not followed: nothing from outside the run is printed', async () => {
    const ws = await talked();
    const outside = join(outsideDir(), 'elsewhere');
    mkdirSync(join(outside, 'logs'), { recursive: true });
    writeFileSync(join(outside, 'secret.txt'), 'outside the workspace\n');
    writeFileSync(join(outside, 'logs', 'two.b.v1.a1.log'), 'outside the workspace too\n');
    symlinkSync(join(outside, 'secret.txt'), ws.path('runs/r1/logs/two.v2.a1.log'));
    mkdirSync(ws.path('runs/r1/parallel/two/b'), { recursive: true });
    symlinkSync(outside, ws.path('runs/r1/parallel/two/b/v1'));
    const r = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('two says hi');
    expect(r.stdout).not.toContain('outside the workspace');
  });

  it('a directory or a link where a log goes: named and said not read (what it is), never "empty"; exit 0, a line on stderr', async () => {
    const ws = await talked();
    mkdirSync(ws.path('runs/r1/logs/two.v2.a1.log'));
    symlinkSync(ws.path('runs/r1/logs/one.v1.a1.log'), ws.path('runs/r1/logs/two.v3.a1.log'));
    const r = await ws.run(['logs', 'wf.yaml', 'two', '--run-id', 'r1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('==> two · visit 2 · attempt 1 (runs/r1/logs/two.v2.a1.log) <==\n(not read: a directory, not a log file)\n');
    expect(r.stdout).toContain('==> two · visit 3 · attempt 1 (runs/r1/logs/two.v3.a1.log) <==\n(not read: a symbolic link, which logs never follows)\n');
    expect(r.stdout).not.toContain('(empty');
    expect(r.stderr).toBe('stagegate: 2 logs could not be read (said under their headers)\n');
  });

  it('a run that has not started: says so (exit 4)', async () => {
    const ws = workspaceWith({ 'wf.yaml': TALK });
    const r = await ws.run(['logs', 'wf.yaml', '--run-id', 'never']);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('NOT_STARTED');
  });

  it('a run that fails its replay check (an edited workflow, a changed output, a journal the edit no longer fits, an edited snapshot): logs are shown, the refusal one line on stderr (exit 0)', async () => {
    const SHOWN = '==> one · visit 1 · attempt 1 (runs/r1/logs/one.v1.a1.log) <==\none says hi\n\n==> two · visit 1 · attempt 1 (runs/r1/logs/two.v1.a1.log) <==\ntwo says hi ***\n';
    const env = { MY_SECRET_TOKEN: 'sekrit-123456' };
    const cases: Array<[string, (ws: Awaited<ReturnType<typeof talked>>) => void, string]> = [
      ['a comment added to the workflow', (ws) => ws.write('wf.yaml', `${TALK}# a comment\n`), 'WORKFLOW_STATE_INTEGRITY_VIOLATION: state runs/r1/workflow_state.yaml: the workflow file wf.yaml changed'],
      ['an accepted output edited', (ws) => ws.write('runs/r1/one.md', 'edited\n'), 'STALE_ARTIFACT_REJECTED: accepted output runs/r1/one.md of step one changed'],
      // A valid workflow still (one that run refuses is refused by logs too: invalid-workflow.test.ts): step one's OK is routed no more.
      ['an edit the journal no longer fits', (ws) => ws.write('wf.yaml', TALK.replace('OK: two', 'PASS: two')), 'WORKFLOW_STATE_INTEGRITY_VIOLATION: journal runs/r1/workflow_state.journal.jsonl line'],
      ['the snapshot edited', (ws) => ws.write('runs/r1/workflow_state.yaml', ws.read('runs/r1/workflow_state.yaml').replace('active_step: null', 'active_step: two')), 'WORKFLOW_STATE_INTEGRITY_VIOLATION: state runs/r1/workflow_state.yaml differs from its journal'],
    ];
    for (const [what, change, warning] of cases) {
      const ws = await talkedSecret();
      change(ws);
      expect((await ws.run(['status', 'wf.yaml', '--run-id', 'r1'])).code, what).toBe(5);
      const r = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1'], { env });
      expect([r.code, r.stdout], what).toEqual([0, SHOWN]);
      expect(r.stderr.trim().split('\n'), what).toEqual([expect.stringContaining(`stagegate: warning: ${warning}`)]);
      // A load's refusal in run's words (integrityViolation), as status and plan say it.
      if (what === 'the snapshot edited') expect(r.stderr, what).toContain('; nothing was changed');
    }
    // A journal whose chain does not verify is no record to read the run by: refused as before.
    const ws = await talked();
    ws.write('runs/r1/workflow_state.journal.jsonl', ws.read('runs/r1/workflow_state.journal.jsonl').replace('"one"', '"two"'));
    const r = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1']);
    expect([r.code, r.stdout]).toEqual([5, '']);
    expect(r.stderr).toContain('stagegate: WORKFLOW_STATE_INTEGRITY_VIOLATION');
  });

  it('a mistyped run id: names the runs there are with a did-you-mean, as status does (exit 4 as before)', async () => {
    const ws = await talked();
    const r = await ws.run(['logs', 'wf.yaml', '--run-id', 'r2']);
    expect([r.code, r.stdout]).toEqual([4, '']);
    expect(r.stderr).toContain("fix: Run r2 of workflow talk has not started; its runs in this workspace: r1. Did you mean 'r1'?");
  });
});

describe('stagegate clean', () => {
  it('.superseded folders: listed on a dry run, removed with --yes', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a']) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'c1', '--json'])).code).toBe(0);
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'c1', '--mode', 'fresh', '--json'])).code).toBe(0);
    expect(ws.exists('runs/c1/.superseded')).toBe(true);
    const dry = await ws.run(['clean']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/^would remove {2}runs\/c1\/\.superseded {2}earlier results a fresh run moved aside; \d+ files, /m);
    expect(dry.stdout).toContain('dry run: nothing removed; run again with --yes to remove 1 folder');
    expect(ws.exists('runs/c1/.superseded')).toBe(true);
    const json = jsonOf(await ws.run(['clean', '--json']));
    expect(json).toMatchObject({ dry_run: true, removed: [], items: [{ kind: 'superseded', path: 'runs/c1/.superseded' }] });
    const yes = await ws.run(['clean', '--yes']);
    expect(yes.stdout).toContain('removed 1 folder');
    expect(ws.exists('runs/c1/.superseded')).toBe(false);
    // The run itself is untouched: it still resumes as complete.
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'c1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    expect((await ws.run(['clean'])).stdout).toContain('nothing to clean');
  });

  it('a .superseded folder a fresh start\'s marker names, or beside a held run lock, is kept (listed with why)', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a']) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'c1', '--json'])).code).toBe(0);
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'c1', '--mode', 'fresh', '--json'])).code).toBe(0);
    const [folder] = readdirSync(ws.path('runs/c1/.superseded'));
    // The marker an interrupted fresh start leaves beside the state file.
    ws.write('runs/c1/workflow_state.yaml.fresh', JSON.stringify({ schema: 'stagegate/fresh-start@1', target: `runs/c1/.superseded/${folder}`, run_instance: null }) + '\n');
    const yes = await ws.run(['clean', '--yes', '--json']);
    expect(jsonOf(yes)).toMatchObject({ removed: [], items: [{ kind: 'superseded', path: 'runs/c1/.superseded', kept: `a fresh start a crash interrupted moves a run's files into runs/c1/.superseded/${folder} (its marker runs/c1/workflow_state.yaml.fresh): the next run of it finishes the start` }] });
    expect(ws.exists(`runs/c1/.superseded/${folder}`)).toBe(true);
    // A runner's lock beside it: a fresh start may be under way.
    rmSync(ws.path('runs/c1/workflow_state.yaml.fresh'));
    ws.write('runs/c1/workflow_state.yaml.lock', '{}\n');
    const locked = await ws.run(['clean', '--yes']);
    expect(locked.stdout).toContain('kept: a runner holds the lock of a run in runs/c1 (a fresh start may be moving its files here)');
    expect(ws.exists(`runs/c1/.superseded/${folder}`)).toBe(true);
    rmSync(ws.path('runs/c1/workflow_state.yaml.lock'));
    expect(jsonOf(await ws.run(['clean', '--yes', '--json']))).toMatchObject({ removed: ['runs/c1/.superseded'] });
    expect(ws.exists('runs/c1/.superseded')).toBe(false);
  });

  it('--older-than: finished runs last updated before then go; newer, unfinished and workspace-root runs stay', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a', 'b']) });
    for (const id of ['old', 'new']) expect((await ws.run(['run', 'wf.yaml', '--run-id', id, '--json'])).code).toBe(0);
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'paused', '--stop-after-step', 'a', '--json'])).code).toBe(0);
    age(ws.path('runs/old/workflow_state.yaml'), 10);
    age(ws.path('runs/paused/workflow_state.yaml'), 10);
    // A run whose state sits in the workspace root.
    ws.write('root.yaml', workflowYaml('root', { only: { run: 'source lib.sh; finish OK', output: 'only.md' } }, { stateYaml: 'root_state.yaml' }));
    expect((await ws.run(['run', 'root.yaml', '--run-id', 'top', '--json'])).code).toBe(0);
    age(ws.path('root_state.yaml'), 10);
    const dry = jsonOf(await ws.run(['clean', '--older-than', '7d', '--json']));
    const items = Object.fromEntries(dry.items.map((i: any) => [i.path, i]));
    expect(Object.keys(items).sort()).toEqual(['.', 'runs/old']);
    expect(items['runs/old']).toMatchObject({ kind: 'run', run_id: 'old', status: 'WORKFLOW_COMPLETE' });
    expect(items['.'].kept).toContain('workspace root');
    const yes = await ws.run(['clean', '--older-than', '7d', '--yes']);
    expect(yes.code).toBe(0);
    expect(yes.stdout).toMatch(/^removed {2}runs\/old {2}run old of chain/m);
    expect(yes.stdout).toMatch(/^keep {2}\. {2}/m);
    expect(ws.exists('runs/old')).toBe(false);
    expect(ws.exists('runs/new/workflow_state.yaml')).toBe(true);
    expect(ws.exists('runs/paused/workflow_state.yaml')).toBe(true);
    expect(ws.exists('root_state.yaml')).toBe(true);
    expect(ws.exists('wf.yaml')).toBe(true);
  });

  it('--older-than removes only a run\'s own folder: a state beside the workflow or among documents keeps its folder, and every file in it', async () => {
    const ws = workspaceWith({});
    const step = (output: string) => ({ only: { run: 'source lib.sh; finish OK', output } });
    // The state beside the workflow and a script of the user's (no folder on the path names the run).
    ws.write('flows/wf.yaml', workflowYaml('beside', step('out/beside/{{run_id}}.md'), { stateYaml: 'flows/workflow_state.yaml' }));
    ws.write('flows/check.sh', 'echo mine\n');
    // The state among documents.
    ws.write('docs/guide.md', '# guide\n');
    ws.write('docs.yaml', workflowYaml('among', step('out/among/{{run_id}}.md'), { stateYaml: 'docs/workflow_state.yaml' }));
    // A run folder named after the run, with the workflow file inside it.
    ws.write('jobs/j9/wf.yaml', workflowYaml('inside', step('jobs/j9/only.md'), { stateYaml: 'jobs/{{run_id}}/workflow_state.yaml' }));
    // The state one folder below the run's own: the run's own folder goes, whole.
    ws.write('deep.yaml', workflowYaml('deep', step('deep/{{run_id}}/only.md'), { stateYaml: 'deep/{{run_id}}/state/workflow_state.yaml' }));
    const runs: Array<[string, string, string]> = [
      ['flows/wf.yaml', 'b1', 'flows/workflow_state.yaml'],
      ['docs.yaml', 'd1', 'docs/workflow_state.yaml'],
      ['jobs/j9/wf.yaml', 'j9', 'jobs/j9/workflow_state.yaml'],
      ['deep.yaml', 'p1', 'deep/p1/state/workflow_state.yaml'],
    ];
    for (const [file, id, state] of runs) {
      expect((await ws.run(['run', file, '--run-id', id, '--json'])).code).toBe(0);
      age(ws.path(state), 10);
    }
    const dry = jsonOf(await ws.run(['clean', '--older-than', '7d', '--json']));
    const items = Object.fromEntries(dry.items.map((i: any) => [i.run_id, i]));
    expect(items.b1).toMatchObject({ path: 'flows', kept: expect.stringContaining('not in a folder of its own') });
    expect(items.d1).toMatchObject({ path: 'docs', kept: expect.stringContaining('not in a folder of its own') });
    expect(items.j9).toMatchObject({ path: 'jobs/j9', kept: 'its folder holds the workflow file jobs/j9/wf.yaml' });
    expect(items.p1).toMatchObject({ path: 'deep/p1' });
    expect(items.p1.kept).toBeUndefined();
    const yes = await ws.run(['clean', '--older-than', '7d', '--yes']);
    expect(yes.code).toBe(0);
    expect(yes.stdout).toMatch(/^removed {2}deep\/p1 {2}run p1 of deep/m);
    expect(ws.exists('deep/p1')).toBe(false);
    for (const kept of ['flows/wf.yaml', 'flows/check.sh', 'flows/workflow_state.yaml', 'docs/guide.md', 'docs/workflow_state.yaml', 'jobs/j9/wf.yaml', 'jobs/j9/workflow_state.yaml', 'deep.yaml']) {
      expect(ws.exists(kept), kept).toBe(true);
    }
  });

  it('bad --older-than is a usage error', async () => {
    const ws = workspaceWith({});
    const r = await ws.run(['clean', '--older-than', 'soon']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--older-than must be a number and a unit: 30m, 12h, 7d, 2w (got 'soon')");
  });
});
