// Fresh runs never accept earlier results as evidence: the previous state, manifest, logs and
// every existing declared output are moved aside into <run root>/.superseded/<time>/ (kept for
// people to read, never read by stagegate).
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Workspace, WorkspacePath } from './paths.js';

export const SUPERSEDED_DIR = '.superseded';

export function supersede(workspace: Workspace, runRoot: WorkspacePath, paths: WorkspacePath[], stamp: string): string | null {
  const target = join(runRoot.abs, SUPERSEDED_DIR, stamp);
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
