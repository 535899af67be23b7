// The fast state reader: on everything the emitter writes it returns exactly the data the
// emitter was given (and what the yaml library reads); on anything else it steps aside.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'yaml';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atomicWriteFile } from '../../src/core/state/atomic-write.js';
import { withEntries, withEntry } from '../../src/core/state/map-derivation.js';
import { MapValues, toYaml, toYamlChunks, type EmitCache } from '../../src/core/state/yaml-emit.js';
import { NOT_OURS, readOwnYaml } from '../../src/core/state/yaml-read.js';
import { expectReadLikeYamlLibrary } from '../helpers/own-yaml.js';
import { sized } from '../helpers/sizes.js';

const TRICKY = ['true', 'null', '~', '', '1', '-1', '1e3', '.inf', 'a: b', '- a', '"', "it's", '#', 'a #b', '\n', 'a\nb', '\r\n', '\\', '\\L', '\u2028', '\u2029', '\u0000', '\ufeff', '😀', '__proto__', 'constructor', 'x'.repeat(250), 'runs/r1/x.md'];
const str = fc.oneof(fc.constantFrom(...TRICKY), fc.string(), fc.string({ unit: 'binary' }));
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ maxDepth: 3 }, str, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(str, tie('v'), { maxKeys: 4 })),
})).v;

describe('readOwnYaml', () => {
  it('reads back exactly what toYaml wrote, and agrees with the yaml library (fast-check)', () => {
    fc.assert(
      fc.property(fc.dictionary(str, value, { maxKeys: 6 }), (doc) => {
        const text = toYaml(doc, '# header');
        const fast = readOwnYaml(text);
        expect(fast).not.toBe(NOT_OURS);
        expect(fast).toEqual(doc);
        expect(fast).toEqual(parse(text, { uniqueKeys: true }) ?? {});
      }),
      { numRuns: sized(1500) },
    );
  });

  it('never returns a different value than the yaml library for arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expectReadLikeYamlLibrary(text);
      }),
      { numRuns: sized(3000) },
    );
  });

  it('steps aside for hand-edited YAML: comments, flow style, anchors, tabs, duplicate keys', () => {
    for (const text of ['a: 1 # note\n', 'a: [1, 2]\n', 'a: &x 1\nb: *x\n', 'a:\n\t- 1\n', 'a: 1\na: 2\n', "a: 'single'\n", 'a: |\n  text\n']) {
      expect(readOwnYaml(text), JSON.stringify(text)).toBe(NOT_OURS);
    }
  });

  it('keeps __proto__ keys as plain data', () => {
    const doc = readOwnYaml('__proto__:\n  polluted: true\n') as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('toYaml with an emit cache', () => {
  it('writes the same text as without the cache, before and after an immutable update', () => {
    fc.assert(
      fc.property(fc.array(fc.dictionary(str, value, { maxKeys: 4 }), { maxLength: 8 }), fc.dictionary(str, value, { maxKeys: 3 }), (records, extra) => {
        const cache: EmitCache = new WeakMap();
        const doc = { history: records, steps: Object.fromEntries(records.map((r, i) => [`s${i}`, r])) };
        expect(toYaml(doc, undefined, cache)).toBe(toYaml(structuredClone(doc)));
        const next = { ...doc, history: [...doc.history, extra], steps: { ...doc.steps, added: extra } };
        expect(toYaml(next, undefined, cache)).toBe(toYaml(structuredClone(next)));
      }),
      { numRuns: sized(300) },
    );
  });

  it('toYamlChunks writes the same bytes as toYaml, before and after appending to a list', () => {
    fc.assert(
      fc.property(fc.array(fc.dictionary(str, value, { maxKeys: 4 }), { maxLength: 8 }), fc.array(fc.dictionary(str, value, { maxKeys: 3 }), { maxLength: 3 }), (records, extra) => {
        const cache: EmitCache = new WeakMap();
        const chunks = (d: Record<string, unknown>) => Buffer.concat(toYamlChunks(d, '# h', cache)).toString('utf8');
        const doc = { a: 1, history: records, steps: Object.fromEntries(records.map((r, i) => [`s${i}`, r])), z: [] };
        expect(chunks(doc)).toBe(toYaml(structuredClone(doc), '# h'));
        // Many appends: the chunks are merged now and then, the text stays the same.
        let next: typeof doc = doc;
        for (let i = 0; i < 70; i++) {
          next = { ...next, history: [...next.history, ...extra.map((e) => ({ ...e })), { n: i }] };
          const text = chunks(next);
          if (i % 10 === 9) expect(text).toBe(toYaml(structuredClone(next), '# h'));
        }
      }),
      { numRuns: sized(100) },
    );
  });

  it('toYamlChunks writes the same bytes as toYaml for long lists of scalars that grow, shrink and change', () => {
    // completed_steps: 64+ ids are written as reused chunks; a list that is not the earlier one
    // plus new items (an id removed or changed, NaN, -0) must still give toYaml's exact text.
    const scalar = fc.oneof(str, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(0, -0, NaN));
    const edit = fc.record({ at: fc.nat(), kind: fc.constantFrom('append', 'append', 'remove', 'replace', 'truncate'), item: scalar });
    fc.assert(
      fc.property(fc.array(scalar, { minLength: 60, maxLength: 120 }), fc.array(edit, { minLength: 1, maxLength: 20 }), (items, edits) => {
        const cache: EmitCache = new WeakMap();
        let list = items;
        for (const e of edits) {
          const i = e.at % list.length;
          if (e.kind === 'append') list = [...list, e.item];
          else if (e.kind === 'remove') list = list.filter((_, k) => k !== i);
          else if (e.kind === 'replace') list = list.map((x, k) => (k === i ? e.item : x));
          else list = list.slice(0, Math.max(1, i));
          const doc = { before: 'x', completed_steps: list, after: [] };
          expect(Buffer.concat(toYamlChunks(doc, '# h', cache)).toString('utf8')).toBe(toYaml(doc, '# h'));
        }
      }),
      { numRuns: sized(150) },
    );
    // 0 and -0 are === but not the same text: a list that changed only there is emitted again.
    const cache: EmitCache = new WeakMap();
    const zeros = Array.from({ length: 70 }, () => 0);
    const negative = zeros.map((z, i) => (i === 30 ? -0 : z));
    for (const list of [zeros, negative]) expect(Buffer.concat(toYamlChunks({ l: list }, undefined, cache)).toString('utf8')).toBe(toYaml({ l: list }));
  });

  it('toYamlChunks writes the same bytes as toYaml for long maps of records whose entries are replaced, added and removed', () => {
    // Maps of 64+ records are written as reused blocks: every edit a run makes (one record
    // replaced, a step added, a key removed or re-ordered) must still give toYaml's exact text.
    const record = fc.dictionary(str, value, { minKeys: 1, maxKeys: 3 });
    const edit = fc.record({ at: fc.nat(), kind: fc.constantFrom('replace', 'add', 'remove', 'reorder'), record });
    fc.assert(
      fc.property(fc.array(record, { minLength: 64, maxLength: 200 }), fc.array(edit, { minLength: 1, maxLength: 12 }), (records, edits) => {
        const cache: EmitCache = new WeakMap();
        const chunks = (d: Record<string, unknown>) => Buffer.concat(toYamlChunks(d, '# h', cache)).toString('utf8');
        let steps: Record<string, unknown> = Object.fromEntries(records.map((r, i) => [`s${i}`, r]));
        let doc = { a: 1, steps, artifacts: { ...steps }, z: 'end' };
        expect(chunks(doc)).toBe(toYaml(structuredClone(doc), '# h'));
        for (const e of edits) {
          const keys = Object.keys(steps);
          const k = keys[e.at % keys.length]!;
          if (e.kind === 'replace') steps = { ...steps, [k]: e.record };
          else if (e.kind === 'add') steps = { ...steps, [`new ${e.at}: x`]: e.record };
          else if (e.kind === 'remove') steps = Object.fromEntries(Object.entries(steps).filter(([key]) => key !== k));
          else steps = Object.fromEntries([...keys.filter((key) => key !== k), k].map((key) => [key, steps[key]]));
          doc = { ...doc, steps };
          expect(chunks(doc)).toBe(toYaml(structuredClone(doc), '# h'));
        }
      }),
      { numRuns: sized(60) },
    );
  });

  it('toYamlChunks writes toYaml\'s bytes for maps derived with withEntry: chains, branches, unwritten steps, mixed with plain copies', () => {
    // The emitter re-encodes only the keys a derivation set since a written ancestor; every way
    // a run can derive, branch (an owed write next to an in-flight one), skip writes or copy a
    // map without withEntry must still give toYaml's exact text.
    const record = fc.dictionary(fc.constantFrom('a', 'b', 'c d', 'true', '#'), fc.oneof(fc.integer(), str, fc.constant(null)), { minKeys: 1, maxKeys: 3 });
    const op = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom('set', 'set', 'add', 'add', 'plain', 'undefined', 'branch', 'index-key', 'two', 'two-new'),
      record,
      write: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(record, { minLength: 64, maxLength: 100 }), fc.array(op, { minLength: 1, maxLength: 20 }), (records, ops) => {
        const cache: EmitCache = new WeakMap();
        const chunks = (d: Record<string, unknown>) => Buffer.concat(toYamlChunks(d, '# h', cache)).toString('utf8');
        let steps: Record<string, object> = Object.fromEntries(records.map((r, i) => [`s${i}`, r]));
        const branches: Record<string, object>[] = [];
        // The manifest's view of a map: its records as a list of entries (MapValues).
        const entries = new WeakMap<object, Record<string, unknown>>();
        const entryOf = (r: object): Record<string, unknown> => {
          let e = entries.get(r);
          if (!e) entries.set(r, (e = { entry: r, n: Object.keys(r).length }));
          return e;
        };
        const check = (m: Record<string, object>) => {
          const doc = { a: 1, steps: m, list: new MapValues(m, entryOf), z: 'end' };
          const plain = { a: 1, steps: m, list: Object.values(m).filter((v) => v !== undefined).map(entryOf), z: 'end' };
          expect(chunks(doc)).toBe(toYaml(structuredClone(plain), '# h'));
          expect(toYaml(doc, '# h')).toBe(toYaml(structuredClone(plain), '# h'));
        };
        check(steps);
        for (const o of ops) {
          const keys = Object.keys(steps);
          const k = keys[o.at % keys.length]!;
          if (o.kind === 'set') steps = withEntry<object>(steps, k, o.record);
          else if (o.kind === 'add') steps = withEntry<object>(steps, `n${o.at % 7}`, o.record);
          else if (o.kind === 'index-key') steps = withEntry<object>(steps, String(o.at % 50), o.record);
          else if (o.kind === 'undefined') steps = withEntry(steps, k, undefined as unknown as object);
          else if (o.kind === 'plain') steps = { ...steps, [k]: o.record };
          // A step finished and the next entered in one copy (applySuccess).
          else if (o.kind === 'two') steps = withEntries<object>(steps, [[k, o.record], [keys[(o.at + 1) % keys.length]!, { ...o.record, x: 1 }]]);
          else if (o.kind === 'two-new') steps = withEntries<object>(steps, [[k, o.record], [`n${o.at % 7}`, { ...o.record, x: 2 }]]);
          else {
            // Keep this map aside; carry on from it later as a second lineage.
            branches.push(steps);
            steps = withEntry<object>(steps, `b${o.at}`, o.record);
          }
          if (o.write) check(steps);
          if (branches.length > 0 && o.at % 3 === 0) {
            const other = withEntry<object>(branches.pop()!, `n${(o.at + 1) % 7}`, o.record);
            check(other);
          }
        }
        check(steps);
      }),
      { numRuns: sized(120) },
    );
  });

  it('two lineages of derived maps appending the same key at different places both write toYaml\'s bytes', () => {
    const cache: EmitCache = new WeakMap();
    const check = (m: Record<string, object>) => {
      const doc = { steps: m };
      expect(Buffer.concat(toYamlChunks(doc, undefined, cache)).toString('utf8')).toBe(toYaml(structuredClone(doc)));
    };
    const base: Record<string, object> = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`s${i}`, { n: i }]));
    check(base);
    const a1 = withEntry<object>(base, 'x', { a: 1 }); // x appended at 70
    check(a1);
    const b1 = withEntry<object>(base, 'y', { b: 1 }); // y appended at 70 in another lineage
    check(b1);
    const b2 = withEntry<object>(b1, 'x', { b: 2 }); // x at 71 here
    check(b2);
    const a2 = withEntry<object>(a1, 'x', { a: 2 }); // x replaced at 70
    check(a2);
    const b3 = withEntry<object>(b2, 'x', { b: 3 });
    check(b3);
    check(withEntry<object>(a2, 'y', { a: 3 }));
    // A step id that is an array index goes first in the object, not where a spread appends.
    check(withEntry<object>(a2, '1000000000', { big: 1 }));
    check(withEntry<object>(a2, '4294967295', { big: 2 }));
  });

  it('writes a state of more chunks than one writev takes (IOV_MAX) completely', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sg-iov-'));
    try {
      const cache: EmitCache = new WeakMap();
      // 40,000 records in blocks of 32 plus a history: well over 1,024 chunks.
      const steps = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`s${i}`, { n: i, text: `record ${i}` }]));
      const doc = { steps, history: [{ n: 0 }] };
      const parts = toYamlChunks(doc, '# h', cache);
      expect(parts.length).toBeGreaterThan(1024);
      atomicWriteFile(join(dir, 'big.yaml'), parts);
      expect(readFileSync(join(dir, 'big.yaml'), 'utf8')).toBe(toYaml(structuredClone(doc), '# h'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('freezes cached records, so an in-place edit cannot leave stale text behind', () => {
    const cache: EmitCache = new WeakMap();
    const record = { status: 'pending', list: ['a'] };
    toYaml({ steps: { s: record } }, undefined, cache);
    expect(() => {
      (record as { status: string }).status = 'completed';
    }).toThrow(TypeError);
    expect(() => record.list.push('b')).toThrow(TypeError);
  });
});
