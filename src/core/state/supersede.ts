// Fresh runs never accept earlier results as evidence: the previous state, manifest, logs and
// every existing declared output are moved aside into <run root>/.superseded/<time>/ (kept for
// people to read, never read by stagegate). The folder is confined as every other path of the run
// is: a link planted at .superseded (by a stage, an agent or a commit) never carries the run's
// files out of the workspace, and something other than a folder there is a clear
// STATE_WRITE_FAILED, nothing moved.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { StagegateError, isStagegateError } from '../run/errors.js';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';

export const SUPERSEDED_DIR = '.superseded';

const WHAT = 'folder of superseded results';

/** A folder of its own for this fresh run: two fresh runs within one second must not share one. */
function claimFolder(workspace: Workspace, parent: WorkspacePath, stamp: string): WorkspacePath {
  mkdirSync(parent.abs, { recursive: true });
  for (let n = 1; ; n++) {
    // Checked again after the mkdir: confinement holds for the folder the files go into.
    const candidate = workspace.resolve(join(parent.rel, n === 1 ? stamp : `${stamp}-${n}`), WHAT);
    try {
      mkdirSync(candidate.abs);
      return workspace.resolve(candidate.rel, WHAT);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

export function supersede(workspace: Workspace, runRoot: WorkspacePath, paths: WorkspacePath[], stamp: string): string | null {
  if (!paths.some((p) => existsSync(p.abs))) return null;
  // Refuses (PATH_OUTSIDE_WORKSPACE) a link at .superseded or on the way that leads out, before anything is made or moved.
  const parent = workspace.resolve(join(runRoot.rel, SUPERSEDED_DIR), WHAT);
  let target: WorkspacePath;
  try {
    target = claimFolder(workspace, parent, stamp);
  } catch (error) {
    if (isStagegateError(error)) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StagegateError('STATE_WRITE_FAILED', `cannot make the folder ${parent.rel} that a fresh run moves the previous run's files into (${code}): nothing was moved`, {
      hint: `Remove or rename what stands at ${parent.rel} (it must be a folder, or absent), then start the fresh run again.`,
      cause: error,
    });
  }
  let moved = 0;
  const seen = new Set<string>();
  for (const p of paths) {
    if (seen.has(p.abs) || !existsSync(p.abs)) continue;
    seen.add(p.abs);
    const destination = join(target.abs, p.rel);
    mkdirSync(dirname(destination), { recursive: true });
    renameSync(p.abs, destination);
    moved++;
  }
  return moved > 0 ? target.rel : null;
}
