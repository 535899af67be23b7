// A folder copied the way the tests copy workspaces and the empty repository: folders, files (with
// their modes) and links, without cpSync's checks of every path.
import { chmodSync, copyFileSync, cpSync, mkdirSync, readdirSync, readlinkSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `from`'s folders, files (with their modes) and links, copied into `to`: what cpSync's recursive
 * copy makes of a workspace, without its checks of every path (cpSync cost ~2.5 ms of CPU a small
 * tree against ~1 ms so: test/unit/validate-helpers.ts). Anything else is left to cpSync.
 */
export function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else if (entry.isFile()) copyFileSync(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else cpSync(source, target, { recursive: true });
  }
  // A folder's mode after its contents (as cpSync does: a read-only folder is still filled).
  const mode = statSync(from).mode & 0o7777;
  if ((statSync(to).mode & 0o7777) !== mode) chmodSync(to, mode);
}

