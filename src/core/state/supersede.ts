// Fresh runs never accept earlier results as evidence: the previous state, manifest, logs and
// every existing declared output are moved aside into <run root>/.superseded/<time>/ (kept for
// people to read, never read by stagegate).
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';

export const SUPERSEDED_DIR = '.superseded';

/** A folder of its own for this fresh run: two fresh runs within one second must not share one. */
function claimFolder(parent: string, stamp: string): string {
  mkdirSync(parent, { recursive: true });
  for (let n = 1; ; n++) {
    const candidate = join(parent, n === 1 ? stamp : `${stamp}-${n}`);
    try {
      mkdirSync(candidate);
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

export function supersede(workspace: Workspace, runRoot: WorkspacePath, paths: WorkspacePath[], stamp: string): string | null {
  if (!paths.some((p) => existsSync(p.abs))) return null;
  const target = claimFolder(join(runRoot.abs, SUPERSEDED_DIR), stamp);
  let moved = 0;
  const seen = new Set<string>();
  for (const p of paths) {
    if (seen.has(p.abs) || !existsSync(p.abs)) continue;
    seen.add(p.abs);
    const destination = join(target, p.rel);
    mkdirSync(dirname(destination), { recursive: true });
    renameSync(p.abs, destination);
    moved++;
  }
  return moved > 0 ? workspace.relative(target) : null;
}
