// A file's name survives a power loss once its folder is fsync'd, and that folder's own name once
// its parent is, and so on up to the workspace (ext4 commits them in order; POSIX does not promise
// it). Which of those folders a runner killed before its first commit made, no later runner can
// tell (a folder looks the same synced or not), so a journal's first commit syncs every one of
// them, up to the workspace, except those whose names this invocation synced already.
import { lstatSync, realpathSync } from 'node:fs';
import { dirname, relative, isAbsolute, sep } from 'node:path';

/**
 * The folders whose names an invocation has synced (their parent fsync'd while they were there),
 * each by its identity (device, inode, birth time — or, where the file system keeps none, its
 * status change time: folderIdentity): a folder removed and made again since is another
 * folder, synced again. Made by the top-level run, shared with the runs it starts in process.
 */
export class SyncedNames {
  private readonly folders = new Map<string, string>();

  holds(folder: string, identity: string): boolean {
    return this.folders.get(folder) === identity;
  }

  add(folder: string, identity: string): void {
    this.folders.set(folder, identity);
  }
}

/** What folderIdentity reads of a folder's lstat (bigint). */
export interface FolderStat {
  dev: bigint;
  ino: bigint;
  birthtimeNs?: bigint | undefined;
  ctimeNs: bigint;
  isDirectory(): boolean;
}

/**
 * A folder's identity: device, inode and birth time. A file system that keeps no birth time
 * reports 0 (or nothing), and a folder removed and made again at the same inode would then look
 * the same: there the status change time stands in (set when the folder is made, and again
 * whenever an entry of it changes — a folder taken for another is synced again, never the reverse).
 */
export function folderIdentity(st: FolderStat): string | undefined {
  if (!st.isDirectory()) return undefined;
  const born = st.birthtimeNs;
  return born !== undefined && born > 0n ? `${st.dev}:${st.ino}:b${born}` : `${st.dev}:${st.ino}:c${st.ctimeNs}`;
}

function identityOf(folder: string): string | undefined {
  try {
    return folderIdentity(lstatSync(folder, { bigint: true }));
  } catch {
    return undefined;
  }
}

function realOf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * fsync `dir` (a file in it was just committed), then the parent of each folder from `dir` up to
 * `root` (the workspace: its own name is the user's), innermost first, stopping at a folder whose
 * name `synced` holds. Walked on the real paths: a folder reached through a link has its name
 * where it really is. A `dir` outside `root` has itself synced only. The names are taken as
 * synced once the whole walk is done (a sync that throws leaves them for the next walk).
 */
export function syncUpTo(dir: string, root: string, synced: SyncedNames, syncDir: (dir: string) => void): void {
  const top = realOf(root);
  const start = realOf(dir);
  syncDir(start);
  const done: Array<[string, string]> = [];
  for (let at = start; inside(at, top); at = dirname(at)) {
    const identity = identityOf(at);
    if (identity !== undefined && synced.holds(at, identity)) break;
    syncDir(dirname(at));
    if (identity !== undefined) done.push([at, identity]);
  }
  for (const [folder, identity] of done) synced.add(folder, identity);
}

/** Whether `path` lies strictly inside `root`. */
function inside(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
