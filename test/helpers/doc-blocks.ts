// The fenced code blocks of README.md and docs/*.md, as a reader copies them: the fence (``` or
// ~~~, three or more; indented in a list item, the block dedented as far), its info string, the
// mark an HTML comment just above it gives (docs/testing.md#the-docs-examples) and whether it is
// one of docs/validation.md's catalog examples (broken on purpose, under a `### \`CODE\`` heading).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface DocBlock {
  file: string;
  /** 1-based line of the block's first content line (`file:line` points at it). */
  line: number;
  where: string;
  /** The info string's first word (`yaml`, `bash`, `` for none). */
  lang: string;
  text: string;
  /** `<!-- fragment -->`, `<!-- template -->`, `<!-- run-map -->`, `<!-- not-a-workflow: … -->`, `<!-- invalid: CODE -->` just above the fence. */
  mark: 'fragment' | 'template' | 'run-map' | 'not-a-workflow' | 'invalid' | undefined;
  /** The code a block marked invalid must raise. */
  invalid: string | undefined;
  /** An example of docs/validation.md's catalog of codes. */
  catalog: boolean;
}

/** A fence line that does not close its block: the fence with text after it on the same line. */
export interface BadFence {
  where: string;
  line: string;
}

const MARK = /^<!--\s*(fragment|template|run-map|not-a-workflow|invalid)\b\s*:?\s*([A-Z][A-Z0-9_]*)?[^]*?-->$/;
const CATALOG_HEADING = /^### `[A-Z][A-Z0-9_]*` · (error|warning)$/;

export function docFiles(repo: string): string[] {
  return ['README.md', ...readdirSync(join(repo, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
}

export function docBlocks(repo: string, file: string, bad: BadFence[] = []): DocBlock[] {
  const lines = readFileSync(join(repo, file), 'utf8').split('\n');
  const blocks: DocBlock[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#')) heading = line;
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (open === null) continue;
    const [, pad, fence, rest] = open as unknown as [string, string, string, string];
    if (fence.startsWith('`') && rest.includes('`')) continue; // inline code at a line's start, no fence
    const closing = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    const unclosed = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*[^${fence[0]}\\s]`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end]!)) {
      if (unclosed.test(lines[end]!)) bad.push({ where: `${file}:${end + 1}`, line: lines[end]! });
      end++;
    }
    const indent = pad.length;
    const text = lines
      .slice(i + 1, end)
      .map((l) => l.slice(Math.min(indent, /^\s*/.exec(l)![0].length)))
      .join('\n');
    let above = i - 1;
    while (above >= 0 && lines[above]!.trim() === '') above--;
    const mark = above >= 0 ? MARK.exec(lines[above]!.trim()) : null;
    blocks.push({
      file,
      line: i + 2,
      where: `${file}:${i + 2}`,
      lang: rest.trim().split(/\s+/)[0] ?? '',
      text,
      mark: mark?.[1] as DocBlock['mark'],
      invalid: mark?.[1] === 'invalid' ? mark[2] : undefined,
      catalog: file === 'docs/validation.md' && CATALOG_HEADING.test(heading),
    });
    i = end;
  }
  return blocks;
}
