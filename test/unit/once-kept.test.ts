// What `stagegate once` keeps of a command's stdout (cli/commands/once.ts keptMasked): masked
// before it is cut, so that no secret near the 64 KiB cut shows even its first characters.
import { describe, expect, it } from 'vitest';
import { keptMasked } from '../../src/cli/commands/once.js';

const b = (s: string) => Buffer.from(s, 'utf8');

describe('the kept stdout of once', () => {
  it('masks a secret across the cut whole, and drops a kept tail that starts a secret the held bytes cut short', () => {
    expect(keptMasked([b('aaaa'), b('tok'), b('en99!rest')], 8, ['token99!'], true)).toBe('aaaa***r');
    // Held bytes end inside the secret (the stream was longer): its start is not kept.
    expect(keptMasked([b('aaaa'), b('toke')], 6, ['token99!'], false)).toBe('aaaa');
    expect(keptMasked([b('aaaa'), b('toke')], 8, ['token99!'], false)).toBe('aaaa');
    // A whole stream that fits is kept whole, masked.
    expect(keptMasked([b('a token99! b')], 64, ['token99!'], true)).toBe('a *** b');
    // A character the cut splits is dropped.
    expect(keptMasked([b('aé')], 2, [], false)).toBe('a');
  });
});
