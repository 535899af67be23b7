// withEntry must give exactly what `{ ...map, [key]: value }` gives (same own keys, order,
// values, prototype), whatever the keys, and leave `map` alone; changesSince must report the keys
// set since an accepted ancestor, newest first, and nothing through a plain copy.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changesSince, someEntry, withEntries, withEntry } from '../../src/core/state/map-derivation.js';
import { sized } from '../helpers/sizes.js';

const keyArb = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', '0', '1', '42', '4294967295', '-1', '01', '', 's1', 's2'), fc.string({ maxLength: 6 }));

function fromPairs(pairs: [string, number][], nullProto: boolean): Record<string, number> {
  const m: Record<string, number> = nullProto ? (Object.create(null) as Record<string, number>) : {};
  for (const [k, v] of pairs) Object.defineProperty(m, k, { value: v, enumerable: true, writable: true, configurable: true });
  return m;
}

describe('withEntry', () => {
  it('is the spread with one entry set, for any keys (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(keyArb, fc.integer()), { maxLength: 200 }), fc.boolean(), keyArb, fc.integer(), (pairs, nullProto, key, value) => {
        const map = fromPairs(pairs, nullProto);
        const before = Object.entries(map);
        const spread = { ...map, [key]: value };
        const next = withEntry(map, key, value);
        expect(Object.entries(next)).toEqual(Object.entries(spread));
        expect(Object.getPrototypeOf(next)).toBe(Object.getPrototypeOf(spread));
        expect(Object.entries(map)).toEqual(before);
      }),
      { numRuns: sized(500) },
    );
  });

  it('a map with a prototype of its own is copied like a spread (inherited keys are not copied)', () => {
    const proto = { inherited: 1 };
    const map = Object.assign(Object.create(proto) as Record<string, number>, { own: 2 });
    expect(Object.entries(withEntry(map, 'x', 3))).toEqual([['own', 2], ['x', 3]]);
  });
});

describe('withEntries', () => {
  it('is the spread with every entry set in order, for any keys (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(keyArb, fc.integer()), { maxLength: 200 }), fc.boolean(), fc.array(fc.tuple(keyArb, fc.integer()), { minLength: 1, maxLength: 3 }), (pairs, nullProto, entries) => {
        const map = fromPairs(pairs, nullProto);
        const before = Object.entries(map);
        let spread: Record<string, number> = map;
        for (const [key, value] of entries) spread = { ...spread, [key]: value };
        const next = withEntries(map, entries);
        expect(Object.entries(next)).toEqual(Object.entries(spread));
        expect(Object.getPrototypeOf(next)).toBe(Object.getPrototypeOf(spread));
        expect(Object.entries(map)).toEqual(before);
      }),
      { numRuns: sized(500) },
    );
  });

  it('reports its keys to changesSince in the order set, newest first', () => {
    const base = { a: 1 };
    const m = withEntries(base, [['b', 2], ['c', 3]]);
    expect(changesSince(withEntry(m, 'd', 4), (x) => x === base)).toEqual({ ancestor: base, keys: ['d', 'c', 'b'] });
  });
});

describe('changesSince', () => {
  it('reports the keys set since the nearest accepted ancestor, newest first', () => {
    const base = { a: 1 };
    const m1 = withEntry(base, 'b', 2);
    const m2 = withEntry(m1, 'a', 3);
    const m3 = withEntry(m2, 'c', 4);
    expect(changesSince(m3, (m) => m === base)).toEqual({ ancestor: base, keys: ['c', 'a', 'b'] });
    expect(changesSince(m3, (m) => m === base || m === m1)).toEqual({ ancestor: m1, keys: ['c', 'a'] });
  });

  it('knows nothing through a plain copy, an array-index key, or past its step limit', () => {
    const base = { a: 1 };
    const plain = { ...withEntry(base, 'b', 2) };
    expect(changesSince(withEntry(plain, 'c', 3), (m) => m === base)).toBeUndefined();
    expect(changesSince(withEntry(base, '7', 3), (m) => m === base)).toBeUndefined();
    // Every array index (up to 2^32 - 2) goes first in an object; 2^32 - 1 is an ordinary key.
    expect(changesSince(withEntry(base, '1000000000', 3), (m) => m === base)).toBeUndefined();
    expect(changesSince(withEntry(base, '4294967294', 3), (m) => m === base)).toBeUndefined();
    expect(changesSince(withEntry(base, '4294967295', 3), (m) => m === base)?.keys).toEqual(['4294967295']);
    expect(Object.keys(withEntry(base, '4294967295', 3))).toEqual(['a', '4294967295']);
    expect(Object.keys(withEntry(base, '4294967294', 3))).toEqual(['4294967294', 'a']);
    let m: Record<string, number> = base;
    for (let i = 0; i < 20; i++) m = withEntry(m, `k${i}`, i);
    expect(changesSince(m, (x) => x === base)).toBeUndefined();
    expect(changesSince(m, (x) => x === base, 20)?.keys).toHaveLength(20);
  });
});

describe('someEntry', () => {
  it('agrees with a walk over the map, across derivations, branches and plain copies (fast-check)', () => {
    const isBig = (v: number): boolean => v > 90;
    const op = fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), value: fc.integer({ min: 0, max: 100 }), kind: fc.constantFrom('set', 'set', 'plain', 'branch', 'ask') });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let map: Record<string, number> = { a: 1 };
        const older: Record<string, number>[] = [];
        const ask = (m: Record<string, number>) => expect(someEntry(m, isBig)).toBe(Object.values(m).some(isBig));
        for (const o of ops) {
          if (o.kind === 'set') map = withEntry(map, o.key, o.value);
          else if (o.kind === 'plain') map = { ...map, [o.key]: o.value };
          else if (o.kind === 'branch') {
            older.push(map);
            map = withEntry(map, o.key, o.value);
          } else ask(map);
          if (older.length > 0 && o.value % 4 === 0) ask(withEntry(older[o.value % older.length]!, o.key, o.value));
        }
        ask(map);
      }),
      { numRuns: sized(400) },
    );
  });
});
