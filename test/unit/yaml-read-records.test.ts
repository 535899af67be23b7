// The fast state reader on long record lists: it compares each entry in place with the same
// entry of the previous record (key, line prefix, value text). These properties make the
// records repeat and vary the way a run's history does, so those shortcuts are exercised, and
// check the result against the emitter's input and the yaml library, also on damaged text.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'yaml';
import { toYaml } from '../../src/core/state/yaml-emit.js';
import { NOT_OURS, readOwnYaml, readOwnYamlBlocks } from '../../src/core/state/yaml-read.js';
import { expectReadLikeYamlLibrary } from '../helpers/own-yaml.js';
import { sized } from '../helpers/sizes.js';

// Few keys and values, so consecutive records share keys, key order and value texts.
const keyName = fc.constantFrom('seq', 'at', 'step', 'visit', 'to', 'code', 'a b', '"q"', 'x:y', '__proto__', 'null', '1');
const scalarValue = fc.oneof(
  fc.constantFrom('work', 'final', 'transition', 'AGAIN', '', 'null', 'true', '7', '007', 'a: b', '- x', '"', '\\', 'é', '\u2028', 'line\nbreak', '2026-11-30T08:30:57.106Z'),
  fc.constantFrom(0, 1, 7, 10, 123, -1, 1.5, 3.3000000000000003, 1e21, 123456789012345, 1234567890123456, 2 ** 53, -0),
  fc.boolean(),
  fc.constant(null),
  fc.integer(),
);
const fieldValue: fc.Arbitrary<unknown> = fc.oneof({ weight: 8, arbitrary: scalarValue }, { weight: 1, arbitrary: fc.constantFrom([], {}) }, { weight: 1, arbitrary: fc.array(scalarValue, { maxLength: 2 }) }, {
  weight: 1,
  arbitrary: fc.dictionary(keyName, scalarValue, { maxKeys: 2 }),
});
const record = fc.dictionary(keyName, fieldValue, { minKeys: 1, maxKeys: 6 });
/** A list whose records mostly repeat the previous one with a change or two (as a history does). */
const recordList = fc.tuple(record, fc.array(fc.tuple(fc.nat(5), keyName, fieldValue, fc.boolean()), { maxLength: 12 })).map(([first, edits]) => {
  const out: Record<string, unknown>[] = [first];
  for (const [kind, key, value, reorder] of edits) {
    const prev = out[out.length - 1]!;
    let next: Record<string, unknown> = { ...prev };
    if (kind <= 2) next[key] = value;
    else if (kind === 3) delete next[key];
    if (reorder) next = Object.fromEntries(Object.entries(next).reverse());
    if (Object.keys(next).length === 0) next = { seq: out.length };
    out.push(next);
  }
  return out;
});
const doc = fc.record({ schema: fc.constant('stagegate/state@1'), history: recordList, steps: fc.dictionary(keyName, record, { maxKeys: 3 }), invocations: recordList });

function damage(text: string, at: number, kind: number, c: string): string {
  const i = at % Math.max(text.length, 1);
  if (kind === 0) return text.slice(0, i) + c + text.slice(i);
  if (kind === 1) return text.slice(0, i) + text.slice(i + 1);
  if (kind === 2) return text.slice(0, i) + c + text.slice(i + 1);
  // Duplicate or drop a whole line.
  const start = text.lastIndexOf('\n', i - 1) + 1;
  const end = text.indexOf('\n', i);
  const line = text.slice(start, end < 0 ? text.length : end + 1);
  return kind === 3 ? text.slice(0, start) + line + text.slice(start) : text.slice(0, start) + text.slice(start + line.length);
}

describe('readOwnYaml on record lists', () => {
  it('reads back exactly what toYaml wrote, like the yaml library (fast-check)', () => {
    fc.assert(
      fc.property(doc, (d) => {
        const text = toYaml(d, '# header');
        const fast = readOwnYaml(text);
        expect(fast).not.toBe(NOT_OURS);
        expect(fast).toEqual(d);
        expect(fast).toEqual(parse(text, { uniqueKeys: true }));
      }),
      { numRuns: sized(1500) },
    );
  });

  it('on damaged text either steps aside or agrees with the yaml library (fast-check)', () => {
    fc.assert(
      fc.property(doc, fc.array(fc.tuple(fc.nat(), fc.nat(4), fc.constantFrom(' ', '-', ':', '"', '\\', '\n', 'a', '1', '#', '[', '\t')), { minLength: 1, maxLength: 3 }), (d, edits) => {
        let text = toYaml(d, '# header');
        for (const [at, kind, c] of edits) text = damage(text, at, kind, c);
        expectReadLikeYamlLibrary(text);
      }),
      { numRuns: sized(3000) },
    );
  });

  it('gives every record its own [] and {} even when the text repeats', () => {
    const read = readOwnYaml(toYaml({ list: [{ a: [], b: {} }, { a: [], b: {} }] })) as { list: { a: unknown[]; b: object }[] };
    expect(read.list[0]!.a).not.toBe(read.list[1]!.a);
    expect(read.list[0]!.b).not.toBe(read.list[1]!.b);
  });

  it('reads counters the way Number() does, up to and past 15 digits', () => {
    for (const n of ['0', '7', '10', '999999999999999', '1000000000000000', '9007199254740991', '9007199254740993', '123456789012345678901']) {
      const text = `list:\n  - count: 1\n  - count: ${n}\n  - count: ${n}\n`;
      expect(readOwnYaml(text), n).toEqual(parse(text));
    }
    for (const bad of ['01', '1 ', '1_000', '0x10', '1.', '']) expect(readOwnYaml(`list:\n  - count: 1\n  - count: ${bad}\n`), JSON.stringify(bad)).toBe(NOT_OURS);
  });

  it('returns the text of each top-level block, byte for byte', () => {
    fc.assert(
      fc.property(doc, (d) => {
        const text = toYaml(d, '# header');
        const read = readOwnYamlBlocks(text);
        if (read === NOT_OURS) throw new Error('not ours');
        for (const key of ['history', 'invocations']) {
          const block = read.blockText(key)!;
          expect(text.includes(`\n${key}:\n${block}`)).toBe(true);
          expect(parse(`${key}:\n${block}`)).toEqual({ [key]: d[key as 'history'] });
        }
      }),
      { numRuns: sized(300) },
    );
  });
});
