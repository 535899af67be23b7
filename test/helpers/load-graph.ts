// The static import graph of a source file, as the bundles load it (issue 16, B4: the cold
// start). ncc splits a bundle at every dynamic import(), so what a path compiles and runs at start
// is the static graph of the module it imports: static `import … from`, `export … from` and bare
// `import '…'` (not `import type`, not `import()`), followed through the sources. Packages are
// leaves, named by package (`@actions/core`, `yaml`); Node's modules keep their `node:` name.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The static imports of a source file: repository-relative .ts paths, or package names. */
export function staticImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;'"]*?\sfrom\s+'([^']+)'/gm)) specifiers.push(m[1]!);
  for (const m of text.matchAll(/^import\s+'([^']+)'/gm)) specifiers.push(m[1]!);
  return specifiers.map((s) => {
    if (!s.startsWith('.')) return s.startsWith('node:') ? s : s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/');
    return relative(ROOT, resolve(ROOT, dirname(file), s.replace(/\.js$/, '.ts')));
  });
}

/** Every file and package the static graph from `entry` reaches. */
export function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (!file.endsWith('.ts')) continue;
    for (const next of staticImports(file)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** The text of a source file (to check that a module is reached through import()). */
export function sourceText(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8');
}
