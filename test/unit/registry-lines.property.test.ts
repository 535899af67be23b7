// A registry is scanned by line offsets (steps/foreach/registry.ts TextLines), not by an array of
// its lines, and marked rows are spliced into its text: whatever the line breaks (LF, CRLF, a lone
// CR, none at the end), the lines read are those `split(/\r?\n/)` gives, and marking changes the
// marked rows' status cells and no other byte.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextLines, parseMarkdownTable, parseRegistry } from '../../src/core/steps/foreach/registry.js';
import { setMarkdownCell, withItemsStatus } from '../../src/core/steps/foreach/registry-status.js';
import { sized } from '../helpers/sizes.js';

const RUNS = { numRuns: sized(500), seed: 20261204 };

describe('registry lines by offset', () => {
  it('reads the lines split(/\\r?\\n/) gives, where they start in the text', () => {
    const text = fc.array(fc.constantFrom('a', '|', ' ', '\r', '\n', '\r\n', 'é'), { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const lines = new TextLines(t);
        const want = t.split(/\r?\n/);
        expect(lines.length).toBe(want.length);
        for (let k = 0; k < want.length; k++) {
          expect(lines.line(k)).toBe(want[k]);
          expect(t.startsWith(want[k]!, lines.start(k))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('marks only the status cells of the rows asked for, keeping every line break as it was', () => {
    const row = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), status: fc.constantFrom('PENDING', 'VERIFIED', ''), eol: fc.constantFrom('\n', '\r\n') });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.id, minLength: 1, maxLength: 5 }), fc.subarray(['a', 'b', 'c', 'd', 'e']), fc.constantFrom('', '\n', '\r\n'), (rows, ids, end) => {
        const head = ['# Items\r\n', '| ID | Status |\n', '|---|---|\r\n'];
        const body = rows.map((r, k) => `| ${r.id} | ${r.status} |${k === rows.length - 1 ? end : r.eol}`);
        const text = [...head, ...body].join('');
        const { text: next, changed } = withItemsStatus(text, 'markdown', 'ID', 'Status', new Set(ids), 'VERIFIED', 'r.md');
        // The reference: each row's line marked on its own, its own line break kept.
        const want = rows.filter((r) => ids.includes(r.id) && r.status !== 'VERIFIED').map((r) => r.id);
        expect(changed).toEqual(want);
        const expected = [...head, ...rows.map((r, k) => {
          const line = `| ${r.id} | ${r.status} |`;
          return `${want.includes(r.id) ? setMarkdownCell(line, 1, 'VERIFIED')! : line}${k === rows.length - 1 ? end : r.eol}`;
        })].join('');
        expect(next).toBe(expected);
        // What is read back holds the marks.
        const read = [...parseMarkdownTable(next, 'r.md', 'ID').rows].map((r) => [r.fields.get('ID'), r.fields.get('Status')]);
        expect(read).toEqual(rows.map((r) => [r.id, want.includes(r.id) ? 'VERIFIED' : r.status]));
      }),
      RUNS,
    );
  });

  it('YAML: marks only the status values of the rows asked for (a row without one gets a line); comments, flow lists, quoting and line breaks kept', () => {
    const row = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      // The status as written: absent, or its value text.
      status: fc.constantFrom(undefined, 'PENDING', '"PENDING"', "'PENDING'", '', 'VERIFIED', "'VERIFIED'"),
      statusComment: fc.boolean(),
      statusAt: fc.integer({ min: 1, max: 3 }),
      depends: fc.constantFrom('[]', '[core]', '[ core,api ]', '[core]   # needs core'),
      blockTags: fc.boolean(),
      flow: fc.boolean(),
      commentAfter: fc.boolean(),
    });
    const marked = (v: string): string => (v === '' ? 'VERIFIED' : v.replace('PENDING', 'VERIFIED'));
    const alreadyVerified = (v: string | undefined): boolean => v !== undefined && v.replace(/['"]/g, '') === 'VERIFIED';
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.id, minLength: 1, maxLength: 5 }), fc.subarray(['a', 'b', 'c', 'd', 'e']), fc.constantFrom('\n', '\r\n'), fc.boolean(), (rows, ids, eol, endsWithBreak) => {
        type Row = (typeof rows)[number];
        // A row's lines, its status written as `status` (undefined: no status field).
        const lines = (r: Row, status: string | undefined, added: boolean): string[] => {
          if (r.flow) {
            const fields = [`id: ${r.id}`, `depends: ${r.depends.replace(/ *#.*/, '')}`];
            if (status !== undefined && !added) fields.splice(Math.min(r.statusAt, 2), 0, `Status: ${status}`);
            return [`- {${fields.join(', ')}${added ? `, Status: ${status}` : ''}}`];
          }
          const fields: string[][] = [[`- id: ${r.id}`], [`  depends: ${r.depends}`], r.blockTags ? ['  tags:', '    - http', '    - public'] : ['  tags: [http, public]']];
          const line = `  Status:${status === '' ? '' : ` ${status}`}${r.statusComment && r.status !== '' && !added ? '  # s' : ''}`;
          if (status !== undefined && !added) fields.splice(r.statusAt, 0, [line]);
          if (added) fields.push([line]);
          return fields.flat();
        };
        const want = rows.filter((r) => ids.includes(r.id) && !alreadyVerified(r.status)).map((r) => r.id);
        const doc = (after: boolean): string => {
          const all = ['# modules'];
          for (const r of rows) {
            const mark = after && want.includes(r.id);
            all.push(...lines(r, mark ? marked(r.status ?? '') : r.status, mark && r.status === undefined));
            if (r.commentAfter) all.push('# between rows');
          }
          return all.join(eol) + (endsWithBreak ? eol : '');
        };
        const text = doc(false);
        const { text: next, changed } = withItemsStatus(text, 'yaml', 'id', 'Status', new Set(ids), 'VERIFIED', 'r.yaml');
        expect(changed).toEqual(want);
        expect(next).toBe(doc(true));
        const read = [...parseRegistry(next, 'r.yaml', 'yaml', 'id').rows].map((r) => [r.fields.get('id'), r.fields.get('Status')]);
        expect(read).toEqual(rows.map((r) => [r.id, want.includes(r.id) ? 'VERIFIED' : r.status === undefined ? undefined : r.status.replace(/['"]/g, '')]));
      }),
      RUNS,
    );
  });
});
