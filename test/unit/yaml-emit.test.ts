// The state/manifest emitter: whatever it writes, the `yaml` parser reads back as the same data.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'yaml';
import { toYaml } from '../../src/core/state/yaml-emit.js';
import { sized } from '../helpers/sizes.js';

// Strings YAML likes to reinterpret: booleans, nulls, numbers, dates, indicators, comments,
// block markers, escapes, line and paragraph separators, BOM, control and non-characters.
const TRICKY = [
  'true', 'false', 'True', 'yes', 'No', 'on', 'OFF', 'y', 'n', 'null', 'Null', '~', '',
  '1', '-1', '+1', '0x1F', '0o17', '1e3', '1.0', '.5', '.inf', '-.inf', '.nan', '2024-01-01', '12:30:00',
  '-', '- a', '--- x', '...', ':', ': ', 'a: b', 'a:b', 'a #b', '#', '# c', '@x', '`x`', '"', "'", "it's",
  '&anchor', '*alias', '!tag', '!!str', '%YAML', '|', '>', '|-', '? x', '[a]', '{a: 1}', '<<', '=',
  ' ', '  lead', 'trail ', 'a  b', 'a\tb', '\n', 'a\nb', 'a\n', '\r', '\r\n', '\\', 'a\\nb',
  '\u2028', '\u2029', '\u0085', '\u007f', '\u0000', '\u001b[31m', '\ufeff', '\ufeffx', '\ufffe', '\uffff', '\ud800', '\udfff',
  'héllo', '✓', '😀', 'a/b/c.md', 'runs/r1/workflow_state.yaml', 'x'.repeat(250),
];

const str = fc.oneof(fc.constantFrom(...TRICKY), fc.string(), fc.string({ unit: 'binary' }));
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { maxDepth: 3 },
    str,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(str, tie('v'), { maxKeys: 4 }),
  ),
})).v;

describe('toYaml', () => {
  it('round-trips through the yaml parser (fast-check)', () => {
    fc.assert(
      fc.property(fc.dictionary(str, value, { maxKeys: 6 }), (doc) => {
        const text = toYaml(doc);
        expect(parse(text, { uniqueKeys: true }) ?? {}).toEqual(doc);
      }),
      { numRuns: sized(1500) },
    );
  });

  it('round-trips every tricky string as a value and as a key', () => {
    for (const s of TRICKY) {
      expect(parse(toYaml({ v: s })), JSON.stringify(s)).toEqual({ v: s });
      expect(parse(toYaml({ [s]: 1 })), JSON.stringify(s)).toEqual({ [s]: 1 });
      expect(parse(toYaml({ list: [s, [s], { [s]: s }] })), JSON.stringify(s)).toEqual({ list: [s, [s], { [s]: s }] });
    }
  });

  it('keeps numbers exact, including -0, infinities and NaN', () => {
    const doc = { zero: -0, inf: Infinity, ninf: -Infinity, nan: NaN, big: 1e21, tiny: 5e-324, int: Number.MAX_SAFE_INTEGER };
    const back = parse(toYaml(doc)) as Record<string, number>;
    expect(Object.is(back['zero'], -0)).toBe(true);
    expect(back).toEqual(doc);
  });

  it('writes plain block YAML people can read, with the header first and empty collections inline', () => {
    const text = toYaml({ workflow: 'hello', run_id: 'r1', active_step: null, completed_steps: ['draft', 'review'], artifacts: {}, list: [], nested: { a: { b: 1 } }, items: [{ path: 'x.md', ok: true }] }, '# header');
    expect(text).toBe(
      [
        '# header',
        'workflow: hello',
        'run_id: r1',
        'active_step: null',
        'completed_steps:',
        '  - draft',
        '  - review',
        'artifacts: {}',
        'list: []',
        'nested:',
        '  a:',
        '    b: 1',
        'items:',
        '  - path: x.md',
        '    ok: true',
        '',
      ].join('\n'),
    );
  });

  it('skips undefined values, like JSON', () => {
    expect(parse(toYaml({ a: 1, b: undefined, c: { d: undefined, e: 2 } }))).toEqual({ a: 1, c: { e: 2 } });
  });
});
