// E2BIG says which Linux limit a stage's command line and environment broke, with the sizes, and
// what to do (a resume repeats it: the run keeps its inputs), not "128 KiB each" when each is under it.
import { describe, expect, it } from 'vitest';
import { describeSpawnError } from '../../src/host/process-runner.js';

function e2big(): NodeJS.ErrnoException {
  return Object.assign(new Error('spawn E2BIG'), { code: 'E2BIG' });
}

describe('E2BIG in words', () => {
  it('one string over 128 KiB: names it and the per-string limit', () => {
    const words = describeSpawnError(e2big(), { args: ['-c', 'x'], env: { BIG: 'v'.repeat(200_000), PATH: '/bin' } });
    expect(words).toContain('environment variable BIG is 196 KiB: Linux allows 128 KiB each');
    expect(words).toContain('--mode fresh and smaller inputs');
  });

  it('each under 128 KiB, too many together: the total and the limit, not "128 KiB each"', () => {
    const env = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`STAGEGATE_INPUT_I${i}`, 'v'.repeat(120_000)]));
    const words = describeSpawnError(e2big(), { args: ['-c', 'x'], env });
    expect(words).toMatch(/the arguments and environment together are 14\d\d KiB, each under 128 KiB: over what Linux allows a new process in all \(ARG_MAX/);
    expect(words).not.toContain('allows 128 KiB each');
    expect(words).toContain('a resume repeats it (the run keeps its inputs)');
    expect(words).toContain('pass large values as files');
  });

  it('another error is its own message', () => {
    expect(describeSpawnError(Object.assign(new Error('spawn x ENOENT'), { code: 'ENOENT' }), { args: [] })).toBe('spawn x ENOENT');
  });
});
