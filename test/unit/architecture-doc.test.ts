// docs/architecture.md maps every file under src/ (issue 16: "docs/architecture.md maps every
// file"): its tree names each file under the folder that holds it, and names no file that does not
// exist. The tree is the first code block: an entry line is indentation, then one name or several
// separated by ", " (a folder ends with "/"), then two or more spaces and what it holds; any other
// line continues the description above it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './validate-helpers.js';

const NAME = /^[\w.-]+\/?$/;

/** Every path the doc's tree names (folders end with "/"), relative to the repository. */
function treePaths(doc: string): string[] {
  const block = /^```\n(src\/\n[\s\S]*?)^```$/m.exec(doc)?.[1];
  if (block === undefined) throw new Error('docs/architecture.md: no tree starting with src/');
  const paths: string[] = [];
  const folders: Array<{ indent: number; path: string }> = [];
  for (const line of block.split('\n')) {
    const m = /^( *)(\S.*?)(?: {2,}.*)?$/.exec(line);
    if (m === null) continue;
    const names = m[2]!.split(', ');
    if (!names.every((n) => NAME.test(n))) continue; // a description's continuation
    const indent = m[1]!.length;
    while (folders.length > 0 && folders[folders.length - 1]!.indent >= indent) folders.pop();
    const parent = folders.length > 0 ? folders[folders.length - 1]!.path : '';
    for (const name of names) paths.push(parent + name);
    if (names.length === 1 && names[0]!.endsWith('/')) folders.push({ indent, path: parent + names[0]! });
  }
  return paths;
}

describe('docs/architecture.md', () => {
  const doc = readFileSync(join(REPO, 'docs', 'architecture.md'), 'utf8');
  const named = treePaths(doc).filter((p) => !p.endsWith('/'));
  const files = execFileSync('git', ['ls-files', 'src'], { cwd: REPO, encoding: 'utf8' }).split('\n').filter(Boolean);

  it('names every file under src/ in the folder that holds it', () => {
    expect(files.filter((f) => !named.includes(f))).toEqual([]);
  });

  it('names no file that is not there', () => {
    expect(named.filter((p) => !files.includes(p))).toEqual([]);
  });

  it('reads folders by indentation, comma lists and continuation lines', () => {
    const tree = [
      '```',
      'src/',
      '  a/               holds b',
      '    b.ts, c.ts       two files',
      '                     a continuation, not a file: d.ts',
      '    e/',
      '      f.ts           in e',
      '  g.ts             back at src',
      '```',
    ].join('\n');
    expect(treePaths(tree)).toEqual(['src/', 'src/a/', 'src/a/b.ts', 'src/a/c.ts', 'src/a/e/', 'src/a/e/f.ts', 'src/g.ts']);
  });
});
