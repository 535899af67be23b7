// A shard from another machine copied into its run's folder durably: the merge commits the shard's
// result to the run's journal next, and a power loss after that commit must not take back the shard
// journal, SHARD.json or output copies the run now counts on. Each file's data is synced, then its
// folder (deepest first), then the target's name and the folders above it up to the workspace.
import { closeSync, copyFileSync, fdatasyncSync, lstatSync, mkdirSync, openSync, readdirSync, constants } from 'node:fs';
import { join } from 'node:path';
import { syncDir as fsyncDir } from '../state/journal.js';
import { SyncedNames, syncUpTo } from '../state/synced-names.js';

/** The syncs a durable copy makes (RunnerPorts.journal's, so a test can see them). */
export interface CopySyncs {
  fdatasyncSync(fd: number): void;
  syncDir(dir: string): void;
}

/**
 * Copy the regular files and folders of `from` into `to` (made when absent) whose path `keep`
 * takes (links, FIFOs and devices are never copied), every file's data and every folder synced
 * before this returns; then `to`'s name up to `root` (synced-names.ts), those in `synced` excepted.
 */
export function copyDurably(from: string, to: string, keep: (src: string) => boolean, root: string, io: Partial<CopySyncs> = {}, synced: SyncedNames = new SyncedNames()): void {
  const syncs: CopySyncs = { fdatasyncSync: io.fdatasyncSync ?? fdatasyncSync, syncDir: io.syncDir ?? fsyncDir };
  copyFolder(from, to, keep, syncs);
  syncUpTo(to, root, synced, (dir) => syncs.syncDir(dir));
}

/** Copy one folder's entries, its subfolders first synced each, and sync the files' data; the folder itself is synced by the caller. */
function copyFolder(from: string, to: string, keep: (src: string) => boolean, syncs: CopySyncs): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    if (!keep(src)) continue;
    const st = lstatSync(src);
    const dest = join(to, name);
    if (st.isDirectory()) {
      copyFolder(src, dest, keep, syncs);
      syncs.syncDir(dest);
    } else if (st.isFile()) {
      copyFileSync(src, dest);
      const fd = openSync(dest, constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        syncs.fdatasyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
  }
}
