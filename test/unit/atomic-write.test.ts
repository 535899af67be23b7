// atomicWriteFile: a file replaced whole from a string, a Buffer, or the pieces of a projection
// (written with writev, at most IOV_MAX buffers per call), never torn, no temp file left; and
// atomicWriteFileDurably, its durable form whose fsyncs run off the main thread; an InstalledFile
// holds the file a writer installed last, lets go of the one it replaced, and no child inherits it.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atomicWriteFile, atomicWriteFileDurably, InstalledFile } from '../../src/core/state/atomic-write.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-atomic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('atomicWriteFile', () => {
  it('writes a string, a Buffer, and pieces (more than IOV_MAX of them) as the same bytes, replacing what was there', () => {
    const path = join(dir, 'state.yaml');
    writeFileSync(path, 'old contents that are longer than the new ones '.repeat(100));
    const pieces = Array.from({ length: 2500 }, (_, i) => Buffer.from(`line ${i} é\n`, 'utf8'));
    const whole = Buffer.concat(pieces);
    atomicWriteFile(path, pieces, { durable: false });
    expect(readFileSync(path).equals(whole)).toBe(true);
    atomicWriteFile(path, whole.toString('utf8'));
    expect(readFileSync(path).equals(whole)).toBe(true);
    atomicWriteFile(path, [], { durable: false });
    expect(readFileSync(path).length).toBe(0);
    atomicWriteFile(path, whole.subarray(0, 10));
    expect(readFileSync(path, 'utf8')).toBe('line 0 é\n'); // 10 bytes: é is two
    expect(readdirSync(dir)).toEqual(['state.yaml']);
  });
});

/** What this process's descriptors name (`/proc/self/fd`), a replaced file as `PATH (deleted)`. */
function openFiles(): string[] {
  const names: string[] = [];
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      names.push(readlinkSync(`/proc/self/fd/${fd}`));
    } catch {
      /* the descriptor readdir itself used */
    }
  }
  return names;
}

describe('atomicWriteFile with an InstalledFile', () => {
  it('holds the file it installed, lets go of the one the next write replaced, and holds nothing after release', async () => {
    const path = join(dir, 'held', 'RUN_MANIFEST.yaml');
    const installed = new InstalledFile();
    atomicWriteFile(path, [Buffer.from('first\n')], { durable: false, installed });
    expect(openFiles().filter((f) => f === path)).toHaveLength(1);
    atomicWriteFile(path, [Buffer.from('second\n')], { durable: false, installed });
    expect(readFileSync(path, 'utf8')).toBe('second\n');
    expect(openFiles().filter((f) => f === path)).toHaveLength(1);
    // The replaced file's descriptor is closed on the thread pool: gone once that close has run.
    await vi.waitFor(() => expect(openFiles().filter((f) => f.startsWith(path))).toEqual([path]));
    installed.release();
    expect(openFiles().filter((f) => f.startsWith(path))).toEqual([]);
    installed.release(); // twice: nothing to close
    expect(readdirSync(join(dir, 'held'))).toEqual(['RUN_MANIFEST.yaml']);
  });

  it('a process started while a file is held does not inherit its descriptor', () => {
    const path = join(dir, 'held-exec', 'workflow_state.yaml');
    const installed = new InstalledFile();
    try {
      atomicWriteFile(path, 'state\n', { durable: false, installed });
      expect(openFiles()).toContain(path);
      const child = spawnSync('bash', ['--norc', '-c', 'for f in /proc/$$/fd/*; do readlink "$f" || true; done'], { encoding: 'utf8' });
      expect(child.status, child.stderr).toBe(0);
      expect(child.stdout).not.toContain(path);
      expect(child.stdout.split('\n').length, 'it listed its own descriptors').toBeGreaterThan(3);
    } finally {
      installed.release();
    }
  });
});

describe('atomicWriteFileDurably', () => {
  it('makes the folder when missing, replaces what was there (a link is replaced, never written through), and leaves no temp file', async () => {
    const folder = join(dir, 'shard', 'files', 'out');
    const path = join(folder, 'a.md');
    await atomicWriteFileDurably(path, 'first\n');
    expect(readFileSync(path, 'utf8')).toBe('first\n');
    await Promise.all([atomicWriteFileDurably(path, Buffer.from('second\n')), atomicWriteFileDurably(join(folder, 'b.md'), 'b\n')]);
    expect(readFileSync(path, 'utf8')).toBe('second\n');
    const outside = join(dir, 'outside.txt');
    writeFileSync(outside, 'untouched\n');
    rmSync(path);
    symlinkSync(outside, path);
    await atomicWriteFileDurably(path, 'third\n');
    expect(readFileSync(path, 'utf8')).toBe('third\n');
    expect(readFileSync(outside, 'utf8')).toBe('untouched\n');
    expect(readdirSync(folder).sort()).toEqual(['a.md', 'b.md']);
  });
});
