// atomicWriteFile: a file replaced whole from a string, a Buffer, or the pieces of a projection
// (written with writev, at most IOV_MAX buffers per call), never torn, no temp file left; and
// atomicWriteFileDurably, its durable form whose fsyncs run off the main thread.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atomicWriteFile, atomicWriteFileDurably } from '../../src/core/state/atomic-write.js';

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
