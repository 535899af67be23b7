// Property tests for the WORKFLOW_GATE parser: it never throws on garbage, rendering and
// parsing round-trip, and text around a valid block is handled as documented.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGateText, readGate, renderGateBlock, type Gate, type GateParseResult } from '../../src/core/gate/workflow-gate.js';
import { sized } from '../helpers/sizes.js';

// Fixed seed: failures reproduce; numRuns stays modest so the file runs in a few seconds.
const RUNS = { numRuns: sized(200), seed: 20240611 };

const RESERVED = new Set([
  'workflow',
  'step',
  'status',
  'unresolved_critical',
  'unresolved_high',
  'source_resolvable_open',
  'artifact',
  'next_recommended',
]);
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** Awkward strings: quotes, colons, '#', newlines, CR, tabs, control chars, unicode. */
const awkwardString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({
    unit: fc.constantFrom('"', "'", ':', ': ', '#', ' #', '\n', '\r\n', '\r', '\t', ' ', '-', '?', '{', '}', '[', ']', ',', '&', '*', '!', '|', '>', '%', '@', '`', '\\', '\u0000', '\u0085', '\u2028', '\uFEFF', 'é', '日本', '🚀', 'WORKFLOW_GATE:', '```', 'null', 'true', '1', '0x1', '~', 'a'),
    maxLength: 12,
  }),
);

const safeKey = awkwardString.filter((k) => !RESERVED.has(k) && !FORBIDDEN.has(k));

/** JSON-like values with awkward strings and keys, no forbidden keys anywhere. */
const extraValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    awkwardString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Object.is(d, -0)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(safeKey.filter((k) => !FORBIDDEN.has(k)), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const statusArb = fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/);
const count = fc.nat({ max: 1_000_000 });

const gateArb: fc.Arbitrary<Gate> = fc.record({
  workflow: awkwardString.filter((s) => s !== ''),
  step: awkwardString.filter((s) => s !== ''),
  status: statusArb,
  unresolved_critical: count,
  unresolved_high: count,
  source_resolvable_open: count,
  artifact: awkwardString.filter((s) => s.trim() !== ''),
  next_recommended: fc.option(awkwardString, { nil: null }),
  extra: fc.dictionary(safeKey, extraValue, { maxKeys: 5 }),
});

function isResultShape(r: GateParseResult): boolean {
  if (r.ok) return typeof r.gate === 'object' && r.gate !== null;
  return typeof r.reason === 'string' && r.reason.length > 0 && (r.line === undefined || Number.isInteger(r.line));
}

/** Random lines mixing gate-like fragments, so the fuzzing reaches deep code paths. */
const gateishText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'WORKFLOW_GATE:',
        '```yaml',
        '```',
        '````',
        '```json',
        '  workflow: w',
        '  step: s',
        '  status: PASS',
        '  unresolved_critical: 0',
        '  unresolved_high: "1"',
        '  source_resolvable_open: -1',
        '  artifact: a.md',
        '  next_recommended: null',
        '  __proto__: 1',
        '  a: &x [*x]',
        '  b: !!binary aGk=',
        '\tbad: tab',
        '',
        '   ',
        'text',
      ),
      awkwardString,
    ),
    { maxLength: 20 },
  )
  .chain((lines) => fc.constantFrom('\n', '\r\n').map((eol) => lines.join(eol)));

describe('gate parser properties', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagegate-gate-prop-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), gateishText), (text) => {
        expect(isResultShape(parseGateText(text))).toBe(true);
        expect(isResultShape(parseGateText(text, { workflow: 'w', step: 's', artifact: 'a.md' }, 7))).toBe(true);
      }),
      RUNS,
    );
  });

  it('never throws on arbitrary file bytes (readGate)', () => {
    const file = path.join(dir, 'random.bin');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), gateishText, (bytes, tail) => {
        fs.writeFileSync(file, Buffer.concat([Buffer.from(bytes), Buffer.from(tail)]));
        expect(isResultShape(readGate(file))).toBe(true);
      }),
      { ...RUNS, numRuns: sized(100) },
    );
  });

  it('render then parse gives back the same gate (bare and fenced)', () => {
    fc.assert(
      fc.property(gateArb, fc.boolean(), (gate, fenced) => {
        const block = renderGateBlock(gate);
        const text = fenced ? `Report\n\`\`\`yaml\n${block}\`\`\`\n` : `Report\n\n${block}`;
        const r = parseGateText(text, { workflow: gate.workflow, step: gate.step, artifact: gate.artifact });
        if (!r.ok) throw new Error(`${r.reason}\n---\n${text}`);
        expect(r.gate).toEqual(gate);
      }),
      RUNS,
    );
  });

  it('any forbidden key anywhere in extra is rejected', () => {
    fc.assert(
      fc.property(gateArb, fc.constantFrom(...FORBIDDEN), fc.integer({ min: 0, max: 2 }), (gate, key, depth) => {
        // JSON.parse makes `__proto__` an own key, like attacker-controlled data would.
        let value = JSON.parse(`{"${key}": {"polluted": true}}`) as unknown;
        for (let i = 0; i < depth; i++) value = { nested: value };
        const extra = depth === 0 ? { wrapper: [value] } : { ...gate.extra, wrapper: value };
        const r = parseGateText(renderGateBlock({ ...gate, extra }));
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.reason).toContain(`gate key '${key}' is not allowed`);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { ...RUNS, numRuns: sized(50) },
    );
  });

  it('non-blank text after a valid block always fails', () => {
    // For a bare block, the text must start at column 0: indented lines continue the block.
    const firstChar = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((c) => c.trim() !== '');
    fc.assert(
      fc.property(gateArb, fc.boolean(), firstChar, fc.oneof(awkwardString, gateishText), (gate, fenced, c, rest) => {
        const block = renderGateBlock(gate);
        const text = fenced ? `\`\`\`yaml\n${block}\`\`\`\n${c}${rest}` : `${block}${c}${rest}`;
        const r = parseGateText(text);
        expect(r.ok).toBe(false);
      }),
      RUNS,
    );
  });

  it('any non-blank text after the closing fence fails, even indented', () => {
    fc.assert(
      fc.property(gateArb, awkwardString.filter((s) => s.trim() !== ''), (gate, after) => {
        const r = parseGateText(`\`\`\`yaml\n${renderGateBlock(gate)}\`\`\`\n  ${after}\n`);
        expect(r.ok).toBe(false);
      }),
      RUNS,
    );
  });

  it('prepending arbitrary text (without a WORKFLOW_GATE line) keeps the block valid', () => {
    const prefix = fc
      .oneof(fc.string({ unit: 'binary', maxLength: 300 }), gateishText)
      .filter((p) => !p.includes('WORKFLOW_GATE'));
    fc.assert(
      fc.property(gateArb, prefix, fc.boolean(), (gate, p, fenced) => {
        const block = renderGateBlock(gate);
        // The prose line ends whatever the prefix left open (a fence line, a partial line).
        const body = fenced ? `\`\`\`yaml\n${block}\`\`\`\n` : block;
        const r = parseGateText(`${p}\nEnd of report.\n\n${body}`);
        if (!r.ok) throw new Error(r.reason);
        expect(r.gate).toEqual(gate);
      }),
      RUNS,
    );
  });
});
