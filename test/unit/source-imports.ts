// What a source file under src/ imports, read from its text (not the compiler: a unit test loads
// no TypeScript): static imports and re-exports, dynamic import() and require-like calls with a
// literal specifier. Comment lines and JSDoc blocks are left out, so a comment that names a module
// is not an import. The sources are formatted one import per statement, `from '…'` single-quoted.
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

export interface SourceImport {
  specifier: string;
  /** `import type …`, `export type … from`, or every named binding marked `type`: erased by tsc. */
  typeOnly: boolean;
  /** import('…'), require('…'), createRequire(…)('…'): loaded when the call runs, not with the module. */
  late: boolean;
  line: number;
}

/** The text without full-line `//` comments and `/* … *\/` blocks that start a line (JSDoc); line numbers kept. */
export function withoutComments(text: string): string {
  const blanked = text.replace(/^[ \t]*\/\*[\s\S]*?\*\//gm, (block) => block.replace(/[^\n]/g, ' '));
  return blanked.replace(/^[ \t]*\/\/.*$/gm, '');
}

const STATIC = /^[ \t]*(?:import|export)[ \t]+(type[ \t]+)?((?:[\w$]+[ \t]*,[ \t]*)?(?:\{[^}]*\}|\*(?:[ \t]+as[ \t]+[\w$]+)?|[\w$]+))[ \t]*from[ \t]*'([^']+)'/gm;
const BARE = /^[ \t]*import[ \t]*'([^']+)'/gm;
const LATE = /(?:\bimport|\b[\w$]*[rR]equire[\w$]*)\(\s*'([^']+)'\s*\)/g;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export function importsOf(source: string): SourceImport[] {
  const text = withoutComments(source);
  const out: SourceImport[] = [];
  for (const m of text.matchAll(STATIC)) {
    const clause = m[2]!;
    const named = /\{([^}]*)\}/.exec(clause)?.[1]?.split(',').map((s) => s.trim()).filter(Boolean);
    const allTypes = named !== undefined && named.length > 0 && !/^[\w$]+[ \t]*,/.test(clause) && named.every((n) => n.startsWith('type '));
    out.push({ specifier: m[3]!, typeOnly: m[1] !== undefined || allTypes, late: false, line: lineAt(text, m.index) });
  }
  for (const m of text.matchAll(BARE)) out.push({ specifier: m[1]!, typeOnly: false, late: false, line: lineAt(text, m.index) });
  for (const m of text.matchAll(LATE)) out.push({ specifier: m[1]!, typeOnly: false, late: true, line: lineAt(text, m.index) });
  return out;
}

/** Every .ts file under `dir` (declaration files left out), repository-relative with `/`. */
export function sourceFiles(repo: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(relative(repo, path).split(sep).join('/'));
    }
  };
  walk(join(repo, dir));
  return out.sort();
}

/** The files each file loads with itself (relative static imports that are not type-only). */
export function loadGraph(repo: string, files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(readFileSync(join(repo, file), 'utf8'))
      .filter((i) => !i.typeOnly && !i.late && i.specifier.startsWith('.'))
      .map((i) => posix.join(posix.dirname(file), i.specifier.replace(/\.js$/, '.ts')))
      .filter((t) => known.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles of a graph: its strongly connected components of more than one file (or a file importing itself), each sorted. */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
