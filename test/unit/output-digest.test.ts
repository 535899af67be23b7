/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed journal lines */
// The gate the runner accepts and the sha256 it records are the same bytes: the judge reads an
// output once (sha256FileWithTail: the digest and the last 64 KiB in one pass) and refuses an
// output that changed while it was read (STALE_ARTIFACT_REJECTED) instead of recording a digest of
// other bytes than the gate it judged. The changes are made deterministically, from inside the
// runner's own reads (node:fs spied on, as action-shards.test.ts does): never by timing.
import { createHash } from 'node:crypto';
import fs, { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runWorkflow } from '../../src/core/run/runner.js';
import { systemClock } from '../../src/core/run/ports.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';
import { FileChangedWhileReadError, sha256FileWithTail } from '../../src/core/workspace/digest.js';
import { GATE_WINDOW_BYTES, parseGateTail, readGate, renderGateBlock } from '../../src/core/gate/workflow-gate.js';

const nodeProcessRunner = createNodeProcessRunner();
const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagegate-digest-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
  rmSync(dir, { recursive: true, force: true });
});

describe('sha256FileWithTail', () => {
  const MiB = 1024 * 1024;
  it('gives the sha256, the size and the last bytes of one read, at every size around the window and the chunk', () => {
    const sizes = [0, 1, GATE_WINDOW_BYTES - 1, GATE_WINDOW_BYTES, GATE_WINDOW_BYTES + 1, MiB - 1, MiB, MiB + 1, 2 * MiB, 3 * MiB + 17];
    // Each byte depends only on its offset, so every size's bytes are a prefix of the largest's:
    // filled once (byte by byte in the workers' baseline compiler, the fill was most of the test).
    const largest = Buffer.alloc(Math.max(...sizes));
    for (let i = 0; i < largest.length; i++) largest[i] = (i * 31 + (i >> 13)) & 0xff;
    for (const size of sizes) {
      const bytes = largest.subarray(0, size);
      const file = join(dir, `f${size}`);
      writeFileSync(file, bytes);
      const read = sha256FileWithTail(file, GATE_WINDOW_BYTES);
      const tailLength = Math.min(size, GATE_WINDOW_BYTES);
      expect({ size: read.size, sha256: read.sha256, tailStart: read.tailStart }, `size ${size}`).toEqual({ size, sha256: sha256(bytes), tailStart: size - tailLength });
      expect(read.tail.equals(bytes.subarray(size - tailLength)), `size ${size}`).toBe(true);
    }
  });

  it('parses the same gate from its tail as readGate does from the file', () => {
    const gate = renderGateBlock({ workflow: 'w', step: 's', status: 'OK', unresolved_critical: 0, unresolved_high: 1, source_resolvable_open: 0, artifact: 'out.md', next_recommended: null });
    for (const filler of [10, 200_000, 3 * 1024 * 1024]) {
      const file = join(dir, `g${filler}.md`);
      writeFileSync(file, `${'report line\n'.repeat(Math.ceil(filler / 12))}\n${gate}`);
      const read = sha256FileWithTail(file, GATE_WINDOW_BYTES);
      const expected = { workflow: 'w', step: 's', artifact: 'out.md' };
      expect(parseGateTail(read.tail, read.tailStart, expected)).toEqual(readGate(file, expected));
      expect(parseGateTail(read.tail, read.tailStart, expected)).toMatchObject({ ok: true, gate: { unresolved_high: 1 } });
    }
  });

  it('refuses a file that grows, is rewritten or is replaced while it is read (FileChangedWhileReadError)', () => {
    const file = join(dir, 'moving.md');
    const changes: Array<[string, () => void, RegExp]> = [
      ['appended to', () => fs.appendFileSync(file, 'more\n'), /changed size/],
      ['rewritten in place, same size', () => fs.writeFileSync(file, Buffer.alloc(2 * 1024 * 1024, 0x62)), /changed size|was written to/],
      ['replaced by rename', () => (writeFileSync(`${file}.new`, 'other\n'), fs.renameSync(`${file}.new`, file)), /was replaced by another file/],
      ['removed', () => fs.unlinkSync(file), /was removed/],
    ];
    for (const [what, change, how] of changes) {
      writeFileSync(file, Buffer.alloc(2 * 1024 * 1024, 0x61));
      // Times in the past, so a same-size rewrite moves them whatever the file system's timestamp
      // granularity (kernels before 6.13 tick every few milliseconds).
      fs.utimesSync(file, new Date(0), new Date(0));
      changeAfterFirstRead(file, change);
      let thrown: unknown;
      try {
        sha256FileWithTail(file, GATE_WINDOW_BYTES);
      } catch (error) {
        thrown = error;
      }
      vi.restoreAllMocks();
      syncBuiltinESMExports();
      expect(thrown, what).toBeInstanceOf(FileChangedWhileReadError);
      expect((thrown as Error).message, what).toMatch(how);
    }
  });

  it('refuses a file whose folder is replaced by a file while it is read: removed (ENOTDIR), not an internal error', () => {
    const folder = join(dir, 'sub');
    fs.mkdirSync(folder);
    const file = join(folder, 'moving.md');
    writeFileSync(file, Buffer.alloc(2 * 1024 * 1024, 0x61));
    changeAfterFirstRead(file, () => (fs.rmSync(folder, { recursive: true }), writeFileSync(folder, 'a file now\n')));
    expect(() => sha256FileWithTail(file, GATE_WINDOW_BYTES)).toThrow(/was removed/);
  });
});

/**
 * Calls `change` once, right after the first read (readSync) of a descriptor opened on `path`
 * returns: the change lands in the middle of the runner's read of that file.
 */
function changeAfterFirstRead(path: string, change: () => void): void {
  const fds = spyOpens(path);
  let done = false;
  const readSync = fs.readSync;
  vi.spyOn(fs, 'readSync').mockImplementation(((fd: number, ...rest: unknown[]) => {
    const n = (readSync as (...a: unknown[]) => number)(fd, ...rest);
    if (!done && fds.has(fd)) {
      done = true;
      change();
    }
    return n;
  }) as typeof fs.readSync);
  syncBuiltinESMExports();
}

/**
 * Calls `change` once, when a descriptor opened on `path` that was read from is closed: the change
 * lands right after one complete read of the file, before anything else reads it.
 */
function changeAfterFirstClose(path: string, change: () => void): void {
  const fds = spyOpens(path);
  const read = new Set<number>();
  let done = false;
  const readSync = fs.readSync;
  vi.spyOn(fs, 'readSync').mockImplementation(((fd: number, ...rest: unknown[]) => {
    if (fds.has(fd)) read.add(fd);
    return (readSync as (...a: unknown[]) => number)(fd, ...rest);
  }) as typeof fs.readSync);
  const closeSync = fs.closeSync;
  vi.spyOn(fs, 'closeSync').mockImplementation(((fd: number) => {
    const wasRead = read.delete(fd);
    fds.delete(fd);
    closeSync(fd);
    if (!done && wasRead) {
      done = true;
      change();
    }
  }) as typeof fs.closeSync);
  syncBuiltinESMExports();
}

/** The descriptors open on `path` (the workspace may be reached through a link: its end compared) (openSync spied on; syncBuiltinESMExports is the caller's). */
function spyOpens(path: string): Set<number> {
  const fds = new Set<number>();
  const openSync = fs.openSync;
  vi.spyOn(fs, 'openSync').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
    const fd = (openSync as (...a: unknown[]) => number)(p, ...rest);
    if (String(p) === path || String(p).endsWith(path.slice(dir.length))) fds.add(fd);
    return fd;
  }) as typeof fs.openSync);
  return fds;
}

// A stage that copies a prepared long output (version A: > 64 KiB, its gate says `version: A`)
// into place. Version B is another long text whose gate says `version: B`.
const OUTPUT = 'runs/r1/talk.md';
function longOutput(version: string, lines: number, step = 'talk', status = 'OK'): string {
  const gate = renderGateBlock({ workflow: 'long', step, status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: `runs/r1/${step}.md`, next_recommended: null, extra: { version } });
  return `# Report ${version}\n\n${`finding ${version}: nothing to see here\n`.repeat(lines)}\n${gate}`;
}

function workflow(): string {
  return [
    "version: '4.0'",
    'name: long',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  talk:',
    `    run: ${JSON.stringify('mkdir -p runs/r1 && cp version-a.md "$STAGEGATE_OUTPUT"')}`,
    "    output: 'runs/{{run_id}}/talk.md'",
    '    statuses: { OK: DONE }',
  ].join('\n');
}

/** The same stage as the only branch of a parallel step; its gate's status (OK or NO) tells which version was judged. */
function parallelWorkflow(): string {
  return [
    "version: '4.0'",
    'name: long',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  checks:',
    '    parallel:',
    '      branches:',
    '        big:',
    `          run: ${JSON.stringify('mkdir -p runs/r1 && cp version-a.md "$STAGEGATE_OUTPUT"')}`,
    "          output: 'runs/{{run_id}}/big.md'",
    '          statuses: { OK: DONE, NO: BLOCKED }',
    '    statuses: { PARALLEL_COMPLETE: DONE, PARALLEL_FAILED: BLOCKED }',
  ].join('\n');
}

async function run(): Promise<{ status: string; journal: any[] }> {
  const outcome = await runWorkflow(
    { workspace: dir, workflowFile: 'wf.yaml', invocation: { tokens: { run_id: 'r1' } }, env: { PATH: process.env['PATH'] ?? '' } },
    { processes: nodeProcessRunner, source: { sourceCommit: () => null }, clock: systemClock },
  );
  const journal = readFileSync(join(dir, 'runs/r1/workflow_state.journal.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l));
  return { status: outcome.status, journal };
}

describe('a long output that changes while the runner reads it', () => {
  const A = longOutput('A', 6000);
  const B = longOutput('B', 9000);

  it('changed in the middle of the read: refused (STALE_ARTIFACT_REJECTED), no gate accepted, no digest recorded', async () => {
    expect(Buffer.byteLength(A)).toBeGreaterThan(GATE_WINDOW_BYTES);
    writeFileSync(join(dir, 'wf.yaml'), workflow());
    writeFileSync(join(dir, 'version-a.md'), A);
    changeAfterFirstRead(join(dir, OUTPUT), () => writeFileSync(join(dir, OUTPUT), B));
    const { status, journal } = await run();
    expect(status).toBe('STALE_ARTIFACT_REJECTED');
    expect(journal.filter((e) => e.event === 'gate_accepted')).toEqual([]);
    const failed = journal.filter((e) => e.event === 'attempt_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ step: 'talk', code: 'STALE_ARTIFACT_REJECTED' });
    expect(failed[0].message).toMatch(/^step talk: runs\/r1\/talk\.md changed size \(.*\) while the runner read it for its result and sha256/);
  });

  it('changed right after the read: the digest recorded is of the bytes whose gate was accepted', async () => {
    writeFileSync(join(dir, 'wf.yaml'), workflow());
    writeFileSync(join(dir, 'version-a.md'), A);
    changeAfterFirstClose(join(dir, OUTPUT), () => writeFileSync(join(dir, OUTPUT), B));
    const { journal } = await run();
    const accepted = journal.filter((e) => e.event === 'gate_accepted');
    expect(accepted).toHaveLength(1);
    const judged = accepted[0].gate.extra.version === 'A' ? A : B;
    expect(accepted[0].gate.extra.version).toBe('A');
    expect(accepted[0].artifact).toMatchObject({ path: OUTPUT, sha256: sha256(judged), size: Buffer.byteLength(judged) });
    // The file changed after its gate was accepted: a resume finds that out by the digest.
    expect(readFileSync(join(dir, OUTPUT), 'utf8')).toBe(B);
  });

  it('of a parallel branch, changed in the middle of the read: refused (STALE_ARTIFACT_REJECTED), no artifact recorded', async () => {
    writeFileSync(join(dir, 'wf.yaml'), parallelWorkflow());
    writeFileSync(join(dir, 'version-a.md'), longOutput('A', 6000, 'big', 'OK'));
    changeAfterFirstRead(join(dir, 'runs/r1/big.md'), () => writeFileSync(join(dir, 'runs/r1/big.md'), longOutput('B', 9000, 'big', 'NO')));
    const { status, journal } = await run();
    expect(status).toBe('STALE_ARTIFACT_REJECTED');
    expect(journal.filter((e) => e.event === 'branch_artifact')).toEqual([]);
  });

  it('of a parallel branch, changed right after the read: the digest recorded is of the bytes whose gate was accepted', async () => {
    const a = longOutput('A', 6000, 'big', 'OK');
    const b = longOutput('B', 9000, 'big', 'NO');
    writeFileSync(join(dir, 'wf.yaml'), parallelWorkflow());
    writeFileSync(join(dir, 'version-a.md'), a);
    changeAfterFirstClose(join(dir, 'runs/r1/big.md'), () => writeFileSync(join(dir, 'runs/r1/big.md'), b));
    const { journal } = await run();
    const recorded = journal.filter((e) => e.event === 'branch_artifact');
    expect(recorded).toHaveLength(1);
    const judged = recorded[0].artifact.gate_status === 'OK' ? a : b;
    expect(recorded[0].artifact.gate_status).toBe('OK');
    expect(recorded[0].artifact).toMatchObject({ path: 'runs/r1/big.md', sha256: sha256(judged), size: Buffer.byteLength(judged) });
  });
});
