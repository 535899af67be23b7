// A folder with its own `.git` (a folder, or a file: a submodule or worktree) inside the workspace
// is another repository — vendored, or a checkout of a dependency: its workflows and runs are not
// the user's, so discovery (validate DIR, list) does not walk into it. Naming it walks it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function isNestedRepository(dirAbs: string): boolean {
  return existsSync(join(dirAbs, '.git'));
}
