// RandomHex: a run's pool of random bytes for its temp file names and attempt tokens (one call
// into node:crypto per 1,024 bytes instead of one per name, docs/benchmarks.md B1). Names stay
// random and are never repeated; atomicWriteFile takes its temp name from the pool it is given.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RandomHex } from '../../src/core/state/random-hex.js';
import { atomicWriteFile } from '../../src/core/state/atomic-write.js';
import { attemptToken } from '../../src/core/run/leftovers.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-random-hex-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('RandomHex', () => {
  it('gives hex of the asked length, never the same twice, across refills of its pool', () => {
    const random = new RandomHex();
    const seen = new Set<string>();
    // 1,000 × 6 bytes: several refills of a 1,024-byte pool, and names that straddle none.
    for (let i = 0; i < 1000; i++) {
      const hex = random.hex(6);
      expect(hex).toMatch(/^[0-9a-f]{12}$/);
      seen.add(hex);
    }
    expect(seen.size).toBe(1000);
    // More than a pool's worth at once is still served whole.
    expect(random.hex(2000)).toMatch(/^[0-9a-f]{4000}$/);
  });

  it('is what atomicWriteFile names its temp file from and attemptToken its random part from, when given', () => {
    const random = new RandomHex();
    const hex = vi.spyOn(random, 'hex');
    const path = join(dir, 'state.yaml');
    atomicWriteFile(path, 'one\n', { durable: false, random });
    expect(hex).toHaveBeenCalledTimes(1);
    expect(readFileSync(path, 'utf8')).toBe('one\n');
    expect(readdirSync(dir)).toEqual(['state.yaml']);
    const token = attemptToken('inv', random);
    expect(hex).toHaveBeenCalledTimes(2);
    expect(token).toBe(`inv-${hex.mock.results[1]!.value as string}`);
  });
});
