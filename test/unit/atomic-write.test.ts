// atomicWriteFile: a file replaced whole from a string, a Buffer, or the pieces of a projection
// (written with writev, at most IOV_MAX buffers per call), never torn, no temp file left.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atomicWriteFile } from '../../src/core/state/atomic-write.js';

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
