// `stagegate shards --legs N` (core/shards/legs.ts): the keys in order, cut into at most N legs
// of nearly equal size, so a matrix of N runners takes every key exactly once.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dealLegs } from '../../src/core/shards/legs.js';

describe('dealLegs', () => {
  it('deals contiguous legs, larger first, never more legs than keys', () => {
    const keys = Array.from({ length: 10 }, (_, i) => `K-${i + 1}`);
    expect(dealLegs(keys, 3)).toEqual([['K-1', 'K-2', 'K-3', 'K-4'], ['K-5', 'K-6', 'K-7'], ['K-8', 'K-9', 'K-10']]);
    expect(dealLegs(keys, 10)).toEqual(keys.map((k) => [k]));
    expect(dealLegs(keys.slice(0, 2), 8)).toEqual([['K-1'], ['K-2']]);
    expect(dealLegs([], 4)).toEqual([]);
    expect(() => dealLegs(keys, 0)).toThrow(RangeError);
  });

  it('every key once, in order; min(N, keys) legs; sizes differ by at most one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 300 }), fc.integer({ min: 1, max: 300 }), (keys, n) => {
        const legs = dealLegs(keys, n);
        expect(legs.flat()).toEqual(keys);
        expect(legs).toHaveLength(Math.min(n, keys.length));
        const sizes = legs.map((l) => l.length);
        expect(Math.max(...sizes, 0) - Math.min(...sizes, Math.max(...sizes, 0))).toBeLessThanOrEqual(1);
        expect(sizes.every((s, i) => i === 0 || s <= sizes[i - 1]!)).toBe(true);
        expect(sizes.every((s) => s > 0)).toBe(true);
      }),
    );
  });
});
