// A YAML or JSON registry is parsed once per execution of its foreach step (kept-parse.ts): the
// runner's marks, batch after batch, write byte for byte what they wrote when every batch parsed
// the file again — in every shape registry-status.ts edits (a status replaced in its quoting, an
// empty value, a key without a value, a block scalar, a pair added to a block or flow mapping or a
// JSON object, CRLF) — and a file something else changed between batches is parsed again.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { settleVerified } from '../../src/core/steps/foreach/registry-status.js';
import type { KeptParse } from '../../src/core/steps/foreach/kept-parse.js';
import { sized } from '../helpers/sizes.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-kept-parse-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Rows in the shapes the marks meet: status plain, quoted, empty, keyless, a block scalar, absent; block and flow. */
const YAML_ROWS = [
  (id: string) => `- ID: ${id}\n  Name: plain\n  Status: TODO\n`,
  (id: string) => `- ID: ${id}\n  Status: "TODO" # quoted\n  Name: q\n`,
  (id: string) => `- ID: '${id}'\n  Status: 'TODO'\n`,
  (id: string) => `- ID: ${id}\n  Status:\n  Name: empty\n`,
  (id: string) => `- ID: ${id}\n  Name: no status\n`,
  (id: string) => `- ID: ${id}\n  Name: |\n    a block\n`,
  (id: string) => `- ID: ${id}\n  Status: |\n    TODO\n  Name: block status\n`,
  (id: string) => `- {ID: ${id}, Name: flow, Status: TODO}\n`,
  (id: string) => `- {ID: ${id}, Name: flow without}\n`,
  (id: string) => `- {ID: ${id},\n   Name: spans}\n`,
  (id: string) => `- ID: ${id}\n  Depends On: [a, b]\n`,
  (id: string) => `# a comment\n- ID: ${id}\n  Status: VERIFIED # marked before\n`,
];
const JSON_ROWS = [
  (id: string) => `{"ID": "${id}", "Status": "TODO"}`,
  (id: string) => `{"ID": "${id}", "Name": "none"}`,
  (id: string) => `{\n    "ID": "${id}",\n    "Name": "spans"\n  }`,
  (id: string) => `{"ID":"${id}","Status":""}`,
];

const registry = fc.record({
  json: fc.boolean(),
  crlf: fc.boolean(),
  shapes: fc.array(fc.nat(), { minLength: 1, maxLength: 14 }),
});

/** The text of a registry of `shapes`, and its ids. */
function textOf(r: { json: boolean; crlf: boolean; shapes: number[] }): { text: string; ids: string[] } {
  const ids = r.shapes.map((_, i) => `A-${i}`);
  const text = r.json
    ? `[\n  ${r.shapes.map((s, i) => JSON_ROWS[s % JSON_ROWS.length]!(ids[i]!)).join(',\n  ')}\n]\n`
    : r.shapes.map((s, i) => YAML_ROWS[s % YAML_ROWS.length]!(ids[i]!)).join('');
  return { text: r.crlf ? text.replace(/\n/g, '\r\n') : text, ids };
}

/** One batch: the rows to mark VERIFIED, and those to take back (BLOCKED where a row says VERIFIED). */
const batches = fc.array(fc.record({ verified: fc.array(fc.nat(20), { maxLength: 5 }), blocked: fc.array(fc.nat(20), { maxLength: 3 }) }), { minLength: 1, maxLength: 6 });

describe('a YAML or JSON registry marked in batches', () => {
  it('writes with one parse what a parse per batch wrote', () => {
    let run = 0;
    fc.assert(
      fc.property(registry, batches, (r, bs) => {
        const { text, ids } = textOf(r);
        const name = `reg-${run++}.${r.json ? 'json' : 'yaml'}`;
        const kept = join(dir, `kept-${name}`);
        const fresh = join(dir, `fresh-${name}`);
        writeFileSync(kept, text);
        writeFileSync(fresh, text);
        const parse: KeptParse = {};
        const verified = new Set<string>();
        for (const b of bs) {
          for (const i of b.verified) if (i < ids.length) verified.add(ids[i]!);
          // A verified item that ran again and ended blocked: its row, marked before, taken back.
          const blocked = new Set(b.blocked.filter((i) => i < ids.length).map((i) => ids[i]!));
          for (const id of blocked) verified.delete(id);
          const a = settleVerified(kept, name, 'ID', 'Status', verified, false, { durable: false, blocked, kept: parse });
          const f = settleVerified(fresh, name, 'ID', 'Status', verified, false, { durable: false, blocked });
          expect(a).toEqual(f);
          expect(readFileSync(kept, 'utf8')).toBe(readFileSync(fresh, 'utf8'));
        }
      }),
      // Fixed seed: a failure reproduces; a tenth of the cases in npm test, all in the slow tier (sizes.ts).
      { numRuns: sized(300), seed: 20261206 },
    );
  });

  it('is parsed once for every batch of one execution; a file changed by anything else is parsed again', () => {
    const abs = join(dir, 'counted.yaml');
    writeFileSync(abs, Array.from({ length: 12 }, (_, i) => `- ID: A-${i}\n  Status: TODO\n`).join(''));
    const parse: KeptParse = {};
    const verified = new Set<string>();
    // The parse the first batch made is the one every later batch uses (brought in step, not made again).
    let first: KeptParse['doc'];
    for (let i = 0; i < 6; i++) {
      verified.add(`A-${i}`);
      settleVerified(abs, 'counted.yaml', 'ID', 'Status', verified, false, { durable: false, kept: parse });
      first ??= parse.doc;
      expect(parse.doc).toBeDefined();
      expect(parse.doc).toBe(first);
    }
    expect(readFileSync(abs, 'utf8')).toContain('- ID: A-5\n  Status: VERIFIED\n- ID: A-6\n  Status: TODO\n');
    // A stage edits the registry between batches: its row moves every offset; read and parsed anew.
    writeFileSync(abs, `- ID: Z-1\n  Status: TODO\n${readFileSync(abs, 'utf8')}`);
    verified.add('A-6');
    settleVerified(abs, 'counted.yaml', 'ID', 'Status', verified, false, { durable: false, kept: parse });
    const second = parse.doc;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(readFileSync(abs, 'utf8')).toContain('- ID: Z-1\n  Status: TODO\n- ID: A-0\n  Status: VERIFIED\n');
    expect(readFileSync(abs, 'utf8')).toContain('- ID: A-6\n  Status: VERIFIED\n- ID: A-7\n  Status: TODO\n');
    verified.add('A-7');
    settleVerified(abs, 'counted.yaml', 'ID', 'Status', verified, false, { durable: false, kept: parse });
    expect(parse.doc).toBe(second);
    expect(readFileSync(abs, 'utf8')).toContain('- ID: A-7\n  Status: VERIFIED\n- ID: A-8\n  Status: TODO\n');
  });
});
