// The plain YAML emitter (src/core/state/plain-yaml.ts) that writes workflow_state.yaml and
// RUN_MANIFEST.yaml: whatever plain data it is given — hostile strings, odd keys, deep nesting,
// awkward numbers — the yaml library parses its text back (as readSnapshot does) to the same data;
// for everyday data it writes the very bytes the library's stringify wrote before it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { emitBlock, emitYaml } from '../../src/core/state/plain-yaml.js';
import { sized } from '../helpers/sizes.js';
import { CAMPAIGN } from '../tiers.js';

const RUNS = { numRuns: sized(2000), seed: 20261202 };
const LIBRARY = { lineWidth: 0, aliasDuplicateObjects: false } as const;

function readBack(text: string): unknown {
  return parse(text, { maxAliasCount: 0, uniqueKeys: true });
}

/**
 * The data exactly, as text to compare: key order, -0, strings apart from numbers, and keys such
 * as `constructor` or `__proto__` (which toStrictEqual takes for a prototype or class).
 */
function exactly(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'number' ? `n:${Object.is(v, -0) ? '-0' : v}` : typeof v === 'string' ? `s:${v}` : v));
}

/** Strings a YAML writer gets wrong: indicators, reserved words, number look-alikes, whitespace, breaks, unicode. */
const HOSTILE = [
  '', ' ', '  ', '\t', ' a', 'a ', '\ta', 'a\t', 'a: b', 'a:', ':a', 'a :b', 'a #b', 'a\t#b', '#a', 'a#b', '- a', '-', '-a', '--', '?', '? a', '?a', ':', ': a', ',', ',a', '[', ']', '[a]', '{', '}', '{a: 1}', '&a', '*a', '!a', '!!str', '|', '|-', '>', '>-', "'", "'a'", '"', '"a"', "a'b\"c", '%', '%YAML 1.2', '@a', '`a', '~', '~a', '=',
  'null', 'Null', 'NULL', 'nULL', 'true', 'True', 'TRUE', 'false', 'False', 'yes', 'Yes', 'no', 'NO', 'on', 'On', 'off', 'OFF', 'y', 'Y', 'n', 'N',
  '0', '1', '-1', '+1', '1.0', '1.', '.5', '+.5', '-.5', '1e3', '1E3', '1e+3', '-1e-3', '0x1F', '0X1f', '0o7', '0b101', '0b2', '0o8', '0xg', '0bacec63', '012', '08', '1_000', '1:30', '190:20:30', '.inf', '-.Inf', '+.INF', '.nan', '.NaN', 'Infinity', '-Infinity', 'NaN', '-0', '1e21', '5e-324',
  '__proto__', 'constructor', '<<', '---', '--- a', '...', '... a', 'a\n---\nb', '---\n', 'a\n...',
  'é ✓', '日本語', '😀', 'a😀b', '\uFEFF', '\uFEFFa', 'a\uFEFF', '\u00A0', 'a\u00A0', '\u00A0a', '\u0085', 'a\u0085b', '\u2028', 'a\u2029b', '\uFFFE', '\uFFFF', '\u{10FFFF}',
  '\u0000', 'a\u0001b', '\u001b[31m', '\u007f', '\u0080', '\u009f', '\r', 'a\rb', 'a\r\nb', '\r\n',
  '\n', '\n\n', 'a\n', 'a\n\n', 'a\nb', 'a\nb\n', 'a\nb\n\n\n', '\na', '\n\na', ' a\nb', '  a\n b', '\n a', 'a\n b', 'a\n\tb', '\ta\nb', 'a\n\t', 'a\n ', 'a\n \n', 'a \nb', 'a\n \nb', ' \n', '\t\n', 'a\n#b', 'a\n- b', 'a: b\nc: d', '|\n|',
  '\ud800', 'a\udc00b', '\udfff\ud800',
];

const fragment = fc.constantFrom(...HOSTILE, 'a', 'b', ' ', '\n', ':', '#', '-', '"', "'", '\\', '\t', '.', '0', 'x');
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: fragment, maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 20 }), // any code point, lone surrogates included
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom('a', ' ', '\n', '#', ':'), minLength: 1000, maxLength: 1200 }), // longer than an implicit key may be
);
const awkwardNumber = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.constantFrom(0, -0, 1e21, 1e-7, 5e-324, -5e-324, Number.MAX_VALUE, Number.MAX_SAFE_INTEGER, 0.1, -1.5));

const plainData: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('scalar'), tie('list'), tie('map')),
  scalar: fc.oneof(hostileString, awkwardNumber, fc.boolean(), fc.constant(null)),
  list: fc.array(tie('value'), { maxLength: 5 }),
  map: fc.dictionary(hostileString, tie('value'), { maxKeys: 5, noNullPrototype: true }),
})).value;

describe('emitYaml: the yaml library reads back the data it was given', () => {
  it('any plain data with hostile strings, keys and numbers', () => {
    fc.assert(
      fc.property(plainData, (value) => {
        expect(exactly(readBack(emitYaml(value)))).toBe(exactly(value));
      }),
      RUNS,
    );
  });

  it('every hostile string, as a value, a list item and a key, at every depth', () => {
    for (const s of HOSTILE) {
      for (const doc of [s, [s], { k: s }, { [s]: s }, { a: [{ [s]: [s, { b: s }] }] }, [[s, [s]]], { [s]: { [s]: [] }, x: {} }]) {
        expect(exactly(readBack(emitYaml(doc))), JSON.stringify(doc)).toBe(exactly(doc));
      }
    }
  });

  it('whatever JSON.parse yields (fast-check jsonValue)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const data = JSON.parse(JSON.stringify(value)) as unknown;
        expect(exactly(readBack(emitYaml(data)))).toBe(exactly(data));
      }),
      RUNS,
    );
  });

  it('deeply nested mappings and lists', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('map', 'list', 'map-first'), { minLength: 1, maxLength: 60 }), hostileString, (shape, leaf) => {
        let value: unknown = leaf;
        for (const s of shape) value = s === 'list' ? [value] : s === 'map' ? { [leaf === '' ? 'k' : leaf]: value } : { a: value, b: [leaf] };
        expect(exactly(readBack(emitYaml(value)))).toBe(exactly(value));
      }),
      { ...RUNS, numRuns: sized(300) },
    );
  });

  it('a block of a mapping or list at any indentation is the document text moved right', () => {
    fc.assert(
      fc.property(fc.dictionary(hostileString, plainData, { minKeys: 1, maxKeys: 3, noNullPrototype: true }), fc.nat(4), (map, depth) => {
        // emitBlock(x, indent) stands for x wherever it sits at that indentation (the pieces of a projection).
        const indent = '  '.repeat(depth);
        let wrapped: unknown = map;
        for (let i = 0; i < depth; i++) wrapped = { k: wrapped };
        const whole = emitYaml(wrapped);
        expect(whole.endsWith(`${emitBlock(map, indent)}\n`)).toBe(true);
      }),
      { ...RUNS, numRuns: sized(300) },
    );
  });

  it('refuses what is not plain data', () => {
    for (const bad of [Number.NaN, Infinity, -Infinity, undefined, () => 1, Symbol('s'), 1n]) expect(() => emitYaml({ a: [bad] })).toThrow(TypeError);
    // An absent member, as JSON has it.
    expect(emitYaml({ a: undefined, b: 1, c: { d: undefined } })).toBe('b: 1\nc: {}\n');
  });
});

/** Everyday data of a run: step ids, statuses, times, counts, paths, messages of several lines. */
const word = fc.stringMatching(/^[a-z][a-z0-9_./-]{0,12}$/).filter((w) => !['yes', 'no', 'on', 'off', 'null', 'true', 'false'].includes(w));
const line = fc.oneof(word, fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')), fc.constant(''), word.map((w) => `  ${w}`));
const message = fc.tuple(fc.array(line, { minLength: 2, maxLength: 5 }), fc.constantFrom('', '\n', '\n\n')).map(([lines, end]) => lines.join('\n').replace(/^\s*$/, 'x') + end);
const everyday: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, tie('scalar'), tie('list'), tie('map')),
  scalar: fc.oneof(word, message, fc.constant('2026-01-01T00:00:00.000Z'), fc.stringMatching(/^[0-9a-f]{64}$/), fc.constantFrom('0bacec63d2b2e1fb', '0x1f', '0o17', '1e5'), fc.nat(), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), fc.boolean(), fc.constant(null), fc.constantFrom('a: b', '#x', '1', 'null', '')),
  list: fc.array(tie('value'), { maxLength: 4 }),
  map: fc.dictionary(word, tie('value'), { maxKeys: 4, noNullPrototype: true }),
})).value;

describe('emitYaml writes what the yaml library wrote for everyday data', () => {
  it('byte for byte', { tags: [CAMPAIGN] }, () => {
    fc.assert(
      fc.property(fc.dictionary(word, everyday, { maxKeys: 6, noNullPrototype: true }), (doc) => {
        expect(emitYaml(doc)).toBe(stringify(doc, LIBRARY));
      }),
      RUNS,
    );
  });
});

describe('emitYaml: the text of representative records', () => {
  it('a step record with an error of several lines, lists, empty collections and a null', () => {
    const record = {
      completed_steps: ['draft', 'review'],
      steps: {
        review: { kind: 'shell', status: 'failed', visits: 2, attempts: 1, last_error: 'exit status 2\n  at step review\n', outputs: [], vars: {} },
        publish: { kind: 'agent', status: 'pending', last_attempt: null },
      },
    };
    expect(emitYaml(record)).toBe(
      [
        'completed_steps:',
        '  - draft',
        '  - review',
        'steps:',
        '  review:',
        '    kind: shell',
        '    status: failed',
        '    visits: 2',
        '    attempts: 1',
        '    last_error: |',
        '      exit status 2',
        '        at step review',
        '    outputs: []',
        '    vars: {}',
        '  publish:',
        '    kind: agent',
        '    status: pending',
        '    last_attempt: null',
        '',
      ].join('\n'),
    );
  });

  it('an artifact list item with a hash, a time and a path; words YAML would misread are quoted', () => {
    const doc = { artifacts: [{ path: 'out/report.md', sha256: 'ab'.repeat(4), size: 12, accepted_at: '2026-01-01T00:00:00.000Z' }], inputs: { topic: 'yes', count: '3', note: ' lead', '1': 'null', 'a: b': '#x' } };
    expect(emitYaml(doc)).toBe(
      [
        'artifacts:',
        '  - path: out/report.md',
        '    sha256: abababab',
        '    size: 12',
        '    accepted_at: 2026-01-01T00:00:00.000Z',
        'inputs:',
        '  "1": "null"',
        '  topic: "yes"',
        '  count: "3"',
        '  note: " lead"',
        '  "a: b": "#x"',
        '',
      ].join('\n'),
    );
  });

  it('block literals: chomping, a leading space, blank lines; control characters double-quoted with JSON escapes', () => {
    expect(emitYaml({ a: 'x\ny', b: 'x\n', c: 'x\n\n', d: ' x\ny', e: 'x\n\ny', f: 'x\r\ny', g: 'tab\there\u0007\u0085\u2028\ufeff', h: [['x\ny']] })).toBe(
      ['a: |-', '  x', '  y', 'b: |', '  x', 'c: |+', '  x', '', 'd: |2-', '   x', '  y', 'e: |-', '  x', '', '  y', 'f: "x\\r\\ny"', 'g: "tab\\there\\u0007\\u0085\\u2028\\ufeff"', 'h:', '  - - |-', '      x', '      y', ''].join('\n'),
    );
  });
});
