// Stage text split into lines for the CLI's --stream and the Action's job log: each chunk scanned
// once, the unfinished line held bounded (src/core/steps/process/line-splitter.ts).
import { describe, expect, it } from 'vitest';
import { LINE_CUT_NOTE, LineSplitter, MAX_HELD_LINE } from '../../src/core/steps/process/line-splitter.js';

function splitAll(chunks: string[], max?: number): { lines: string[]; splitter: LineSplitter } {
  const splitter = new LineSplitter(max);
  const lines = chunks.flatMap((c) => splitter.push(c));
  const rest = splitter.flush();
  if (rest !== undefined) lines.push(rest);
  return { lines, splitter };
}

describe('LineSplitter', () => {
  it('gives the same lines however the text is cut into chunks', () => {
    const text = 'one\ntwo\n\nthree four\nfive';
    for (let a = 0; a <= text.length; a++) {
      for (let b = a; b <= text.length; b++) {
        expect(splitAll([text.slice(0, a), text.slice(a, b), text.slice(b)]).lines).toEqual(['one', 'two', '', 'three four', 'five']);
      }
    }
  });

  it('a 20 MB line without a newline, in 64 KiB chunks: each character scanned once, never more than the bound held, printed whole in pieces with the cut noted', () => {
    const total = 20 * 1024 * 1024;
    const chunk = 'a'.repeat(64 * 1024);
    const splitter = new LineSplitter();
    let pieces = 0;
    let printed = 0;
    for (let sent = 0; sent < total; sent += chunk.length) {
      for (const line of splitter.push(chunk)) {
        expect(line.endsWith(LINE_CUT_NOTE)).toBe(true);
        expect(line.length - LINE_CUT_NOTE.length).toBeLessThanOrEqual(MAX_HELD_LINE);
        printed += line.length - LINE_CUT_NOTE.length;
        pieces++;
      }
      // What it holds of the unfinished line stays within the bound.
      expect((splitter as unknown as { heldLength: number }).heldLength).toBeLessThanOrEqual(MAX_HELD_LINE);
    }
    const rest = splitter.flush() ?? '';
    printed += rest.length;
    expect(printed).toBe(total);
    expect(pieces).toBe(total / MAX_HELD_LINE - 1);
    // Linear work: the input's characters, scanned once each (before: the held line again on every chunk).
    expect(splitter.scanned).toBe(total);
  });

  it('a long line then short ones: the cut pieces, then the end of the long line, then the others', () => {
    const { lines } = splitAll(['x'.repeat(25), 'y'.repeat(10) + '\nshort\n', 'tail'], 10);
    expect(lines).toEqual(['x'.repeat(10) + LINE_CUT_NOTE, 'x'.repeat(10) + LINE_CUT_NOTE, 'x'.repeat(5) + 'y'.repeat(5) + LINE_CUT_NOTE, 'y'.repeat(5), 'short', 'tail']);
  });

  it('never cuts between the halves of a surrogate pair', () => {
    const { lines } = splitAll(['abcd😀efgh\n'], 5);
    expect(lines.map((l) => l.replace(LINE_CUT_NOTE, ''))).toEqual(['abcd', '😀efg', 'h']);
  });
});
