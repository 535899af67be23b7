// Managing a run in progress in another process (the built CLI): `list` shows it IN_PROGRESS and
// locked; `logs --follow` prints what a running stage writes as it writes it — the stage waits on
// files this test creates, never on time; the empty log of a stage still running is said to be so.
// A folder an unprivileged user may not search (chmod 000; as root the test runs the CLI as
// `nobody`): a workflow with a path under it is refused as a path, by list (its row) and validate.
// The rest: ../cli-runs.test.ts.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, lchownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CLI, chainYaml, cliEnv, finished, jsonOf, removeWorkspaces, waitFor, workflowYaml, workspaceWith, type TempWorkspace } from '../../helpers/cli.js';

afterAll(removeWorkspaces);

const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
});

describe('stagegate list', () => {
  it('a running run is IN_PROGRESS and locked', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a']) });
    ws.write('wf.yaml', chainYaml('chain', ['a'], { a: { run: 'touch started; while [ ! -e release ]; do sleep 0.05; done; source lib.sh; finish OK' } }));
    ws.commit();
    const child = ws.spawn(['run', 'wf.yaml', '--run-id', 'live', '--json'], { detached: true });
    children.push(child);
    const done = finished(child);
    await waitFor(() => ws.exists('started'), 'the stage to start');
    const json = jsonOf(await ws.run(['list', '--json']));
    expect(json.runs[0]).toMatchObject({ run_id: 'live', status: 'IN_PROGRESS', active_step: 'a', locked: true });
    ws.write('release', '');
    expect((await done).code).toBe(0);
  });
});

let copied: string | undefined;
/** The built CLI's folder copied into a temp folder anyone may read (removed after the file's tests). */
function cliCopy(): string {
  if (copied === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'sg-cli-copy-'));
    chmodSync(dir, 0o755);
    cpSync(dirname(CLI), dir, { recursive: true });
    copied = dir;
  }
  return copied;
}
afterAll(() => {
  if (copied !== undefined) rmSync(copied, { recursive: true, force: true });
});

/**
 * The built CLI as an unprivileged user, for whom a folder chmod 000 may not be searched (root
 * searches any): the test's own user when it is not root (a CI runner's), else `nobody` through
 * runuser, the workspace given to it. Synchronous: the process has ended when this returns.
 */
function asUnprivileged(ws: TempWorkspace, args: string[]): { code: number | null; stdout: string; stderr: string } {
  const root = process.getuid?.() === 0;
  let cli = CLI;
  if (root) {
    const uid = Number(spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).stdout.trim());
    for (const rel of ['.', ...readdirSync(ws.dir, { recursive: true, encoding: 'utf8' })]) lchownSync(ws.path(rel), uid, gid);
    // The bundle copied where `nobody` may read it: the checkout may lie under a folder only root
    // may search (/root). Its chunks load from beside it, so the folder is copied whole.
    cli = join(cliCopy(), basename(CLI));
  }
  const argv = [process.execPath, cli, '-C', ws.dir, ...args];
  const r = root ? spawnSync('runuser', ['-u', 'nobody', '--', ...argv], { encoding: 'utf8', env: cliEnv() }) : spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', env: cliEnv() });
  if (r.error !== undefined) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('stagegate list: a folder the user may not search', () => {
  it('a gate_schema under it: its workflow is refused as a path (PATH_OUTSIDE_WORKSPACE, EACCES), the other runs listed; validate says the same (never exit 70)', async () => {
    const ws = workspaceWith({ 'a.yaml': chainYaml('a', ['x']).replace(/runs\//g, 'runs/a/'), 'b.yaml': chainYaml('b', ['x']).replace(/runs\//g, 'runs/b/'), 'locked/s.json': '{"type": "object"}\n' });
    for (const wf of ['a.yaml', 'b.yaml']) expect((await ws.run(['run', wf, '--run-id', 'r1', '--json'])).code).toBe(0);
    // b's stage now names a gate schema in the folder: validate reads it, as run and list do.
    ws.write('b.yaml', ws.read('b.yaml').replace(/( +)run: (.*)\n/, '$1run: $2\n$1gate_schema: locked/s.json\n'));
    expect(ws.read('b.yaml')).toContain('gate_schema: locked/s.json');
    const searchable = asUnprivileged(ws, ['list', '--json']);
    expect(searchable.code, searchable.stderr).toBe(0);
    chmodSync(join(ws.dir, 'locked'), 0o000);
    try {
      const listed = asUnprivileged(ws, ['list', '--json']);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stderr).toBe('');
      const byWorkflow = Object.fromEntries((JSON.parse(listed.stdout) as { runs: Array<{ workflow: string; workflow_refused?: string }> }).runs.map((r) => [r.workflow, r]));
      expect(byWorkflow['a']).toMatchObject({ run_id: 'r1', status: 'WORKFLOW_COMPLETE' });
      expect(byWorkflow['a']!.workflow_refused).toBeUndefined();
      expect(byWorkflow['b']).toMatchObject({ run_id: 'r1', status: 'PATH_OUTSIDE_WORKSPACE', recorded_status: 'WORKFLOW_COMPLETE' });
      expect(byWorkflow['b']!.workflow_refused).toMatch(/^b\.yaml:\d+:\d+ gate_schema of step 'x': file 'locked\/s\.json' is refused: it cannot be checked \(EACCES: permission denied: a folder on the way may not be searched\)/);
      const v = asUnprivileged(ws, ['validate', 'b.yaml']);
      expect(v.code, v.stderr).toBe(1);
      expect(v.stdout).toMatch(/^b\.yaml:\d+:\d+ {2}error {2}PATH_OUTSIDE_WORKSPACE .*EACCES/m);
    } finally {
      chmodSync(join(ws.dir, 'locked'), 0o755);
    }
  });
});

describe('stagegate logs', () => {
  it('the empty log of a stage still running is "empty so far", not "the stage printed nothing"; once it ends it is', async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('quiet', { slow: { run: 'touch started; while [ ! -e go ]; do sleep 0.05; done; source lib.sh; finish OK' } }) });
    const runner = ws.spawn(['run', 'wf.yaml', '--run-id', 'q1', '--json'], { detached: true });
    children.push(runner);
    const runDone = finished(runner);
    await waitFor(() => ws.exists('started'), 'the stage to start');
    const during = await ws.run(['logs', 'wf.yaml', '--run-id', 'q1']);
    expect([during.code, during.stdout, during.stderr]).toEqual([0, '==> slow · visit 1 · attempt 1 (runs/q1/logs/slow.v1.a1.log) <==\n(empty so far: the stage is still running; --follow prints what it writes)\n', '']);
    ws.write('go', '');
    expect((await runDone).code).toBe(0);
    const after = await ws.run(['logs', 'wf.yaml', '--run-id', 'q1']);
    expect(after.stdout).toBe('==> slow · visit 1 · attempt 1 (runs/q1/logs/slow.v1.a1.log) <==\n(empty: the stage printed nothing)\n');
  });

  it('--follow prints what a running stage writes as it writes it, and returns when the run stops', async () => {
    // The stage writes a line, then waits for the test's go-ahead before the next one.
    const run = 'echo "first line"; touch wrote-1; while [ ! -e go-2 ]; do sleep 0.05; done; echo "second line"; touch wrote-2; while [ ! -e go-3 ]; do sleep 0.05; done; source lib.sh; finish OK';
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('follow', { slow: { run } }) });
    const runner = ws.spawn(['run', 'wf.yaml', '--run-id', 'f1', '--json'], { detached: true });
    children.push(runner);
    const runDone = finished(runner);
    await waitFor(() => ws.exists('wrote-1'), 'the first line');
    const follower = ws.spawn(['logs', 'wf.yaml', '--run-id', 'f1', '--follow'], { detached: true });
    children.push(follower);
    const followDone = finished(follower);
    let out = '';
    follower.stdout!.on('data', (d: string) => (out += d));
    await waitFor(() => out.includes('first line\n'), 'logs --follow to print the first line');
    expect(out).toBe('==> slow · visit 1 · attempt 1 (runs/f1/logs/slow.v1.a1.log) <==\nfirst line\n');
    ws.write('go-2', '');
    await waitFor(() => out.includes('second line\n'), 'logs --follow to print the second line');
    expect(follower.exitCode).toBeNull(); // still following: the run goes on
    ws.write('go-3', '');
    expect((await runDone).code).toBe(0);
    const r = await followDone;
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('==> slow · visit 1 · attempt 1 (runs/f1/logs/slow.v1.a1.log) <==\nfirst line\nsecond line\n');
  });
});
