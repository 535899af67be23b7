// A registry is scanned by line offsets (steps/foreach/registry.ts TextLines), not by an array of
// its lines, and marked rows are spliced into its text: whatever the line breaks (LF, CRLF, a lone
// CR, none at the end), the lines read are those `split(/\r?\n/)` gives, and marking changes the
// marked rows' status cells and no other byte.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextLines, parseMarkdownTable } from '../../src/core/steps/foreach/registry.js';
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
});
