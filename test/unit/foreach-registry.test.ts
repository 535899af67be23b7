// Registry parsing and item building: Markdown tables (escaped pipes, fenced code, the table
// holding id_field), YAML lists and JSON arrays with line numbers, and every error naming file:line.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_REGISTRY_BYTES, MAX_YAML_REGISTRY_BYTES, parseMarkdownTable, parseRegistry, readRegistry, splitCells } from '../../src/core/steps/foreach/registry.js';
import { itemsOf, parseDepends } from '../../src/core/steps/foreach/items.js';
import { slugify } from '../../src/core/steps/foreach/slugify.js';
import { setMarkdownCell, settleVerified, withItemsStatus } from '../../src/core/steps/foreach/registry-status.js';
import type { RegistryFormat } from '../../src/core/steps/foreach/registry.js';
import { CAMPAIGN } from '../tiers.js';

/** One item's status set: the new text, or undefined when nothing changes. */
function withItemStatus(text: string, format: RegistryFormat, idField: string, statusField: string, id: string, status: string): string | undefined {
  const r = withItemsStatus(text, format, idField, statusField, new Set([id]), status);
  return r.changed.length > 0 ? r.text : undefined;
}
import { StagegateError } from '../../src/core/run/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-registry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): { abs: string; rel: string } {
  const abs = join(dir, name);
  writeFileSync(abs, text);
  return { abs, rel: `docs/${name}` };
}

function errorOf(fn: () => unknown): StagegateError {
  try {
    fn();
  } catch (error) {
    if (error instanceof StagegateError) return error;
    throw error;
  }
  throw new Error('expected a StagegateError');
}

describe('Markdown tables', () => {
  it('splits cells on unescaped pipes and trims them', () => {
    expect(splitCells('| a | b \\| c |  d|')).toEqual(['a', 'b | c', 'd']);
    expect(splitCells('a | b')).toEqual(['a', 'b']);
  });

  it('reads the first table that has the id column, skipping prose, fenced code and other tables', () => {
    const text = ['# R', '', '```', '| ID | X |', '|---|---|', '| no | no |', '```', '', '| Other | Y |', '|---|---|', '| 1 | 2 |', '', '| ID | Name |', '| :-- | --: |', '| A-1 | First |', '| A-2 | Se\\|cond |', '', '| ID | Name |', '|---|---|', '| Z | later table |'].join('\n');
    const r = parseMarkdownTable(text, 'reg.md', 'ID');
    expect(r.columns).toEqual(['ID', 'Name']);
    expect([...r.rows].map((row) => [row.line, row.fields.get('ID'), row.fields.get('Name')])).toEqual([
      [15, 'A-1', 'First'],
      [16, 'A-2', 'Se|cond'],
    ]);
  });

  it('names file:line for a ragged row, a duplicate column and a missing table', () => {
    expect(errorOf(() => parseMarkdownTable('| ID | N |\n|---|---|\n| a |\n', 'r.md', 'ID')).message).toBe('r.md:3: the row has 1 cell, the table 2 columns');
    expect(errorOf(() => parseMarkdownTable('| ID |\n|---|\n| a | b |\n', 'r.md', 'ID')).message).toBe('r.md:3: the row has 2 cells, the table 1 column');
    expect(errorOf(() => parseMarkdownTable('| ID | ID |\n|---|---|\n', 'r.md', 'ID')).message).toMatch(/^r\.md:1: the table header names column 'ID' twice/);
    const none = errorOf(() => parseMarkdownTable('just prose\n', 'r.md', 'ID'));
    expect(none.code).toBe('FOREACH_REGISTRY_INVALID');
    expect(none.message).toMatch(/^r\.md: the registry holds no Markdown table/);
    // No table with the id column: a declared field the registry lacks (exit 4), at the table's header, as for a binding.
    const noId = errorOf(() => parseMarkdownTable('| A | Id |\n|---|---|\n| 1 | x |\n', 'r.md', 'ID'));
    expect(noId.code).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(noId.message).toBe("r.md:1: foreach.id_field 'ID' is a column of no table in the registry (the table here has columns: A, Id). Did you mean 'Id'?");
  });
});

describe('YAML and JSON lists', () => {
  it('reads rows with their lines; lists of ids become comma-separated text', () => {
    const y = file('r.yaml', '# items\n- ID: a\n  Name: Alpha\n  Depends On: [b, c]\n- {ID: b, Name: 2}\n- ID: c\n  Name: null\n');
    const r = readRegistry(y.abs, y.rel, 'ID');
    expect(r.format).toBe('yaml');
    expect([...r.rows].map((row) => [row.line, Object.fromEntries(row.fields as Map<string, string>)])).toEqual([
      [2, { ID: 'a', Name: 'Alpha', 'Depends On': 'b, c' }],
      [5, { ID: 'b', Name: '2' }],
      [6, { ID: 'c', Name: '' }],
    ]);
    const j = file('r.json', '[\n  {"ID": "a"},\n  {"ID": "b", "Name": "x"}\n]\n');
    expect([...readRegistry(j.abs, j.rel, 'ID').rows].map((row) => row.line)).toEqual([2, 3]);
  });

  it('refuses what is not a list of flat mappings, naming the line', () => {
    const notList = file('a.yaml', 'ID: a\n');
    expect(errorOf(() => readRegistry(notList.abs, notList.rel, 'ID')).message).toMatch(/^docs\/a\.yaml:1: the registry must be a YAML list/);
    const nested = file('b.yaml', '- ID: a\n- ID: b\n  Meta: {x: 1}\n');
    expect(errorOf(() => readRegistry(nested.abs, nested.rel, 'ID')).message).toMatch(/^docs\/b\.yaml:3: field 'Meta' holds a nested structure/);
    const badJson = file('c.json', '[\n  {"ID": "a"},\n  {"ID": }\n]\n');
    const e = errorOf(() => readRegistry(badJson.abs, badJson.rel, 'ID'));
    expect(e.code).toBe('FOREACH_REGISTRY_INVALID');
    expect(e.message).toMatch(/^docs\/c\.json:3: not valid JSON/);
  });

  it('refuses an unknown extension and a missing file', () => {
    const csv = file('r.csv', 'ID\na\n');
    expect(errorOf(() => readRegistry(csv.abs, csv.rel, 'ID')).message).toMatch(/must be a Markdown table \(\.md\), a YAML list/);
    expect(errorOf(() => readRegistry(join(dir, 'nope.md'), 'nope.md', 'ID')).message).toMatch(/^nope\.md: the registry does not exist$/);
  });
});

describe('registry size', () => {
  const ROWS = Math.ceil(MAX_YAML_REGISTRY_BYTES / 20);
  it('a YAML registry over 4 MiB is refused before it is parsed (its parse costs ~85x its size)', () => {
    const yaml = join(dir, 'big.yaml');
    writeFileSync(yaml, Array.from({ length: ROWS }, (_, i) => `- ID: item-${String(i).padStart(7, '0')}\n  Status: TODO\n`).join(''));
    expect(statSync(yaml).size).toBeGreaterThan(MAX_YAML_REGISTRY_BYTES);
    const e = errorOf(() => readRegistry(yaml, 'big.yaml', 'ID'));
    expect(e.code).toBe('FOREACH_REGISTRY_INVALID');
    expect(e.message).toContain(`the YAML registry is larger than ${MAX_YAML_REGISTRY_BYTES} bytes`);
  });

  // The read of ~200,000 table rows is most of this file's time: the slow tier's campaign project runs it.
  it('the same rows as a Markdown table (over 4 MiB, under the registry limit) are read', { tags: [CAMPAIGN] }, () => {
    const md = join(dir, 'big.md');
    writeFileSync(md, `| ID | Status |\n|---|---|\n${Array.from({ length: ROWS }, (_, i) => `| item-${String(i).padStart(7, '0')} | TODO |\n`).join('')}`);
    expect(statSync(md).size).toBeGreaterThan(MAX_YAML_REGISTRY_BYTES);
    expect(statSync(md).size).toBeLessThan(MAX_REGISTRY_BYTES);
    let n = 0;
    for (const _row of readRegistry(md, 'big.md', 'ID').rows) n++;
    expect(n).toBe(ROWS);
  });
});

describe('items', () => {
  const def = { source: 'r.md', id_field: 'ID', bindings: { slug: { field: 'Name', transform: 'slugify' as const }, raw: { field: 'Name' } } };

  it('slugify is deterministic', () => {
    expect(slugify('  Retry Policy (v2) ')).toBe('retry-policy-v2');
    expect(slugify('Ünïcode & Co.')).toBe('n-code-co');
    expect(slugify('---')).toBe('');
  });

  it('parses dependency lists; "-", none and empty mean none', () => {
    expect(parseDepends('A-1, A-2;A-3  A-4, A-1')).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
    for (const none of ['', '-', ' — ', 'none', 'N/A']) expect(parseDepends(none)).toEqual([]);
  });

  it('binds item_id and the declared bindings; slugs stay unique; dependencies are ids of other rows', () => {
    const r = parseMarkdownTable('| ID | Name | Depends On |\n|---|---|---|\n| A 1 | Big Thing | - |\n| a-1 | Other | - |\n| B | Third | a-1, A |\n| A | Fourth | none |\n', 'r.md', 'ID');
    const items = itemsOf(r, def);
    expect(items.map((i) => [i.id, i.slug, i.line, i.depends_on])).toEqual([
      ['A 1', 'a-1', 3, []],
      ['a-1', 'a-1-2', 4, []],
      ['B', 'b', 5, ['a-1', 'A']],
      ['A', 'a', 6, []],
    ]);
    expect(items[0]!.bindings).toEqual({ item_id: 'A 1', slug: 'big-thing', raw: 'Big Thing' });
  });

  it('a declared field the registry lacks is WORKFLOW_INPUT_REQUIRED; bad rows are FOREACH_REGISTRY_INVALID at their line', () => {
    const noName = parseMarkdownTable('| ID | Title |\n|---|---|\n| a | x |\n', 'r.md', 'ID');
    const e = errorOf(() => itemsOf(noName, def));
    expect(e.code).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(e.message).toBe("r.md:1: the field of binding slug 'Name' is not a column of the registry (columns: ID, Title).");
    // At the header's line, with the column a typo was probably meant to name.
    const typo = parseMarkdownTable('# Registry\n\n| ID | Name |\n|---|---|\n| a | x |\n', 'r.md', 'ID');
    const t = errorOf(() => itemsOf(typo, { ...def, bindings: { slug: { field: 'Nmae', transform: 'slugify' } } }));
    expect(t.code).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(t.message).toBe("r.md:3: the field of binding slug 'Nmae' is not a column of the registry (columns: ID, Name). Did you mean 'Name'?");
    expect(t.location).toEqual({ file: 'r.md', line: 3 });
    const dup = parseMarkdownTable('| ID | Name |\n|---|---|\n| a | x |\n| a | y |\n', 'r.md', 'ID');
    expect(errorOf(() => itemsOf(dup, def)).message).toBe("r.md:4: item id 'a' appears twice (also line 3)");
    const empty = parseMarkdownTable('| ID | Name |\n|---|---|\n|  | x |\n', 'r.md', 'ID');
    expect(errorOf(() => itemsOf(empty, def)).message).toMatch(/^r\.md:3: the row has an empty 'ID'/);
    const unknown = parseMarkdownTable('| ID | Name | Needs |\n|---|---|---|\n| a | x | zz |\n', 'r.md', 'ID');
    const u = errorOf(() => itemsOf(unknown, { ...def, depends_field: 'Needs' }));
    expect(u.code).toBe('FOREACH_REGISTRY_INVALID');
    expect(u.message).toMatch(/^r\.md:3: item 'a' depends on 'zz', which is no item/);
    const blankBinding = parseMarkdownTable('| ID | Name |\n|---|---|\n| a | !!! |\n', 'r.md', 'ID');
    expect(errorOf(() => itemsOf(blankBinding, def)).message).toMatch(/^r\.md:3: binding slug of item 'a' is empty/);
  });

  it('an item id holding a newline or a control character (it would forge log lines) is FOREACH_REGISTRY_INVALID, shown escaped', () => {
    const yaml = parseRegistry('- ID: "x\\n::error title=PWN::forged"\n  Name: n\n', 'r.yaml', 'yaml', 'ID');
    const e = errorOf(() => itemsOf(yaml, def));
    expect(e.code).toBe('FOREACH_REGISTRY_INVALID');
    expect(e.message).toBe('r.yaml:1: item id "x\\n::error title=PWN::forged" holds a newline or control character');
    for (const c of ['\u001b', '\u0007', '\r', '\u009b', '\u007f']) {
      const md = parseMarkdownTable(`| ID | Name |\n|---|---|\n| a${c}b | x |\n`, 'r.md', 'ID');
      expect(errorOf(() => itemsOf(md, def)).code, JSON.stringify(c)).toBe('FOREACH_REGISTRY_INVALID');
    }
    // Printable text of any script is an id as before.
    expect(itemsOf(parseMarkdownTable('| ID | Name |\n|---|---|\n| né-α 1 | x |\n', 'r.md', 'ID'), def).map((i) => i.id)).toEqual(['né-α 1']);
  });
});

describe('marking a verified row', () => {
  it('Markdown: only the status cell of that row changes (spacing, escaped pipes and other rows kept)', () => {
    const text = '# R\n\n| ID | Name | Status |\n|---|---|---|\n| a |  A \\| b  | PENDING   |\n| b | B |  |\nWORKFLOW_GATE:\n  status: OK\n';
    expect(withItemStatus(text, 'markdown', 'ID', 'Status', 'a', 'VERIFIED')).toBe(text.replace('PENDING', 'VERIFIED'));
    expect(withItemStatus(text, 'markdown', 'ID', 'Status', 'b', 'VERIFIED')).toBe(text.replace('| b | B |  |', '| b | B | VERIFIED |'));
    expect(withItemStatus(text, 'markdown', 'ID', 'State', 'a', 'VERIFIED')).toBeUndefined();
    expect(withItemStatus(text.replace('PENDING', 'VERIFIED'), 'markdown', 'ID', 'Status', 'a', 'VERIFIED')).toBeUndefined();
    expect(setMarkdownCell('a | b | c', 1, 'X')).toBe('a | X | c');
  });

  it('YAML: only the status value changes, byte for byte (flow lists, their spacing and comments, quoting kept)', () => {
    // The report: `depends: [core]   # needs core` became `depends: [ core ] # needs core`, and an
    // unmarked `tags: [http, public]` became `[ http, public ]` (the document was stringified again).
    const y = '# modules\n- id: core\n  depends: []   # none\n  tags: [http, public]\n  Status: PENDING\n- id: api\n  depends: [core]   # needs core\n  tags: [http, public]\n  Status: "TODO"  # the runner sets it\n- id: web\n  depends: [ core,api ]\n  Status: \'TODO\'\n  tags: [ui]\n';
    const all = withItemsStatus(y, 'yaml', 'id', 'Status', new Set(['core', 'api', 'web']), 'VERIFIED');
    expect(all.changed).toEqual(['core', 'api', 'web']);
    expect(all.text).toBe(y.replace('Status: PENDING', 'Status: VERIFIED').replace('Status: "TODO"', 'Status: "VERIFIED"').replace("Status: 'TODO'", "Status: 'VERIFIED'"));
    expect(withItemStatus(y, 'yaml', 'id', 'Status', 'api', 'VERIFIED')).toBe(y.replace('Status: "TODO"', 'Status: "VERIFIED"'));
    // The same registry with CRLF line breaks: every \r kept.
    const crlf = y.replace(/\n/g, '\r\n');
    expect(withItemsStatus(crlf, 'yaml', 'id', 'Status', new Set(['core', 'api', 'web']), 'VERIFIED').text).toBe(all.text.replace(/\n/g, '\r\n'));
  });

  it('YAML: a row without the status key gets it on a line of its own after its last field, in the file\'s line breaks (as `all rows VERIFIED` needs)', () => {
    const y = '# registry\n- ID: a   # first\n- {ID: b}\n-   ID: c\n    tags: [x]  # t\n    # about d\n- ID: d\n  depends:\n    - a\n    - c\n- ID: e\n  notes: |\n    two\n    lines\n- ID: f';
    const r = withItemsStatus(y, 'yaml', 'ID', 'Status', new Set(['a', 'b', 'c', 'd', 'e', 'f']), 'VERIFIED');
    expect(r.changed).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(r.text).toBe('# registry\n- ID: a   # first\n  Status: VERIFIED\n- {ID: b, Status: VERIFIED}\n-   ID: c\n    tags: [x]  # t\n    Status: VERIFIED\n    # about d\n- ID: d\n  depends:\n    - a\n    - c\n  Status: VERIFIED\n- ID: e\n  notes: |\n    two\n    lines\n  Status: VERIFIED\n- ID: f\n  Status: VERIFIED');
    expect(withItemsStatus(y.replace(/\n/g, '\r\n'), 'yaml', 'ID', 'Status', new Set(['a', 'b', 'c', 'd', 'e', 'f']), 'VERIFIED').text).toBe(r.text.replace(/\n/g, '\r\n'));
    // A multi-line flow mapping gets the pair on a line of its own; a field name YAML cannot write plain is quoted.
    const flow = '- {\n    ID: a,\n    Name: A\n  }\n';
    expect(withItemStatus(flow, 'yaml', 'ID', 'DD Verification', 'a', 'VERIFIED')).toBe('- {\n    ID: a,\n    Name: A,\n    DD Verification: VERIFIED\n  }\n');
    expect(withItemStatus('- ID: a\n', 'yaml', 'ID', 'Check: done', 'a', 'VERIFIED')).toBe('- ID: a\n  "Check: done": VERIFIED\n');
    expect(parseRegistry(r.text, 'r.yaml', 'yaml', 'ID').columns).toEqual(['ID', 'Status', 'tags', 'depends', 'notes']);
  });

  it('YAML: an empty, null or block-scalar status is replaced in place', () => {
    const y = '- ID: a\n  Status:\n  x: 1\n- ID: b\n  Status: ~   # unset\n- {ID: c, Status: , x: 1}\n- ID: d\n  Status: |\n    PENDING\n  x: 2\n- ID: e\n  Status:';
    const r = withItemsStatus(y, 'yaml', 'ID', 'Status', new Set(['a', 'b', 'c', 'd', 'e']), 'VERIFIED');
    expect(r.text).toBe('- ID: a\n  Status: VERIFIED\n  x: 1\n- ID: b\n  Status: VERIFIED   # unset\n- {ID: c, Status: VERIFIED, x: 1}\n- ID: d\n  Status: VERIFIED\n  x: 2\n- ID: e\n  Status: VERIFIED');
    expect([...parseRegistry(r.text, 'r.yaml', 'yaml', 'ID').rows].map((row) => row.fields.get('Status'))).toEqual(['VERIFIED', 'VERIFIED', 'VERIFIED', 'VERIFIED', 'VERIFIED']);
    // An empty value before a comment stays apart from it; an anchor or a tag is kept.
    const commented = '- ID: a\n  Status:   # c\n- ID: b\n  Status: # c\n- {ID: c, Status: # c\n  }\n- ID: d\n  Status: !!str TODO\n';
    const marked = withItemsStatus(commented, 'yaml', 'ID', 'Status', new Set(['a', 'b', 'c', 'd']), 'VERIFIED').text;
    expect(marked).toBe('- ID: a\n  Status:   VERIFIED # c\n- ID: b\n  Status: VERIFIED # c\n- {ID: c, Status: VERIFIED # c\n  }\n- ID: d\n  Status: !!str VERIFIED\n');
    expect([...parseRegistry(marked, 'r.yaml', 'yaml', 'ID').rows].map((row) => row.fields.get('Status'))).toEqual(['VERIFIED', 'VERIFIED', 'VERIFIED', 'VERIFIED']);
  });

  it('JSON: only the status value changes; a missing key is added after the last one, on its own line in a multi-line object', () => {
    const j = '[\n    {\n        "ID": "a",\n        "Status": "PENDING",\n        "tags": ["x","y"]\n    },\n    {"ID": "b",   "tags": []},\n    {\n        "ID": "c",\n        "Status": null\n    },\n    {\n        "ID": "d"\n    }\n]';
    const r = withItemsStatus(j, 'json', 'ID', 'Status', new Set(['a', 'b', 'c', 'd']), 'VERIFIED');
    expect(r.changed).toEqual(['a', 'b', 'c', 'd']);
    expect(r.text).toBe('[\n    {\n        "ID": "a",\n        "Status": "VERIFIED",\n        "tags": ["x","y"]\n    },\n    {"ID": "b",   "tags": [],   "Status": "VERIFIED"},\n    {\n        "ID": "c",\n        "Status": "VERIFIED"\n    },\n    {\n        "ID": "d",\n        "Status": "VERIFIED"\n    }\n]');
    expect(JSON.parse(r.text)).toEqual([{ ID: 'a', Status: 'VERIFIED', tags: ['x', 'y'] }, { ID: 'b', tags: [], Status: 'VERIFIED' }, { ID: 'c', Status: 'VERIFIED' }, { ID: 'd', Status: 'VERIFIED' }]);
    const crlf = j.replace(/\n/g, '\r\n');
    expect(withItemsStatus(crlf, 'json', 'ID', 'Status', new Set(['a', 'b', 'c', 'd']), 'VERIFIED').text).toBe(r.text.replace(/\n/g, '\r\n'));
    // A compact object gets a compact pair (its spacing after commas and around its last colon).
    expect(withItemsStatus('[{"ID":"a","x":1},{"ID" : "b",  "y" : 2}]', 'json', 'ID', 'Status', new Set(['a', 'b']), 'VERIFIED').text).toBe('[{"ID":"a","x":1,"Status":"VERIFIED"},{"ID" : "b",  "y" : 2,  "Status" : "VERIFIED"}]');
    // In YAML a plain key needs its space: `{b: 1,x: 1}` gets `,Status: VERIFIED`, never `Status:VERIFIED` (one scalar).
    expect(withItemStatus('- {ID: b,"x":1}\n', 'yaml', 'ID', 'Status', 'b', 'VERIFIED')).toBe('- {ID: b,"x":1,Status: VERIFIED}\n');
  });
});

describe('marking a batch of rows', () => {
  it('one pass marks every row of the batch, in row order, in each format; rows already marked or not in the batch are left', () => {
    const rows = Array.from({ length: 600 }, (_, i) => `| i${i} | N${i} | ${i % 7 === 0 ? 'VERIFIED' : 'PENDING'} |`);
    const text = ['| ID | Name | Status |', '|---|---|---|', ...rows, ''].join('\n');
    const ids = new Set(['i599', 'i0', 'i3', 'i14', 'i300', 'nope']);
    const { text: next, changed } = withItemsStatus(text, 'markdown', 'ID', 'Status', ids, 'VERIFIED');
    expect(changed).toEqual(['i3', 'i300', 'i599']);
    // The same as marking them one at a time.
    let one = text;
    for (const id of ids) one = withItemStatus(one, 'markdown', 'ID', 'Status', id, 'VERIFIED') ?? one;
    expect(next).toBe(one);
    expect(next.split('\n').filter((l, k) => l !== text.split('\n')[k])).toEqual(['| i3 | N3 | VERIFIED |', '| i300 | N300 | VERIFIED |', '| i599 | N599 | VERIFIED |']);
    const y = '- ID: a\n  Status: PENDING\n- ID: b\n- ID: c\n  Status: VERIFIED\n';
    expect(withItemsStatus(y, 'yaml', 'ID', 'Status', new Set(['a', 'b', 'c']), 'VERIFIED')).toEqual({ text: '- ID: a\n  Status: VERIFIED\n- ID: b\n  Status: VERIFIED\n- ID: c\n  Status: VERIFIED\n', changed: ['a', 'b'] });
    const j = '[{"ID": "a"}, {"ID": " b ", "Status": "PENDING"}, {"ID": "c"}]';
    const marked = withItemsStatus(j, 'json', 'ID', 'Status', new Set(['a', 'b']), 'VERIFIED');
    expect(marked.changed).toEqual(['a', 'b']);
    expect(JSON.parse(marked.text)).toEqual([{ ID: 'a', Status: 'VERIFIED' }, { ID: ' b ', Status: 'VERIFIED' }, { ID: 'c' }]);
    expect(withItemsStatus(j, 'json', 'ID', 'Status', new Set(), 'VERIFIED')).toEqual({ text: j, changed: [] });
  });
});

describe('settling the rows of verified items', () => {
  const md = (a: string, b: string, c: string) => `| ID | Name | Status |\n|---|---|---|\n| a | A | ${a} |\n| b | B | ${b} |\n| c | C | ${c} |\n`;

  it('a row whose mark was lost is marked again (one write); rows of items not verified are left alone', () => {
    const reg = file('settle.md', md('PENDING', 'PENDING', 'PENDING'));
    expect(settleVerified(reg.abs, reg.rel, 'ID', 'Status', new Set(['a']), false, { durable: false })).toEqual(['a']);
    expect(readFileSync(reg.abs, 'utf8')).toBe(md('VERIFIED', 'PENDING', 'PENDING'));
    // b was verified too, but its mark is gone (a power loss took back a write that was not fsync'd).
    expect(settleVerified(reg.abs, reg.rel, 'ID', 'Status', new Set(['a', 'b']), true)).toEqual(['b']);
    expect(readFileSync(reg.abs, 'utf8')).toBe(md('VERIFIED', 'VERIFIED', 'PENDING'));
  });

  it('nothing missing: the file is not replaced (only fsync\'d when asked)', () => {
    const reg = file('level.md', md('VERIFIED', 'PENDING', 'PENDING'));
    const before = statSync(reg.abs);
    expect(settleVerified(reg.abs, reg.rel, 'ID', 'Status', new Set(['a']), true)).toEqual([]);
    expect(settleVerified(reg.abs, reg.rel, 'ID', 'Status', new Set(['a']), false)).toEqual([]);
    expect(statSync(reg.abs).ino).toBe(before.ino);
  });

  it('a Markdown registry without the status column stays as it is; a YAML row gets the key', () => {
    const bare = file('bare.md', '| ID | Name |\n|---|---|\n| a | A |\n');
    expect(settleVerified(bare.abs, bare.rel, 'ID', 'Status', new Set(['a']), false)).toEqual([]);
    expect(readFileSync(bare.abs, 'utf8')).toBe('| ID | Name |\n|---|---|\n| a | A |\n');
    const list = file('list.yaml', '- ID: a\n- ID: b\n  Status: VERIFIED\n');
    expect(settleVerified(list.abs, list.rel, 'ID', 'Status', new Set(['a', 'b']), false)).toEqual(['a']);
    expect(readFileSync(list.abs, 'utf8')).toBe('- ID: a\n  Status: VERIFIED\n- ID: b\n  Status: VERIFIED\n');
  });

  it("a blocked item's row that says VERIFIED says BLOCKED (one write with the marks); one that says anything else is left as it is", () => {
    const reg = file('unmark.md', md('VERIFIED', 'PENDING', 'VERIFIED'));
    const unmarked: string[] = [];
    expect(settleVerified(reg.abs, reg.rel, 'ID', 'Status', new Set(['c']), false, { blocked: new Set(['a', 'b']), unmarked })).toEqual([]);
    expect(unmarked).toEqual(['a']);
    expect(readFileSync(reg.abs, 'utf8')).toBe(md('BLOCKED', 'PENDING', 'VERIFIED'));
    const list = file('unmark.yaml', '- ID: a\n  Status: VERIFIED\n- ID: b\n');
    expect(settleVerified(list.abs, list.rel, 'ID', 'Status', new Set(), false, { blocked: new Set(['a', 'b']) })).toEqual([]);
    expect(readFileSync(list.abs, 'utf8')).toBe('- ID: a\n  Status: BLOCKED\n- ID: b\n');
    const json = file('unmark.json', JSON.stringify([{ ID: 'a', Status: 'VERIFIED' }, { ID: 'b', Status: 'TODO' }]));
    settleVerified(json.abs, json.rel, 'ID', 'Status', new Set(), false, { blocked: new Set(['a', 'b']) });
    expect(JSON.parse(readFileSync(json.abs, 'utf8'))).toEqual([{ ID: 'a', Status: 'BLOCKED' }, { ID: 'b', Status: 'TODO' }]);
  });

  it('a registry a stage broke is FOREACH_REGISTRY_INVALID at its line', () => {
    const broken = file('broken.md', '| ID | Name | Status |\n|---|---|---|\n| a | A |\n');
    expect(errorOf(() => settleVerified(broken.abs, broken.rel, 'ID', 'Status', new Set(['a']), false)).code).toBe('FOREACH_REGISTRY_INVALID');
  });
});
