// Failing disks: a state write (or the lock beside it) that fails must stop the run with
// STATE_WRITE_FAILED (exit 9) and a clear message, leave the previous state byte-for-byte intact,
// leave no lock and no temp file behind, and resume normally once the disk is healthy again.
//
// Tests run as root here, where chmod does not stop writes. The techniques, probed at run time:
//   - `chattr +i` (immutable file or directory) when root and the filesystem supports it, else
//     chmod 0555 (which does stop an unprivileged user);
//   - a tiny tmpfs filled to the last byte (ENOSPC) when mounting is permitted, else a file
//     planted where the run directory must be (ENOTDIR), which fails for every user.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, openSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GATE_LIB, Workspace, jsonOf } from '../helpers/bare-workspace.js';

const isRoot = process.getuid?.() === 0;

function works(cmd: string, args: string[]): boolean {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

/** Can we make a directory immutable (and does that really stop root from writing)? */
function probeChattr(): boolean {
  if (!isRoot) return false;
  const dir = join(tmpdir(), `stagegate-chattr-probe-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    if (!works('chattr', ['+i', dir])) return false;
    try {
      writeFileSync(join(dir, 'x'), 'x');
      return false;
    } catch {
      return true;
    } finally {
      works('chattr', ['-i', dir]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function probeMount(): boolean {
  if (!isRoot) return false;
  const dir = join(tmpdir(), `stagegate-mount-probe-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    if (!works('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir])) return false;
    works('umount', [dir]);
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const CHATTR = probeChattr();
const MOUNT = probeMount();

function makeReadOnly(path: string): void {
  if (CHATTR) expect(works('chattr', ['+i', path])).toBe(true);
  else chmodSync(path, 0o555);
}
function makeWritable(path: string): void {
  if (CHATTR) works('chattr', ['-i', path]);
  else chmodSync(path, 0o755);
}

const WORKFLOW = `version: '4.0'
name: disk
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  one:
    run: source lib.sh; echo one >>ledger.txt; [ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}"; echo body >"$STAGEGATE_OUTPUT"; gate OK
    output: 'out/{{run_id}}/one.md'
    statuses: { OK: two }
  two:
    run: source lib.sh; echo two >>ledger.txt; [ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}"; echo body >"$STAGEGATE_OUTPUT"; gate OK
    output: 'out/{{run_id}}/two.md'
    statuses: { OK: three }
  three:
    run: source lib.sh; echo three >>ledger.txt; [ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}"; echo body >"$STAGEGATE_OUTPUT"; gate OK
    output: 'out/{{run_id}}/three.md'
    statuses: { OK: DONE }
`;

const spaces: Workspace[] = [];
const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const c of cleanups.splice(0).reverse()) c();
  for (const ws of spaces.splice(0)) ws.remove();
});

async function pausedRun(runId: string): Promise<Workspace> {
  const ws = new Workspace('stagegate-disk-');
  spaces.push(ws);
  ws.write('lib.sh', GATE_LIB);
  ws.write('wf.yaml', WORKFLOW);
  const first = await ws.run(['run', 'wf.yaml', '--run-id', runId, '--stop-after-step', 'one', '--json']);
  expect(jsonOf(first)['status'], first.stderr).toBe('PARTIAL_RESUMABLE');
  return ws;
}

function leftovers(dir: string): string[] {
  return readdirSync(dir).filter((n) => n.includes('.stagegate-tmp-') || n.endsWith('.lock') || n.endsWith('.takeover'));
}

async function expectWriteFailed(ws: Workspace, runId: string, stateBefore: Buffer): Promise<string> {
  const r = await ws.run(['run', 'wf.yaml', '--run-id', runId, '--json']);
  expect(r.code, r.stdout + r.stderr).toBe(9);
  const out = jsonOf(r);
  expect(out['status']).toBe('STATE_WRITE_FAILED');
  expect(out['message']).toMatch(/cannot write|cannot create|cannot take/);
  expect(r.stderr).not.toMatch(/internal error|at .*\.js:\d+/);
  expect(readFileSync(ws.path(`runs/${runId}/workflow_state.yaml`)).equals(stateBefore)).toBe(true);
  expect(ws.read('ledger.txt')).toBe('one\n'); // nothing ran
  return out['message'] as string;
}

describe(`failing disks (${CHATTR ? 'chattr +i' : 'chmod 0555'}; ${MOUNT ? 'tmpfs ENOSPC' : 'ENOTDIR fallback'})`, () => {
  it('a state file that cannot be replaced: STATE_WRITE_FAILED, previous state intact, then resumes', async () => {
    const ws = await pausedRun('r1');
    const state = ws.path('runs/r1/workflow_state.yaml');
    const before = readFileSync(state);
    if (CHATTR) {
      // rename() over an immutable file fails even for root.
      makeReadOnly(state);
      cleanups.push(() => makeWritable(state));
    } else {
      makeReadOnly(ws.path('runs/r1'));
      cleanups.push(() => makeWritable(ws.path('runs/r1')));
    }
    const message = await expectWriteFailed(ws, 'r1', before);
    expect(message).toContain('runs/r1');
    if (CHATTR) makeWritable(state);
    else makeWritable(ws.path('runs/r1'));
    expect(leftovers(ws.path('runs/r1'))).toEqual([]);
    const after = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(after)['status'], after.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('ledger.txt')).toBe('one\ntwo\nthree\n');
  });

  it('a read-only run directory (the lock cannot be created): STATE_WRITE_FAILED, not an internal error', async () => {
    const ws = await pausedRun('r2');
    const dir = ws.path('runs/r2');
    const before = readFileSync(join(dir, 'workflow_state.yaml'));
    makeReadOnly(dir);
    cleanups.push(() => makeWritable(dir));
    await expectWriteFailed(ws, 'r2', before);
    makeWritable(dir);
    expect(leftovers(dir)).toEqual([]);
    const after = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--json']);
    expect(jsonOf(after)['status'], after.stderr).toBe('WORKFLOW_COMPLETE');
  });

  it('a journal that cannot be opened for appending: STATE_WRITE_FAILED (was an internal error, exit 70), nothing written, then resumes', async () => {
    const ws = await pausedRun('r5');
    const journal = ws.path('runs/r5/workflow_state.journal.jsonl');
    const before = readFileSync(join(ws.path('runs/r5'), 'workflow_state.yaml'));
    const journalBefore = readFileSync(journal);
    makeReadOnly(journal);
    cleanups.push(() => makeWritable(journal));
    const message = await expectWriteFailed(ws, 'r5', before);
    expect(message).toContain('workflow_state.journal.jsonl');
    makeWritable(journal);
    expect(readFileSync(journal).equals(journalBefore)).toBe(true);
    expect(leftovers(ws.path('runs/r5'))).toEqual([]);
    const after = await ws.run(['run', 'wf.yaml', '--run-id', 'r5', '--json']);
    expect(jsonOf(after)['status'], after.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('ledger.txt')).toBe('one\ntwo\nthree\n');
  });

  it('a logs folder where the next stage log cannot be created: RUN_FILE_UNSAFE (was an internal error, exit 70), the stage does not start, then resumes', async () => {
    const ws = await pausedRun('r6');
    const logs = ws.path('runs/r6/logs');
    makeReadOnly(logs);
    cleanups.push(() => makeWritable(logs));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r6', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(9);
    expect(jsonOf(r)).toMatchObject({ status: 'RUN_FILE_UNSAFE', active_step: 'two' });
    expect(jsonOf(r)['message']).toMatch(/step two did not start: its log .*two\.v1\.a1\.log cannot be created \(E[A-Z]+\)/);
    expect(r.stderr).not.toMatch(/internal error|at .*\.js:\d+/);
    expect(ws.read('ledger.txt')).toBe('one\n');
    makeWritable(logs);
    const after = await ws.run(['run', 'wf.yaml', '--run-id', 'r6', '--json']);
    expect(jsonOf(after)['status'], after.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('ledger.txt')).toBe('one\ntwo\nthree\n');
  });

  it('a full disk (ENOSPC): STATE_WRITE_FAILED, previous state intact, no lock or temp file left, then resumes', async () => {
    if (!MOUNT) {
      // Unprivileged fallback: the run directory's place is taken by a regular file (ENOTDIR).
      const ws = new Workspace('stagegate-disk-');
      spaces.push(ws);
      ws.write('lib.sh', GATE_LIB);
      ws.write('wf.yaml', WORKFLOW);
      ws.write('runs/r3', 'not a directory\n');
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r3', '--json']);
      expect(r.code, r.stdout + r.stderr).toBe(9);
      expect(jsonOf(r)['status']).toBe('STATE_WRITE_FAILED');
      expect(ws.exists('ledger.txt')).toBe(false);
      return;
    }
    const ws = new Workspace('stagegate-disk-');
    spaces.push(ws);
    ws.write('lib.sh', GATE_LIB);
    ws.write('wf.yaml', WORKFLOW);
    mkdirSync(ws.path('runs'));
    expect(works('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', ws.path('runs')])).toBe(true);
    cleanups.push(() => works('umount', [ws.path('runs')]));
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r3', '--stop-after-step', 'one', '--json']);
    expect(jsonOf(first)['status'], first.stderr).toBe('PARTIAL_RESUMABLE');
    const before = readFileSync(ws.path('runs/r3/workflow_state.yaml'));
    // Fill the filesystem to the last byte.
    const filler = ws.path('runs/filler');
    const fd = openSync(filler, 'w');
    const chunk = Buffer.alloc(4096, 120);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    try {
      for (;;) writeSync(fd, chunk, 0, 1);
    } catch {
      /* full */
    } finally {
      closeSync(fd);
    }
    await expectWriteFailed(ws, 'r3', before);
    expect(leftovers(ws.path('runs/r3'))).toEqual([]);
    rmSync(filler);
    const after = await ws.run(['run', 'wf.yaml', '--run-id', 'r3', '--json']);
    expect(jsonOf(after)['status'], after.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('ledger.txt')).toBe('one\ntwo\nthree\n');
  });

  it('a manifest that cannot be written (a folder in its place): RUN_FILE_UNSAFE naming it, the journal keeps what was committed, then resumes', async () => {
    // The manifest is projected from the journal after every commit: its failure stops the run
    // without losing anything the journal committed first.
    const ws = new Workspace('stagegate-disk-');
    spaces.push(ws);
    ws.write('lib.sh', GATE_LIB);
    ws.write(
      'wf.yaml',
      `version: '4.0'
name: disk
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  one:
    run: source lib.sh; echo one >>ledger.txt; sleep 0.2; [ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}"; echo body >"$STAGEGATE_OUTPUT"; gate OK
    output: 'out/{{run_id}}/one.md'
    statuses: { OK: sign_off }
  sign_off:
    approval: { message: 'Ship it?' }
    on_approve: DONE
    on_reject: one
`,
    );
    mkdirSync(ws.path('runs/r5/RUN_MANIFEST.yaml'), { recursive: true });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r5', '--json']);
    // A folder is no file the runner made: RUN_FILE_UNSAFE naming it (the io class, exit 9), with
    // the fix that works (remove it), not the full disk's "free space" (run-files-in-the-way.test.ts).
    expect(r.code, r.stdout + r.stderr).toBe(9);
    expect(jsonOf(r)['status']).toBe('RUN_FILE_UNSAFE');
    expect(jsonOf(r)['message']).toMatch(/the run manifest \S*RUN_MANIFEST\.yaml is a directory/);
    expect(r.stderr).not.toMatch(/internal error/);
    // Refused as soon as the invocation's start is committed: nothing ran, nothing is lost.
    expect(ws.exists('ledger.txt')).toBe(false);
    expect(readFileSync(ws.path('runs/r5/workflow_state.journal.jsonl'), 'utf8')).toContain('"event":"run_started"');
    expect(readdirSync(ws.path('runs/r5')).filter((n) => n.includes('stagegate-tmp'))).toEqual([]);
    // With the folder gone, a resume runs nothing again, pauses at the approval and writes the manifest.
    rmSync(ws.path('runs/r5/RUN_MANIFEST.yaml'), { recursive: true });
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r5', '--json']);
    expect(jsonOf(again)['status'], again.stderr).toBe('PARTIAL_RESUMABLE');
    expect(ws.read('ledger.txt')).toBe('one\n');
    expect(ws.read('runs/r5/RUN_MANIFEST.yaml')).toMatch(/^ {2}- path: out\/r5\/one\.md$/m);
  });

  it('a run directory whose place is taken by a file (ENOTDIR): STATE_WRITE_FAILED before anything runs', async () => {
    const ws = new Workspace('stagegate-disk-');
    spaces.push(ws);
    ws.write('lib.sh', GATE_LIB);
    ws.write('wf.yaml', WORKFLOW);
    ws.write('runs/r4', 'a file, not a directory\n');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r4', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(9);
    expect(jsonOf(r)['status']).toBe('STATE_WRITE_FAILED');
    expect(r.stderr).not.toMatch(/internal error/);
    expect(ws.exists('ledger.txt')).toBe(false);
    expect(ws.read('runs/r4')).toBe('a file, not a directory\n');
  });
});
