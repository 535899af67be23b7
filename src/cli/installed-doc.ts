// A doc the hints name (`docs/gate.md`), said where this stagegate's copy is: the package ships
// docs/ beside dist/, so from a user's repository it is node_modules/stagegate/docs/gate.md, not a
// docs/ folder of their own. Found from the running code (dist/cli/*.js, or src/cli/** in tests).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { insideBy } from '../core/workspace/workspace.js';

/** The package's root: the nearest folder above this code whose package.json is stagegate's. */
export function packageRoot(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    try {
      if ((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name === 'stagegate') return dir;
    } catch {
      /* none here (dist/cli's own package.json has no name): one folder up */
    }
    dir = dirname(dir);
  }
  return undefined;
}

/** `docs/<name>` of the installed package, relative to `cwd` (absolute when it is not below it); `docs/<name>` when not found. */
export function installedDoc(name: string, cwd: string): string {
  const root = packageRoot();
  const file = root === undefined ? undefined : join(root, 'docs', name);
  if (file === undefined || !existsSync(file)) return `docs/${name}`;
  const rel = relative(cwd, file);
  return (insideBy(rel) ? rel : file).split(sep).join('/');
}
