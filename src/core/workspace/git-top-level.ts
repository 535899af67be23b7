// The git top-level a file belongs to, found as git finds it: the nearest folder at or above the
// file's own with a `.git` (a folder, or a file: a submodule or worktree). File checks only — the
// core spawns no process (so GIT_DIR and ceiling variables are not honoured; CI checkouts need neither).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest folder at or above `dirAbs` holding `.git`, or undefined outside any repository. */
export function gitTopLevel(dirAbs: string): string | undefined {
  for (let dir = dirAbs; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}
