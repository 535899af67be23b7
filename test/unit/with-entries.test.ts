// withEntries (run/transition.ts) is `{ ...record, [key]: value }` made by a loop: the same result.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withEntries } from '../../src/core/run/transition.js';

const keyArb = fc.oneof(fc.constantFrom('s1', 's2', 'a', 'constructor', 'toString', 'hasOwnProperty', '__proto__', '0', '1', '10', '-1', 'prototype'), fc.string({ maxLength: 6 }));

describe('withEntries', () => {
  it('is the spread, key for key and in the same order, for any keys', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(keyArb, fc.integer()), { maxLength: 200 }), keyArb, fc.integer(), fc.option(fc.tuple(keyArb, fc.integer()), { nil: undefined }), (entries, key, value, second) => {
        const record: Record<string, number> = {};
        for (const [k, v] of entries) Object.defineProperty(record, k, { value: v, enumerable: true, writable: true, configurable: true });
        const spread = second === undefined ? { ...record, [key]: value } : { ...record, [key]: value, [second[0]]: second[1] };
        const made = second === undefined ? withEntries(record, key, value) : withEntries(record, key, value, second[0], second[1]);
        expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
        expect(Object.keys(made)).toEqual(Object.keys(spread));
        expect(Object.entries(made)).toEqual(Object.entries(spread));
        expect(made).not.toBe(record);
      }),
      { numRuns: 300, seed: 20261202 },
    );
  });

  it('leaves the record it copies unchanged', () => {
    const record = Object.freeze({ s1: 1, s2: 2 });
    expect(withEntries(record, 's2', 3, 's3', 4)).toEqual({ s1: 1, s2: 3, s3: 4 });
    expect(record).toEqual({ s1: 1, s2: 2 });
  });
});
