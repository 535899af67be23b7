// The runner's own files live in folders its stages can write to (issue 17). Through the CLI:
// no runner temp file exists while a stage runs, and a forged one is never installed; a FIFO,
// link or directory at the next stage's log path is a clear stop at once (never a hang, never
// written through); a lock path holding a dangling link is recovered and one holding a directory
// or FIFO is named; `status` does not call a dead runner's lock held. An output the runner cannot
// read (the built CLI as an unprivileged process) is process/security-runner-files.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { madeOnce } from '../helpers/shards.js';

afterAll(removeWorkspaces);

const STATE = 'runs/r1/workflow_state.yaml';

describe("a stage cannot forge the runner's state through its temp file", () => {
  it('no temp file of the runner exists while a stage runs, and a forged one left behind is never installed', async () => {
    // The runner makes a state temp file only at write time (never ahead, while a stage runs),
    // and renames only the very file it wrote (atomic-write.ts). b looks for one to swap, finds
    // none, and leaves a forged file with a temp file's name; c looks at the state b's write made.
    const swap = [
      'source lib.sh; count',
      'ls -a runs/r1 | grep "stagegate-tmp" >seen-temps || true',
      'printf "FORGED: the stage wrote this state\\n" >"runs/r1/.workflow_state.yaml.stagegate-tmp-1-forged"',
      'finish OK',
    ].join('\n');
    const look = 'grep -q FORGED runs/r1/workflow_state.yaml && touch saw-forged; source lib.sh; stage OK';
    const ws = workspaceWith({ 'wf.yaml': chainYaml('swap', ['a', 'b', 'c'], { b: { run: swap }, c: { run: look } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(ws.read('seen-temps'), 'a runner temp file existed while the stage ran').toBe('');
    expect(ws.exists('saw-forged'), 'the forged state was installed').toBe(false);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'b', 'c'] });
    expect(ws.read(STATE)).not.toContain('FORGED');
    // The forged file was not ours to keep: a resume sweeps it with the other temp files.
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
    expect(readdirSync(ws.path('runs/r1')).filter((n) => n.includes('stagegate-tmp'))).toEqual([]);
  });
});

describe("something other than a file at the next stage's log path", () => {
  // The other kinds (a link, a directory, a link to a device) are in test/slow/runner-files.test.ts.
  const plant: Array<[string, string, string]> = [
    ['a FIFO', 'mkfifo runs/r1/logs/b.v1.a1.log', 'a FIFO'],
    ['a hard link to another file of the workspace', 'ln victim.txt runs/r1/logs/b.v1.a1.log', 'a hard link'],
  ];
  for (const [label, command, kind] of plant) {
    it(`${label}: a clear stop at once, recorded in state, nothing written through it; the resume runs once it is gone`, async () => {
      const ws = workspaceWith({ 'wf.yaml': chainYaml('logs', ['a', 'b', 'c'], { a: { run: `source lib.sh; stage OK; mkdir -p runs/r1/logs; ${command}` } }), 'victim.txt': 'untouched\n' });
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      const out = jsonOf(r);
      // A link out of the workspace is refused by the confinement check before the log is opened.
      const expected = kind === '' ? 'PATH_OUTSIDE_WORKSPACE' : 'RUN_FILE_UNSAFE';
      expect(out['status'], r.stderr).toBe(expected);
      if (kind !== '') {
        expect(r.code).toBe(9);
        // Stage a ran; b's attempt was refused before its process started: one stage run.
        expect(out).toMatchObject({ active_step: 'b', completed_steps: ['a'], stages_run: 1 });
        expect(out['message']).toContain(`${kind} stands at its log path`);
        expect(ws.state(STATE)).toMatchObject({ status: expected, active_step: 'b', in_flight: null });
        expect(ws.state(STATE).history.at(-1)).toMatchObject({ step: 'b', outcome: 'failed', code: expected });
      } else {
        expect(r.code).toBe(5);
        expect(ws.state(STATE)).toMatchObject({ active_step: 'b', completed_steps: ['a'] });
      }
      expect(ws.lines('counter.txt')).toEqual(['a']);
      expect(ws.read('victim.txt')).toBe('untouched\n');
      expect(ws.exists(`${STATE}.lock`)).toBe(false);
      spawnSync('rm', ['-rf', ws.path('runs/r1/logs/b.v1.a1.log')]);
      const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(jsonOf(resumed), resumed.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'b', 'c'] });
    });
  }
});

describe('the lock path', () => {
  function pausedRun(): TempWorkspace {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('lockpath', ['a', 'b']) });
    return ws;
  }

  it('a dangling symbolic link is recovered (removed; its target is never created) and the run goes on', async () => {
    const ws = pausedRun();
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']);
    expect(jsonOf(first)['status']).toBe('PARTIAL_RESUMABLE');
    spawnSync('ln', ['-s', 'nowhere/lock-target', ws.path(`${STATE}.lock`)]);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'b'] });
    expect(existsSync(ws.path('runs/r1/nowhere'))).toBe(false);
    expect(ws.exists(`${STATE}.lock`)).toBe(false);
  });

  // A directory there: test/slow/runner-files.test.ts.
  for (const [label, make, kind] of [['a FIFO (never read: no hang)', (p: string) => spawnSync('mkfifo', [p]), 'a FIFO']] as const) {
    it(`${label} is named clearly (RUN_FILE_UNSAFE), never "locked by another stagegate process"; nothing changes`, async () => {
      const ws = pausedRun();
      await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']);
      const before = ws.read(STATE);
      make(ws.path(`${STATE}.lock`));
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(r.code, r.stderr).toBe(9);
      const out = jsonOf(r);
      expect(out['status']).toBe('RUN_FILE_UNSAFE');
      expect(out['message']).toContain(`is ${kind}, not a lock file stagegate made`);
      expect(out['message']).not.toContain('locked by another');
      expect(ws.read(STATE)).toBe(before);
      expect(ws.lines('counter.txt')).toEqual(['a']);
    });
  }

  it('status does not report a runner active for a lock whose process is dead', async () => {
    const ws = pausedRun();
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']);
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    ws.write(`${STATE}.lock`, JSON.stringify({ pid: Number(dead.stdout), host: hostname(), started_at: '2020-01-01T00:00:00.000Z' }));
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(st)).toMatchObject({ locked: false, active_step: 'b' });
    expect((await ws.run(['status', 'wf.yaml', '--run-id', 'r1'])).stdout).not.toContain('a runner is active');
    // A live owner (this test process) is reported.
    ws.write(`${STATE}.lock`, JSON.stringify({ pid: process.pid, host: hostname(), started_at: new Date().toISOString() }));
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ locked: true });
  });
});

describe('the folder a fresh run moves earlier results into (runs/<id>/.superseded)', () => {
  /** A completed run r1 of a one-step chain, made once and copied for each test (madeOnce). */
  const completed = madeOnce(async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('sup', ['a']) });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))['status']).toBe('WORKFLOW_COMPLETE');
    return ws;
  });

  it('a link there leading out of the workspace: PATH_OUTSIDE_WORKSPACE, nothing moved, nothing made outside', async () => {
    const ws = await completed();
    const outside = workspaceWith({}, { git: false });
    const before = ws.read(STATE);
    spawnSync('ln', ['-s', outside.path('.'), ws.path('runs/r1/.superseded')]);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json']);
    expect(jsonOf(r)['status'], r.stderr).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(r.code).toBe(5);
    expect(readdirSync(outside.path('.')).filter((n) => n !== 'lib.sh')).toEqual([]);
    expect(ws.read(STATE)).toBe(before);
  });

  it('a regular file there: STATE_WRITE_FAILED (exit 9) naming it, never an internal error; nothing moved', async () => {
    const ws = await completed();
    const before = ws.read(STATE);
    ws.write('runs/r1/.superseded', 'a file\n');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--mode', 'fresh', '--json']);
    expect(r.code, r.stderr).toBe(9);
    expect(jsonOf(r)).toMatchObject({ status: 'STATE_WRITE_FAILED' });
    expect(jsonOf(r)['message']).toContain('runs/r1/.superseded');
    expect(ws.read(STATE)).toBe(before);
  });
});

// A read of a FIFO blocks the whole process until a writer comes (none will): the runner, which
// reads synchronously, would hang for good — past its stage timeouts, deaf to SIGTERM (the signal
// handler never runs). Every file a stage can replace is read without waiting on one.
describe('files a stage can turn into a FIFO are never waited on', () => {
  const fifo = (ws: TempWorkspace, rel: string) => {
    spawnSync('rm', ['-f', ws.path(rel)]);
    spawnSync('mkdir', ['-p', ws.path(rel.replace(/\/[^/]+$/, ''))]);
    expect(spawnSync('mkfifo', [ws.path(rel)]).status).toBe(0);
  };

  it('a prompt: validate names it and run refuses the workflow, both at once', async () => {
    const wf = `version: '4.0'
name: p
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  ask:
    prompt: prompts/ask.md
    output: 'runs/{{run_id}}/ask.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf, 'prompts/ask.md': 'Ask.\n' });
    fifo(ws, 'prompts/ask.md');
    const v = await ws.run(['validate', 'wf.yaml']);
    expect(v.code, v.stdout + v.stderr).toBe(1);
    expect(v.stdout + v.stderr).toContain('prompts/ask.md');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_CONTRACT_INVALID');
  });

  it("a foreach registry a stage made a FIFO: FOREACH_REGISTRY_INVALID naming it; the package version file and the manifest as FIFOs: the run and status go on", async () => {
    const wf = `version: '4.0'
name: f
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  make:
    run: |
      mkfifo runs/r1/reg.json
      source lib.sh; stage OK
    output: 'runs/{{run_id}}/make.md'
    statuses: { OK: loop }
  loop:
    foreach:
      source: 'runs/{{run_id}}/reg.json'
      id_field: id
    per_item:
      w:
        run: 'source lib.sh; stage DONE_OK'
        output: 'runs/{{run_id}}/items/{{item_id}}.md'
        statuses: { DONE_OK: next_artifact }
    completion:
      require: all items verified
      on_complete: DONE
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    fifo(ws, '.ai-engineering/package-version.yaml');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const out = jsonOf(r) as { status: string; message: string };
    expect(out.status, r.stderr).toBe('FOREACH_REGISTRY_INVALID');
    expect(out.message).toContain('FIFO');
    fifo(ws, 'runs/r1/RUN_MANIFEST.yaml');
    const s = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(s).status, s.stderr).toBe('FOREACH_REGISTRY_INVALID');
    // A FIFO under a state file's name elsewhere in the workspace: list looks at it, never waits.
    fifo(ws, 'other/workflow_state.yaml');
    const l = await ws.run(['list']);
    expect(l.code, l.stderr).toBe(0);
    expect(l.stdout).toContain('r1');
  });

  it("a failed stage's log a stage made a FIFO: the failure tail is left out, never waited for", async () => {
    const run = 'echo working; rm -f runs/r1/logs/a.v1.a1.log; mkfifo runs/r1/logs/a.v1.a1.log; exit 3';
    const ws = workspaceWith({ 'wf.yaml': chainYaml('t', ['a'], { a: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stdout + r.stderr).toBe(6);
    expect(r.stdout + r.stderr).toContain('STAGE_FAILED');
  });
});
