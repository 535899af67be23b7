// The one edit distance (optimal string alignment) behind did-you-mean suggestions and the
// directory walk's misspelt detection keys (formats/detect.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance } from '../../src/core/model/did-you-mean.js';
import { detectWorkflow } from '../../src/core/formats/detect.js';
import { similarFile } from '../../src/core/model/loader.js';
import { Workspace } from '../../src/core/workspace/workspace.js';

describe('editDistance', () => {
  it('counts insertions, deletions and replacements as Levenshtein does, and a swap of two neighbours as one edit', () => {
    expect([editDistance('kitten', 'sitting'), editDistance('', 'abc'), editDistance('abc', ''), editDistance('same', 'same')]).toEqual([3, 3, 3, 0]);
    expect([editDistance('stpes', 'steps'), editDistance('verison', 'version'), editDistance('ab', 'ba'), editDistance('recieve', 'receive')]).toEqual([1, 1, 1, 1]);
    // Optimal string alignment: no substring is edited twice (a swap then an insert between is 3, not 2).
    expect(editDistance('ca', 'abc')).toBe(3);
    // Symmetric.
    expect(editDistance('steps', 'stpes')).toBe(editDistance('stpes', 'steps'));
  });
});

describe('did-you-mean with a swap as one edit', () => {
  it('prefers the candidate a swap of two letters reaches over one two edits away (Levenshtein tied them: the first won)', () => {
    expect(closest('recieve', ['recite', 'receive'])).toBe('receive');
    expect(didYouMean('stauses', ['statuses', 'stages'])).toBe(" Did you mean 'statuses'?");
    // Still nothing for a word far from every candidate.
    expect(closest('zzzz', ['steps', 'statuses'])).toBeUndefined();
    // Nor for a short word every letter of which must change: `zz` is no typo of step `a` (a
    // 2-letter word is within the cut-off of 2 edits of every 1- or 2-letter name).
    expect([closest('zz', ['a', 'b']), closest('x', ['a']), closest('zz', ['ab'])]).toEqual([undefined, undefined, undefined]);
    expect([closest('jj', ['j', 'b']), closest('r2', ['r1']), closest('ba', ['ab'])]).toEqual(['j', 'r1', 'ab']);
  });

  it('among candidates as close, prefers the one that keeps more of the word in place (a shared start, then end), whatever their order; else the first', () => {
    // g-okk is one edit from both: g-ok (one letter too many) shares its start and its last letter.
    expect([closest('g-okk', ['g-ok2', 'g-ok']), closest('g-okk', ['g-ok', 'g-ok2'])]).toEqual(['g-ok', 'g-ok']);
    expect(closest('buidl', ['bild', 'build'])).toBe('build');
    // A closer candidate still wins over one that shares more of the ends.
    expect(closest('review', ['reviewed', 'reveiw'])).toBe('reveiw');
    // Truly tied: the first.
    expect([closest('cat', ['bat', 'hat']), closest('cat', ['hat', 'bat'])]).toEqual(['bat', 'hat']);
    // The cut-off is unchanged: a candidate too far away is never suggested, tie-break or not.
    expect(closest('ab', ['wxyz'])).toBeUndefined();
  });

  it("the directory walk's misspelt keys use the same distance: a swap in a short key is one edit (near), a second edit is not", () => {
    expect(detectWorkflow({ stpes: { a: { run: 'x' } }, state: 1, version: '1' }).kind).toBe('near');
    expect(detectWorkflow({ spets: { a: { run: 'x' } }, version: '1' }).kind).toBe('not');
  });
});

describe('how many names a did-you-mean looks at', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-similar-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a name its length alone puts out of reach is not measured, and does not count against the cap', () => {
    const far = Array.from({ length: 3000 }, (_, i) => `a-very-long-candidate-name-${i}`);
    expect(closest('stauses', [...far, 'statuses'])).toBe('statuses');
    // The cap still bounds what is measured: 2,000 near-length names first, then the match.
    const near = Array.from({ length: 2000 }, (_, i) => `q${String(i).padStart(6, '0')}`);
    expect(closest('stauses', [...near, 'statuses'])).toBeUndefined();
    expect(closest('stauses', [...near, 'statuses'], Infinity)).toBe('statuses');
  });

  it("a missing file's did-you-mean looks at every name of its folder: one that sorts after the first 2,000 is offered", () => {
    mkdirSync(join(dir, 'prompts'));
    // Names as long as the one asked about (each measured), all sorting before the one meant.
    for (let i = 0; i < 2500; i++) writeFileSync(join(dir, 'prompts', `archive-${String(i).padStart(4, '0')}.md`), '');
    writeFileSync(join(dir, 'prompts', 'review-checklist.md'), '');
    expect(similarFile(new Workspace(dir), 'prompts/review-checklst.md', /\.md$/i)).toBe('prompts/review-checklist.md');
  });
});
